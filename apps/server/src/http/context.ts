import { ErrorCode } from '@gk/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client.ts'
import type { Env } from '../env.ts'
import { AppError } from './app-error.ts'
import type { ReadModel } from '../db/read-model/read-model.ts'
import type { SessionStore, SessionUser } from './sessions.ts'

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
  /** the signed-in user, or null */
  user: SessionUser | null
  /** the signed-in user, or code 112 */
  requireUser(): SessionUser
  now: () => Date
}

export type ContextInput = Omit<RequestContext, 'requireUser'>

export function createContext(input: ContextInput): RequestContext {
  return {
    ...input,
    requireUser() {
      if (!input.user) throw new AppError(ErrorCode.SessionExpired)
      return input.user
    },
  }
}
