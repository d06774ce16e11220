import { SmsLoginForm } from '../../../features/signin/components/sms-login-form.tsx'
import { paths } from '../../../config/paths.ts'
import { useOpenPage } from '../../use-open-page.ts'

export function Component() {
  const { open, finishAuth } = useOpenPage()
  return <SmsLoginForm onLoggedIn={finishAuth} onPasswordLogin={() => open(paths.login, { replace: true, keepRedirect: true })} />
}
