import { AGREEMENT_VERSION, ErrorCode } from '@gk/contract'
import { describe, expect, it } from 'vitest'
import { buildTestApp, testAppPerFile } from '../../testing/build-test-app.ts'
import { lastCode, sendCode, signinTestEnv, wrongCode } from '../../testing/signin-helpers.ts'

const app = testAppPerFile({ env: signinTestEnv })

describe('User/SendVerificationCode', () => {
  it('sends a 6-digit code, stores only its hash, and refuses a resend within 60 s', async () => {
    const mobile = '13811110001'
    const sent = await app.call('User/SendVerificationCode', { Mobile: mobile, Purpose: 'login' })
    expect(sent).toEqual({ code: 0, message: '成功', data: { ResendAfterSeconds: 60, ExpiresInSeconds: 300 } })
    const code = await lastCode(app, mobile)
    expect(code).toMatch(/^\d{6}$/)
    const rows = await app.db.query<{ code_hash: string }>('SELECT code_hash FROM sms_codes WHERE mobile = $1', [mobile])
    expect(rows).toHaveLength(1)
    expect(rows[0]!.code_hash).not.toContain(code)
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/)
    app.clock.advance(59_000)
    expect((await app.call('User/SendVerificationCode', { Mobile: mobile })).code).toBe(ErrorCode.CodeTooFrequent)
    // another purpose has its own wait: a new user may reset the password right after signing up
    expect((await app.call('User/SendVerificationCode', { Mobile: mobile, Purpose: 'reset' })).code).toBe(0)
    app.clock.advance(2_000)
    expect((await app.call('User/SendVerificationCode', { Mobile: mobile })).code).toBe(0)
  })

  it('allows at most 10 codes per mobile per day', async () => {
    const mobile = '13811110002'
    for (let i = 0; i < 10; i++) {
      app.clock.advance(61_000)
      expect((await app.call('User/SendVerificationCode', { Mobile: mobile })).code).toBe(0)
    }
    app.clock.advance(61_000)
    const eleventh = await app.call('User/SendVerificationCode', { Mobile: mobile })
    expect(eleventh).toEqual({ code: ErrorCode.CodeDailyLimit, message: '今日验证码发送次数已达上限，请明天再试', data: null })
    app.clock.advance(86_400_000)
    expect((await app.call('User/SendVerificationCode', { Mobile: mobile })).code).toBe(0)
  })

  it('limits sends per client IP across mobiles', async () => {
    const limited = await buildTestApp({ env: signinTestEnv })
    try {
      const codes: number[] = []
      for (let i = 0; i < 31; i++) {
        codes.push((await limited.call('User/SendVerificationCode', { Mobile: `1390000${String(i).padStart(4, '0')}` })).code)
      }
      expect(codes.slice(0, 30).every((c) => c === 0)).toBe(true)
      expect(codes[30]).toBe(ErrorCode.TooManyAttempts)
    } finally {
      await limited.close()
    }
  })

  it('answers a reset request for an unknown mobile like a known one, but sends nothing', async () => {
    await app.signUp({ Mobile: '13811110003', Password: 'abc12345' })
    app.clock.advance(61_000)
    const known = await app.call('User/SendVerificationCode', { Mobile: '13811110003', Purpose: 'reset' })
    const unknown = await app.call('User/SendVerificationCode', { Mobile: '13811110004', Purpose: 'reset' })
    expect(known).toEqual(unknown)
    await expect(lastCode(app, '13811110004')).rejects.toThrow()
    expect(await lastCode(app, '13811110003')).toMatch(/^\d{6}$/)
  })

  it.each([
    [{ Mobile: '1381111000' }, '请输入正确的手机号'],
    [{ Mobile: 13811110005 }, '请输入正确的手机号'],
    [{ Mobile: '13811110005', Purpose: 'admin' }, '验证码用途不正确'],
    [{ Mobile: { $ne: null } }, '请输入正确的手机号'],
    [{}, '请输入正确的手机号'],
  ])('rejects hostile input %o', async (input, message) => {
    expect(await app.call('User/SendVerificationCode', input)).toEqual({ code: ErrorCode.InvalidInput, message, data: null })
  })
})

