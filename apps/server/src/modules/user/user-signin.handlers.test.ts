import { AGREEMENT_VERSION, ErrorCode } from '@gk/contract'
import { describe, expect, it } from 'vitest'
import { buildTestApp, testAppPerFile } from '../../testing/build-test-app.ts'
import { sendCode, signinTestEnv, wrongCode } from '../../testing/signin-helpers.ts'

const app = testAppPerFile({ env: signinTestEnv })
const password = 'abc12345'

async function register(mobile: string) {
  const body = await app.signUp({ Mobile: mobile, Password: password })
  if (body.code !== 0) throw new Error(body.message)
  return body.data
}
const agreed = { AgreementVersion: AGREEMENT_VERSION }

describe('registration with an SMS code', () => {
  it('requires a register code and refuses a wrong or reused one', async () => {
    const mobile = '13900000101'
    const missing = await app.call('User/AddStudentAndLogin', { Mobile: mobile, Password: password, ...agreed })
    expect(missing).toEqual({ code: ErrorCode.CodeRequired, message: '请输入短信验证码', data: null })
    const code = await sendCode(app, mobile, 'register')
    const wrong = await app.call('User/AddStudentAndLogin', { Mobile: mobile, Password: password, Code: wrongCode(code), ...agreed })
    expect(wrong.code).toBe(ErrorCode.CodeInvalid)
    const ok = await app.call('User/AddStudentAndLogin', { Mobile: mobile, Password: password, Code: code, ...agreed })
    expect(ok.code).toBe(0)
    const reused = await app.call('User/AddStudentAndLogin', { Mobile: '13900000102', Password: password, Code: code, ...agreed })
    expect(reused.code).toBe(ErrorCode.CodeInvalid)
  })

  it('refuses a login code for registration', async () => {
    const mobile = '13900000103'
    const code = await sendCode(app, mobile, 'login')
    expect((await app.call('User/AddStudentAndLogin', { Mobile: mobile, Password: password, Code: code, ...agreed })).code).toBe(ErrorCode.CodeInvalid)
  })

  it('registers without a code only when REGISTER_REQUIRES_SMS=false, still without naming a registered number', async () => {
    const open = await buildTestApp({ env: { ...signinTestEnv, REGISTER_REQUIRES_SMS: 'false' } })
    try {
      expect((await open.call('User/AddStudentAndLogin', { Mobile: '13900000104', Password: password, ...agreed })).code).toBe(0)
      const again = await open.call('User/AddStudentAndLogin', { Mobile: '13900000104', Password: password, ...agreed })
      expect(again.code).toBe(ErrorCode.CodeRequired)
    } finally {
      await open.close()
    }
  })
})

describe('User/ResetPassword', () => {
  it('sets a new password with a reset code and signs every device out', async () => {
    const mobile = '13900000201'
    const { token } = await register(mobile)
    const code = await sendCode(app, mobile, 'reset')
    const weak = await app.call('User/ResetPassword', { Mobile: mobile, Code: code, NewPassword: 'short' })
    expect(weak.code).toBe(ErrorCode.InvalidInput)
    const reset = await app.call('User/ResetPassword', { Mobile: mobile, Code: code, NewPassword: 'new12345' })
    expect(reset).toEqual({ code: 0, message: '成功', data: null })
    expect((await app.call('User/StudentInfo', {}, token)).code).toBe(112)
    expect((await app.call('User/UserLogin', { Mobile: mobile, Password: password })).code).toBe(ErrorCode.LoginFailed)
    expect((await app.call('User/UserLogin', { Mobile: mobile, Password: 'new12345' })).code).toBe(0)
    const replay = await app.call('User/ResetPassword', { Mobile: mobile, Code: code, NewPassword: 'other1234' })
    expect(replay.code).toBe(ErrorCode.CodeInvalid)
  })

  it('answers an unknown mobile exactly like a wrong code', async () => {
    const known = '13900000202'
    await register(known)
    await sendCode(app, known, 'reset')
    await sendCode(app, '13900000203', 'reset').catch(() => null)
    const a = await app.call('User/ResetPassword', { Mobile: known, Code: '000001', NewPassword: 'new12345' })
    const b = await app.call('User/ResetPassword', { Mobile: '13900000203', Code: '000001', NewPassword: 'new12345' })
    expect(a).toEqual(b)
  })

  it('lifts a password lockout once the password is reset', async () => {
    const mobile = '13900000204'
    await register(mobile)
    for (let i = 0; i < 5; i++) await app.call('User/UserLogin', { Mobile: mobile, Password: 'bad12345' })
    expect((await app.call('User/UserLogin', { Mobile: mobile, Password: password })).code).toBe(ErrorCode.TooManyAttempts)
    const code = await sendCode(app, mobile, 'reset')
    expect((await app.call('User/ResetPassword', { Mobile: mobile, Code: code, NewPassword: 'new12345' })).code).toBe(0)
    expect((await app.call('User/UserLogin', { Mobile: mobile, Password: 'new12345' })).code).toBe(0)
  })
})

