import { beijingSecond } from '@gk/domain'
import { createSign, createVerify } from 'node:crypto'
import { ErrorCode } from '@gk/contract'
import { AppError } from '../../kernel/app-error.ts'
import type { CodeExchangeProvider, FetchLike } from './oauth-provider.ts'

export type AlipayConfig = { appId: string; privateKey: string; alipayPublicKey: string; gateway: string }

/** Alipay hands out bare base64 keys; node:crypto wants PEM. */
export function toPem(key: string, kind: 'PRIVATE' | 'PUBLIC'): string {
  const text = key.replace(/\\n/g, '\n').trim()
  if (text.includes('-----BEGIN')) return text
  const body = text.replace(/\s+/g, '').replace(/(.{64})/g, '$1\n')
  return `-----BEGIN ${kind} KEY-----\n${body.trim()}\n-----END ${kind} KEY-----\n`
}

/** Alipay's content to sign: parameters sorted by name, empty ones and `sign` left out, raw `k=v` joined by `&`. */
export function alipaySignContent(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&')
}

/** RSA2 = SHA256withRSA, base64. */
export function rsa2Sign(content: string, privateKeyPem: string): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(toPem(privateKeyPem, 'PRIVATE'), 'base64')
}

export function rsa2Verify(content: string, signature: string, publicKeyPem: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(toPem(publicKeyPem, 'PUBLIC'), signature, 'base64')
  } catch {
    return false
  }
}

/** "yyyy-MM-dd HH:mm:ss" in Beijing time, as the gateway expects. */
export function alipayTimestamp(at: Date): string {
  return beijingSecond(at)
}

/**
 * The signed part of a gateway answer is the raw JSON text of the `<method>_response` (or
 * `error_response`) value, exactly as sent: re-serialising the parsed object could change it.
 */
export function extractSignedNode(raw: string, nodeName: string): string | null {
  const key = `"${nodeName}":`
  const start = raw.indexOf(key)
  if (start < 0) return null
  const signAt = raw.lastIndexOf(',"sign"')
  const end = signAt > start ? signAt : raw.lastIndexOf('}')
  return raw.slice(start + key.length, end).trim()
}

type TokenNode = { user_id?: string; open_id?: string; access_token?: string; code?: string; sub_code?: string; sub_msg?: string }

/** alipay.system.oauth.token: auth code → user id / open id, RSA2-signed both ways. */
export function createAlipayProvider(config: AlipayConfig, fetchImpl: FetchLike = fetch, now: () => Date = () => new Date()): CodeExchangeProvider {
  const method = 'alipay.system.oauth.token'
  return {
    async exchange(code, deps) {
      if (!config.appId || !config.privateKey || !config.alipayPublicKey) {
        deps.log.error('alipay oauth is selected but not configured')
        throw new AppError(ErrorCode.Unavailable, '支付宝登录暂不可用')
      }
      const params: Record<string, string> = {
        app_id: config.appId,
        method,
        format: 'JSON',
        charset: 'utf-8',
        sign_type: 'RSA2',
        timestamp: alipayTimestamp(now()),
        version: '1.0',
        grant_type: 'authorization_code',
        code,
      }
      params.sign = rsa2Sign(alipaySignContent(params), config.privateKey)
      let raw: string
      try {
        const response = await fetchImpl(config.gateway, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
          body: new URLSearchParams(params).toString(),
          signal: AbortSignal.timeout(10_000),
        })
        raw = await response.text()
      } catch (error) {
        deps.log.error({ err: error }, 'alipay gateway unreachable')
        throw new AppError(ErrorCode.Unavailable, '支付宝服务暂不可用，请稍后重试')
      }
      const parsed = JSON.parse(raw) as Record<string, unknown> & { sign?: string }
      const nodeName = 'error_response' in parsed ? 'error_response' : `${method.replace(/\./g, '_')}_response`
      const signed = extractSignedNode(raw, nodeName)
      if (!signed || !parsed.sign || !rsa2Verify(signed, parsed.sign, config.alipayPublicKey)) {
        deps.log.warn('alipay answer with a bad signature')
        throw new AppError(ErrorCode.Unavailable, '支付宝服务暂不可用，请稍后重试')
      }
      const node = parsed[nodeName] as TokenNode
      const id = node.open_id ?? node.user_id
      if (nodeName === 'error_response' || !id) {
        deps.log.info({ code: node.code, subCode: node.sub_code }, 'alipay refused the auth code')
        throw new AppError(ErrorCode.OpenIdInvalid)
      }
      return { openId: id, unionId: '', nickname: '', avatar: '', aliUserId: node.user_id ?? id }
    },
  }
}
