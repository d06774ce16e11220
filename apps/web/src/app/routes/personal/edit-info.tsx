import { useStudentInfo } from '../../../features/account/api/get-student-info.ts'
import { ProfileForm } from '../../../features/account/components/profile-form.tsx'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { paths } from '../../../config/paths.ts'
import { AvatarUpload } from '../../../features/signin/components/avatar-upload.tsx'
import { useOpenPage } from '../../use-open-page.ts'

export function Component() {
  const { open } = useOpenPage()
  const user = useStudentInfo()
  if (user.isLoading) return <LoadingPlaceholder />
  if (!user.data) return <EmptyPage text="请先登录" />
  return (
    <>
      <AvatarUpload current={user.data.Avatar} />
      <ProfileForm initial={user.data} withNickname onSaved={() => open(paths.personal, { replace: true })} />
    </>
  )
}
