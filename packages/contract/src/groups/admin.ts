import { z } from 'zod'
import { LinkSchema, PageInputSchema, pageOf } from './common.ts'
import { MarkSchema, QuestionnaireSchema, TicketMessageSchema, TicketStateSchema, TicketSummarySchema } from './consulting.ts'
import { WishEntrySchema, WishTableDetailSchema } from './wish-table.ts'
import { AuditEntrySchema, ImportReportSchema } from './admin-reports.ts'
import { ConsolePasswordChangeInput } from './console-password.ts'
import { adminExpertEndpoints, adminExpertRoles } from './admin-expert.ts'

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
const TicketIdInput = z.object({ TicketId: z.coerce.number({ error: '工单不存在' }).int().positive() })
const ReasonSchema = z.string({ error: '请填写原因' }).trim().min(2, { error: '请填写原因' }).max(200, { error: '原因最多200字' })

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

export const AdminTicketSchema = TicketSummarySchema.extend({
  UserId: z.number().int(),
  Mobile: z.string(),
  ExpertAccountId: z.number().int().nullable(),
  /** the student's messages the assigned expert has not read yet (ADR 056) */
  Unread: z.number().int(),
})
export type AdminTicket = z.infer<typeof AdminTicketSchema>

export const AdminTicketDetailSchema = AdminTicketSchema.extend({
  Questionnaire: QuestionnaireSchema.nullable(),
  Review: z.string(),
  Marks: z.array(MarkSchema),
  ResultWishId: z.number().int().nullable(),
  Messages: z.array(TicketMessageSchema),
  /** the student's score profile as the filling engine knows it */
  Profile: z
    .object({
      ProvinceName: z.string(),
      Year: z.number().int(),
      Score: z.number(),
      Rank: z.number().int().nullable(),
      SubjectType: z.string(),
      Subjects: z.array(z.string()),
      RiskAppetite: z.string(),
    })
    .nullable(),
  /** the reviewed table with the engine's analysis; for a custom application the student's newest own table (ADR 056), if any */
  Table: WishTableDetailSchema.nullable(),
  Result: WishTableDetailSchema.nullable(),
  /** batches the student can fill (for the custom table), from their score profile */
  Batches: z.array(z.object({ BatchId: z.string(), BatchName: z.string(), IsAvailable: z.boolean() })),
})
export type AdminTicketDetail = z.infer<typeof AdminTicketDetailSchema>

export const AdminOrderSchema = z.object({
  OrderNo: z.string(),
  UserId: z.number().int(),
  Mobile: z.string(),
  ProductId: z.number().int(),
  ProductName: z.string(),
  Amount: z.number().int(),
  State: z.string(),
  Channel: z.string(),
  CreatedAt: z.string(),
  PaidAt: z.string().nullable(),
  RefundedAt: z.string().nullable(),
  /** the consulting ticket of a service order (refunds only before delivery), else null */
  TicketState: TicketStateSchema.nullable(),
})
export type AdminOrder = z.infer<typeof AdminOrderSchema>

export const AdminUserSchema = z.object({
  UserId: z.number().int(),
  Mobile: z.string(),
  NickName: z.string(),
  ExamYear: z.number().int().nullable(),
  MemberType: z.number().int().nullable(),
  MemberExpireAt: z.string().nullable(),
  Packages: z.array(z.object({ ProductFrom: z.string(), ExpireAt: z.string() })),
  CreatedAt: z.string(),
})
export type AdminUser = z.infer<typeof AdminUserSchema>

export const AdminProductSchema = z.object({
  ProductId: z.number().int(),
  Name: z.string(),
  Kind: z.string(),
  Price: z.number().int(),
  OriginalPrice: z.number().int(),
  OnSale: z.boolean(),
  Description: z.string(),
  /** an operator may grant it to a user: on sale and not a consulting service (a grant makes no ticket) */
  Grantable: z.boolean(),
})
export type AdminProduct = z.infer<typeof AdminProductSchema>

