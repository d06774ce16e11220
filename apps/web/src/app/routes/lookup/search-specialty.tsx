import { SpecialtySearchPage } from '../../../features/lookup/components/specialty-search-page.tsx'

export function Component() {
  return <SpecialtySearchPage />
}
