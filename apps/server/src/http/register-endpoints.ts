import { CONSOLE_TOKEN_HEADER, DATA_IMPORT_MAX_CHARS, ErrorCode, endpoints, errorMessages, fail, isEndpointName, ok, type EndpointName } from '@gk/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { Db } from '../db/client.ts'
import type { Env } from '../env.ts'
import { resolveConsoleSession } from './console-auth.ts'
import { createContext, type RequestContext } from './context.ts'
import { AppError } from '../kernel/app-error.ts'
import { keptEnvelope } from './json-cache.ts'
import { assertStorableText, hasUnstorableText, UNSTORABLE_TEXT_MESSAGE } from './text-input.ts'
import type { HandlerMap } from './endpoint.ts'
import type { SessionStore } from '../services/sessions.ts'
import { HEAVY_ENDPOINTS, heavyCallKey, type HeavyCallGate } from '../services/heavy-calls.ts'
import type { ReadModel } from '../db/read-model/read-model.ts'

export type EndpointDeps = { db: Db; env: Env; sessions: SessionStore; readModel: ReadModel; now: () => Date; heavyCalls: HeavyCallGate }

/** The first validation problem, worded for a person (zod messages in the contract are Chinese). */
function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return errorMessages[ErrorCode.InvalidInput]
  // zod's built-in English messages are replaced by the generic Chinese one, naming the field
  const isChinese = /[\u4e00-\u9fff]/.test(issue.message)
  if (isChinese) return issue.message
  const field = issue.path.join('.')
  return field ? `参数 ${field} 不正确` : errorMessages[ErrorCode.InvalidInput]
}

function tokenOf(request: FastifyRequest, header = 'token'): string | null {
  const raw = request.headers[header]
  const token = Array.isArray(raw) ? raw[0] : raw
  return token && token.length <= 200 ? token : null
}

/** Runs a handler in-process with the same input validation as the HTTP route. */
export async function invokeHandler(handlers: HandlerMap, name: EndpointName, body: unknown, ctx: RequestContext): Promise<unknown> {
  const handler = handlers[name]
  if (!handler) throw new AppError(ErrorCode.UnknownEndpoint, `接口不存在：${name}`)
  assertStorableText(body)
  const parsed = endpoints[name].input.safeParse(body ?? {})
  if (!parsed.success) throw new AppError(ErrorCode.InvalidInput, describeIssue(parsed.error))
  const run = handler as (input: unknown, c: RequestContext) => Promise<unknown>
  return run(parsed.data, ctx)
}

/** Endpoints whose body may exceed BODY_LIMIT: the console's data import carries its file (base64, up to 14 MB). */
const LARGE_BODIES: Partial<Record<EndpointName, number>> = { 'Admin/DataImport': DATA_IMPORT_MAX_CHARS + 65_536 }

/** The one place that knows about HTTP: every `POST /api/Group/Name` of the handler map. */
export function registerEndpoints(app: FastifyInstance, handlers: HandlerMap, deps: EndpointDeps) {
  async function answer(name: string, request: FastifyRequest, reply: FastifyReply) {
    const handler = isEndpointName(name) ? handlers[name] : undefined
    if (!isEndpointName(name) || !handler) {
      return reply.status(404).send(fail(ErrorCode.UnknownEndpoint, `接口不存在：${name.slice(0, 80)}`))
    }
    const { input } = endpoints[name]
    if (hasUnstorableText(request.body)) return fail(ErrorCode.InvalidInput, UNSTORABLE_TEXT_MESSAGE)
    const parsed = input.safeParse(request.body ?? {})
    if (!parsed.success) return fail(ErrorCode.InvalidInput, describeIssue(parsed.error))

    await deps.readModel.refreshIfStale()
    const token = tokenOf(request)
    const user = token ? await deps.sessions.resolve(token) : null
    const ctx = createContext({
      invoke: (target, body, caller) => invokeHandler(handlers, target, body, caller),
      db: deps.db,
      env: deps.env,
      sessions: deps.sessions,
      readModel: deps.readModel,
      log: () => request.log.child({ endpoint: name, userId: user?.userId }),
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
      token,
      adminToken: tokenOf(request, CONSOLE_TOKEN_HEADER),
      user,
      now: deps.now,
    })
    // the contract links each name to its handler; Object-keyed lookup loses that link for tsc
    const run = handler as (input: unknown, c: typeof ctx) => Promise<unknown>
    // a heavy call counts against its account's few at a time (in-process calls of a heavy call do not count again)
    const data = HEAVY_ENDPOINTS.has(name)
      ? await deps.heavyCalls.guard(heavyCallKey(user, request.ip), () => run(parsed.data, ctx))
      : await run(parsed.data, ctx)
    const kept = keptEnvelope(data)
    if (kept !== undefined) return reply.type('application/json; charset=utf-8').send(kept)
    return ok(data)
  }
  app.post<{ Params: { group: string; name: string } }>('/api/:group/:name', (request, reply) =>
    answer(`${request.params.group}/${request.params.name}`, request, reply),
  )
  // the same answer under a larger limit for just these names (a static route wins over the parametric one),
  // checked for a console session before the body is read: nobody else gets 14 MB parsed
  for (const [name, bodyLimit] of Object.entries(LARGE_BODIES)) {
    const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!(await resolveConsoleSession(deps.db, tokenOf(request, CONSOLE_TOKEN_HEADER), deps.now()))) return reply.send(fail(ErrorCode.ConsoleLoginRequired))
    }
    app.post(`/api/${name}`, { bodyLimit, onRequest }, (request, reply) => answer(name, request, reply))
  }
}
