import { CooperationPage } from '../../../features/membership/components/cooperation-page.tsx'

export function Component() {
  return <CooperationPage />
}
