import { PasswordForm } from '../../../features/account/components/password-form.tsx'
import { paths } from '../../../config/paths.ts'
import { useOpenPage } from '../../use-open-page.ts'

export function Component() {
  const { open } = useOpenPage()
  return <PasswordForm onChanged={() => open(paths.personal, { replace: true })} />
}
