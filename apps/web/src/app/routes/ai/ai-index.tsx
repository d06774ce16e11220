import { AiChatPage } from '../../../features/ai/components/ai-chat-page.tsx'
import { isRegistered } from '../../route-table.ts'

export function Component() {
  // answer cards only link to screens that are built
  return <AiChatPage canOpen={isRegistered} />
}
