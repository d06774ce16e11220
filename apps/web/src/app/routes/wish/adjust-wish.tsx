import { WishEditor } from '../../../features/wish/components/wish-editor.tsx'
import { WithBatch } from '../../../features/wish/components/with-batch.tsx'

export function Component() {
  return <WithBatch>{(batch, isForecast) => <WishEditor batch={batch} isForecast={isForecast} />}</WithBatch>
}
