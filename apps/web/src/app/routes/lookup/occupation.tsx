import { OccupationHomePage } from '../../../features/lookup/components/career-pages.tsx'

export function Component() {
  return <OccupationHomePage />
}
