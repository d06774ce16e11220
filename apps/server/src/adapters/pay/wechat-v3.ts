import { createCipheriv, createDecipheriv, createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto'

/**
 * WeChat Pay API v3 cryptography (pay.weixin.qq.com/docs/merchant/development/interface-rules):
 * SHA256-RSA request signatures with the merchant key, callback signatures checked with the
 * platform public key, callback resources encrypted with AEAD_AES_256_GCM under the APIv3 key.
 * Pure functions: the live adapter and the sandbox (which plays the gateway) share them.
 */

export type Pem = string | KeyObject

export function rsaSign(message: string, privateKey: Pem): string {
  return createSign('RSA-SHA256').update(message).sign(privateKey, 'base64')
}

export function rsaVerify(message: string, signature: string, publicKey: Pem): boolean {
  try {
    return createVerify('RSA-SHA256').update(message).verify(publicKey, signature, 'base64')
  } catch {
    return false
  }
}

export const nonce = (bytes = 16) => randomBytes(bytes).toString('hex').toUpperCase()

/** The `Authorization` header of a merchant request: METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n. */
export function authorizationHeader(input: {
  method: string
  /** path and query, e.g. /v3/pay/transactions/h5 */
  url: string
  body: string
  mchId: string
  serialNo: string
  privateKey: Pem
  timestamp: number
  nonceStr: string
}): string {
  const message = `${input.method}\n${input.url}\n${input.timestamp}\n${input.nonceStr}\n${input.body}\n`
  const signature = rsaSign(message, input.privateKey)
  return `WECHATPAY2-SHA256-RSA2048 mchid="${input.mchId}",nonce_str="${input.nonceStr}",signature="${signature}",timestamp="${input.timestamp}",serial_no="${input.serialNo}"`
}

export type EncryptedResource = {
  algorithm: 'AEAD_AES_256_GCM'
  ciphertext: string
  associated_data: string
  nonce: string
  original_type: string
}

/** The APIv3 key is 32 ASCII bytes; AES-256-GCM, the 16-byte tag appended to the ciphertext. */
export function encryptResource(apiV3Key: string, plaintext: string, associatedData: string, nonceStr: string): EncryptedResource {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonceStr, 'utf8'))
  cipher.setAAD(Buffer.from(associatedData, 'utf8'))
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext: body.toString('base64'), associated_data: associatedData, nonce: nonceStr, original_type: 'transaction' }
}

/** Throws when the ciphertext, nonce or associated data was tampered with (GCM tag mismatch). */
export function decryptResource(apiV3Key: string, resource: Pick<EncryptedResource, 'ciphertext' | 'associated_data' | 'nonce'>): string {
  const data = Buffer.from(resource.ciphertext, 'base64')
  if (data.length < 17) throw new Error('ciphertext too short')
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'))
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'))
  decipher.setAuthTag(data.subarray(data.length - 16))
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8')
}

export type NotificationHeaders = {
  'wechatpay-timestamp': string
  'wechatpay-nonce': string
  'wechatpay-signature': string
  'wechatpay-serial': string
}

/** What the gateway sends: headers signing `TIMESTAMP\nNONCE\nBODY\n` with the platform key. */
export function signNotification(body: string, platformPrivateKey: Pem, platformSerial: string, timestamp: number, nonceStr = nonce()): NotificationHeaders {
  return {
    'wechatpay-timestamp': String(timestamp),
    'wechatpay-nonce': nonceStr,
    'wechatpay-signature': rsaSign(`${timestamp}\n${nonceStr}\n${body}\n`, platformPrivateKey),
    'wechatpay-serial': platformSerial,
  }
}

export type VerifyResult = { ok: true } | { ok: false; reason: string }

/** Checks serial, freshness (replays of old callbacks are refused) and the RSA signature. */
export function verifyNotification(input: {
  headers: Record<string, string | string[] | undefined>
  body: string
  platformPublicKey: Pem
  platformSerial: string
  nowSeconds: number
  maxSkewSeconds?: number
}): VerifyResult {
  const header = (name: string) => {
    const v = input.headers[name]
    return Array.isArray(v) ? v[0] : v
  }
  const timestamp = header('wechatpay-timestamp')
  const nonceStr = header('wechatpay-nonce')
  const signature = header('wechatpay-signature')
  const serial = header('wechatpay-serial')
  if (!timestamp || !nonceStr || !signature || !serial) return { ok: false, reason: 'missing signature headers' }
  if (serial !== input.platformSerial) return { ok: false, reason: `unknown platform serial ${serial.slice(0, 64)}` }
  const ts = Number(timestamp)
  if (!Number.isInteger(ts) || Math.abs(input.nowSeconds - ts) > (input.maxSkewSeconds ?? 300)) {
    return { ok: false, reason: 'stale or invalid timestamp' }
  }
  if (!rsaVerify(`${timestamp}\n${nonceStr}\n${input.body}\n`, signature, input.platformPublicKey)) {
    return { ok: false, reason: 'bad signature' }
  }
  return { ok: true }
}

/** JSAPI (WeixinJSBridge) pay parameters: paySign over appId\ntimeStamp\nnonceStr\npackage\n. */
export function jsapiPayParams(appId: string, prepayId: string, privateKey: Pem, timestamp: number, nonceStr = nonce()) {
  const pkg = `prepay_id=${prepayId}`
  const timeStamp = String(timestamp)
  return {
    appId,
    timeStamp,
    nonceStr,
    package: pkg,
    signType: 'RSA' as const,
    paySign: rsaSign(`${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`, privateKey),
  }
}

/** APP (OpenSDK PayReq) parameters: sign over appid\ntimestamp\nnoncestr\nprepayid\n. */
export function appPayParams(appId: string, mchId: string, prepayId: string, privateKey: Pem, timestamp: number, nonceStr = nonce()) {
  const ts = String(timestamp)
  return {
    appid: appId,
    partnerid: mchId,
    prepayid: prepayId,
    package: 'Sign=WXPay',
    noncestr: nonceStr,
    timestamp: ts,
    sign: rsaSign(`${appId}\n${ts}\n${nonceStr}\n${prepayId}\n`, privateKey),
  }
}

/** The decrypted `transaction` resource fields we rely on. */
export type WechatTransaction = {
  appid?: string
  mchid?: string
  out_trade_no: string
  transaction_id: string
  trade_state: string
  success_time?: string
  amount: { total: number; payer_total?: number; currency?: string }
}

export function parseTransaction(json: string): WechatTransaction | null {
  try {
    const t = JSON.parse(json) as Partial<WechatTransaction>
    if (typeof t.out_trade_no !== 'string' || typeof t.transaction_id !== 'string' || typeof t.trade_state !== 'string') return null
    if (!t.amount || !Number.isInteger(t.amount.total)) return null
    return t as WechatTransaction
  } catch {
    return null
  }
}
