import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

type ChatRequest = {
  model: string
  stream?: boolean
  messages: { role: string; content: string | null; tool_call_id?: string }[]
  tools?: { function: { name: string } }[]
}

/** What the stub answers to one request: text pieces, tool calls, an HTTP error, or silence. */
export type StubReply =
  | { kind: 'text'; pieces: string[] }
  | { kind: 'tools'; calls: { name: string; arguments: string }[] }
  | { kind: 'http-error'; status: number }
  | { kind: 'hang' }

/**
 * A local OpenAI-compatible server speaking the real wire format: `POST /v1/chat/completions` with
 * `stream: true` answered as SSE `chat.completion.chunk` objects (content deltas, or tool_calls
 * deltas with the arguments split across chunks), then `data: [DONE]`.
 */
export async function startOpenAiStub(script: (request: ChatRequest, index: number) => StubReply) {
  const requests: { body: ChatRequest; authorization: string | undefined }[] = []
  const open = new Set<ServerResponse>()
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c.toString()))
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end()
        return
      }
      const body = JSON.parse(raw) as ChatRequest
      requests.push({ body, authorization: req.headers.authorization })
      const reply = script(body, requests.length - 1)
      if (reply.kind === 'http-error') {
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'stub failure', type: 'server_error' } }))
        return
      }
      if (reply.kind === 'hang') {
        open.add(res)
        return
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
      const base = { id: `chatcmpl-${requests.length}`, object: 'chat.completion.chunk', created: 1_780_000_000, model: body.model }
      const send = (delta: object, finish: string | null = null) =>
        res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`)
      send({ role: 'assistant', content: '' })
      if (reply.kind === 'text') {
        for (const piece of reply.pieces) send({ content: piece })
        send({}, 'stop')
      } else {
        reply.calls.forEach((call, index) => {
          const id = `call_${requests.length}_${index}`
          const half = Math.ceil(call.arguments.length / 2)
          send({ tool_calls: [{ index, id, type: 'function', function: { name: call.name, arguments: call.arguments.slice(0, half) } }] })
          send({ tool_calls: [{ index, function: { arguments: call.arguments.slice(half) } }] })
        })
        send({}, 'tool_calls')
      }
      res.write('data: [DONE]\n\n')
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** The tools' answers the model was sent in the latest request (the app's envelope, `ok` and `data`). */
    lastToolResults(): { ok: boolean; data?: Record<string, unknown> }[] {
      return (requests.at(-1)?.body.messages ?? [])
        .filter((m) => m.role === 'tool')
        .map((m) => JSON.parse(m.content!) as { ok: boolean; data?: Record<string, unknown> })
    },
    async close() {
      for (const res of open) res.destroy()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
