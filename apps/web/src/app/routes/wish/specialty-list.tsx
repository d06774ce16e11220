import { RequireSignIn } from '../../../components/feedback/require-sign-in.tsx'
import { useSearchParams } from 'react-router'
import { UnitListPage } from '../../../features/wish/components/unit-list-page.tsx'
import { WithBatch } from '../../../features/wish/components/with-batch.tsx'

export function Component() {
  const [search] = useSearchParams()
  const majors = (search.get('majors') ?? '').split('|').filter(Boolean)
  return (
    <RequireSignIn text="登录后按专业查看能报的院校">
      <WithBatch>{(batch, isForecast) => <UnitListPage kind="major" batch={batch} isForecast={isForecast} majors={majors} />}</WithBatch>
    </RequireSignIn>
  )
}
