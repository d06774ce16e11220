import { OpenMemberPage } from '../../../features/membership/components/open-member-page.tsx'

export function Component() {
  return <OpenMemberPage />
}
