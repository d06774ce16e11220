import { FillingNavPage } from '../../../features/lookup/components/nav-pages.tsx'
import { useIsRegistered } from '../../route-availability.ts'

export function Component() {
  const isRegistered = useIsRegistered()
  return <FillingNavPage isAvailable={isRegistered} />
}
