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
 * A partner sign-in: a bound partner user gets a session; a new one whose token carries a mobile
 * unknown here gets a fresh account; anyone else gets an open-id handle to bind after completing
 * the profile (请先完善您的资料 → stepRegister).
 */
async function partnerLogin(ctx: RequestContext, partner: Partner, token: string, terminalType: number): Promise<PartnerLoginResult> {
  const limiter = createAttemptLimiter(ctx.db, ctx.now)
  await limiter.assertAllowed([badSignRule(ctx.ip)])
  let claims
  try {
    claims = await verifyPartnerToken(ctx.db, partner, partnerSecret(ctx.env, partner), token, ctx.now())
  } catch (error) {
    await limiter.recordFailure([badSignRule(ctx.ip)])
    ctx.log.warn({ partner }, 'partner sign-on refused')
    throw error
  }
  const openType = partnerOpenType[partner]
  const repo = createOpenAuthRepository(ctx.db)
  const grant = { openType, openId: claims.sub, nickname: claims.name ?? '', avatar: '' }
  const session = (userId: number) => ctx.sessions.create(userId, { terminalType, userAgent: ctx.userAgent, ip: ctx.ip })

  const binding = await repo.bindingOf(openType, claims.sub)
  if (binding) return { UserId: binding.userId, token: await session(binding.userId), OpenType: openType, OpenId: null }
  // a partner may vouch for a new account, never sign into an existing one it is not bound to
  if (claims.mobile && !(await repo.userByMobile(claims.mobile))) {
    // the partner's own sign-up took the user's consent; no version of ours is recorded for it
    const account = await repo.findOrCreateUser({
      mobile: claims.mobile,
      passwordHash: null,
      nickname: claims.name || `考生${claims.mobile.slice(-4)}`,
      channelCode: partner,
      agreementVersion: null,
      now: ctx.now(),
    })
    if (account.isNew && (await repo.bind(account.id, grant, ctx.now()))) {
      return { UserId: account.id, token: await session(account.id), OpenType: openType, OpenId: null }
    }
  }
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
    const limiter = createAttemptLimiter(ctx.db, ctx.now)
    await limiter.assertAllowed([badSignRule(ctx.ip)])
    const refuse = async () => {
      await limiter.recordFailure([badSignRule(ctx.ip)])
      return new AppError(ErrorCode.SignInvalid, '票据无效或已过期')
    }
    if (!sameHex(input.Signature, hmacHex(partnerSecret(ctx.env, input.Partner), input.Ticket))) throw await refuse()
    const repository = createOpenAuthRepository(ctx.db)
    const userId = await repository.redeemHandoverTicket(hashToken(input.Ticket), input.Partner, ctx.now())
    if (userId === null) throw await refuse()
    const user = await repository.nicknameAndMobile(userId)
    if (!user) throw await refuse()
    return { UserId: userId, NickName: user.nickname, Mobile: `${user.mobile.slice(0, 3)}****${user.mobile.slice(7)}` }
  },
})
