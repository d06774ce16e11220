import type { ConsoleRole, EndpointName, Envelope, Input, Output } from '@gk/contract'
import { createConsoleAccount } from '../modules/admin/accounts.ts'
import type { TestApp } from './build-test-app.ts'

let counter = 0

/** A console account of `role`, signed in; returns its `admin-token`. */
export async function consoleLogin(
  app: TestApp,
  role: ConsoleRole,
  displayName = `测试${role}`,
): Promise<{ token: string; accountId: number; userName: string }> {
  counter += 1
  const userName = `${role}${counter}${Date.now() % 100_000}`
  const { row, password } = await createConsoleAccount(app.db, { userName, displayName, role, now: app.clock.now(), mustChange: false })
  const res = await app.call('Admin/Login', { UserName: userName, Password: password })
  if (res.code !== 0 || !res.data) throw new Error(`console login failed: ${res.message}`)
  return { token: res.data.Token, accountId: row.id, userName }
}

/** Calls a console endpoint with the console header (and optionally a student token beside it). */
export async function adminCall<N extends EndpointName>(
  app: TestApp,
  name: N,
  input: Input<N> | Record<string, unknown>,
  adminToken?: string,
  studentToken?: string,
) {
  const headers: Record<string, string> = {}
  if (adminToken) headers['admin-token'] = adminToken
  if (studentToken) headers.token = studentToken
  const { body } = await app.post(`/api/${name}`, JSON.stringify(input), headers)
  return body as Envelope<Output<N>>
}

let students = 0

/** A fresh signed-in student (江苏 2026 unless told), optionally a ZNK member. */
export async function signUpStudent(app: TestApp, options: { provinceId?: number; member?: boolean } = {}): Promise<{ token: string; userId: number }> {
  students += 1
  const mobile = `136${String(Date.now() % 100_000).padStart(5, '0')}${String(students % 1000).padStart(3, '0')}`
  const res = await app.signUp({ Mobile: mobile, Password: 'abc12345', ExamYear: 2026, ExamProvinceId: options.provinceId ?? 32 })
  if (res.code !== 0 || !res.data) throw new Error(`sign up failed: ${res.message}`)
  if (options.member) await app.db.query('UPDATE users SET member_type = 1 WHERE id = $1', [res.data.UserId])
  return { token: res.data.token, userId: res.data.UserId }
}

/** Confirms an order on the pay sandbox page, like a person in the browser. */
export async function confirmSandboxPay(app: TestApp, orderNo: string): Promise<number> {
  const response = await fetch(`${app.baseUrl}/sandbox/pay/${orderNo}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'return=%2F',
    redirect: 'manual',
  })
  return response.status
}
