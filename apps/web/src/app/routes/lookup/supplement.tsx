import { SupplementPage } from '../../../features/lookup/components/supplement-page.tsx'
import { useIsRegistered } from '../../route-availability.ts'

export function Component() {
  const isRegistered = useIsRegistered()
  return <SupplementPage isAvailable={isRegistered} />
}
