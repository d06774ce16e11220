import { PrivacyPolicy } from '../../../features/account/components/privacy-policy.tsx'

export function Component() {
  return <PrivacyPolicy />
}
