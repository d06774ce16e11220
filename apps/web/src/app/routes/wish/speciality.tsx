import { MajorChooser } from '../../../features/wish/components/major-chooser.tsx'
import { WithBatch } from '../../../features/wish/components/with-batch.tsx'

export function Component() {
  return <WithBatch>{(batch) => <MajorChooser batch={batch} />}</WithBatch>
}
