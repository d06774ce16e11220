import { ErrorCode, openTypeNames, type OpenType } from '@gk/contract'
import { acceptedAgreement } from '../../services/agreement.ts'
import { AppError } from '../../kernel/app-error.ts'
import { createAttemptLimiter } from '../../services/attempt-limiter.ts'
import type { RequestContext } from '../../http/context.ts'
import { defineHandlers } from '../../http/endpoint.ts'
import { loginRules, loginSuccessKeys } from '../../services/login-rules.ts'
import { decoyHash, hashPassword, verifyPassword } from '../../services/passwords.ts'
import { createCodeService } from '../../services/verification-codes.ts'
import { createOpenAuthRepository, type Grant } from './open-auth.repository.ts'

/** The identity behind a handle our server issued; anything else is "authorize again". */
async function grantOf(ctx: RequestContext, openType: number, handle: string): Promise<Grant> {
  const grant = await createOpenAuthRepository(ctx.db).resolveGrant(openType, handle, ctx.now())
  if (!grant) throw new AppError(ErrorCode.OpenIdInvalid)
  return grant
}

async function bindOrRefuse(ctx: RequestContext, userId: number, grant: Grant) {
  const ok = await createOpenAuthRepository(ctx.db).bind(userId, grant, ctx.now())
  if (!ok) throw new AppError(ErrorCode.OpenIdTaken)
}

function newSession(ctx: RequestContext, userId: number, terminalType: number) {
  return ctx.sessions.create(userId, { terminalType, userAgent: ctx.userAgent, ip: ctx.ip })
}

/** Open-id login, binding and lookup (WeChat launch, 112 re-login, logout). */
export const openIdHandlers = defineHandlers({
  async 'User/OpenIdLogin'(input, ctx) {
    const grant = await grantOf(ctx, input.OpenType, input.OpenId)
    const binding = await createOpenAuthRepository(ctx.db).bindingOf(grant.openType, grant.openId)
    if (!binding) return null
    return { token: await newSession(ctx, binding.userId, input.TerminalType), UserId: binding.userId }
  },

  async 'User/OpenLogin'(input, ctx) {
    const grant = await grantOf(ctx, input.OpenType, input.OpenId)
    // the same limits and the same answer as the password login (no enumeration)
    const limiter = createAttemptLimiter(ctx.db, ctx.now)
    const rules = loginRules(input.Mobile, ctx.ip)
    await limiter.take(rules)
    const user = await createOpenAuthRepository(ctx.db).userByMobile(input.Mobile)
    const isValid = await verifyPassword(user?.password_hash ?? (await decoyHash), input.Password)
    if (!user || !isValid) throw new AppError(ErrorCode.LoginFailed)
    await limiter.giveBack(rules)
    await limiter.clear(loginSuccessKeys(input.Mobile, ctx.ip))
    await bindOrRefuse(ctx, user.id, grant)
    return { token: await newSession(ctx, user.id, input.TerminalType), UserId: user.id }
  },

  async 'User/OpenRegister'(input, ctx) {
    const grant = await grantOf(ctx, input.OpenType, input.OpenId)
    const codes = createCodeService(ctx)
    const repo = createOpenAuthRepository(ctx.db)
    await codes.verify(input.Mobile, 'bind', input.Code, { consume: false })
    // binding a number without an account signs up: only with the agreement accepted
    const agreementVersion = (await repo.userByMobile(input.Mobile)) === null ? acceptedAgreement(input.AgreementVersion) : null
    await codes.verify(input.Mobile, 'bind', input.Code, { consume: true })
    // the code proves the mobile: an existing account is bound, a new one is created
    const account = await repo.findOrCreateUser({
      agreementVersion,
      now: ctx.now(),
      mobile: input.Mobile,
      passwordHash: input.Password ? await hashPassword(input.Password) : null,
      nickname: input.NickName || grant.nickname || `考生${input.Mobile.slice(-4)}`,
      channelCode: input.ChannelCode ?? '',
    })
    await bindOrRefuse(ctx, account.id, grant)
    return { token: await newSession(ctx, account.id, input.TerminalType), UserId: account.id, IsNewUser: account.isNew }
  },

  async 'User/OpenIdentity'(input, ctx) {
    const grant = await grantOf(ctx, input.OpenType, input.OpenId)
    const repo = createOpenAuthRepository(ctx.db)
    const binding = await repo.bindingOf(grant.openType, grant.openId)
    return {
      OpenType: grant.openType,
      IsBind: binding !== null,
      NickName: grant.nickname,
      Avatar: grant.avatar,
      Mobile: binding ? await repo.maskedMobileOf(binding.userId) : '',
    }
  },

  async 'User/OpenIdToUserId'(input, ctx) {
    const grant = await grantOf(ctx, input.OpenType, input.OpenId)
    const binding = await createOpenAuthRepository(ctx.db).bindingOf(grant.openType, grant.openId)
    return { UserId: binding?.userId ?? null }
  },

  async 'OpenAuth/OpenIdBind'(input, ctx) {
    const { userId } = ctx.requireUser()
    await bindOrRefuse(ctx, userId, await grantOf(ctx, input.OpenType, input.OpenId))
    return null
  },

  async 'OpenAuth/OpenIdBindCancel'(input, ctx) {
    const { userId } = ctx.requireUser()
    // logout in WeChat unbinds so the kept openID no longer signs this account in;
    // idempotent, and only ever the caller's own binding
    await createOpenAuthRepository(ctx.db).unbind(userId, input.OpenType)
    return null
  },

  async 'OpenAuth/OpenBindList'(_input, ctx) {
    const { userId } = ctx.requireUser()
    const bindings = await createOpenAuthRepository(ctx.db).bindingsOfUser(userId)
    return bindings.map((b) => ({
      OpenType: b.openType,
      Name: openTypeNames[b.openType as OpenType] ?? '第三方账号',
      NickName: b.nickname,
      BoundAt: new Date(b.createdAt).toISOString(),
    }))
  },
})
