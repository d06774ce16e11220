import { beijingSecond } from '@gk/domain'
import { signParams, type AlipayParams } from './alipay.ts'
import type { AlipayConfig, WechatPayConfig } from './pay-config.ts'
import { authorizationHeader, nonce, verifyNotification } from './wechat-v3.ts'

/**
 * The signed round trip of each live gateway, shared by payment and refund: the request signed with our
 * merchant key, the answer refused unless the gateway signed it (WeChat) or said it succeeded (the caller
 * reads Alipay's answer, whose shape differs per method). `label` names the call in errors.
 */
export async function wechatSignedPost(config: WechatPayConfig, url: string, body: string, nowSeconds: number, label: string): Promise<string> {
  const response = await fetch(`${config.apiBase}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: authorizationHeader({
        method: 'POST',
        url,
        body,
        mchId: config.mchId,
        serialNo: config.mchSerial,
        privateKey: config.mchPrivateKey,
        timestamp: nowSeconds,
        nonceStr: nonce(),
      }),
    },
    body,
    signal: AbortSignal.timeout(10_000),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${label} ${response.status}: ${text.slice(0, 300)}`)
  // the answer is signed like a notification; an unsigned answer may come from anyone on the path
  const verdict = verifyNotification({
    headers: Object.fromEntries(response.headers.entries()),
    body: text,
    platformPublicKey: config.platformPublicKey,
    platformSerial: config.platformSerial,
    nowSeconds,
  })
  if (!verdict.ok) throw new Error(`${label} answer not trusted: ${verdict.reason}`)
  return text
}

/** Calls one Alipay open-platform method with the common parameters, RSA2-signed; returns the raw answer. */
export async function alipaySignedPost(config: AlipayConfig, method: string, bizContent: object, now: Date, extra: AlipayParams = {}): Promise<string> {
  const params: AlipayParams = {
    app_id: config.appId,
    method,
    format: 'JSON',
    charset: 'utf-8',
    sign_type: 'RSA2',
    timestamp: beijingSecond(now),
    version: '1.0',
    ...extra,
    biz_content: JSON.stringify(bizContent),
  }
  params.sign = signParams(params, config.privateKey)
  const response = await fetch(config.gateway, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
    body: new URLSearchParams(params).toString(),
    signal: AbortSignal.timeout(10_000),
  })
  return response.text()
}
