import { z } from 'zod'
import { TERMINAL_TYPE_H5 } from '../constants.ts'
import { AgreementVersionSchema, MobileSchema, NullOutputSchema, PasswordSchema } from './common.ts'
import { SessionOutputSchema } from './user.ts'
import { CodeSchema } from './user-signin.ts'

/**
 * Open identity types. 2 is WeChat H5; the others are ours. Partner sign-ons are open
 * identities too, so an unbound partner user can be bound to an account like a WeChat user.
 */
export const OpenType = { WechatH5: 2, WechatMiniApp: 3, Alipay: 4, Sso: 10, Gankao: 11, Jsy: 12 } as const
export type OpenType = (typeof OpenType)[keyof typeof OpenType]
const openTypeValues = Object.values(OpenType) as [OpenType, ...OpenType[]]
export const openTypeNames: Record<OpenType, string> = {
  2: '微信',
  3: '微信小程序',
  4: '支付宝',
  10: '合作平台',
  11: '赶考',
  12: '金师易',
}

export const OpenTypeSchema = z.coerce
  .number({ error: '参数 OpenType 不正确' })
  .int()
  .refine((v): v is OpenType => (openTypeValues as number[]).includes(v), { error: '不支持的登录方式' })

/**
 * The `OpenId` the client holds is an opaque handle our server issued when it exchanged the
 * platform's code, never the platform's raw open id (docs/decisions/007-open-id-and-sso.md).
 */
export const OpenIdSchema = z.string({ error: '授权已失效，请重新授权' }).regex(/^[A-Za-z0-9_-]{20,100}$/, { error: '授权已失效，请重新授权' })

const OpenRef = { OpenType: OpenTypeSchema, OpenId: OpenIdSchema }

/** What every exchange of a platform code answers. */
export const OpenAuthResultSchema = z.object({
  OpenType: z.number().int(),
  OpenId: z.string(),
  IsBind: z.boolean(),
  NickName: z.string(),
  Avatar: z.string(),
})
export type OpenAuthResult = z.infer<typeof OpenAuthResultSchema>

const PlatformCodeSchema = z.string({ error: '授权失败，请重试' }).trim().min(1, { error: '授权失败，请重试' }).max(256, { error: '授权失败，请重试' })

export const WechchatH5AuthUrl = {
  input: z.object({
    RedirectUri: z
      .string({ error: '参数 RedirectUri 不正确' })
      .max(1000)
      .regex(/^https?:\/\/[^\s]+$/, { error: '参数 RedirectUri 不正确' }),
    Scope: z.enum(['snsapi_base', 'snsapi_userinfo']).default('snsapi_userinfo'),
  }),
  output: z.object({ Url: z.string(), State: z.string() }),
}
export const WechchatH5Auth = {
  input: z.object({ Code: PlatformCodeSchema, State: z.string().max(300).default('') }),
  output: OpenAuthResultSchema,
}
export const WechchatMiniAppAuth = { input: z.object({ Code: PlatformCodeSchema }), output: OpenAuthResultSchema }
export const AlipayMPAuth = { input: z.object({ AuthCode: PlatformCodeSchema }), output: OpenAuthResultSchema }
export const AliUserId = {
  input: z.object({ AuthCode: PlatformCodeSchema }),
  // AliUserId is Alipay's buyer id (payments need it); OpenId is the login handle
  output: z.object({ AliUserId: z.string(), OpenId: z.string() }),
}

export const OpenIdLogin = {
  input: z.object({ ...OpenRef, TerminalType: z.number().int().default(TERMINAL_TYPE_H5) }),
  // null when the open id is not bound to an account (the client then goes to login)
  output: SessionOutputSchema.nullable(),
}
export const OpenLogin = {
  input: z.object({
    ...OpenRef,
    Mobile: MobileSchema,
    Password: z.string({ error: '请输入密码' }).min(1, { error: '请输入密码' }).max(64),
    TerminalType: z.number().int().default(TERMINAL_TYPE_H5),
  }),
  output: SessionOutputSchema,
}
export const OpenRegister = {
  input: z.object({
    ...OpenRef,
    Mobile: MobileSchema,
    Code: CodeSchema,
    Password: PasswordSchema.optional(),
    NickName: z.string().trim().max(20, { error: '昵称最多20个字' }).optional(),
    ChannelCode: z.string().max(64).optional(),
    TerminalType: z.number().int().default(TERMINAL_TYPE_H5),
    /** required when the bind creates a new account */
    AgreementVersion: AgreementVersionSchema,
  }),
  output: SessionOutputSchema.extend({ IsNewUser: z.boolean() }),
}
export const OpenIdentity = {
  input: z.object(OpenRef),
  output: z.object({ OpenType: z.number().int(), IsBind: z.boolean(), NickName: z.string(), Avatar: z.string(), Mobile: z.string() }),
}
export const OpenIdToUserId = { input: z.object(OpenRef), output: z.object({ UserId: z.number().int().nullable() }) }
export const OpenIdBind = { input: z.object(OpenRef), output: NullOutputSchema }
export const OpenIdBindCancel = {
  input: z.object({ OpenType: OpenTypeSchema, OpenId: OpenIdSchema.optional() }),
  output: NullOutputSchema,
}
/** Our own: the platforms bound to the signed-in account (bindPlatform and settings). */
export const OpenBindList = {
  input: z.object({}).loose(),
  output: z.array(z.object({ OpenType: z.number().int(), Name: z.string(), NickName: z.string(), BoundAt: z.string() })),
}

/** WeChat, Alipay and open-id binding. */
export const openAuthEndpoints = {
  'OpenAuth/WechchatH5AuthUrl': WechchatH5AuthUrl,
  'OpenAuth/WechchatH5Auth': WechchatH5Auth,
  'OpenAuth/WechchatMiniAppAuth': WechchatMiniAppAuth,
  'OpenAuth/AlipayMPAuth': AlipayMPAuth,
  'Public/AliUserId': AliUserId,
  'User/OpenIdLogin': OpenIdLogin,
  'User/OpenLogin': OpenLogin,
  'User/OpenRegister': OpenRegister,
  'User/OpenIdentity': OpenIdentity,
  'User/OpenIdToUserId': OpenIdToUserId,
  'OpenAuth/OpenIdBind': OpenIdBind,
  'OpenAuth/OpenIdBindCancel': OpenIdBindCancel,
  'OpenAuth/OpenBindList': OpenBindList,
}
