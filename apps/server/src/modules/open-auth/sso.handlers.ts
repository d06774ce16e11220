import { ErrorCode, type PartnerLoginResult } from '@gk/contract'
import { AppError } from '../../kernel/app-error.ts'
import { createAttemptLimiter } from '../../services/attempt-limiter.ts'
import type { RequestContext } from '../../http/context.ts'
import { defineHandlers } from '../../http/endpoint.ts'
import { hashToken, newToken } from '../../services/tokens.ts'
import { createOpenAuthRepository } from './open-auth.repository.ts'
import { hmacHex, type Partner, partnerOpenType, partnerSecret, sameHex, verifyPartnerToken } from './partner-token.ts'

export const TICKET_TTL_S = 120
const badSignRule = (ip: string) => ({ key: `partner:ip:${ip}`, maxFailures: 50, windowMs: 15 * 60_000 })

/**
 * A partner sign-in: a bound partner user gets a session; anyone else, registered here or not, gets
 * the same answer, an open-id handle to bind after completing the profile (请先完善您的资料 →
 * stepRegister, where the SMS code proves the number and the agreement is accepted). A partner token
 * never creates an account and never tells whether its mobile is registered (ADR 043).
 */
async function partnerLogin(ctx: RequestContext, partner: Partner, token: string, terminalType: number): Promise<PartnerLoginResult> {
  const secret = partnerSecret(ctx.env, partner)
  const limiter = createAttemptLimiter(ctx.db, ctx.now)
  await limiter.take([badSignRule(ctx.ip)])
  let claims
  try {
    claims = await verifyPartnerToken(ctx.db, partner, secret, token, ctx.now())
  } catch (error) {
    ctx.log.warn({ partner }, 'partner sign-on refused')
    throw error
  }
  await limiter.giveBack([badSignRule(ctx.ip)])
  const openType = partnerOpenType[partner]
  const repo = createOpenAuthRepository(ctx.db)
  const binding = await repo.bindingOf(openType, claims.sub)
  if (binding) {
    const session = await ctx.sessions.create(binding.userId, { terminalType, userAgent: ctx.userAgent, ip: ctx.ip })
    return { UserId: binding.userId, token: session, OpenType: openType, OpenId: null }
  }
  const grant = { openType, openId: claims.sub, nickname: claims.name ?? '', avatar: '' }
  return { UserId: null, token: null, OpenType: openType, OpenId: await repo.issueGrant(grant, ctx.now()) }
}

/** Single sign-on, Gankao and JSY sign-ins, and session hand-over tickets. */
export const ssoHandlers = defineHandlers({
  async 'User/SSOLogin'(input, ctx) {
    return partnerLogin(ctx, 'sso', input.SSOSign, input.TerminalType)
  },
  async 'OpenAuth/GankaoAuth'(input, ctx) {
    return partnerLogin(ctx, 'gankao', input.Sign, input.TerminalType)
  },
  async 'OpenAuth/JSYAuth'(input, ctx) {
    return partnerLogin(ctx, 'jsy', input.Sign, input.TerminalType)
  },

  async 'User/GererateTicket'(input, ctx) {
    const { userId } = ctx.requireUser()
    const ticket = newToken()
    const at = ctx.now()
    await createOpenAuthRepository(ctx.db).issueHandoverTicket(hashToken(ticket), userId, input.Partner, at, new Date(at.getTime() + TICKET_TTL_S * 1000))
    return { Ticket: ticket, ExpiresInSeconds: TICKET_TTL_S }
  },

  async 'OpenAuth/TicketRedeem'(input, ctx) {
    const secret = partnerSecret(ctx.env, input.Partner)
    const limiter = createAttemptLimiter(ctx.db, ctx.now)
    await limiter.take([badSignRule(ctx.ip)])
    const refuse = () => new AppError(ErrorCode.SignInvalid, '票据无效或已过期')
    if (!sameHex(input.Signature, hmacHex(secret, input.Ticket))) throw refuse()
    const repository = createOpenAuthRepository(ctx.db)
    const userId = await repository.redeemHandoverTicket(hashToken(input.Ticket), input.Partner, ctx.now())
    if (userId === null) throw refuse()
    const user = await repository.nicknameAndMobile(userId)
    if (!user) throw refuse()
    await limiter.giveBack([badSignRule(ctx.ip)])
    return { UserId: userId, NickName: user.nickname, Mobile: `${user.mobile.slice(0, 3)}****${user.mobile.slice(7)}` }
  },
})
