import { AuthBrand } from '../../../features/account/components/auth-brand.tsx'
import { RegisterForm } from '../../../features/account/components/register-form.tsx'
import { paths } from '../../../config/paths.ts'
import { useOpenPage } from '../../use-open-page.ts'

export function Component() {
  const { open } = useOpenPage()
  return (
    <>
      <AuthBrand subtitle="注册账号，开启志愿规划" />
      <RegisterForm onRegistered={() => open(paths.stepRegister, { replace: true })} onLogin={() => open(paths.login, { replace: true })} />
    </>
  )
}
