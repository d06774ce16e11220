import { ErrorCode, type AiChatInput, type AiStreamEvent } from '@gk/contract'
import { useQuery } from '@tanstack/react-query'
import { apiBaseUrl } from '../../../config/env.ts'
import { paths } from '../../../config/paths.ts'
import { inviteToSignIn } from '../../../lib/api-client.ts'
import { currentRoute, openPage } from '../../../lib/navigation.ts'
import { apiQuery } from '../../../lib/queries.ts'
import { sessionStore } from '../../../lib/session-store.ts'
import { storage } from '../../../lib/storage.ts'
import { showToast } from '../../../lib/toast.ts'

export const useConversations = (enabled: boolean) => useQuery({ ...apiQuery('AI/ConversationList', {}), enabled })

export const useSuggestions = (token: string) => useQuery(apiQuery('AI/SuggestedQuestions', {}, { signedIn: Boolean(token) }))

export const useQuota = (enabled: boolean) => useQuery({ ...apiQuery('AI/Quota', {}), enabled })

/** Splits a server-sent-events byte stream into its `data:` JSON events. */
export function parseSseChunk(buffer: string): { events: AiStreamEvent[]; rest: string } {
  const blocks = buffer.split('\n\n')
  const rest = blocks.pop() ?? ''
  const events = blocks
    .map((b) => b.trim())
    .filter((b) => b.startsWith('data: '))
    .map((b) => JSON.parse(b.slice(6)) as AiStreamEvent)
  return { events, rest }
}

/** What a failed stream means for the user, the same rules as callApi (112 → login, 113 → membership). */
function handleStreamError(code: number, message: string, signedIn: boolean) {
  // a visitor never signed in, so nothing expired: the same invitation as every other call
  if (code === ErrorCode.SessionExpired && !signedIn) return inviteToSignIn()
  showToast(message)
  if (code === ErrorCode.SessionExpired) openPage(paths.login, { query: { redirect: currentRoute() } })
  if (code === ErrorCode.MembershipRequired) openPage(paths.openMember)
}

/**
 * Asks one question over the chat stream (POST + server-sent events, read with fetch so the token
 * header can be sent). Resolves when the stream ends; every event goes to `onEvent`.
 */
export async function streamChat(input: AiChatInput, onEvent: (event: AiStreamEvent) => void, signal?: AbortSignal): Promise<void> {
  const token = sessionStore.get().token || storage.get('token') || ''
  let response: Response
  try {
    response = await fetch(`${apiBaseUrl()}/api/AI/ChatStream`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(input),
      ...(signal ? { signal } : {}),
    })
  } catch {
    if (!signal?.aborted) onEvent({ type: 'error', code: -1, message: '网络异常，请稍后重试' })
    return
  }
  if (!response.ok || !response.body) {
    onEvent({ type: 'error', code: -1, message: '服务繁忙，请稍后重试' })
    return
  }
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }))
    if (done) break
    buffer += decoder.decode(value, { stream: true })
    const parsed = parseSseChunk(buffer)
    buffer = parsed.rest
    for (const event of parsed.events) {
      if (event.type === 'error') handleStreamError(event.code, event.message, Boolean(token))
      onEvent(event)
    }
  }
}
