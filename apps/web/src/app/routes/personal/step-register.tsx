import { Button } from 'antd-mobile'
import { useStudentInfo } from '../../../features/account/api/get-student-info.ts'
import { ProfileForm } from '../../../features/account/components/profile-form.tsx'
import { pendingIdentity } from '../../../features/signin/api/open-id.ts'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { paths } from '../../../config/paths.ts'
import { useSession } from '../../../lib/session-store.ts'
import { useOpenPage } from '../../use-open-page.ts'

export function Component() {
  const { open, navigate } = useOpenPage()
  const token = useSession((s) => s.token)
  const user = useStudentInfo()
  // a partner (SSO) user we could not match arrives without a session: bind a mobile first, then come back
  if (!token && pendingIdentity()) {
    return (
      <div style={{ padding: 16 }}>
        <p style={{ color: '#555', fontSize: 14, lineHeight: 1.6 }}>请先完善您的资料：绑定手机号后即可继续使用。</p>
        <Button
          block
          color="primary"
          shape="rounded"
          onClick={() => void navigate(`/${paths.bindPlatform}?backUrl=${encodeURIComponent(`/${paths.stepRegister}`)}`)}
        >
          绑定手机号
        </Button>
      </div>
    )
  }
  if (user.isLoading) return <LoadingPlaceholder />
  return (
    <>
      <p style={{ margin: '12px 16px 0', color: '#888', fontSize: 13 }}>完善高考信息，我们将据此为您换算位次、推荐院校。</p>
      <ProfileForm initial={user.data} onSaved={() => open(paths.home, { replace: true })} submitText="保存并进入首页" />
    </>
  )
}
