import { CompanyPage } from '../../../features/membership/components/company-page.tsx'

export function Component() {
  return <CompanyPage />
}
