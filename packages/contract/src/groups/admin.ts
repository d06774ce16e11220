import { z } from 'zod'
import { PageInputSchema, pageOf } from './common.ts'
import { AuditEntrySchema, ImportReportSchema } from './admin-reports.ts'
import { ConsolePasswordChangeInput } from './console-password.ts'
import { adminExpertEndpoints, adminExpertRoles } from './admin-expert.ts'
import { adminContentEndpoints, adminContentRoles } from './admin-content.ts'
import { adminPartnerEndpoints, adminPartnerRoles } from './admin-partners.ts'
import { adminSalesEndpoints, adminSalesRoles } from './admin-sales.ts'
import { adminTicketEndpoints, adminTicketRoles } from './admin-tickets.ts'

/** Console roles (decision 012): an admin may do everything an operator or an expert may. */
export const ConsoleRoleSchema = z.enum(['operator', 'expert', 'admin'], { error: '请选择角色' })
export type ConsoleRole = z.infer<typeof ConsoleRoleSchema>
export const consoleRoleNames: Record<ConsoleRole, string> = { operator: '运营', expert: '专家', admin: '管理员' }

/** Console calls carry their session in this header; the student `token` header is never read. */
export const CONSOLE_TOKEN_HEADER = 'admin-token'

/** The console data import's file, base64 (about 10 MB of file); the server takes a body this large for that call only. */
export const DATA_IMPORT_MAX_CHARS = 14_000_000

const UserNameSchema = z
  .string({ error: '请输入用户名' })
  .trim()
  .regex(/^[A-Za-z0-9_.-]{3,32}$/, { error: '用户名为3-32位字母、数字或 _ . -' })

export const ConsoleAccountSchema = z.object({
  AccountId: z.number().int(),
  UserName: z.string(),
  DisplayName: z.string(),
  Role: ConsoleRoleSchema,
  Disabled: z.boolean(),
  CreatedAt: z.string(),
  /** a one-time password (new account or reset) not yet replaced: the console allows nothing else first */
  MustChangePassword: z.boolean(),
})
export type ConsoleAccount = z.infer<typeof ConsoleAccountSchema>

/** The operator console (`/admin`): every call needs a console session with one of `adminRoles`. */
export const adminEndpoints = {
  'Admin/Login': {
    input: z.object({ UserName: UserNameSchema, Password: z.string({ error: '请输入密码' }).min(1, { error: '请输入密码' }).max(100) }),
    output: z.object({ Token: z.string(), Account: ConsoleAccountSchema, ExpiresAt: z.string() }),
  },
  'Admin/Logout': { input: z.object({}).loose(), output: z.null() },
  'Admin/Me': { input: z.object({}).loose(), output: ConsoleAccountSchema },
  'Admin/PasswordChange': { input: ConsolePasswordChangeInput, output: ConsoleAccountSchema },
  'Admin/DataImport': {
    input: z.object({
      Kind: z.enum(['rank-table', 'admissions', 'plan', 'control-lines'], { error: '请选择数据类型' }),
      Province: z.string({ error: '请选择省份' }).trim().min(1, { error: '请选择省份' }).max(20),
      Year: z.coerce.number({ error: '请输入年份' }).int().min(2000, { error: '年份不正确' }).max(2100, { error: '年份不正确' }),
      FileName: z
        .string()
        .trim()
        .min(1)
        .max(200)
        .regex(/\.(csv|tsv|txt|xlsx)$/i, { error: '仅支持 csv、tsv、txt、xlsx 文件' }),
      /** the file, base64 */
      Content: z.string({ error: '请上传文件' }).min(1, { error: '请上传文件' }).max(DATA_IMPORT_MAX_CHARS, { error: '文件过大（最大约10MB）' }),
      DryRun: z.boolean().default(true),
    }),
    output: ImportReportSchema,
  },
  'Admin/AccountList': { input: z.object({}).loose(), output: z.array(ConsoleAccountSchema) },
  'Admin/AccountSave': {
    input: z.object({
      AccountId: z.coerce.number().int().positive().optional(),
      UserName: UserNameSchema,
      DisplayName: z.string({ error: '请填写姓名' }).trim().min(1, { error: '请填写姓名' }).max(30),
      Role: ConsoleRoleSchema,
      Disabled: z.boolean().default(false),
      ResetPassword: z.boolean().default(false),
    }),
    /** the one-time password of a new or reset account (shown once) */
    output: z.object({ Account: ConsoleAccountSchema, OneTimePassword: z.string().nullable() }),
  },
  'Admin/AuditList': { input: PageInputSchema.extend({ Keyword: z.string().trim().max(40).default('') }), output: pageOf(AuditEntrySchema) },
  ...adminExpertEndpoints,
  ...adminContentEndpoints,
  ...adminTicketEndpoints,
  ...adminSalesEndpoints,
  ...adminPartnerEndpoints,
}

export type AdminEndpointName = keyof typeof adminEndpoints

const OPS: readonly ConsoleRole[] = ['operator', 'admin']
const ANY: readonly ConsoleRole[] = ['operator', 'expert', 'admin']

/** Who may call what; `null` = no console session needed (the login itself). Checked before input validation. */
export const adminRoles: Record<AdminEndpointName, readonly ConsoleRole[] | null> = {
  'Admin/Login': null,
  'Admin/Logout': ANY,
  'Admin/Me': ANY,
  'Admin/PasswordChange': ANY,
  'Admin/DataImport': OPS,
  'Admin/AccountList': ['admin'],
  'Admin/AccountSave': ['admin'],
  'Admin/AuditList': ['admin'],
  ...adminExpertRoles,
  ...adminContentRoles,
  ...adminTicketRoles,
  ...adminSalesRoles,
  ...adminPartnerRoles,
}
