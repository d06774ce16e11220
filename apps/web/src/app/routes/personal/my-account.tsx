import { PullToRefresh } from 'antd-mobile'
import { useStudentInfo } from '../../../features/account/api/get-student-info.ts'
import { AccountHeader } from '../../../features/account/components/account-header.tsx'
import { AccountMenu } from '../../../features/account/components/account-menu.tsx'
import { LogoutButton } from '../../../features/account/components/logout-button.tsx'
import { paths } from '../../../config/paths.ts'
import { useSession } from '../../../lib/session-store.ts'
import { useIsRegistered } from '../../route-availability.ts'
import { useOpenPage } from '../../use-open-page.ts'

export function Component() {
  const isRegistered = useIsRegistered()
  const { open } = useOpenPage()
  const token = useSession((s) => s.token)
  const user = useStudentInfo()
  const loggedIn = Boolean(token && user.data)
  return (
    <PullToRefresh onRefresh={async () => void (token ? await user.refetch() : undefined)}>
      <AccountHeader user={token ? user.data : null} onLogin={() => open(paths.smsLogin)} onEditProfile={() => open(paths.editInfo)} />
      <AccountMenu loggedIn={loggedIn} isAvailable={isRegistered} onOpen={open} />
      {loggedIn ? <LogoutButton onLoggedOut={() => open(paths.login, { replace: true })} /> : null}
    </PullToRefresh>
  )
}
