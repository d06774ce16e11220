import { z } from 'zod'
import { GANKAO_PRODUCT_FROM } from '../entitlements.ts'

/**
 * Fixed product ids ("fixed card or package ids exist for plan, plan2, three AI levels and
 * the teacher card"; the values are ours, see docs/decisions/008-payments-and-entitlements.md).
 * Cards carry a product id, so these numbers are printed on card batches: never renumber them.
 */
export const ProductId = {
  /** 3-day 志愿卡 trial, received once per account (User/ReceiveCard) */
  trial: 100,
  /** 智能志愿卡: MemberType 1 (ZNK), valid until the end of the user's admission season */
  znkCard: 101,
  /** 高中全程版: MemberType 4 (ZNK + GZBB), 365 days */
  gzbbYear: 102,
  /** VIP 志愿卡: MemberType 2 (ZNK + GZBB + VIP), valid until the end of the admission season */
  vipCard: 103,
  /** 教师卡: MemberType 0 (every group), 365 days, sold as cards only */
  teacherCard: 109,
  plan: 201,
  plan2: 202,
  aiBasic: 301,
  aiAdvanced: 302,
  aiPremium: 303,
  /** partner package checked by hasGankaoAccess; cards only */
  gankao: 401,
} as const
export type ProductIdValue = (typeof ProductId)[keyof typeof ProductId]

/** ProductFrom values written to PackageData entries. */
export const ProductFrom = {
  plan: 'plan',
  plan2: 'plan2',
  aiBasic: 'ai1',
  aiAdvanced: 'ai2',
  aiPremium: 'ai3',
  gankao: GANKAO_PRODUCT_FROM,
} as const

/** Member type names shown to users (uses the numbers 0, 1, 2, 4). */
export const memberTypeNames: Record<number, string> = {
  0: '教师会员',
  1: '智能志愿卡会员',
  2: 'VIP会员',
  4: '高中全程版会员',
}

export const ProductSchema = z.object({
  ProductId: z.number().int(),
  Name: z.string(),
  /** member: sets MemberType; package: adds a PackageData entry */
  Kind: z.enum(['member', 'package']),
  MemberType: z.number().int().nullable(),
  ProductFrom: z.string().nullable(),
  /** season: until 1 Sep 00:00 (Beijing) of the user's exam year; days: ValidDays from purchase */
  ValidityType: z.enum(['season', 'days']),
  ValidDays: z.number().int().nullable(),
  ValidityText: z.string(),
  /** fen */
  Price: z.number().int(),
  /** fen, the struck-through list price */
  OriginalPrice: z.number().int(),
  Privileges: z.array(z.string()),
  Description: z.string(),
  /** member groups the product grants */
  Groups: z.array(z.enum(['ZNK', 'GZBB', 'VIP'])),
  /** false: only granted by cards */
  OnSale: z.boolean(),
})
export type Product = z.infer<typeof ProductSchema>

export const ProductIdSchema = z.coerce
  .number({ error: '请选择商品' })
  .int({ error: '请选择商品' })
  .min(1, { error: '请选择商品' })
  .max(999_999, { error: '请选择商品' })

export const RecommendCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .max(32, { error: '推荐码无效' })
  .regex(/^[A-Z0-9]*$/, { error: '推荐码无效' })

export const SelOnlinePackageProductList = {
  input: z.object({ Kind: z.enum(['member', 'package']).optional() }).loose(),
  output: z.array(ProductSchema),
}

export const PaymentPrice = {
  input: z.object({ ProductId: ProductIdSchema, RecommendCode: RecommendCodeSchema.optional() }),
  output: z.object({
    ProductId: z.number().int(),
    ProductName: z.string(),
    /** fen */
    OriginalPrice: z.number().int(),
    /** fen taken off by the recommend code */
    Discount: z.number().int(),
    /** fen to pay */
    FinalPrice: z.number().int(),
    DiscountLabel: z.string(),
    /** when the bought product would expire if paid now */
    ExpireAt: z.string(),
  }),
}

export const MembershipSummarySchema = z.object({
  MemberType: z.number().int().nullable(),
  MemberName: z.string(),
  /** null: no live membership, or one without end (legacy) */
  MemberExpireAt: z.string().nullable(),
  Groups: z.array(z.enum(['ZNK', 'GZBB', 'VIP'])),
  Packages: z.array(z.object({ ProductFrom: z.string(), Name: z.string(), ExpireAt: z.string() })),
})

/** Ours (not in the spec): what the signed-in user owns and until when, for mamberPage. */
export const MyMembership = { input: z.object({}).loose(), output: MembershipSummarySchema }

/** Membership products and prices. */
export const productEndpoints = {
  'Product/SelOnlinePackageProductList': SelOnlinePackageProductList,
  'Product/MyMembership': MyMembership,
  'Payment/PaymentPrice': PaymentPrice,
}
