import { CompanyPage } from '../../../features/membership/components/partner-pages.tsx'

export function Component() {
  return <CompanyPage />
}
