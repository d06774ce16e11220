import { CODE_RESEND_SECONDS } from '@gk/contract'
import { acceptedAgreement } from '../../services/agreement.ts'
import { defineHandlers } from '../../http/endpoint.ts'
import { CODE_TTL_MS, createCodeService } from '../../services/verification-codes.ts'
import { createSmsAccountRepository } from './sms.repository.ts'

/** SMS codes: send, check, and log in with one (the account is created on first use). */
export const smsHandlers = defineHandlers({
  async 'User/SendVerificationCode'(input, ctx) {
    // the same answer whether or not the mobile has an account (no enumeration): "reset" for an
    // unknown mobile is recorded but not delivered; "register" for a known one is recorded, and
    // the owner gets a notice instead of a code
    const known =
      input.Purpose === 'reset' || input.Purpose === 'register' ? (await createSmsAccountRepository(ctx.db).userIdByMobile(input.Mobile)) !== null : false
    const deliver = input.Purpose === 'reset' ? known : input.Purpose === 'register' ? !known : true
    await createCodeService(ctx).send(input.Mobile, input.Purpose, {
      deliver,
      background: input.Purpose === 'reset' || input.Purpose === 'register',
      ...(input.Purpose === 'register' && known ? { noticeInstead: 'register-attempt' as const } : {}),
    })
    return { ResendAfterSeconds: CODE_RESEND_SECONDS, ExpiresInSeconds: CODE_TTL_MS / 1000 }
  },

  async 'User/CheckVerificationCode'(input, ctx) {
    await createCodeService(ctx).verify(input.Mobile, input.Purpose, input.Code, { consume: false })
    return null
  },

  async 'User/VerificationCodeLogin'(input, ctx) {
    const codes = createCodeService(ctx)
    const accounts = createSmsAccountRepository(ctx.db)
    await codes.verify(input.Mobile, 'login', input.Code, { consume: false })
    // a code for a number without an account signs up: only with the agreement accepted (checked
    // before the code is used up, so ticking the box and retrying needs no new code)
    const agreementVersion = (await accounts.userIdByMobile(input.Mobile)) === null ? acceptedAgreement(input.AgreementVersion) : null
    await codes.verify(input.Mobile, 'login', input.Code, { consume: true })
    const account = await accounts.findOrCreate(input.Mobile, input.ChannelCode ?? '', agreementVersion, ctx.now())
    const token = await ctx.sessions.create(account.id, { terminalType: input.TerminalType, userAgent: ctx.userAgent, ip: ctx.ip })
    return { token, UserId: account.id, IsNewUser: account.isNew }
  },
})
