import { OccupationSearchPage } from '../../../features/lookup/components/career-pages.tsx'

export function Component() {
  return <OccupationSearchPage />
}
