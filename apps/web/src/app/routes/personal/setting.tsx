import { LogoutButton } from '../../../features/account/components/logout-button.tsx'
import { SettingsPanel } from '../../../features/account/components/settings-panel.tsx'
import { paths } from '../../../config/paths.ts'
import { DeviceList } from '../../../features/signin/components/device-list.tsx'
import { useSession } from '../../../lib/session-store.ts'
import { useOpenPage } from '../../use-open-page.ts'

export function Component() {
  const { open } = useOpenPage()
  const token = useSession((s) => s.token)
  return (
    <>
      <SettingsPanel onOpenServiceAgreement={() => open(paths.serviceAgreement)} onOpenPrivacyPolicy={() => open(paths.privacyAgreement)} />
      {token ? <DeviceList /> : null}
      {token ? <LogoutButton onLoggedOut={() => open(paths.login, { replace: true })} /> : null}
    </>
  )
}
