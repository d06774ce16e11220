import { AGREEMENT_VERSION } from '@gk/contract'
import { lastSmsCode } from './sandbox.ts'

let devices = 0
/**
 * A client address no other simulated device of this run has. The server's per-address limits
 * (30 code sends an hour) are right for one school's Wi-Fi, but the whole suite runs from one
 * loopback address; the e2e server trusts X-Forwarded-For (TRUST_PROXY) so each phone counts as its own.
 */
export function deviceAddress(): string {
  devices += 1
  const n = (process.pid * 1000 + devices) % 16_000_000
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

/** Calls the API from node, as another device would (from `from`, or a fresh address). */
export async function api<T = unknown>(
  baseUrl: string,
  name: string,
  body: unknown,
  token?: string,
  from = deviceAddress(),
): Promise<{ code: number; message: string; data: T }> {
  const response = await fetch(`${baseUrl}/api/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from, ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  })
  return (await response.json()) as { code: number; message: string; data: T }
}

let counter = 0
/** A mobile number no other test run uses (time-based, 139 prefix). */
export function uniqueMobile(): string {
  counter += 1
  const tail = String((Date.now() * 10 + counter) % 100_000_000).padStart(8, '0')
  return `139${tail}`
}

/**
 * Registers as the app does: a register code (read through the sandbox SMS hook, as the phone
 * would show it) and the agreement ticked. `body` may override any field.
 */
export async function signUp<T = { token: string; UserId: number }>(
  baseUrl: string,
  body: Record<string, unknown>,
): Promise<{ code: number; message: string; data: T }> {
  const mobile = String(body.Mobile)
  const phone = deviceAddress()
  const sent = await api(baseUrl, 'User/SendVerificationCode', { Mobile: mobile, Purpose: 'register' }, undefined, phone)
  if (sent.code !== 0) throw new Error(`register code for ${mobile}: ${sent.message}`)
  const Code = await lastSmsCode(baseUrl, mobile)
  return api<T>(baseUrl, 'User/AddStudentAndLogin', { Code, AgreementVersion: AGREEMENT_VERSION, ...body }, undefined, phone)
}