export const ContentItemSchema = z.object({
  Id: z.number().int(),
  Kind: z.string(),
  Title: z.string(),
  Summary: z.string(),
  Cover: z.string(),
  BodyHtml: z.string(),
  Link: z.string(),
  MediaUrl: z.string(),
  StartsAt: z.string().nullable(),
  EndsAt: z.string().nullable(),
  Published: z.boolean(),
  PublishedAt: z.string(),
})
export type AdminContentItem = z.infer<typeof ContentItemSchema>
export const ContentKindSchema = z.enum(['news', 'ad', 'course', 'live', 'career', 'notice'], { error: '请选择内容类型' })

export const AdminEnquirySchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Mobile: z.string(),
  Organization: z.string(),
  Type: z.string(),
  Content: z.string(),
  CreatedAt: z.string(),
  Handled: z.boolean(),
  HandledAt: z.string().nullable(),
  HandledNote: z.string(),
})
export type AdminEnquiry = z.infer<typeof AdminEnquirySchema>

export const AdminAgentSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  /** region codes as text (kept for older console builds) */
  Province: z.string(),
  City: z.string(),
  ProvinceId: z.number().int(),
  CityId: z.number().int().nullable(),
  Address: z.string(),
  Contact: z.string(),
  Phone: z.string(),
  Note: z.string(),
  Published: z.boolean(),
})
export type AdminAgent = z.infer<typeof AdminAgentSchema>

