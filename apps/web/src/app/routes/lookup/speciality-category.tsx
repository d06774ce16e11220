import { SpecialtyCategoryPage } from '../../../features/lookup/components/specialty-category-page.tsx'

export function Component() {
  return <SpecialtyCategoryPage />
}
