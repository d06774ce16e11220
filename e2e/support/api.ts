import { AGREEMENT_VERSION } from '@gk/contract'
import { lastSmsCode } from './sandbox.ts'

/** Calls the API from node, as another device would. */
export async function api<T = unknown>(baseUrl: string, name: string, body: unknown, token?: string): Promise<{ code: number; message: string; data: T }> {
  const response = await fetch(`${baseUrl}/api/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { token } : {}) },
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
  const sent = await api(baseUrl, 'User/SendVerificationCode', { Mobile: mobile, Purpose: 'register' })
  if (sent.code !== 0) throw new Error(`register code for ${mobile}: ${sent.message}`)
  const Code = await lastSmsCode(baseUrl, mobile)
  return api<T>(baseUrl, 'User/AddStudentAndLogin', { Code, AgreementVersion: AGREEMENT_VERSION, ...body })
}
