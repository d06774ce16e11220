import { existsSync, readFileSync } from 'node:fs'
import type { Env } from '../../env.ts'

export type WechatPayConfig = {
  appId: string
  mchId: string
  mchSerial: string
  mchPrivateKey: string
  platformSerial: string
  platformPublicKey: string
  apiV3Key: string
  apiBase: string
}
export type AlipayConfig = { appId: string; privateKey: string; alipayPublicKey: string; gateway: string }

export type PayConfig = {
  mode: 'sandbox' | 'live'
  /** absolute origin the gateways and phones reach us at; '' in local use (relative URLs) */
  publicBaseUrl: string
  orderTtlMs: number
  wechat: WechatPayConfig | null
  alipay: AlipayConfig | null
}

/** A PEM given inline (with literal "\n" allowed, as env files write it) or as a file path. */
export function readPem(value: string | undefined): string | undefined {
  if (!value) return undefined
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n')
  return existsSync(value) ? readFileSync(value, 'utf8') : undefined
}

/** Live gateways are configured only when every value is present; a partial setup stays off. */
export function payConfigFrom(env: Env): PayConfig {
  const mchPrivateKey = readPem(env.WECHATPAY_MCH_PRIVATE_KEY)
  const platformPublicKey = readPem(env.WECHATPAY_PLATFORM_PUBLIC_KEY)
  const wechat =
    env.WECHATPAY_APP_ID &&
    env.WECHATPAY_MCH_ID &&
    env.WECHATPAY_MCH_SERIAL &&
    mchPrivateKey &&
    env.WECHATPAY_PLATFORM_SERIAL &&
    platformPublicKey &&
    env.WECHATPAY_APIV3_KEY
      ? {
          appId: env.WECHATPAY_APP_ID,
          mchId: env.WECHATPAY_MCH_ID,
          mchSerial: env.WECHATPAY_MCH_SERIAL,
          mchPrivateKey,
          platformSerial: env.WECHATPAY_PLATFORM_SERIAL,
          platformPublicKey,
          apiV3Key: env.WECHATPAY_APIV3_KEY,
          apiBase: env.WECHATPAY_API_BASE,
        }
      : null
  const alipayPrivateKey = readPem(env.ALIPAY_PRIVATE_KEY)
  const alipayPublicKey = readPem(env.ALIPAY_PUBLIC_KEY)
  const alipay =
    env.ALIPAY_APP_ID && alipayPrivateKey && alipayPublicKey
      ? { appId: env.ALIPAY_APP_ID, privateKey: alipayPrivateKey, alipayPublicKey, gateway: env.ALIPAY_GATEWAY }
      : null
  return {
    mode: env.PAY_PROVIDER === 'real' ? 'live' : 'sandbox',
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? '').replace(/\/+$/, ''),
    orderTtlMs: env.ORDER_TTL_MINUTES * 60_000,
    wechat,
    alipay,
  }
}
