import { MemberPage } from '../../../features/membership/components/member-pages.tsx'

export function Component() {
  return <MemberPage />
}
