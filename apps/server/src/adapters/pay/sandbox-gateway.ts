import { beijingRfc3339, beijingSecond, fenToYuan } from '@gk/domain'
import { randomBytes, randomUUID } from 'node:crypto'
import { signParams } from './alipay.ts'
import { sandboxKeys } from './sandbox-keys.ts'
import { encryptResource, signNotification, type NotificationHeaders } from './wechat-v3.ts'

/**
 * The gateway side of the sandbox: builds the notifications WeChat Pay v3 and Alipay send after a
 * payment, byte for byte in their format and signed with the sandbox's gateway keys. Our notify
 * endpoints verify them with the same code that verifies the real gateways.
 */
export type SandboxPayment = { orderNo: string; amountFen: number; channel: string; tradeNo?: string }

const tradeTypes: Record<string, string> = { wechat_h5: 'MWEB', wechat_jsapi: 'JSAPI', wechat_native: 'NATIVE', wechat_app: 'APP' }

export function sandboxWechatNotification(p: SandboxPayment, now: Date): { headers: NotificationHeaders; body: string } {
  const k = sandboxKeys()
  const resource = JSON.stringify({
    appid: k.appId,
    mchid: k.mchId,
    out_trade_no: p.orderNo,
    transaction_id: p.tradeNo ?? `4200${randomBytes(12).toString('hex').replace(/\D/g, '').padEnd(24, '7').slice(0, 24)}`,
    trade_type: tradeTypes[p.channel] ?? 'MWEB',
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    bank_type: 'OTHERS',
    success_time: beijingRfc3339(now),
    payer: { openid: 'o_sandbox_payer' },
    amount: { total: p.amountFen, payer_total: p.amountFen, currency: 'CNY', payer_currency: 'CNY' },
  })
  const body = JSON.stringify({
    id: randomUUID(),
    create_time: beijingRfc3339(now),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: encryptResource(k.apiV3Key, resource, 'transaction', randomBytes(6).toString('hex')),
  })
  const headers = signNotification(body, k.wechatPlatformPrivateKey, k.wechatPlatformSerial, Math.floor(now.getTime() / 1000))
  return { headers, body }
}

/** Alipay's asynchronous notification: a form post signed RSA2 with Alipay's key. */
export function sandboxAlipayNotification(p: SandboxPayment, now: Date): string {
  const k = sandboxKeys()
  const params: Record<string, string> = {
    notify_time: beijingSecond(now),
    notify_type: 'trade_status_sync',
    notify_id: randomBytes(16).toString('hex'),
    app_id: '2021000000000000',
    charset: 'utf-8',
    version: '1.0',
    trade_no: p.tradeNo ?? `2027${randomBytes(10).toString('hex').replace(/\D/g, '').padEnd(24, '3').slice(0, 24)}`,
    out_trade_no: p.orderNo,
    trade_status: 'TRADE_SUCCESS',
    total_amount: fenToYuan(p.amountFen),
    receipt_amount: fenToYuan(p.amountFen),
    buyer_id: '2088000000000000',
    gmt_payment: beijingSecond(now),
    sign_type: 'RSA2',
  }
  params.sign = signParams(params, k.alipayPrivateKey, ['sign', 'sign_type'])
  return new URLSearchParams(params).toString()
}
