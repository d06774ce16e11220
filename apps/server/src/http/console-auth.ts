import { adminRoles, CONSOLE_TOKEN_HEADER, ErrorCode, fail, type AdminEndpointName, type ConsoleRole } from '@gk/contract'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/client.ts'
import { AppError } from '../kernel/app-error.ts'
import type { RequestContext } from './context.ts'
import { insertConsoleSession, liveConsoleSession, revokeConsoleSessionRow } from './console-sessions.repository.ts'
import { hashToken, newToken } from '../services/tokens.ts'

/**
 * Console (operator / expert / admin) sessions: their own tables and their own header, so a
 * student token can never stand for a console account and a console token never for a student.
 */
export type { ConsoleAccountRow } from './console-sessions.repository.ts'
export type ConsoleUser = { accountId: number; userName: string; displayName: string; role: ConsoleRole; sessionId: number }

/** Console sessions are short: a working day, not sliding. */
const CONSOLE_SESSION_MS = 12 * 3600_000

export async function createConsoleSession(db: Db, accountId: number, ip: string, now: Date): Promise<string> {
  const token = newToken()
  await insertConsoleSession(db, accountId, hashToken(token), ip, now, new Date(now.getTime() + CONSOLE_SESSION_MS))
  return token
}

export async function resolveConsoleSession(db: Db, token: string | null, now: Date): Promise<ConsoleUser | null> {
  if (!token) return null
  const row = await liveConsoleSession(db, hashToken(token), now)
  return row ? { accountId: row.id, userName: row.username, displayName: row.display_name, role: row.role, sessionId: row.session_id } : null
}

export async function revokeConsoleSession(db: Db, sessionId: number, now: Date) {
  await revokeConsoleSessionRow(db, sessionId, now)
}

export function roleAllows(name: AdminEndpointName, role: ConsoleRole): boolean {
  const allowed = adminRoles[name]
  return allowed === null || allowed.includes(role)
}

/** Every console handler starts here: the console session of this request with a role the endpoint allows. */
export async function requireConsole(ctx: RequestContext, name: AdminEndpointName): Promise<ConsoleUser> {
  const user = await resolveConsoleSession(ctx.db, ctx.adminToken, ctx.now())
  if (!user) throw new AppError(ErrorCode.ConsoleLoginRequired)
  if (!roleAllows(name, user.role)) throw new AppError(ErrorCode.ConsoleForbidden)
  return user
}

/**
 * Refuses `/api/Admin/*` before input validation when the console session or its role is missing,
 * so nothing of the console (not even its validation messages) answers a student or anonymous caller.
 */
export function registerConsoleGuard(app: FastifyInstance, deps: { db: Db; now: () => Date }) {
  app.addHook('preHandler', async (request, reply) => {
    const match = /^\/api\/(Admin\/[A-Za-z]+)(?:\?|$)/.exec(request.url)
    if (!match || request.method !== 'POST') return
    const name = match[1] as AdminEndpointName
    if (!Object.hasOwn(adminRoles, name) || adminRoles[name] === null) return
    const raw = request.headers[CONSOLE_TOKEN_HEADER]
    const token = Array.isArray(raw) ? raw[0] : raw
    const user = await resolveConsoleSession(deps.db, token && token.length <= 200 ? token : null, deps.now())
    if (!user) return reply.send(fail(ErrorCode.ConsoleLoginRequired))
    if (!roleAllows(name, user.role)) return reply.send(fail(ErrorCode.ConsoleForbidden))
  })
}
