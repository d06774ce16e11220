import { ErrorCode } from '@gk/contract'
import { describe, expect, it } from 'vitest'
import { testAppPerFile } from '../../testing/build-test-app.ts'
import { createConsoleAccount } from './accounts.ts'

// TRUST_PROXY: each test names its client address in X-Forwarded-For
const app = testAppPerFile({ env: { TRUST_PROXY: 'true' } })

async function operator(userName: string) {
  const { password } = await createConsoleAccount(app.db, { userName, displayName: '值班运营', role: 'operator', now: app.clock.now() })
  return password
}
async function loginFrom(ip: string, UserName: string, Password: string) {
  const { body } = await app.post('/api/Admin/Login', JSON.stringify({ UserName, Password }), { 'x-forwarded-for': ip })
  return body.code
}

describe('Admin/Login limits', () => {
  it('five wrong passwords lock the name only for the address they came from', async () => {
    const password = await operator('ops-lock-a')
    for (let i = 0; i < 5; i += 1) expect(await loginFrom('10.7.0.1', 'OPS-Lock-A', 'wrong-password')).toBe(ErrorCode.ConsoleLoginFailed)
    expect(await loginFrom('10.7.0.1', 'ops-lock-a', password)).toBe(ErrorCode.TooManyAttempts)
    expect(await loginFrom('10.7.0.2', 'ops-lock-a', password)).toBe(0)
  })

  it('strangers from many addresses slow a name down but never lock its operator out', async () => {
    const password = await operator('ops-lock-b')
    for (let i = 0; i < 20; i += 1) {
      expect(await loginFrom(`10.7.1.${i + 1}`, 'ops-lock-b', 'wrong-password')).toBe(ErrorCode.ConsoleLoginFailed)
      // past 10 failures the name takes one try every 3 s; these strangers keep to it
      app.clock.advance(3000)
    }
    expect(await loginFrom('10.7.2.1', 'ops-lock-b', password)).toBe(0)
  })

  it('checks exactly five of 40 parallel guesses from one address', async () => {
    await operator('ops-lock-c')
    const codes = await Promise.all(Array.from({ length: 40 }, () => loginFrom('10.7.3.1', 'ops-lock-c', 'wrong-password')))
    expect(codes.filter((c) => c === ErrorCode.ConsoleLoginFailed)).toHaveLength(5)
    expect(codes.filter((c) => c === ErrorCode.TooManyAttempts)).toHaveLength(35)
  })
})
