import { RequireSignIn } from '../../../components/feedback/require-sign-in.tsx'
import { UnitListPage } from '../../../features/wish/components/unit-list-page.tsx'
import { WithBatch } from '../../../features/wish/components/with-batch.tsx'

export function Component() {
  return (
    <RequireSignIn text="登录后查看能报的院校和录取概率">
      <WithBatch>{(batch, isForecast) => <UnitListPage kind="school" batch={batch} isForecast={isForecast} />}</WithBatch>
    </RequireSignIn>
  )
}
