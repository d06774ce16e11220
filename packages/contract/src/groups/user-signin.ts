import { z } from 'zod'
import { TERMINAL_TYPE_H5 } from '../constants.ts'
import { AgreementVersionSchema, EmptyInputSchema, MobileSchema, NullOutputSchema, PasswordSchema } from './common.ts'

/** What a code is for: a code sent for one purpose is never accepted for another. */
export const CODE_PURPOSES = ['login', 'register', 'reset', 'bind'] as const
export type CodePurpose = (typeof CODE_PURPOSES)[number]
export const CODE_LENGTH = 6
/** seconds the client counts down before it offers "resend" */
export const CODE_RESEND_SECONDS = 60

export const CodeSchema = z
  .string({ error: '请输入短信验证码' })
  .trim()
  .regex(/^\d{6}$/, { error: '请输入6位数字验证码' })
const PurposeSchema = z.enum(CODE_PURPOSES, { error: '验证码用途不正确' }).default('login')

export const SendVerificationCode = {
  input: z.object({ Mobile: MobileSchema, Purpose: PurposeSchema }),
  // the same answer whether or not the mobile has an account (no enumeration)
  output: z.object({ ResendAfterSeconds: z.number().int(), ExpiresInSeconds: z.number().int() }),
}

export const CheckVerificationCode = {
  input: z.object({ Mobile: MobileSchema, Code: CodeSchema, Purpose: PurposeSchema }),
  // checks without using the code up; the step that acts on it (reset, register) consumes it
  output: NullOutputSchema,
}

export const VerificationCodeLogin = {
  input: z.object({
    Mobile: MobileSchema,
    Code: CodeSchema,
    TerminalType: z.number().int().default(TERMINAL_TYPE_H5),
    ChannelCode: z.string().max(64).optional(),
    /** required when the code signs in a mobile without an account (the account is created) */
    AgreementVersion: AgreementVersionSchema,
  }),
  output: z.object({ token: z.string(), UserId: z.number().int(), IsNewUser: z.boolean() }),
}

export const ResetPassword = {
  input: z.object({ Mobile: MobileSchema, Code: CodeSchema, NewPassword: PasswordSchema }),
  // every session of the account is revoked; the client logs in again with the new password
  output: NullOutputSchema,
}

export const UpdateStudentRecommendCode = {
  input: z.object({
    RecommendCode: z
      .string({ error: '请输入推荐码' })
      .trim()
      .regex(/^[A-Za-z0-9]{4,20}$/, { error: '推荐码为4-20位字母或数字' })
      .transform((v) => v.toUpperCase()),
  }),
  output: z.object({ RecommendCode: z.string() }),
}

/** One signed-in device, for the settings page (our own endpoint, not in the spec inventory). */
export const SessionEntrySchema = z.object({
  SessionId: z.number().int(),
  TerminalType: z.number().int(),
  UserAgent: z.string(),
  Ip: z.string(),
  CreatedAt: z.string(),
  LastSeenAt: z.string(),
  IsCurrent: z.boolean(),
})
export type SessionEntry = z.infer<typeof SessionEntrySchema>

export const SessionList = { input: EmptyInputSchema, output: z.array(SessionEntrySchema) }
export const SessionRevoke = {
  input: z.object({ SessionId: z.coerce.number({ error: '参数 SessionId 不正确' }).int().positive() }),
  output: NullOutputSchema,
}
export const SessionRevokeOthers = { input: EmptyInputSchema, output: z.object({ Revoked: z.number().int() }) }

/** Avatar upload answer (raw-body route `POST /api/Upload/Avatar`, see the server's upload module). */
export const UploadAvatarOutputSchema = z.object({ Url: z.string() })
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const

/** SMS codes, password recovery, recommend code, sessions (sign-in and identity). */
export const userSigninEndpoints = {
  'User/SendVerificationCode': SendVerificationCode,
  'User/CheckVerificationCode': CheckVerificationCode,
  'User/VerificationCodeLogin': VerificationCodeLogin,
  'User/ResetPassword': ResetPassword,
  'User/UpdateStudentRecommendCode': UpdateStudentRecommendCode,
  'User/SessionList': SessionList,
  'User/SessionRevoke': SessionRevoke,
  'User/SessionRevokeOthers': SessionRevokeOthers,
}
