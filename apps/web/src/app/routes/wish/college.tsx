import { UnitListPage } from '../../../features/wish/components/unit-list-page.tsx'
import { WithBatch } from '../../../features/wish/components/with-batch.tsx'

export function Component() {
  return <WithBatch>{(batch, isForecast) => <UnitListPage kind="school" batch={batch} isForecast={isForecast} />}</WithBatch>
}
