import { CODE_RESEND_SECONDS } from '@gk/contract'
import { defineHandlers } from '../../http/endpoint.ts'
import { CODE_TTL_MS, createCodeService } from '../../http/verification-codes.ts'
import { createSmsAccountRepository } from './sms.repository.ts'

/** SMS codes: send, check, and log in with one (the account is created on first use). */
export const smsHandlers = defineHandlers({
  async 'User/SendVerificationCode'(input, ctx) {
    // "reset" for an unknown mobile is recorded but not delivered: same answer, no enumeration
    const deliver = input.Purpose !== 'reset' || (await createSmsAccountRepository(ctx.db).userIdByMobile(input.Mobile)) !== null
    await createCodeService(ctx).send(input.Mobile, input.Purpose, { deliver, background: input.Purpose === 'reset' })
    return { ResendAfterSeconds: CODE_RESEND_SECONDS, ExpiresInSeconds: CODE_TTL_MS / 1000 }
  },

  async 'User/CheckVerificationCode'(input, ctx) {
    await createCodeService(ctx).verify(input.Mobile, input.Purpose, input.Code, { consume: false })
    return null
  },

  async 'User/VerificationCodeLogin'(input, ctx) {
    await createCodeService(ctx).verify(input.Mobile, 'login', input.Code, { consume: true })
    const account = await createSmsAccountRepository(ctx.db).findOrCreate(input.Mobile, input.ChannelCode ?? '')
    const token = await ctx.sessions.create(account.id, { terminalType: input.TerminalType, userAgent: ctx.userAgent, ip: ctx.ip })
    return { token, UserId: account.id, IsNewUser: account.isNew }
  },
})
