import { hashToken, newToken } from '../../http/tokens.ts'
import type { TestApp } from '../../testing/build-test-app.ts'

let counter = 0

/** A fresh signed-in user; returns the token and id. */
export async function signUp(app: TestApp, examYear = 2027): Promise<{ token: string; userId: number }> {
  counter += 1
  const mobile = `139${String(Date.now() % 100_000).padStart(5, '0')}${String(counter % 1000).padStart(3, '0')}`
  const res = await app.call('User/AddStudentAndLogin', { Mobile: mobile, Password: 'abc12345', ExamYear: examYear, ExamProvinceId: 11 })
  if (res.code !== 0) throw new Error(`sign up failed: ${res.message}`)
  return { token: res.data.token, userId: res.data.UserId }
}

/** Opens the sandbox confirm page and confirms, like a person in the browser. */
export async function payInSandbox(app: TestApp, orderNo: string): Promise<number> {
  const response = await fetch(`${app.baseUrl}/sandbox/pay/${orderNo}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'return=%2F%23%2Fpages%2Fpersonal%2Fopenmamber%2Forderpay',
    redirect: 'manual',
  })
  return response.status
}

/** An open-id handle for a WeChat openid, as the sign-in flow issues it (decision 007). */
export async function wechatHandle(app: TestApp, openId: string): Promise<string> {
  const handle = newToken()
  const now = app.clock.now()
  await app.db.query(
    `INSERT INTO open_id_grants (handle_hash, open_type, open_id, created_at, expires_at) VALUES ($1, 2, $2, $3, $4)`,
    [hashToken(handle), openId, now, new Date(now.getTime() + 86_400_000)],
  )
  return handle
}
