import { AiChatPage } from '../../../features/ai/components/ai-chat-page.tsx'
import { useIsRegistered } from '../../route-availability.ts'

export function Component() {
  const isRegistered = useIsRegistered()
  // answer cards only link to screens that are built
  return <AiChatPage canOpen={isRegistered} />
}
