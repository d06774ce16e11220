import { fenToYuan } from '@gk/domain'
import type { Env } from '../../env.ts'
import { payConfigFrom, type AlipayConfig, type WechatPayConfig } from './pay-config.ts'
import { alipaySignedPost, wechatSignedPost } from './signed-calls.ts'

export type RefundRequest = { gateway: 'wechat' | 'alipay'; orderNo: string; amountFen: number; reason: string }
export type RefundResult = { mode: 'sandbox' } | { mode: 'live'; refundId: string; status: string }

/**
 * One refund number per order: a retried refund (after a crash between the gateway call and our
 * write) names the same refund, which both gateways treat as the same request.
 */
export const refundNoOf = (orderNo: string) => `R${orderNo}`.slice(0, 64)

async function wechatRefund(config: WechatPayConfig, r: RefundRequest, nowSeconds: number): Promise<RefundResult> {
  const body = JSON.stringify({
    out_trade_no: r.orderNo,
    out_refund_no: refundNoOf(r.orderNo),
    reason: r.reason.slice(0, 80),
    amount: { refund: r.amountFen, total: r.amountFen, currency: 'CNY' },
  })
  const text = await wechatSignedPost(config, '/v3/refund/domestic/refunds', body, nowSeconds, 'wechat refund')
  const answer = JSON.parse(text) as { refund_id?: string; status?: string }
  if (!answer.refund_id || answer.status === 'ABNORMAL' || answer.status === 'CLOSED') throw new Error(`wechat refund refused: ${text.slice(0, 300)}`)
  return { mode: 'live', refundId: answer.refund_id, status: answer.status ?? 'PROCESSING' }
}

async function alipayRefund(config: AlipayConfig, r: RefundRequest, now: Date): Promise<RefundResult> {
  const bizContent = {
    out_trade_no: r.orderNo,
    refund_amount: fenToYuan(r.amountFen),
    out_request_no: refundNoOf(r.orderNo),
    refund_reason: r.reason.slice(0, 80),
  }
  const text = await alipaySignedPost(config, 'alipay.trade.refund', bizContent, now)
  const answer = (JSON.parse(text) as { alipay_trade_refund_response?: { code?: string; trade_no?: string } }).alipay_trade_refund_response
  if (!answer || answer.code !== '10000') throw new Error(`alipay trade.refund: ${text.slice(0, 300)}`)
  return { mode: 'live', refundId: answer.trade_no ?? refundNoOf(r.orderNo), status: 'SUCCESS' }
}

/**
 * Returns the money of a paid order. The sandbox has no money to return (the console's refund is
 * the state change); with PAY_PROVIDER=real the configured gateway's refund API is called.
 */
export async function refundAtGateway(env: Env, r: RefundRequest, now: Date): Promise<RefundResult> {
  const config = payConfigFrom(env)
  if (config.mode === 'sandbox') return { mode: 'sandbox' }
  if (r.gateway === 'wechat') {
    if (!config.wechat) throw new Error('wechat pay not configured')
    return wechatRefund(config.wechat, r, Math.floor(now.getTime() / 1000))
  }
  if (!config.alipay) throw new Error('alipay not configured')
  return alipayRefund(config.alipay, r, now)
}
