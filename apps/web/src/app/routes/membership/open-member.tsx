import { OpenMemberPage } from '../../../features/membership/components/open-member.tsx'

export function Component() {
  return <OpenMemberPage />
}
