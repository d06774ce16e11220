import { z } from 'zod'
import { TERMINAL_TYPE_H5 } from '../constants.ts'

/**
 * A partner sign-on token: `base64url(JSON payload) + "." + base64url(HMAC-SHA256(secret, first part))`.
 * The payload carries `sub` (the partner's user id), `iat`/`exp` (seconds, at most 5 minutes
 * apart), `jti` (single use) and optionally `mobile` and `name`.
 */
export const PartnerSignSchema = z
  .string({ error: '登录链接无效或已过期，请重新进入' })
  .trim()
  .min(10, { error: '登录链接无效或已过期，请重新进入' })
  .max(4096, { error: '登录链接无效或已过期，请重新进入' })

/**
 * With `UserId` and `token` the client stores both and goes home. Without them (the partner user
 * has no account here yet) the client shows 请先完善您的资料 and goes to stepRegister; `OpenType`
 * and `OpenId` let it bind the new account to the partner user afterwards (OpenAuth/OpenIdBind).
 */
export const PartnerLoginResultSchema = z.object({
  UserId: z.number().int().nullable(),
  token: z.string().nullable(),
  OpenType: z.number().int(),
  OpenId: z.string().nullable(),
})
export type PartnerLoginResult = z.infer<typeof PartnerLoginResultSchema>

const terminal = { TerminalType: z.number().int().default(TERMINAL_TYPE_H5) }

export const SSOLogin = { input: z.object({ SSOSign: PartnerSignSchema, ...terminal }), output: PartnerLoginResultSchema }
export const GankaoAuth = { input: z.object({ Sign: PartnerSignSchema, ...terminal }), output: PartnerLoginResultSchema }
export const JSYAuth = { input: z.object({ Sign: PartnerSignSchema, ...terminal }), output: PartnerLoginResultSchema }

/** Partners a session can be handed to with a ticket. */
export const TICKET_PARTNERS = ['sso', 'gankao', 'jsy'] as const
export const GererateTicket = {
  input: z.object({ Partner: z.enum(TICKET_PARTNERS, { error: '不支持的合作平台' }).default('sso') }),
  output: z.object({ Ticket: z.string(), ExpiresInSeconds: z.number().int() }),
}
/**
 * Our own, called by the partner's server: exchanges a ticket (once, within its lifetime) for the
 * user it was issued to. `Signature` = hex HMAC-SHA256(partner secret, Ticket).
 */
export const TicketRedeem = {
  input: z.object({
    Ticket: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: '票据无效或已过期' }),
    Partner: z.enum(TICKET_PARTNERS, { error: '不支持的合作平台' }),
    Signature: z.string().regex(/^[0-9a-f]{64}$/, { error: '签名不正确' }),
  }),
  output: z.object({ UserId: z.number().int(), NickName: z.string(), Mobile: z.string() }),
}

/** Single sign-on and partner sign-ins. */
export const userSsoEndpoints = {
  'User/SSOLogin': SSOLogin,
  'OpenAuth/GankaoAuth': GankaoAuth,
  'OpenAuth/JSYAuth': JSYAuth,
  'User/GererateTicket': GererateTicket,
  'OpenAuth/TicketRedeem': TicketRedeem,
}
