import { CooperationPage } from '../../../features/membership/components/partner-pages.tsx'

export function Component() {
  return <CooperationPage />
}
