import { BatchLinePage } from '../../../features/lookup/components/batch-line-page.tsx'

export function Component() {
  return <BatchLinePage />
}
