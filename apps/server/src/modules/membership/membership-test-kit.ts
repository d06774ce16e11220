import type { TestApp } from '../../testing/build-test-app.ts'

let counter = 0

/** A fresh signed-in user; returns the token and id. */
export async function signUp(app: TestApp, examYear = 2027): Promise<{ token: string; userId: number }> {
  counter += 1
  const mobile = `139${String(Date.now() % 100_000).padStart(5, '0')}${String(counter % 1000).padStart(3, '0')}`
  const res = await app.signUp({ Mobile: mobile, Password: 'abc12345', ExamYear: examYear, ExamProvinceId: 11 })
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

export { wechatHandle } from '../../testing/signin-helpers.ts'
