import { z } from 'zod'
import { TERMINAL_TYPE_H5 } from '../constants.ts'
import { AgreementVersionSchema, EmptyInputSchema, MobileSchema, NullOutputSchema, PasswordSchema } from './common.ts'

export const PackageEntrySchema = z.object({ ProductFrom: z.string(), ExpireAt: z.string() })

/** User info, plus the profile fields the app shows. */
export const UserInfoSchema = z.object({
  UserId: z.number().int(),
  Mobile: z.string(),
  NickName: z.string(),
  Avatar: z.string(),
  RealName: z.string(),
  SchoolName: z.string(),
  Grade: z.string(),
  ExamProvinceId: z.number().int().nullable(),
  ExamProvinceName: z.string(),
  ExamYear: z.number().int().nullable(),
  MemberType: z.number().int().nullable(),
  FinalScore: z.number().nullable(),
  Score: z.number().nullable(),
  PackageData: z.array(PackageEntrySchema),
  IsProfileComplete: z.boolean(),
})
export type UserInfo = z.infer<typeof UserInfoSchema>

export const SessionOutputSchema = z.object({ token: z.string(), UserId: z.number().int() })

const ExamYearSchema = z.coerce.number().int().min(2020, { error: '请选择正确的高考年份' }).max(2035, { error: '请选择正确的高考年份' })
const ProvinceIdSchema = z.coerce.number().int().min(11, { error: '请选择省份' }).max(82, { error: '请选择省份' })

export const AddStudentAndLogin = {
  input: z.object({
    Mobile: MobileSchema,
    Password: PasswordSchema,
    NickName: z.string().trim().max(20, { error: '昵称最多20个字' }).optional(),
    ExamProvinceId: ProvinceIdSchema.optional(),
    ExamYear: ExamYearSchema.optional(),
    ChannelCode: z.string().max(64).optional(),
    TerminalType: z.number().int().default(TERMINAL_TYPE_H5),
    /** SMS code of purpose "register"; required when the server runs with REGISTER_REQUIRES_SMS */
    Code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, { error: '请输入6位数字验证码' })
      .optional(),
    AgreementVersion: AgreementVersionSchema,
  }),
  output: SessionOutputSchema,
}

export const UserLogin = {
  input: z.object({
    Mobile: MobileSchema,
    Password: z.string({ error: '请输入密码' }).min(1, { error: '请输入密码' }).max(64),
    TerminalType: z.number().int().default(TERMINAL_TYPE_H5),
  }),
  output: SessionOutputSchema,
}

/** A random id this install keeps, so a remember token only works on the device it was issued to. */
export const DeviceIdSchema = z.string({ error: '设备标识不正确' }).regex(/^[A-Za-z0-9_-]{16,64}$/, { error: '设备标识不正确' })

/** Issues a remember-me credential for the signed-in session on this device (never a password). */
export const RememberIssue = {
  input: z.object({ DeviceId: DeviceIdSchema }),
  output: z.object({ RememberToken: z.string(), ExpiresAt: z.string() }),
}

/** Silent re-login with a remember token: single use, answered with a session and the next token. */
export const RememberLogin = {
  input: z.object({
    RememberToken: z.string({ error: '登录已失效，请重新登录' }).min(20).max(100),
    DeviceId: DeviceIdSchema,
    TerminalType: z.number().int().default(TERMINAL_TYPE_H5),
  }),
  output: z.object({ token: z.string(), UserId: z.number().int(), RememberToken: z.string(), ExpiresAt: z.string() }),
}

export const StudentInfo = { input: EmptyInputSchema, output: UserInfoSchema }

export const UpdateStudent = {
  input: z.object({
    NickName: z.string().trim().min(1, { error: '请输入昵称' }).max(20, { error: '昵称最多20个字' }).optional(),
    // only our own uploads or an https image (WeChat head images): nothing else ends up in an <img>
    Avatar: z
      .string()
      .max(500)
      .regex(/^(\/uploads\/avatars\/[a-f0-9]{64}\.(png|jpg|webp)|https:\/\/[^\s"'<>]+)?$/, { error: '头像地址不正确' })
      .optional(),
    RealName: z.string().trim().max(20, { error: '姓名最多20个字' }).optional(),
    SchoolName: z.string().trim().max(50, { error: '学校名称最多50个字' }).optional(),
    Grade: z.string().trim().max(20).optional(),
    ExamProvinceId: ProvinceIdSchema.optional(),
    ExamYear: ExamYearSchema.optional(),
  }),
  output: UserInfoSchema,
}

export const Loginout = { input: EmptyInputSchema, output: NullOutputSchema }

export const UpdatePassword = {
  input: z.object({
    OldPassword: z.string({ error: '请输入原密码' }).min(1, { error: '请输入原密码' }).max(64),
    NewPassword: PasswordSchema,
  }),
  // the other sessions are revoked; this device gets a fresh token
  output: SessionOutputSchema,
}

/** Accounts core (foundation issue). */
export const userAccountEndpoints = {
  'User/AddStudentAndLogin': AddStudentAndLogin,
  'User/UserLogin': UserLogin,
  'User/StudentInfo': StudentInfo,
  'User/UpdateStudent': UpdateStudent,
  'User/Loginout': Loginout,
  'User/UpdatePassword': UpdatePassword,
  'User/RememberIssue': RememberIssue,
  'User/RememberLogin': RememberLogin,
}
