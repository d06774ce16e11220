import { PlanNavPage } from '../../../features/lookup/components/nav-pages.tsx'
import { isRegistered } from '../../route-table.ts'

export function Component() {
  return <PlanNavPage isAvailable={isRegistered} />
}