/** The operator console (`/admin`): every call needs a console session with one of `adminRoles`. */
export const adminEndpoints = {
  'Admin/Login': {
    input: z.object({ UserName: UserNameSchema, Password: z.string({ error: '请输入密码' }).min(1, { error: '请输入密码' }).max(100) }),
    output: z.object({ Token: z.string(), Account: ConsoleAccountSchema, ExpiresAt: z.string() }),
  },
  'Admin/Logout': { input: z.object({}).loose(), output: z.null() },
  'Admin/Me': { input: z.object({}).loose(), output: ConsoleAccountSchema },
  'Admin/PasswordChange': { input: ConsolePasswordChangeInput, output: ConsoleAccountSchema },
  'Admin/TicketList': {
    input: z.object({ Scope: z.enum(['mine', 'open', 'all']).default('open'), State: TicketStateSchema.optional() }),
    output: z.array(AdminTicketSchema),
  },
  'Admin/TicketDetail': { input: TicketIdInput, output: AdminTicketDetailSchema },
  'Admin/TicketAssign': { input: TicketIdInput, output: z.null() },
  'Admin/TicketStart': { input: TicketIdInput, output: z.null() },
  'Admin/TicketReply': {
    input: TicketIdInput.extend({ Body: z.string({ error: '请输入回复' }).trim().min(1, { error: '请输入回复' }).max(2000) }),
    output: z.null(),
  },
  'Admin/TicketDeliver': {
    input: TicketIdInput.extend({
      Review: z.string({ error: '请填写审核意见' }).trim().min(10, { error: '审核意见至少10个字' }).max(5000, { error: '审核意见最多5000字' }),
      Marks: z.array(MarkSchema).max(200).default([]),
      /** the revised / built table; saved into the student's list */
      BatchId: z.string().trim().min(1).max(40).optional(),
      Wishes: z.array(WishEntrySchema).max(200).optional(),
    }),
    output: z.object({ ResultWishId: z.number().int().nullable() }),
  },
  'Admin/OrderList': {
    input: PageInputSchema.extend({ Keyword: z.string().trim().max(40).default(''), State: z.string().trim().max(20).default('') }),
    output: pageOf(AdminOrderSchema),
  },
  'Admin/OrderRefund': { input: z.object({ OrderNo: z.string().trim().min(1).max(64), Reason: ReasonSchema }), output: AdminOrderSchema },
  'Admin/UserList': { input: PageInputSchema.extend({ Keyword: z.string().trim().max(40).default('') }), output: pageOf(AdminUserSchema) },
  'Admin/UserGrant': {
    input: z.object({
      UserId: z.coerce.number().int().positive(),
      ProductId: z.coerce.number().int().positive(),
      Days: z.coerce.number().int().min(1).max(730).default(30),
      Reason: ReasonSchema,
    }),
    output: AdminUserSchema,
  },
  'Admin/ProductList': { input: z.object({}).loose(), output: z.array(AdminProductSchema) },
  'Admin/ProductUpdate': {
    input: z.object({
      ProductId: z.coerce.number().int().positive(),
      Price: z.coerce.number().int().min(0).max(10_000_000),
      OriginalPrice: z.coerce.number().int().min(0).max(10_000_000),
      OnSale: z.boolean(),
    }),
    output: AdminProductSchema,
  },
  /** every price change of a product, newest first: who, when, old and new */
  'Admin/ProductPriceHistory': {
    input: z.object({ ProductId: z.coerce.number().int().positive() }),
    output: z.array(
      z.object({
        At: z.string(),
        AccountName: z.string(),
        OldPrice: z.number().int(),
        NewPrice: z.number().int(),
        OldOriginalPrice: z.number().int(),
        NewOriginalPrice: z.number().int(),
        OldOnSale: z.boolean(),
        NewOnSale: z.boolean(),
      }),
    ),
  },
  'Admin/CardBatchList': {
    input: z.object({}).loose(),
    output: z.array(
      z.object({
        BatchId: z.number().int(),
        ProductId: z.number().int(),
        Note: z.string(),
        Count: z.number().int(),
        Activated: z.number().int(),
        Voided: z.boolean(),
        CreatedAt: z.string(),
      }),
    ),
  },
  'Admin/CardBatchVoid': { input: z.object({ BatchId: z.coerce.number().int().positive(), Reason: ReasonSchema }), output: z.null() },
  /** a new batch; the answer's CSV is the only copy of the secrets */
  'Admin/CardBatchCreate': {
    input: z.object({
      ProductId: z.coerce.number({ error: '请选择商品' }).int().positive(),
      Count: z.coerce.number({ error: '请输入张数' }).int().min(1, { error: '至少1张' }).max(5000, { error: '每批最多5000张' }),
      Note: z.string().trim().max(60, { error: '备注最多60字' }).default(''),
      /** last day (Beijing) on which the cards activate */
      ActivateBefore: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式为 YYYY-MM-DD' })
        .optional(),
      /** made when the form opens; a repeat of the same key returns that batch instead of a second one */
      RequestKey: z
        .string()
        .regex(/^[A-Za-z0-9-]{8,64}$/, { error: '请求标识不正确，请刷新页面后重试' })
        .optional(),
    }),
    /** Repeated: this key already made the batch; its secrets went out then, so Csv is empty */
    output: z.object({ BatchId: z.number().int(), FileName: z.string(), Csv: z.string(), Repeated: z.boolean() }),
  },
  /** card numbers and their activation state (secrets are not stored, so never exported again) */
  'Admin/CardBatchExport': { input: z.object({ BatchId: z.coerce.number().int().positive() }), output: z.object({ FileName: z.string(), Csv: z.string() }) },
  'Admin/ContentList': { input: PageInputSchema.extend({ Kind: ContentKindSchema }), output: pageOf(ContentItemSchema) },
  'Admin/ContentSave': {
    input: z.object({
      Id: z.coerce.number().int().positive().optional(),
      Kind: ContentKindSchema,
      Title: z.string({ error: '请填写标题' }).trim().min(1, { error: '请填写标题' }).max(100),
      Summary: z.string().trim().max(300).default(''),
      Cover: LinkSchema,
      BodyHtml: z.string().max(100_000).default(''),
      Link: LinkSchema,
      /** video or live stream address (courses, live sessions) */
      MediaUrl: LinkSchema,
      /** live sessions: the window, ISO 8601 */
      StartsAt: z.string().datetime({ offset: true, error: '开始时间格式不正确' }).optional(),
      EndsAt: z.string().datetime({ offset: true, error: '结束时间格式不正确' }).optional(),
      Published: z.boolean().default(true),
    }),
    output: ContentItemSchema,
  },
  'Admin/EnquiryList': { input: z.object({}).loose(), output: z.array(AdminEnquirySchema) },
  /** marks an enquiry handled (with an optional note) or back to unhandled */
  'Admin/EnquiryHandle': {
    input: z.object({
      Id: z.coerce.number({ error: '咨询不存在' }).int({ error: '咨询不存在' }).positive({ error: '咨询不存在' }),
      Handled: z.boolean({ error: '请选择处理状态' }).default(true),
      Note: z.string({ error: '备注格式不正确' }).trim().max(500, { error: '备注最多500字' }).default(''),
    }),
    output: AdminEnquirySchema,
  },
  'Admin/AgentList': { input: z.object({}).loose(), output: z.array(AdminAgentSchema) },
  /** creates (no Id) or updates an agent; published agents show in Portal/AgentList */
  'Admin/AgentSave': {
    input: z
      .object({
        Id: z.coerce.number({ error: '服务商不存在' }).int({ error: '服务商不存在' }).positive({ error: '服务商不存在' }).optional(),
        Name: z.string({ error: '请填写名称' }).trim().min(2, { error: '名称至少2个字' }).max(60, { error: '名称最多60字' }),
        ProvinceId: z.coerce
          .number({ error: '请填写省份代码' })
          .int({ error: '省份代码为2位数字' })
          .min(11, { error: '省份代码为2位数字' })
          .max(99, { error: '省份代码为2位数字' }),
        /** empty = serves the whole province */
        CityId: z.coerce
          .number({ error: '城市代码为4位数字' })
          .int({ error: '城市代码为4位数字' })
          .min(1101, { error: '城市代码为4位数字' })
          .max(9999, { error: '城市代码为4位数字' })
          .nullable()
          .default(null),
        Address: z.string({ error: '请填写地址' }).trim().min(2, { error: '请填写地址' }).max(200, { error: '地址最多200字' }),
        Contact: z.string({ error: '联系人格式不正确' }).trim().max(30, { error: '联系人最多30字' }).default(''),
        Phone: z
          .string({ error: '请填写联系电话' })
          .trim()
          .regex(/^[0-9][0-9\- ]{4,19}$/, { error: '请输入正确的联系电话' }),
        Note: z.string({ error: '备注格式不正确' }).trim().max(500, { error: '备注最多500字' }).default(''),
        Published: z.boolean({ error: '请选择是否发布' }).default(true),
      })
      .refine((a) => a.CityId === null || Math.floor(a.CityId / 100) === a.ProvinceId, { error: '城市代码与省份不一致', path: ['CityId'] }),
    output: AdminAgentSchema,
  },
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
}

