import { BatchPicker } from '../../../features/wish/components/batch-picker.tsx'

export function Component() {
  return <BatchPicker />
}
