import { RequireSignIn } from '../../../components/feedback/require-sign-in.tsx'
import { SelfSearch } from '../../../features/wish/components/self-search.tsx'
import { WithBatch } from '../../../features/wish/components/with-batch.tsx'

export function Component() {
  return (
    <RequireSignIn text="登录后查看能报的院校和录取概率">
      <WithBatch>{(batch) => <SelfSearch batch={batch} />}</WithBatch>
    </RequireSignIn>
  )
}
