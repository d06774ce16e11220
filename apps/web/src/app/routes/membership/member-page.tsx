import { MemberPage } from '../../../features/membership/components/member-page.tsx'

export function Component() {
  return <MemberPage />
}
