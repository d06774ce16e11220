import { FillingEntry } from '../../../features/wish/components/filling-entry.tsx'

export function Component() {
  return <FillingEntry />
}
