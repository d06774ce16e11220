import { RequireSignIn } from '../../../components/feedback/require-sign-in.tsx'
import { MajorChooser } from '../../../features/wish/components/major-chooser.tsx'
import { WithBatch } from '../../../features/wish/components/with-batch.tsx'

export function Component() {
  return (
    <RequireSignIn text="登录后按专业查看能报的院校">
      <WithBatch>{(batch) => <MajorChooser batch={batch} />}</WithBatch>
    </RequireSignIn>
  )
}
