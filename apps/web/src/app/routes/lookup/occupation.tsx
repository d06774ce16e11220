import { OccupationHomePage } from '../../../features/lookup/components/occupation-home-page.tsx'

export function Component() {
  return <OccupationHomePage />
}
