import { ErrorCode } from '@gk/contract'
import { AppError } from '../../kernel/app-error.ts'
import { defineHandlers } from '../../http/endpoint.ts'
import { createRememberTokens } from '../../services/remember-tokens.ts'

/** "Remember me": a revocable device credential for the silent re-login instead of a stored password. */
export const userRememberHandlers = defineHandlers({
  async 'User/RememberIssue'(input, ctx) {
    const { userId, sessionId } = ctx.requireUser()
    const issued = await createRememberTokens(ctx.db, ctx.now).issue(userId, sessionId, input.DeviceId)
    return { RememberToken: issued.token, ExpiresAt: issued.expiresAt.toISOString() }
  },

  async 'User/RememberLogin'(input, ctx) {
    const tokens = createRememberTokens(ctx.db, ctx.now)
    const redeemed = await tokens.redeem(input.RememberToken, input.DeviceId)
    if (redeemed && 'replayed' in redeemed) {
      // the thief's session ends with the chain, and so does the owner's: both sign in again
      const { userId, sessionIds } = redeemed.replayed
      for (const sessionId of sessionIds) await ctx.sessions.revokeOne(userId, sessionId)
      ctx.log.warn({ userId, sessions: sessionIds.length }, 'remember token replayed: its chain and sessions ended')
    }
    if (!redeemed || 'replayed' in redeemed) throw new AppError(ErrorCode.RememberInvalid)
    const token = await ctx.sessions.create(redeemed.userId, { terminalType: input.TerminalType, userAgent: ctx.userAgent, ip: ctx.ip })
    const session = await ctx.sessions.resolve(token)
    if (!session) throw new AppError(ErrorCode.RememberInvalid)
    const next = await tokens.continueFamily(redeemed.userId, session.sessionId, input.DeviceId, redeemed.family)
    return { token, UserId: redeemed.userId, RememberToken: next.token, ExpiresAt: next.expiresAt.toISOString() }
  },
})
