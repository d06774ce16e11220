import { FillingNavPage } from '../../../features/lookup/components/nav-pages.tsx'
import { isRegistered } from '../../route-table.ts'

export function Component() {
  return <FillingNavPage isAvailable={isRegistered} />
}
