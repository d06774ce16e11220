import { ErrorCode, OPEN_TYPE_WECHAT, type Params } from '@gk/contract'
import QRCode from 'qrcode'
import { payGatewayFor, type PayGateway, type PayOrder, type WechatKind } from '../../adapters/pay/gateway.ts'
import { AppError } from '../../kernel/app-error.ts'
import type { RequestContext } from '../../http/context.ts'
import { defineHandlers } from '../../http/endpoint.ts'
import { hashToken } from '../../services/tokens.ts'
import { createCatalogue } from './catalogue.repository.ts'
import { previewGrant } from './grants.ts'
import { createOrders, type OrderRow } from './orders.repository.ts'
import { quote } from './pricing.ts'
import { createMembershipRepository } from './membership.repository.ts'

type CreateInput = Params<'Payment/WechatPayForH5'> & { OpenId?: string; BuyerId?: string }

/** Prices the product, refuses pointless purchases, creates (or finds, by idempotency key) the order. */
async function openOrder(input: CreateInput, ctx: RequestContext, gatewayName: 'wechat' | 'alipay', channel: string) {
  const { userId } = ctx.requireUser()
  const gateway = payGatewayFor(ctx.env)
  if (!gateway.has(gatewayName)) {
    // PAY_PROVIDER=sandbox without SANDBOX_ENDPOINTS: no real channel and no free sandbox payments
    throw new AppError(ErrorCode.PayUnavailable, gateway.mode === 'sandbox' ? '暂未开通在线支付，请使用会员卡激活或稍后再试' : undefined)
  }
  const now = ctx.now()
  const q = await quote(ctx.db, input.ProductId, input.RecommendCode)
  await previewGrant(ctx.db, userId, q.product, now)
  const { order, isNew } = await createOrders(ctx.db).insert({
    userId,
    productId: q.product.id,
    gateway: gatewayName,
    channel,
    amountFen: q.finalFen,
    originalFen: q.originalFen,
    discountFen: q.discountFen,
    recommendCode: q.code,
    idempotencyKey: input.IdempotencyKey ?? null,
    now,
    expiresAt: new Date(now.getTime() + gateway.config.orderTtlMs),
  })
  if (!isNew && (order.product_id !== q.product.id || order.channel !== channel)) {
    throw new AppError(ErrorCode.Conflict, '该请求标识已用于其他订单')
  }
  if (!isNew && order.state !== 'created') throw new AppError(ErrorCode.Conflict, '该订单已支付或已关闭，请刷新后重试')
  const payOrder: PayOrder = {
    orderNo: order.order_no,
    amountFen: order.amount_fen,
    description: q.product.name,
    expiresAt: new Date(order.expires_at),
    clientIp: ctx.ip,
    openId: input.OpenId,
    buyerId: input.BuyerId,
  }
  return { order, payOrder, gateway }
}

function head(order: OrderRow, gateway: PayGateway) {
  return { OrderNo: order.order_no, Amount: order.amount_fen, SandboxPayUrl: gateway.sandboxUrl(order.order_no) }
}

/** Gateway failures are logged with detail and shown to the user as "pay unavailable". */
async function callGateway<T>(ctx: RequestContext, what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (error) {
    ctx.log.error({ err: error, what }, 'pay gateway call failed')
    throw new AppError(ErrorCode.PayUnavailable)
  }
}

async function wechatPrepare(ctx: RequestContext, gateway: PayGateway, kind: WechatKind, payOrder: PayOrder) {
  return callGateway(ctx, `wechat ${kind}`, () => gateway.wechatPrepare(kind, payOrder))
}

const nowSeconds = (ctx: RequestContext) => Math.floor(ctx.now().getTime() / 1000)

/**
 * The client holds an opaque open-id handle (decision 007), never the WeChat openid itself; JSAPI
 * pay needs the real openid of the payer, looked up from the grant the handle stands for.
 */
async function wechatOpenIdOf(ctx: RequestContext, handle: string): Promise<string> {
  const openId = await createMembershipRepository(ctx.db).grantedOpenId(hashToken(handle), OPEN_TYPE_WECHAT, ctx.now())
  if (!openId) throw new AppError(ErrorCode.OpenIdInvalid)
  return openId
}

/** Orders and the pay calls of each channel; OrderPayment/PaymentStatus is polled until paid. */
export const paymentHandlers = defineHandlers({
  async 'Payment/WechatPayForH5'(input, ctx) {
    const { order, payOrder, gateway } = await openOrder(input, ctx, 'wechat', 'wechat_h5')
    const { h5_url } = await wechatPrepare(ctx, gateway, 'h5', payOrder)
    if (!h5_url) throw new AppError(ErrorCode.PayUnavailable)
    return { ...head(order, gateway), h5_url }
  },

  async 'Payment/WechatPayForJSAPI'(input, ctx) {
    const openId = await wechatOpenIdOf(ctx, input.OpenId)
    const { order, payOrder, gateway } = await openOrder({ ...input, OpenId: openId }, ctx, 'wechat', 'wechat_jsapi')
    const { prepay_id } = await wechatPrepare(ctx, gateway, 'jsapi', payOrder)
    if (!prepay_id) throw new AppError(ErrorCode.PayUnavailable)
    return { ...head(order, gateway), ...gateway.wechatClientParams('jsapi', prepay_id, nowSeconds(ctx)) }
  },

  async 'Payment/WechatNativePay'(input, ctx) {
    const { order, payOrder, gateway } = await openOrder(input, ctx, 'wechat', 'wechat_native')
    const { code_url } = await wechatPrepare(ctx, gateway, 'native', payOrder)
    if (!code_url) throw new AppError(ErrorCode.PayUnavailable)
    const svg = await QRCode.toString(code_url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
    return { ...head(order, gateway), code_url, QrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` }
  },

  async 'Payment/WechatPayForAPP'(input, ctx) {
    const { order, payOrder, gateway } = await openOrder(input, ctx, 'wechat', 'wechat_app')
    const { prepay_id } = await wechatPrepare(ctx, gateway, 'app', payOrder)
    if (!prepay_id) throw new AppError(ErrorCode.PayUnavailable)
    return { ...head(order, gateway), ...gateway.wechatClientParams('app', prepay_id, nowSeconds(ctx)) }
  },

  async 'Payment/AlipayMPPay'(input, ctx) {
    const { order, payOrder, gateway } = await openOrder(input, ctx, 'alipay', 'alipay_mp')
    const { trade_no } = await callGateway(ctx, 'alipay trade.create', () => gateway.alipayCreate(payOrder, ctx.now()))
    return { ...head(order, gateway), trade_no }
  },

  async 'OrderPayment/PaymentStatus'(input, ctx) {
    const { userId } = ctx.requireUser()
    const orders = createOrders(ctx.db)
    const found = await orders.byNo(input.OrderNo)
    // another user's order is "not found": order numbers reveal nothing
    if (!found || found.user_id !== userId) throw new AppError(ErrorCode.OrderNotFound)
    const order = await orders.closeIfExpired(found, ctx.now())
    const product = await createCatalogue(ctx.db).byId(order.product_id)
    return {
      OrderNo: order.order_no,
      State: order.state,
      IsPaid: order.state === 'paid' || order.state === 'fulfilled',
      Amount: order.amount_fen,
      ProductId: order.product_id,
      ProductName: product?.name ?? '',
      PayChannel: order.channel,
      PaidAt: order.paid_at ? new Date(order.paid_at).toISOString() : null,
    }
  },
})
