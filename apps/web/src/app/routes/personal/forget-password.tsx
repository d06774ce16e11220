import { ForgetPasswordForm } from '../../../features/signin/components/forget-password-form.tsx'
import { paths } from '../../../config/paths.ts'
import { useOpenPage } from '../../use-open-page.ts'

export function Component() {
  const { open } = useOpenPage()
  return <ForgetPasswordForm onDone={() => open(paths.login, { replace: true })} />
}
