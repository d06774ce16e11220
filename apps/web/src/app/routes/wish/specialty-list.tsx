import { useSearchParams } from 'react-router'
import { UnitListPage } from '../../../features/wish/components/unit-list-page.tsx'
import { WithBatch } from '../../../features/wish/components/with-batch.tsx'

export function Component() {
  const [search] = useSearchParams()
  const majors = (search.get('majors') ?? '').split('|').filter(Boolean)
  return <WithBatch>{(batch, isForecast) => <UnitListPage kind="major" batch={batch} isForecast={isForecast} majors={majors} />}</WithBatch>
}
