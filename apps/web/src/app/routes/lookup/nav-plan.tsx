import { PlanNavPage } from '../../../features/lookup/components/plan-nav-page.tsx'
import { useIsRegistered } from '../../route-availability.ts'

export function Component() {
  const isRegistered = useIsRegistered()
  return <PlanNavPage isAvailable={isRegistered} />
}
