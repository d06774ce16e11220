import { RequireSignIn } from '../../../components/feedback/require-sign-in.tsx'
import { WishEditor } from '../../../features/wish/components/wish-editor.tsx'
import { WithBatch } from '../../../features/wish/components/with-batch.tsx'

export function Component() {
  return (
    <RequireSignIn text="登录后编辑和保存你的志愿表">
      <WithBatch>{(batch, isForecast) => <WishEditor batch={batch} isForecast={isForecast} />}</WithBatch>
    </RequireSignIn>
  )
}
