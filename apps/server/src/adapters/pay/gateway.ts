import { beijingRfc3339, beijingSecond, fenToYuan, yuanToFen } from '@gk/domain'
import type { Env } from '../../env.ts'
import { verifyNotifyParams, type AlipayParams } from './alipay.ts'
import { payConfigFrom, type AlipayConfig, type PayConfig, type WechatPayConfig } from './pay-config.ts'
import { sandboxKeys } from './sandbox-keys.ts'
import { alipaySignedPost, wechatSignedPost } from './signed-calls.ts'
import { appPayParams, decryptResource, jsapiPayParams, parseTransaction, verifyNotification, type EncryptedResource, type Pem } from './wechat-v3.ts'

export type WechatKind = 'h5' | 'jsapi' | 'native' | 'app'
export type PayOrder = {
  orderNo: string
  amountFen: number
  description: string
  expiresAt: Date
  clientIp: string
  openId?: string | undefined
  buyerId?: string | undefined
}
/** A notification that passed signature checks: what the gateway says was paid. */
export type VerifiedPayment = { orderNo: string; tradeNo: string; amountFen: number; isSuccess: boolean; appId: string | null; mchId: string | null }
export type NotifyCheck = { ok: true; payment: VerifiedPayment } | { ok: false; reason: string }

/** The merchant identity a verified notification must name (appid / mchid / app_id). */
export type MerchantIds = { wechatAppId: string; wechatMchId: string; alipayAppId: string }

export type PayGateway = {
  mode: 'sandbox' | 'live'
  config: PayConfig
  /** false when the channel is not configured (live without keys, or the sandbox in production) */
  has(gateway: 'wechat' | 'alipay'): boolean
  merchantIds(): MerchantIds
  /** page a phone opens to pay in the sandbox; null with live gateways */
  sandboxUrl(orderNo: string): string | null
  wechatPrepare(kind: WechatKind, order: PayOrder): Promise<{ h5_url?: string; code_url?: string; prepay_id?: string }>
  wechatClientParams(kind: 'jsapi', prepayId: string, nowSeconds: number): ReturnType<typeof jsapiPayParams>
  wechatClientParams(kind: 'app', prepayId: string, nowSeconds: number): ReturnType<typeof appPayParams>
  wechatVerify(headers: Record<string, string | string[] | undefined>, rawBody: string, nowSeconds: number): NotifyCheck
  alipayCreate(order: PayOrder, now: Date): Promise<{ trade_no: string }>
  alipayVerify(params: AlipayParams): NotifyCheck
}

type WechatKeys = { appId: string; mchId: string; mchSerial: string; mchPrivateKey: Pem; platformSerial: string; platformPublicKey: Pem; apiV3Key: string }

function wechatKeysOf(config: PayConfig): WechatKeys | null {
  if (config.mode === 'sandbox') {
    const k = sandboxKeys()
    return {
      appId: k.appId,
      mchId: k.mchId,
      mchSerial: 'SANDBOXMERCHANT',
      mchPrivateKey: k.merchantPrivateKey,
      platformSerial: k.wechatPlatformSerial,
      platformPublicKey: k.wechatPlatformPublicKey,
      apiV3Key: k.apiV3Key,
    }
  }
  return config.wechat
}

function alipayKeysOf(config: PayConfig): { appId: string; privateKey: Pem; alipayPublicKey: Pem } | null {
  if (config.mode === 'sandbox') {
    const k = sandboxKeys()
    return { appId: '2021000000000000', privateKey: k.merchantPrivateKey, alipayPublicKey: k.alipayPublicKey }
  }
  return config.alipay
}

/** Parses and checks a WeChat v3 notification: signature first, then AES-GCM decryption. */
function checkWechat(keys: WechatKeys, headers: Record<string, string | string[] | undefined>, rawBody: string, nowSeconds: number): NotifyCheck {
  const verdict = verifyNotification({ headers, body: rawBody, platformPublicKey: keys.platformPublicKey, platformSerial: keys.platformSerial, nowSeconds })
  if (!verdict.ok) return verdict
  let resource: EncryptedResource
  try {
    const envelope = JSON.parse(rawBody) as { resource?: EncryptedResource; event_type?: string }
    if (!envelope.resource) return { ok: false, reason: 'no resource' }
    resource = envelope.resource
  } catch {
    return { ok: false, reason: 'body is not JSON' }
  }
  let plaintext: string
  try {
    plaintext = decryptResource(keys.apiV3Key, resource)
  } catch {
    return { ok: false, reason: 'resource decryption failed' }
  }
  const t = parseTransaction(plaintext)
  if (!t) return { ok: false, reason: 'resource is not a transaction' }
  return {
    ok: true,
    payment: {
      orderNo: t.out_trade_no,
      tradeNo: t.transaction_id,
      amountFen: t.amount.total,
      isSuccess: t.trade_state === 'SUCCESS',
      appId: t.appid ?? null,
      mchId: t.mchid ?? null,
    },
  }
}

function checkAlipay(keys: { appId: string; alipayPublicKey: Pem }, params: AlipayParams): NotifyCheck {
  if (!verifyNotifyParams(params, keys.alipayPublicKey)) return { ok: false, reason: 'bad signature' }
  const amountFen = yuanToFen(params.total_amount)
  if (!params.out_trade_no || !params.trade_no || amountFen === null) return { ok: false, reason: 'missing fields' }
  return {
    ok: true,
    payment: {
      orderNo: params.out_trade_no,
      tradeNo: params.trade_no,
      amountFen,
      isSuccess: params.trade_status === 'TRADE_SUCCESS' || params.trade_status === 'TRADE_FINISHED',
      appId: params.app_id ?? null,
      mchId: null,
    },
  }
}

