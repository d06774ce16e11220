import { ErrorCode, type SessionEntry } from '@gk/contract'
import { AppError } from '../../kernel/app-error.ts'
import { defineHandlers } from '../../http/endpoint.ts'
import { createUserRepository } from './user.repository.ts'

/** Shows enough of an address to recognise a device without publishing it whole. */
function maskIp(ip: string): string {
  const v4 = ip.replace(/^::ffff:/, '').split('.')
  if (v4.length === 4) return `${v4[0]}.${v4[1]}.*.*`
  const v6 = ip.split(':')
  return v6.length > 2 ? `${v6.slice(0, 3).join(':')}:…` : ip
}

/** Signed-in devices for the settings page (our own endpoints). */
export const userSessionHandlers = defineHandlers({
  async 'User/SessionList'(_input, ctx) {
    const { userId, sessionId } = ctx.requireUser()
    const rows = await createUserRepository(ctx.db).liveSessions(userId, ctx.now())
    return rows.map((r): SessionEntry => ({
      SessionId: r.id,
      TerminalType: r.terminal_type,
      UserAgent: r.user_agent.slice(0, 200),
      Ip: maskIp(r.ip),
      CreatedAt: new Date(r.created_at).toISOString(),
      LastSeenAt: new Date(r.last_seen_at).toISOString(),
      IsCurrent: r.id === sessionId,
    }))
  },

  async 'User/SessionRevoke'(input, ctx) {
    const { userId } = ctx.requireUser()
    // scoped to the caller: another user's session id answers "not found", never revokes
    if (!(await ctx.sessions.revokeOne(userId, input.SessionId))) throw new AppError(ErrorCode.NotFound, '该登录设备不存在或已退出')
    return null
  },

  async 'User/SessionRevokeOthers'(_input, ctx) {
    const { userId, sessionId } = ctx.requireUser()
    // also ends the account's remember tokens (but this device's) and its open-id handles
    return { Revoked: await ctx.sessions.revokeAllForUser(userId, sessionId) }
  },
})
