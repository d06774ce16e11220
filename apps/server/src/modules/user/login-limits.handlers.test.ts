import { ErrorCode } from '@gk/contract'
import { describe, expect, it } from 'vitest'
import { testAppPerFile } from '../../testing/build-test-app.ts'
import { sendCode, signinTestEnv } from '../../testing/signin-helpers.ts'

// TRUST_PROXY: each test names its client address in X-Forwarded-For
const app = testAppPerFile({ env: { ...signinTestEnv, TRUST_PROXY: 'true' } })
const password = 'abc12345'

async function callFrom(ip: string, name: string, input: Record<string, unknown>) {
  const { body } = await app.post(`/api/${name}`, JSON.stringify(input), { 'x-forwarded-for': ip })
  return body as { code: number; message: string }
}
const loginFrom = (ip: string, Mobile: string, Password: string) => callFrom(ip, 'User/UserLogin', { Mobile, Password })
const tally = (codes: number[]) => codes.reduce<Record<number, number>>((all, code) => ({ ...all, [code]: (all[code] ?? 0) + 1 }), {})

async function register(mobile: string) {
  const body = await app.signUp({ Mobile: mobile, Password: password })
  if (body.code !== 0) throw new Error(body.message)
}

describe('password lockout is per account and address', () => {
  it('locks the guessing address only; the owner elsewhere and the SMS sign-in stay open', async () => {
    const mobile = '13700000201'
    await register(mobile)
    for (let i = 0; i < 5; i += 1) expect((await loginFrom('10.9.0.1', mobile, 'wrong999')).code).toBe(ErrorCode.LoginFailed)
    expect((await loginFrom('10.9.0.1', mobile, password)).code).toBe(ErrorCode.TooManyAttempts)
    expect((await loginFrom('10.9.0.2', mobile, password)).code).toBe(0)
    const code = await sendCode(app, mobile, 'login')
    expect((await callFrom('10.9.0.1', 'User/VerificationCodeLogin', { Mobile: mobile, Code: code })).code).toBe(0)
  })

  it('checks exactly five of 40 parallel guesses at one account', async () => {
    const mobile = '13700000202'
    await register(mobile)
    const codes = await Promise.all(Array.from({ length: 40 }, () => loginFrom('10.9.2.1', mobile, 'wrong999')))
    expect(tally(codes.map((c) => c.code))).toEqual({ [ErrorCode.LoginFailed]: 5, [ErrorCode.TooManyAttempts]: 35 })
  })
})

describe('an address with many wrong passwords is slowed, not locked (a school network)', () => {
  it('after 50 wrong passwords from one address its users still sign in with theirs', async () => {
    const mobile = '13700000301'
    await register(mobile)
    for (let i = 0; i < 50; i += 1) await loginFrom('10.9.3.1', `1370003${String(i).padStart(4, '0')}`, 'wrong999')
    expect((await loginFrom('10.9.3.1', mobile, password)).code).toBe(0)
    app.clock.advance(2000)
    expect((await loginFrom('10.9.3.1', '13700039999', 'wrong999')).code).toBe(ErrorCode.LoginFailed)
  })

  it('of 120 parallel guesses over many accounts checks the 50 free ones and the 6 that fit the 5 s queue', async () => {
    const started = performance.now()
    const codes = await Promise.all(Array.from({ length: 120 }, (_, i) => loginFrom('10.9.4.1', `1370004${String(i).padStart(4, '0')}`, 'wrong999')))
    expect(tally(codes.map((c) => c.code))).toEqual({ [ErrorCode.LoginFailed]: 56, [ErrorCode.TooManyAttempts]: 64 })
    // the queued ones waited for their slots, one a second
    expect(performance.now() - started).toBeGreaterThanOrEqual(4900)
  })
})
