import { z } from 'zod'
import { PageInputSchema, pageOf } from './common.ts'
import { TicketStateSchema } from './consulting.ts'

/** The console's sales desk (operators): orders and refunds, users and grants, products and prices, activation card batches. */
const ReasonSchema = z.string({ error: '请填写原因' }).trim().min(2, { error: '请填写原因' }).max(200, { error: '原因最多200字' })

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

export const adminSalesEndpoints = {
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
}

type Role = 'operator' | 'expert' | 'admin'
const OPS: readonly Role[] = ['operator', 'admin']

export const adminSalesRoles: Record<keyof typeof adminSalesEndpoints, readonly Role[]> = {
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
}
