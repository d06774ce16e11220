import { AgentPage } from '../../../features/membership/components/partner-pages.tsx'

export function Component() {
  return <AgentPage />
}
