import { SelfSearch } from '../../../features/wish/components/self-search.tsx'
import { WithBatch } from '../../../features/wish/components/with-batch.tsx'

export function Component() {
  return <WithBatch>{(batch, isForecast) => <SelfSearch batch={batch} isForecast={isForecast} />}</WithBatch>
}
