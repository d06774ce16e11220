import { AgentPage } from '../../../features/membership/components/agent-page.tsx'

export function Component() {
  return <AgentPage />
}
