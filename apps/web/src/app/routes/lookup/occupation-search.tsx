import { OccupationSearchPage } from '../../../features/lookup/components/occupation-search-page.tsx'

export function Component() {
  return <OccupationSearchPage />
}