export type AdminEndpointName = keyof typeof adminEndpoints

const OPS: readonly ConsoleRole[] = ['operator', 'admin']
const EXPERTS: readonly ConsoleRole[] = ['expert', 'admin']
const ANY: readonly ConsoleRole[] = ['operator', 'expert', 'admin']

/** Who may call what; `null` = no console session needed (the login itself). Checked before input validation. */
export const adminRoles: Record<AdminEndpointName, readonly ConsoleRole[] | null> = {
  'Admin/Login': null,
  'Admin/Logout': ANY,
  'Admin/Me': ANY,
  'Admin/PasswordChange': ANY,
  'Admin/TicketList': ANY,
  'Admin/TicketDetail': ANY,
  'Admin/TicketAssign': EXPERTS,
  'Admin/TicketStart': EXPERTS,
  'Admin/TicketReply': EXPERTS,
  'Admin/TicketDeliver': EXPERTS,
  'Admin/OrderList': OPS,
  'Admin/OrderRefund': OPS,
  'Admin/UserList': OPS,
  'Admin/UserGrant': OPS,
  'Admin/ProductList': OPS,
  'Admin/ProductUpdate': OPS,
  'Admin/ProductPriceHistory': OPS,
  'Admin/CardBatchList': OPS,
  'Admin/CardBatchVoid': OPS,
  'Admin/CardBatchCreate': OPS,
  'Admin/CardBatchExport': OPS,
  'Admin/ContentList': OPS,
  'Admin/ContentSave': OPS,
  'Admin/EnquiryList': OPS,
  'Admin/EnquiryHandle': OPS,
  'Admin/AgentList': OPS,
  'Admin/AgentSave': OPS,
  'Admin/DataImport': OPS,
  'Admin/AccountList': ['admin'],
  'Admin/AccountSave': ['admin'],
  'Admin/AuditList': ['admin'],
  ...adminExpertRoles,
}
