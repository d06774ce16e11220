import { ErrorCode } from '@gk/contract'
import { acceptedAgreement } from '../../services/agreement.ts'
import { AppError } from '../../kernel/app-error.ts'
import { createAttemptLimiter } from '../../services/attempt-limiter.ts'
import type { RequestContext } from '../../http/context.ts'
import { defineHandlers } from '../../http/endpoint.ts'
import { loginRules, loginSuccessKeys } from '../../services/login-rules.ts'
import { createCodeService } from '../../services/verification-codes.ts'
import { decoyHash, hashPassword, verifyPassword } from './password.ts'
import { createUserRepository } from './user.repository.ts'

const FIFTEEN_MINUTES = 15 * 60_000

async function currentUserInfo(ctx: RequestContext) {
  const { userId } = ctx.requireUser()
  const info = await createUserRepository(ctx.db).userInfo(userId, ctx.now())
  // the account was removed while the session lived
  if (!info) throw new AppError(ErrorCode.SessionExpired)
  return info
}

/** Accounts core: register, password login, profile, logout, password change. */
export const userHandlers = defineHandlers({
  async 'User/AddStudentAndLogin'(input, ctx) {
    const agreementVersion = acceptedAgreement(input.AgreementVersion)
    const users = createUserRepository(ctx.db)
    if (input.Code !== undefined) {
      await createCodeService(ctx).verify(input.Mobile, 'register', input.Code, { consume: true })
    } else if (ctx.env.REGISTER_REQUIRES_SMS) {
      throw new AppError(ErrorCode.CodeRequired)
    } else if (await users.findByMobile(input.Mobile)) {
      // without a code nothing proves the number: its owner is told, the caller is asked for a code
      await createCodeService(ctx).send(input.Mobile, 'register', { deliver: false, background: true, noticeInstead: 'register-attempt' })
      throw new AppError(ErrorCode.CodeRequired)
    }
    const id = await users.insert({
      mobile: input.Mobile,
      passwordHash: await hashPassword(input.Password),
      nickname: input.NickName ?? `考生${input.Mobile.slice(-4)}`,
      examProvinceId: input.ExamProvinceId,
      examYear: input.ExamYear,
      channelCode: input.ChannelCode,
      agreementVersion,
      now: ctx.now(),
    })
    // a register code is never delivered to a registered number, so only the number's owner (or a
    // race between two sign-ups) gets here
    if (id === null) throw new AppError(ErrorCode.MobileTaken)
    const token = await ctx.sessions.create(id, { terminalType: input.TerminalType, userAgent: ctx.userAgent, ip: ctx.ip })
    return { token, UserId: id }
  },

  async 'User/UserLogin'(input, ctx) {
    const limiter = createAttemptLimiter(ctx.db, ctx.now)
    const rules = loginRules(input.Mobile, ctx.ip)
    await limiter.take(rules)
    const user = await createUserRepository(ctx.db).findByMobile(input.Mobile)
    // verify against a decoy when the mobile is unknown: same time, same message (no enumeration)
    const isValid = await verifyPassword(user?.password_hash ?? (await decoyHash), input.Password)
    if (!user || !isValid) throw new AppError(ErrorCode.LoginFailed)
    await limiter.giveBack(rules)
    await limiter.clear(loginSuccessKeys(input.Mobile, ctx.ip))
    const token = await ctx.sessions.create(user.id, { terminalType: input.TerminalType, userAgent: ctx.userAgent, ip: ctx.ip })
    return { token, UserId: user.id }
  },

  async 'User/StudentInfo'(_input, ctx) {
    return currentUserInfo(ctx)
  },

  async 'User/UpdateStudent'(input, ctx) {
    const { userId } = ctx.requireUser()
    await createUserRepository(ctx.db).updateProfile(
      userId,
      {
        nickname: input.NickName,
        avatar: input.Avatar,
        realName: input.RealName,
        schoolName: input.SchoolName,
        grade: input.Grade,
        examProvinceId: input.ExamProvinceId,
        examYear: input.ExamYear,
      },
      ctx.now(),
    )
    return currentUserInfo(ctx)
  },

  async 'User/Loginout'(_input, ctx) {
    if (ctx.token) await ctx.sessions.revoke(ctx.token)
    return null
  },

  async 'User/UpdatePassword'(input, ctx) {
    const { userId } = ctx.requireUser()
    const users = createUserRepository(ctx.db)
    const limiter = createAttemptLimiter(ctx.db, ctx.now)
    const rules = [{ key: `password:user:${userId}`, maxFailures: 5, windowMs: FIFTEEN_MINUTES }]
    await limiter.take(rules)
    const user = await users.findById(userId)
    if (!user || !(await verifyPassword(user.password_hash, input.OldPassword))) throw new AppError(ErrorCode.OldPasswordWrong)
    await limiter.giveBack(rules)
    if (input.OldPassword === input.NewPassword) throw new AppError(ErrorCode.InvalidInput, '新密码不能与原密码相同')
    await users.updatePasswordHash(userId, await hashPassword(input.NewPassword), ctx.now())
    // a password change signs every device out, this one included; it gets a fresh token
    await ctx.sessions.revokeAllForUser(userId)
    const token = await ctx.sessions.create(userId, { terminalType: 2, userAgent: ctx.userAgent, ip: ctx.ip })
    return { token, UserId: userId }
  },
})
