import { RequireSignIn } from '../../../components/feedback/require-sign-in.tsx'
import { WishTableList } from '../../../features/wish/components/wish-table-list.tsx'

export function Component() {
  return (
    <RequireSignIn text="登录后查看你保存的志愿表">
      <WishTableList />
    </RequireSignIn>
  )
}
