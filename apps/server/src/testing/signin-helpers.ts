import { hashToken, newToken } from '../services/tokens.ts'
import type { TestApp } from './build-test-app.ts'

/** Env for sign-in tests: console SMS with its sandbox hook. */
export const signinTestEnv = { SANDBOX_ENDPOINTS: 'true', SMS_PROVIDER: 'console' }

/** Reads the last code the console provider "sent" through the sandbox hook, as e2e does. */
export async function lastCode(app: TestApp, mobile: string): Promise<string> {
  const response = await fetch(`${app.baseUrl}/sandbox/sms/last-code?mobile=${mobile}`)
  const body = (await response.json()) as { code: number; data: { Code: string } | null }
  if (body.code !== 0 || !body.data) throw new Error(`no code for ${mobile}`)
  return body.data.Code
}

/** Sends a code and returns it (moves the clock past the resend interval first). */
export async function sendCode(app: TestApp, mobile: string, purpose: 'login' | 'register' | 'reset' | 'bind' = 'login') {
  app.clock.advance(61_000)
  const sent = await app.call('User/SendVerificationCode', { Mobile: mobile, Purpose: purpose })
  if (sent.code !== 0) throw new Error(sent.message)
  return lastCode(app, mobile)
}

/** A code that is certainly not `code`. */
export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000'
}

/** An open-id handle for a WeChat openid, as the sign-in flow issues it (decision 007). */
export async function wechatHandle(app: TestApp, openId: string): Promise<string> {
  const handle = newToken()
  const now = app.clock.now()
  await app.db.query(`INSERT INTO open_id_grants (handle_hash, open_type, open_id, created_at, expires_at) VALUES ($1, 2, $2, $3, $4)`, [
    hashToken(handle),
    openId,
    now,
    new Date(now.getTime() + 86_400_000),
  ])
  return handle
}
