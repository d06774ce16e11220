import { PrivilegesPage } from '../../../features/membership/components/privileges-page.tsx'

export function Component() {
  return <PrivilegesPage />
}
