import { CardActivationPage } from '../../../features/membership/components/member-pages.tsx'

export function Component() {
  return <CardActivationPage />
}
