import type { AiStreamEvent } from '@gk/contract'

/** Reads the chat stream as the web client does (tests; the console could reuse it). */
export async function askStream(baseUrl: string, body: unknown, token?: string): Promise<AiStreamEvent[]> {
  const response = await fetch(`${baseUrl}/api/AI/ChatStream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  return text
    .split('\n\n')
    .map((block) => block.trim())
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)) as AiStreamEvent)
}

export function doneOf(events: AiStreamEvent[]) {
  const done = events.find((e) => e.type === 'done')
  return done?.type === 'done' ? done : null
}

export function errorOf(events: AiStreamEvent[]) {
  const error = events.find((e) => e.type === 'error')
  return error?.type === 'error' ? error : null
}