describe('User/CheckVerificationCode and User/VerificationCodeLogin', () => {
  it('creates the account on first use, logs in again later, and never accepts a code twice', async () => {
    const mobile = '13822220001'
    const code = await sendCode(app, mobile)
    expect((await app.call('User/CheckVerificationCode', { Mobile: mobile, Code: code, Purpose: 'login' })).code).toBe(0)
    const first = await app.call('User/VerificationCodeLogin', { Mobile: mobile, Code: code, AgreementVersion: AGREEMENT_VERSION })
    expect(first.code).toBe(0)
    expect(first.data).toMatchObject({ IsNewUser: true })
    const info = await app.call('User/StudentInfo', {}, first.data!.token)
    expect(info.data).toMatchObject({ UserId: first.data!.UserId, Mobile: '138****0001', NickName: '考生0001' })
    const replay = await app.call('User/VerificationCodeLogin', { Mobile: mobile, Code: code, AgreementVersion: AGREEMENT_VERSION })
    expect(replay).toEqual({ code: ErrorCode.CodeInvalid, message: '验证码错误或已过期', data: null })
    const again = await app.call('User/VerificationCodeLogin', { Mobile: mobile, Code: await sendCode(app, mobile), AgreementVersion: AGREEMENT_VERSION })
    expect(again.data).toMatchObject({ UserId: first.data!.UserId, IsNewUser: false })
  })

  it('expires a code after 5 minutes', async () => {
    const mobile = '13822220002'
    const code = await sendCode(app, mobile)
    app.clock.advance(5 * 60_000 + 1)
    expect((await app.call('User/VerificationCodeLogin', { Mobile: mobile, Code: code, AgreementVersion: AGREEMENT_VERSION })).code).toBe(ErrorCode.CodeInvalid)
  })

  it('burns a code after 5 wrong tries, even if the right one comes sixth', async () => {
    const mobile = '13822220003'
    const code = await sendCode(app, mobile)
    for (let i = 0; i < 5; i++) {
      expect((await app.call('User/VerificationCodeLogin', { Mobile: mobile, Code: wrongCode(code), AgreementVersion: AGREEMENT_VERSION })).code).toBe(
        ErrorCode.CodeInvalid,
      )
    }
    expect((await app.call('User/VerificationCodeLogin', { Mobile: mobile, Code: code, AgreementVersion: AGREEMENT_VERSION })).code).toBe(ErrorCode.CodeInvalid)
  })

  it('a correct check does not use up a try; a code for one purpose is refused for another', async () => {
    const mobile = '13822220004'
    const code = await sendCode(app, mobile, 'register')
    for (let i = 0; i < 6; i++) {
      expect((await app.call('User/CheckVerificationCode', { Mobile: mobile, Code: code, Purpose: 'register' })).code).toBe(0)
    }
    expect((await app.call('User/VerificationCodeLogin', { Mobile: mobile, Code: code, AgreementVersion: AGREEMENT_VERSION })).code).toBe(ErrorCode.CodeInvalid)
    expect((await app.call('User/CheckVerificationCode', { Mobile: mobile, Code: code, Purpose: 'reset' })).code).toBe(ErrorCode.CodeInvalid)
  })

  it('a newer code replaces the older one', async () => {
    const mobile = '13822220005'
    const older = await sendCode(app, mobile)
    const newer = await sendCode(app, mobile)
    if (older !== newer) {
      expect((await app.call('User/VerificationCodeLogin', { Mobile: mobile, Code: older, AgreementVersion: AGREEMENT_VERSION })).code).toBe(
        ErrorCode.CodeInvalid,
      )
    }
    expect((await app.call('User/VerificationCodeLogin', { Mobile: mobile, Code: newer, AgreementVersion: AGREEMENT_VERSION })).code).toBe(0)
  })

  it('lets exactly one of 10 concurrent logins with the same code through', async () => {
    const mobile = '13822220006'
    const code = await sendCode(app, mobile)
    const results = await Promise.all(
      Array.from({ length: 10 }, () => app.call('User/VerificationCodeLogin', { Mobile: mobile, Code: code, AgreementVersion: AGREEMENT_VERSION })),
    )
    expect(results.filter((r) => r.code === 0)).toHaveLength(1)
  })

  it('rejects malformed codes before touching a code', async () => {
    for (const Code of ['12345', '1234567', 'abcdef', 123456, null]) {
      const body = await app.call('User/VerificationCodeLogin', { Mobile: '13822220007', Code, AgreementVersion: AGREEMENT_VERSION })
      expect(body.code).toBe(ErrorCode.InvalidInput)
    }
  })

  it('locks a client IP after 30 wrong codes across mobiles', async () => {
    const limited = await buildTestApp({ env: signinTestEnv })
    try {
      const codes: number[] = []
      for (let i = 0; i < 31; i++) {
        codes.push((await limited.call('User/VerificationCodeLogin', { Mobile: `1370000${String(i).padStart(4, '0')}`, Code: '123456' })).code)
      }
      expect(codes.slice(0, 30).every((c) => c === ErrorCode.CodeInvalid)).toBe(true)
      expect(codes[30]).toBe(ErrorCode.TooManyAttempts)
    } finally {
      await limited.close()
    }
  })
})

describe('sandbox hook', () => {
  it('does not exist without SANDBOX_ENDPOINTS', async () => {
    const plain = await buildTestApp()
    try {
      const response = await fetch(`${plain.baseUrl}/sandbox/sms/last-code?mobile=13811110001`)
      expect(response.status).toBe(404)
    } finally {
      await plain.close()
    }
  })
})
