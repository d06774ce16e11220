import { ErrorCode, type EndpointName, type Input, type Output } from '@gk/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client.ts'
import type { Env } from '../env.ts'
import { AppError } from '../kernel/app-error.ts'
import type { ReadModel } from '../db/read-model/read-model.ts'
import type { SessionStore, SessionUser } from '../services/sessions.ts'

/** Everything a handler may use; handlers never see the framework's request or reply. */
export type RequestContext = {
  db: Db
  /** validated configuration (adapters are chosen from it) */
  env: Env
  sessions: SessionStore
  /** in-memory indexes over the reference data (rank tables, units, search) */
  readModel: ReadModel
  log: FastifyBaseLogger
  ip: string
  userAgent: string
  /** the raw token of this request, if any */
  token: string | null
  /** the console session token (`admin-token` header), read only by console handlers */
  adminToken: string | null
  /** the signed-in user, or null */
  user: SessionUser | null
  /** the signed-in user, or code 112 */
  requireUser(): SessionUser
  now: () => Date
  /**
   * Calls another endpoint's handler in-process, as this same user, with the contract's input
   * validation: how a module (the AI assistant, the console) uses another module's service without
   * importing it. Failures throw AppError exactly as over HTTP.
   */
  invoke<N extends EndpointName>(name: N, input: Input<N>): Promise<Output<N>>
  /**
   * The same request acting for another user: the console reads and writes a student's tables
   * through the wish endpoints (owner checks included) after checking its own role.
   */
  actingFor(user: SessionUser): RequestContext
}

export type ContextInput = Omit<RequestContext, 'requireUser' | 'invoke' | 'actingFor' | 'log'> & {
  invoke: (name: EndpointName, input: unknown, ctx: RequestContext) => Promise<unknown>
  /** the logger, or how to make it: most calls never log, and a child logger per request is a measurable cost on the hot path */
  log: FastifyBaseLogger | (() => FastifyBaseLogger)
}

export function createContext(input: ContextInput): RequestContext {
  const { invoke, log, user } = input
  let logger = typeof log === 'function' ? undefined : log
  // the fields one by one, not spread: a spread literal with an accessor is built slowly on every request
  const ctx: RequestContext = {
    db: input.db,
    env: input.env,
    sessions: input.sessions,
    readModel: input.readModel,
    get log() {
      return (logger ??= (log as () => FastifyBaseLogger)())
    },
    ip: input.ip,
    userAgent: input.userAgent,
    token: input.token,
    adminToken: input.adminToken,
    user,
    now: input.now,
    requireUser() {
      if (!user) throw new AppError(ErrorCode.SessionExpired)
      return user
    },
    invoke: <N extends EndpointName>(name: N, body: Input<N>) => invoke(name, body, ctx) as Promise<Output<N>>,
    actingFor: (other) => createContext({ ...input, user: other }),
  }
  return ctx
}
