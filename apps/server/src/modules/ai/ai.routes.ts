import type { OutgoingHttpHeaders } from 'node:http'
import { AiChatInputSchema, ErrorCode, errorMessages, type AiStreamEvent, type EndpointName } from '@gk/contract'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.ts'
import type { ReadModel } from '../../db/read-model/read-model.ts'
import type { Env } from '../../env.ts'
import { AppError } from '../../kernel/app-error.ts'
import { createContext, type RequestContext } from '../../http/context.ts'
import type { HandlerMap } from '../../http/endpoint.ts'
import { invokeHandler } from '../../http/register-endpoints.ts'
import { assertStorableText } from '../../http/text-input.ts'
import type { SessionStore } from '../../services/sessions.ts'
import { heavyCallKey, type HeavyCallGate } from '../../services/heavy-calls.ts'
import { chat, createRateLimiter } from './ai-chat.service.ts'

export type AiRouteDeps = { db: Db; env: Env; sessions: SessionStore; readModel: ReadModel; now: () => Date; handlers: HandlerMap; heavyCalls: HeavyCallGate }

export const AI_STREAM_PATH = '/api/AI/ChatStream'

/**
 * The chat stream: POST JSON { Message, ConversationId? } with the `token` header, answered as
 * server-sent events (`data: {json}\n\n`). Failures are envelope-style events { type: 'error',
 * code, message } so the client handles 112/113/1001/1005 exactly as for JSON calls.
 */
export function registerAiRoutes(app: FastifyInstance, deps: AiRouteDeps) {
  const limiter = createRateLimiter()
  app.post(AI_STREAM_PATH, async (request, reply) => {
    const raw = reply.raw
    reply.hijack()
    // a hijacked reply sends none of the reply's headers: the security headers set on every request come along here
    raw.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': String(request.id),
      'x-content-type-options': 'nosniff',
    })
    let closed = false
    const controller = new AbortController()
    request.raw.on('close', () => {
      closed = true
      controller.abort()
    })
    const send = (event: AiStreamEvent) => {
      if (!closed) raw.write(`data: ${JSON.stringify(event)}\n\n`)
    }
    try {
      assertStorableText(request.body)
      const parsed = AiChatInputSchema.safeParse(request.body ?? {})
      if (!parsed.success) throw new AppError(ErrorCode.InvalidInput, parsed.error.issues[0]?.message ?? errorMessages[ErrorCode.InvalidInput])
      await deps.readModel.refreshIfStale()
      const header = request.headers.token
      const token = (Array.isArray(header) ? header[0] : header) || null
      const user = token && token.length <= 200 ? await deps.sessions.resolve(token) : null
      // the console header is never honoured here: the stream acts only as the signed-in student
      const input = {
        invoke: (target: EndpointName, body: unknown, caller: RequestContext) => invokeHandler(deps.handlers, target, body, caller),
        db: deps.db,
        env: deps.env,
        sessions: deps.sessions,
        readModel: deps.readModel,
        log: request.log.child({ endpoint: 'AI/ChatStream', userId: user?.userId }),
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        token,
        adminToken: null,
        user,
        now: deps.now,
      }
      const ctx = createContext(input)
      // a chat answer may run what-if over a whole batch: it counts as one of the account's heavy calls
      await deps.heavyCalls.guard(heavyCallKey(user, request.ip), () => chat(ctx, parsed.data, send, { limiter, signal: controller.signal }))
    } catch (error) {
      if (error instanceof AppError) send({ type: 'error', code: error.code, message: error.hasOwnMessage ? error.message : errorMessages[error.code] })
      else {
        request.log.error({ err: error }, 'ai stream failed')
        send({ type: 'error', code: ErrorCode.Internal, message: errorMessages[ErrorCode.Internal] })
      }
    } finally {
      raw.end()
    }
  })
}
