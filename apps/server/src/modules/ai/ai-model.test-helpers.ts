import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { askStream, doneOf } from './ai-stream-client.ts'
import { startOpenAiStub, type StubReply } from './openai-stub-server.ts'

/** One tool's answer as the model receives it: the app's envelope. */
export type ToolResult = { ok: boolean; data: Record<string, unknown>; error?: string }
export type ToolCallSpec = { name: string; args: Record<string, unknown> }

/**
 * The model path for a test file: the app with AI_PROVIDER=openai pointed at the local
 * OpenAI-compatible stub (openai-stub-server.ts), over the seeded embedded dataset. `viaModel`
 * plays a model that calls the given tools in its first round and, in its second, writes the
 * answer from what the tools returned (so the answer can only carry the tools' numbers).
 */
export async function startModelHarness() {
  let script: (request: { messages: { role: string; content: string | null }[] }, index: number) => StubReply = () => ({
    kind: 'text',
    pieces: ['好'],
  })
  let first = 0
  const stub = await startOpenAiStub((request, index) => script(request, index - first))
  const app: TestApp = await buildTestApp({
    withDataset: true,
    env: {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: stub.baseUrl,
      AI_MODEL: 'stub-model',
      AI_API_KEY: 'k',
      // the deadline is not what these tests check; a loaded test machine must not turn answers into fallbacks
      AI_TIMEOUT_MS: '30000',
      AI_RATE_PER_MINUTE: '200',
      AI_DAILY_QUOTA_FREE: '500',
      AI_DAILY_QUOTA_MEMBER: '500',
    },
  })

  /** A signed-up member (the chances are what membership adds, ADR 045). */
  async function member(mobile: string): Promise<string> {
    const res = await app.signUp({ Mobile: mobile, Password: 'abc12345' })
    await app.db.query('UPDATE users SET member_type = 1 WHERE id = $1', [res.data!.UserId])
    return res.data!.token
  }

  /** Asks with a scripted model; `requests` is how many requests the model got for this question. */
  async function ask(message: string, token: string, reply: typeof script, conversationId?: number) {
    first = stub.requests.length
    script = reply
    const events = await askStream(app.baseUrl, { Message: message, ...(conversationId ? { ConversationId: conversationId } : {}) }, token)
    const start = events.find((e) => e.type === 'start')
    const done = doneOf(events)
    if (!done) throw new Error(`no answer to ${message}: ${JSON.stringify(events.slice(-2))}`)
    return {
      message: done.Message,
      requests: stub.requests.slice(first).map((r) => r.body),
      conversationId: start?.type === 'start' ? start.ConversationId : 0,
    }
  }

  async function viaModel(message: string, token: string, calls: ToolCallSpec[], compose: (results: ToolResult[]) => string) {
    let results: ToolResult[] = []
    const asked = await ask(message, token, (request, i) => {
      if (i === 0) return { kind: 'tools', calls: calls.map((c) => ({ name: c.name, arguments: JSON.stringify(c.args) })) }
      results = request.messages.filter((m) => m.role === 'tool').map((m) => JSON.parse(m.content!) as ToolResult)
      let text: string
      try {
        text = compose(results)
      } catch (error) {
        // a tool result the test did not expect: an answer the assertions will refuse, not a crashed stub
        text = `数据里没有（${String(error)}）`
      }
      const half = Math.ceil(text.length / 2)
      return { kind: 'text', pieces: [text.slice(0, half), text.slice(half)] }
    })
    return { ...asked, results }
  }

  return {
    app,
    stub,
    member,
    ask,
    viaModel,
    async close() {
      await app.close()
      await stub.close()
    },
  }
}