describe('User/UpdateStudentRecommendCode', () => {
  it('stores an upper-cased code for the signed-in user only', async () => {
    const { token } = await register('13900000301')
    expect((await app.call('User/UpdateStudentRecommendCode', { RecommendCode: 'ab12' })).code).toBe(112)
    const set = await app.call('User/UpdateStudentRecommendCode', { RecommendCode: ' ab12cd ' }, token)
    expect(set).toEqual({ code: 0, message: '成功', data: { RecommendCode: 'AB12CD' } })
    for (const RecommendCode of ['a', 'ab-12', "' OR 1=1 --", 12345, 'x'.repeat(21)]) {
      expect((await app.call('User/UpdateStudentRecommendCode', { RecommendCode }, token)).code).toBe(ErrorCode.InvalidInput)
    }
  })
})

describe('avatar field', () => {
  it('accepts our upload paths and https images, nothing else', async () => {
    const { token } = await register('13900000401')
    const ours = `/uploads/avatars/${'a'.repeat(64)}.png`
    expect((await app.call('User/UpdateStudent', { Avatar: ours }, token)).data).toMatchObject({ Avatar: ours })
    expect((await app.call('User/UpdateStudent', { Avatar: 'https://thirdwx.qlogo.cn/x/132' }, token)).code).toBe(0)
    for (const Avatar of ['javascript:alert(1)', 'http://evil.example/a.png', '/uploads/avatars/../../etc/passwd', 'data:image/png;base64,AAA']) {
      expect((await app.call('User/UpdateStudent', { Avatar }, token)).code).toBe(ErrorCode.InvalidInput)
    }
  })
})

describe('sessions list and revoke', () => {
  it('lists the devices, revokes one and the others, and never another user’s', async () => {
    const mobile = '13900000501'
    const { token: first } = await register(mobile)
    const second = (await app.call('User/UserLogin', { Mobile: mobile, Password: password })).data!.token
    const third = (await app.call('User/UserLogin', { Mobile: mobile, Password: password })).data!.token
    const list = await app.call('User/SessionList', {}, first)
    expect(list.code).toBe(0)
    expect(list.data).toHaveLength(3)
    expect(list.data!.filter((s) => s.IsCurrent)).toHaveLength(1)
    expect(list.data![0]!.Ip).toMatch(/^127\.0\.\*\.\*$/)

    const { token: stranger } = await register('13900000502')
    const mine = list.data!.find((s) => !s.IsCurrent)!
    expect((await app.call('User/SessionRevoke', { SessionId: mine.SessionId }, stranger)).code).toBe(ErrorCode.NotFound)
    expect((await app.call('User/SessionRevoke', { SessionId: 'abc' }, first)).code).toBe(ErrorCode.InvalidInput)

    const secondId = (await app.call('User/SessionList', {}, second)).data!.find((s) => s.IsCurrent)!.SessionId
    expect((await app.call('User/SessionRevoke', { SessionId: secondId }, first)).code).toBe(0)
    expect((await app.call('User/StudentInfo', {}, second)).code).toBe(112)
    expect((await app.call('User/SessionRevoke', { SessionId: secondId }, first)).code).toBe(ErrorCode.NotFound)

    expect((await app.call('User/SessionRevokeOthers', {}, first)).data).toEqual({ Revoked: 1 })
    expect((await app.call('User/StudentInfo', {}, third)).code).toBe(112)
    expect((await app.call('User/StudentInfo', {}, first)).code).toBe(0)
    expect((await app.call('User/SessionList', {})).code).toBe(112)
  })
})
