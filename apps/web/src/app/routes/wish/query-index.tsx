import { RequireSignIn } from '../../../components/feedback/require-sign-in.tsx'
import { FillingEntry } from '../../../features/wish/components/filling-entry.tsx'

export function Component() {
  return (
    <RequireSignIn text="登录后填写高考成绩，查看位次和冲稳保推荐">
      <FillingEntry />
    </RequireSignIn>
  )
}