async function wechatLiveRequest(config: WechatPayConfig, kind: WechatKind, order: PayOrder, notifyUrl: string, nowSeconds: number) {
  const body = JSON.stringify({
    appid: config.appId,
    mchid: config.mchId,
    description: order.description,
    out_trade_no: order.orderNo,
    time_expire: beijingRfc3339(order.expiresAt),
    notify_url: notifyUrl,
    amount: { total: order.amountFen, currency: 'CNY' },
    ...(kind === 'jsapi' ? { payer: { openid: order.openId } } : {}),
    ...(kind === 'h5' ? { scene_info: { payer_client_ip: order.clientIp, h5_info: { type: 'Wap' } } } : {}),
  })
  const text = await wechatSignedPost(config, `/v3/pay/transactions/${kind}`, body, nowSeconds, `wechat pay ${kind}`)
  return JSON.parse(text) as { h5_url?: string; code_url?: string; prepay_id?: string }
}

async function alipayLiveCreate(config: AlipayConfig, order: PayOrder, notifyUrl: string, now: Date) {
  const bizContent = {
    out_trade_no: order.orderNo,
    total_amount: fenToYuan(order.amountFen),
    subject: order.description,
    product_code: 'JSAPI_PAY',
    op_app_id: config.appId,
    ...(order.buyerId ? { buyer_id: order.buyerId } : {}),
    time_expire: beijingSecond(order.expiresAt),
  }
  const text = await alipaySignedPost(config, 'alipay.trade.create', bizContent, now, { notify_url: notifyUrl })
  const parsed = JSON.parse(text) as { alipay_trade_create_response?: { code?: string; trade_no?: string; sub_msg?: string } }
  const answer = parsed.alipay_trade_create_response
  if (!answer || answer.code !== '10000' || !answer.trade_no) throw new Error(`alipay trade.create: ${text.slice(0, 300)}`)
  return { trade_no: answer.trade_no }
}

function createGateway(env: Env): PayGateway {
  const config = payConfigFrom(env)
  // the sandbox hands out free payments: only where test hooks are switched on explicitly
  // (SANDBOX_ENDPOINTS=true, refused in production), never on a default install
  const sandboxOn = config.mode === 'sandbox' && env.SANDBOX_ENDPOINTS && env.NODE_ENV !== 'production'
  const wechat = sandboxOn || config.mode === 'live' ? wechatKeysOf(config) : null
  const alipay = sandboxOn || config.mode === 'live' ? alipayKeysOf(config) : null
  const notifyUrl = (gateway: string) => `${config.publicBaseUrl}/pay/notify/${gateway}`
  const sandboxUrl = (orderNo: string) => `${config.publicBaseUrl}/sandbox/pay/${orderNo}`
  const need = <T>(v: T | null): T => {
    if (!v) throw new Error('pay channel not configured')
    return v
  }
  return {
    mode: config.mode,
    config,
    has: (g) => (g === 'wechat' ? wechat !== null : alipay !== null),
    merchantIds: () => ({ wechatAppId: wechat?.appId ?? '', wechatMchId: wechat?.mchId ?? '', alipayAppId: alipay?.appId ?? '' }),
    sandboxUrl: (orderNo) => (sandboxOn ? sandboxUrl(orderNo) : null),
    async wechatPrepare(kind, order) {
      if (sandboxOn) {
        const url = sandboxUrl(order.orderNo)
        return kind === 'h5' ? { h5_url: url } : kind === 'native' ? { code_url: url } : { prepay_id: `sandbox_${order.orderNo}` }
      }
      return wechatLiveRequest(need(config.wechat), kind, order, notifyUrl('wechat'), Math.floor(Date.now() / 1000))
    },
    wechatClientParams(kind: 'jsapi' | 'app', prepayId: string, nowSeconds: number) {
      const k = need(wechat)
      return kind === 'jsapi'
        ? jsapiPayParams(k.appId, prepayId, k.mchPrivateKey, nowSeconds)
        : appPayParams(k.appId, k.mchId, prepayId, k.mchPrivateKey, nowSeconds)
    },
    wechatVerify: (headers, rawBody, nowSeconds) =>
      wechat ? checkWechat(wechat, headers, rawBody, nowSeconds) : { ok: false, reason: 'wechat pay not configured' },
    async alipayCreate(order, now) {
      if (sandboxOn) return { trade_no: `SANDBOX${order.orderNo}` }
      return alipayLiveCreate(need(config.alipay), order, notifyUrl('alipay'), now)
    },
    alipayVerify: (params) => (alipay ? checkAlipay(alipay, params) : { ok: false, reason: 'alipay not configured' }),
  } as PayGateway
}

// one gateway per configuration (per app): the handlers and the notify routes share it
const gateways = new WeakMap<Env, PayGateway>()

export function payGatewayFor(env: Env): PayGateway {
  let gateway = gateways.get(env)
  if (!gateway) {
    gateway = createGateway(env)
    gateways.set(env, gateway)
  }
  return gateway
}
