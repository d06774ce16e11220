import { SpecialtyCategoryPage } from '../../../features/lookup/components/specialty-pages.tsx'

export function Component() {
  return <SpecialtyCategoryPage />
}
