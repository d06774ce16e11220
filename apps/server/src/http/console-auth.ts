import { adminRoles, CONSOLE_EXPIRES_HEADER, CONSOLE_TOKEN_HEADER, ErrorCode, fail, type AdminEndpointName, type ConsoleRole } from '@gk/contract'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/client.ts'
import { AppError } from '../kernel/app-error.ts'
import type { RequestContext } from './context.ts'
import { insertConsoleSession, liveConsoleSession, revokeConsoleSessionRow, slideConsoleSessionRow } from './console-sessions.repository.ts'
import { hashToken, newToken } from '../services/tokens.ts'

/**
 * Console (operator / expert / admin) sessions: their own tables and their own header, so a
 * student token can never stand for a console account and a console token never for a student.
 */
export type { ConsoleAccountRow } from './console-sessions.repository.ts'
export type ConsoleUser = {
  accountId: number
  userName: string
  displayName: string
  role: ConsoleRole
  sessionId: number
  mustChangePassword: boolean
  sessionCreatedAt: Date
  expiresAt: Date
}

/**
 * Sliding console sessions (decision 057): each call moves the end to two hours after it, so an
 * expert writing a long review is not signed out at a fixed hour, while a desk left alone is; a
 * session never outlives a day from its sign-in however busy it is.
 */
export const CONSOLE_IDLE_MS = 2 * 3600_000
export const CONSOLE_MAX_MS = 24 * 3600_000
/** the end moves at most once a minute: one write per minute of work, not per call */
const SLIDE_STEP_MS = 60_000

/** While a one-time password is unchanged, only these calls answer (the console's change-password screen). */
const BEFORE_PASSWORD_CHANGE = new Set<AdminEndpointName>(['Admin/Me', 'Admin/Logout', 'Admin/PasswordChange'])

export async function createConsoleSession(db: Db, accountId: number, ip: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken()
  const expiresAt = new Date(now.getTime() + CONSOLE_IDLE_MS)
  await insertConsoleSession(db, accountId, hashToken(token), ip, now, expiresAt)
  return { token, expiresAt }
}

export async function resolveConsoleSession(db: Db, token: string | null, now: Date): Promise<ConsoleUser | null> {
  if (!token) return null
  const row = await liveConsoleSession(db, hashToken(token), now)
  return row
    ? {
        accountId: row.id,
        userName: row.username,
        displayName: row.display_name,
        role: row.role,
        sessionId: row.session_id,
        mustChangePassword: row.must_change_password,
        sessionCreatedAt: new Date(row.session_created_at),
        expiresAt: new Date(row.expires_at),
      }
    : null
}

/** Extends the session for this call; returns its (possibly unchanged) end. */
export async function slideConsoleSession(db: Db, user: ConsoleUser, now: Date): Promise<Date> {
  const next = Math.min(now.getTime() + CONSOLE_IDLE_MS, user.sessionCreatedAt.getTime() + CONSOLE_MAX_MS)
  if (next - user.expiresAt.getTime() < SLIDE_STEP_MS) return user.expiresAt
  const expiresAt = new Date(next)
  await slideConsoleSessionRow(db, user.sessionId, expiresAt)
  return expiresAt
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
  if (user.mustChangePassword && !BEFORE_PASSWORD_CHANGE.has(name)) throw new AppError(ErrorCode.ConsolePasswordChangeRequired)
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
    if (user.mustChangePassword && !BEFORE_PASSWORD_CHANGE.has(name)) return reply.send(fail(ErrorCode.ConsolePasswordChangeRequired))
    // every call that passes is activity: the session slides, and the console learns its new end
    reply.header(CONSOLE_EXPIRES_HEADER, (await slideConsoleSession(deps.db, user, deps.now())).toISOString())
  })
}
