import { useStudentInfo } from '../../../features/account/api/get-student-info.ts'
import { ProfileForm } from '../../../features/account/components/profile-form.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { paths } from '../../../config/paths.ts'
import { useOpenPage } from '../../use-open-page.ts'

export function Component() {
  const { open } = useOpenPage()
  const user = useStudentInfo()
  if (user.isLoading) return <LoadingPlaceholder />
  return (
    <>
      <p style={{ margin: '12px 16px 0', color: '#888', fontSize: 13 }}>完善高考信息，我们将据此为您换算位次、推荐院校。</p>
      <ProfileForm initial={user.data} onSaved={() => open(paths.home, { replace: true })} submitText="保存并进入首页" />
    </>
  )
}
