import { z } from 'zod'
import { ProductIdSchema, RecommendCodeSchema } from './product.ts'

export const OrderNoSchema = z
  .string({ error: '订单号有误' })
  .trim()
  .regex(/^[A-Z0-9]{8,32}$/, { error: '订单号有误' })

/** Every pay call creates (or, with the same IdempotencyKey, returns) one order for one product. */
const CreateOrderInput = z.object({
  ProductId: ProductIdSchema,
  RecommendCode: RecommendCodeSchema.optional(),
  /** a client-generated key: a retried tap returns the same order instead of a second one */
  IdempotencyKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: '请求标识有误' })
    .optional(),
})

const OrderHead = {
  OrderNo: z.string(),
  /** fen */
  Amount: z.number().int(),
  /** the local pay sandbox's confirm page; null with the real gateways */
  SandboxPayUrl: z.string().nullable(),
}

export const WechatPayForH5 = {
  input: CreateOrderInput,
  output: z.object({ ...OrderHead, h5_url: z.string() }),
}

export const WechatPayForJSAPI = {
  input: CreateOrderInput.extend({
    OpenId: z.string({ error: '请先授权微信登录' }).trim().min(1, { error: '请先授权微信登录' }).max(128),
  }),
  // the parameters WeixinJSBridge 'getBrandWCPayRequest' takes, signed with the merchant key
  output: z.object({
    ...OrderHead,
    appId: z.string(),
    timeStamp: z.string(),
    nonceStr: z.string(),
    package: z.string(),
    signType: z.literal('RSA'),
    paySign: z.string(),
  }),
}

export const WechatNativePay = {
  input: CreateOrderInput,
  output: z.object({
    ...OrderHead,
    code_url: z.string(),
    /** the code_url as a QR code, `data:image/svg+xml;base64,…` */
    QrCode: z.string(),
  }),
}

export const WechatPayForAPP = {
  input: CreateOrderInput,
  output: z.object({
    ...OrderHead,
    appid: z.string(),
    partnerid: z.string(),
    prepayid: z.string(),
    package: z.string(),
    noncestr: z.string(),
    timestamp: z.string(),
    sign: z.string(),
  }),
}

export const AlipayMPPay = {
  input: CreateOrderInput.extend({
    /** the Alipay user id (buyer_id) from Public/AliUserId */
    BuyerId: z
      .string()
      .trim()
      .regex(/^\d{1,32}$/, { error: '请先授权支付宝登录' })
      .optional(),
  }),
  // my.tradePay({ tradeNO }) in the mini program
  output: z.object({ ...OrderHead, trade_no: z.string() }),
}

export const OrderStateSchema = z.enum(['created', 'paid', 'fulfilled', 'closed', 'refunded'])
export type OrderState = z.infer<typeof OrderStateSchema>

export const PaymentStatus = {
  input: z.object({ OrderNo: OrderNoSchema }),
  output: z.object({
    OrderNo: z.string(),
    State: OrderStateSchema,
    /** true once the gateway confirmed the payment (paid or fulfilled) */
    IsPaid: z.boolean(),
    Amount: z.number().int(),
    ProductId: z.number().int(),
    ProductName: z.string(),
    PayChannel: z.string(),
    PaidAt: z.string().nullable(),
  }),
}

/** Orders and the pay gateways (WeChat Pay v3, Alipay), with a local sandbox by default. */
export const paymentEndpoints = {
  'Payment/WechatPayForH5': WechatPayForH5,
  'Payment/WechatPayForJSAPI': WechatPayForJSAPI,
  'Payment/WechatNativePay': WechatNativePay,
  'Payment/WechatPayForAPP': WechatPayForAPP,
  'Payment/AlipayMPPay': AlipayMPPay,
  'OrderPayment/PaymentStatus': PaymentStatus,
}
