import { createSign, createVerify } from 'node:crypto'
import type { Pem } from './wechat-v3.ts'

/**
 * Alipay open platform RSA2 (SHA256withRSA) signatures, written with node:crypto: the string to
 * sign is every non-empty parameter except `sign` (and `sign_type` for notifications), sorted by
 * key, joined as k=v with &. Fen ⇄ yuan conversion lives here because Alipay speaks yuan strings.
 */

export type AlipayParams = Record<string, string>

export function signContent(params: AlipayParams, omit: readonly string[] = ['sign']): string {
  return Object.keys(params)
    .filter((k) => !omit.includes(k) && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&')
}

/** Requests sign everything but `sign`; notifications (the sandbox sends them) also leave out `sign_type`. */
export function signParams(params: AlipayParams, privateKey: Pem, omit: readonly string[] = ['sign']): string {
  return createSign('RSA-SHA256').update(signContent(params, omit), 'utf8').sign(privateKey, 'base64')
}

/** Notification check: `sign` and `sign_type` are left out of the content (Alipay's rule). */
export function verifyNotifyParams(params: AlipayParams, alipayPublicKey: Pem): boolean {
  const signature = params.sign
  if (!signature || (params.sign_type && params.sign_type !== 'RSA2')) return false
  try {
    return createVerify('RSA-SHA256')
      .update(signContent(params, ['sign', 'sign_type']), 'utf8')
      .verify(alipayPublicKey, signature, 'base64')
  } catch {
    return false
  }
}
