import { ServiceAgreement } from '../../../features/account/components/service-agreement.tsx'

export function Component() {
  return <ServiceAgreement />
}
