import { ProfessionalHomePage } from '../../../features/lookup/components/professional-home-page.tsx'

export function Component() {
  return <ProfessionalHomePage />
}
