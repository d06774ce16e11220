import { AuthBrand } from '../../../features/account/components/auth-brand.tsx'
import { LoginForm } from '../../../features/account/components/login-form.tsx'
import { paths } from '../../../config/paths.ts'
import { useIsRegistered } from '../../route-availability.ts'
import { useOpenPage } from '../../use-open-page.ts'

export function Component() {
  const isRegistered = useIsRegistered()
  const { open, finishAuth } = useOpenPage()
  return (
    <>
      <AuthBrand subtitle="登录后查看位次、填报志愿" />
      <LoginForm
        onLoggedIn={finishAuth}
        onRegister={() => open(paths.register)}
        onSmsLogin={isRegistered(paths.smsLogin) ? () => open(paths.smsLogin, { keepRedirect: true }) : undefined}
        onForgotPassword={isRegistered(paths.forgetPassword) ? () => open(paths.forgetPassword) : undefined}
      />
    </>
  )
}
