import type { EndpointName, Input, Output } from '@gk/contract'
import type { TestApp } from '../../testing/build-test-app.ts'

let counter = 0

/** A fresh signed-in user (optionally a ZNK member, MemberType 1). */
export async function signUpCandidate(app: TestApp, options: { member?: boolean } = {}): Promise<{ token: string; userId: number }> {
  counter += 1
  const mobile = `137${String(Date.now() % 100_000).padStart(5, '0')}${String(counter % 1000).padStart(3, '0')}`
  const res = await app.signUp({ Mobile: mobile, Password: 'abc12345', ExamYear: 2026, ExamProvinceId: 32 })
  if (res.code !== 0) throw new Error(`sign up failed: ${res.message}`)
  if (options.member) await app.db.query('UPDATE users SET member_type = 1 WHERE id = $1', [res.data.UserId])
  return { token: res.data.token, userId: res.data.UserId }
}

/**
 * `app.call` with the success data typed as present: these tests assert the code first, and a
 * failing call then fails the test on the assertion, not on a null check.
 */
export function typedCall(getApp: () => TestApp) {
  return async <N extends EndpointName>(name: N, input: Input<N> | Record<string, unknown>, token?: string) =>
    (await getApp().call(name, input, token)) as { code: number; message: string; data: Output<N> }
}
