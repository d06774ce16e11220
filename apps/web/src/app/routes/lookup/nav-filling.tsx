import { FillingNavPage } from '../../../features/lookup/components/filling-nav-page.tsx'
import { useIsRegistered } from '../../route-availability.ts'

export function Component() {
  const isRegistered = useIsRegistered()
  return <FillingNavPage isAvailable={isRegistered} />
}
