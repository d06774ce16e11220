import { CardActivationPage } from '../../../features/membership/components/card-activation-page.tsx'

export function Component() {
  return <CardActivationPage />
}
