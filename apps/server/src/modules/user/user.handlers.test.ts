import { ErrorCode } from '@gk/contract'
import { describe, expect, it } from 'vitest'
import { testAppPerFile } from '../../testing/build-test-app.ts'

const app = testAppPerFile()

const mobile = '13800138000'
const password = 'abc12345'

async function register(m = mobile, p = password) {
  const body = await app.signUp({ Mobile: m, Password: p })
  if (body.code !== 0) throw new Error(body.message)
  return body.data
}

describe('register and log in', () => {
  it('registers, then StudentInfo returns the spec user info fields', async () => {
    const { token, UserId } = await register()
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/)
    const info = await app.call('User/StudentInfo', {}, token)
    expect(info.code).toBe(0)
    expect(info.data).toMatchObject({
      UserId,
      Mobile: '138****8000',
      ExamProvinceId: null,
      ExamYear: null,
      MemberType: null,
      FinalScore: null,
      Score: null,
      PackageData: [],
    })
  })

  it('refuses a second registration of the same mobile without telling that it is registered', async () => {
    // the owner's phone gets a notice, not a code, so the sign-up has no valid code to give
    const body = await app.signUp({ Mobile: mobile, Password: password })
    expect(body).toMatchObject({ code: ErrorCode.CodeRequired, data: null })
  })

  it.each([
    [{ Mobile: '1380013800', Password: password }, '请输入正确的手机号'],
    [{ Mobile: '23800138000', Password: password }, '请输入正确的手机号'],
    [{ Mobile: '13800138001', Password: 'short1' + '' }, null],
    [{ Mobile: '13800138001', Password: 'onlyletters' }, '密码需为6-20位，且同时包含字母和数字'],
    [{ Mobile: 13800138001, Password: password }, '请输入正确的手机号'],
  ])('validates registration input %o', async (input, message) => {
    const body = await app.signUp(input)
    if (message === null) {
      expect(body.code).toBe(0)
    } else {
      expect(body).toEqual({ code: ErrorCode.InvalidInput, message, data: null })
    }
  })

  it('logs in with TerminalType 2 and gets a distinct token', async () => {
    const login = await app.call('User/UserLogin', { Mobile: mobile, Password: password, TerminalType: 2 })
    expect(login.code).toBe(0)
    if (login.code !== 0) return
    const info = await app.call('User/StudentInfo', {}, login.data.token)
    expect(info.code).toBe(0)
  })

  it('gives the same message for a wrong password and an unknown mobile', async () => {
    const wrong = await app.call('User/UserLogin', { Mobile: mobile, Password: 'wrong123' })
    const unknown = await app.call('User/UserLogin', { Mobile: '13900000000', Password: 'wrong123' })
    expect(wrong).toEqual(unknown)
    expect(wrong.code).toBe(ErrorCode.LoginFailed)
  })

  it('locks a mobile for the guessing address after 5 failures in 15 minutes, then lets it in again', async () => {
    const target = '13700000001'
    await register(target)
    for (let i = 0; i < 5; i++) await app.call('User/UserLogin', { Mobile: target, Password: 'bad12345' })
    const locked = await app.call('User/UserLogin', { Mobile: target, Password: password })
    expect(locked.code).toBe(ErrorCode.TooManyAttempts)
    app.clock.advance(15 * 60_000 + 1000)
    const again = await app.call('User/UserLogin', { Mobile: target, Password: password })
    expect(again.code).toBe(0)
  })
})

describe('sessions', () => {
  it('answers 112 without a token, with an unknown token and after logout', async () => {
    expect((await app.call('User/StudentInfo', {})).code).toBe(112)
    expect((await app.call('User/StudentInfo', {}, 'not-a-token')).code).toBe(112)
    const { token } = await register('13600000001')
    expect((await app.call('User/StudentInfo', {}, token)).code).toBe(0)
    expect((await app.call('User/Loginout', {}, token)).code).toBe(0)
    expect((await app.call('User/StudentInfo', {}, token)).code).toBe(112)
  })

  it('expires a session after 30 idle days, and keeps an active one alive', async () => {
    const { token } = await register('13600000002')
    const { token: active } = (await app.call('User/UserLogin', { Mobile: '13600000002', Password: password })).data!
    app.clock.advance(20 * 86_400_000)
    expect((await app.call('User/StudentInfo', {}, active)).code).toBe(0)
    app.clock.advance(11 * 86_400_000)
    expect((await app.call('User/StudentInfo', {}, token)).code).toBe(112)
    expect((await app.call('User/StudentInfo', {}, active)).code).toBe(0)
  })

  it('stores only token hashes', async () => {
    const { token } = await register('13600000003')
    const rows = await app.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions')
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.some((r) => r.token_hash === token)).toBe(false)
  })
})

describe('profile and password', () => {
  it('updates the profile and reports completeness', async () => {
    const { token } = await register('13500000001')
    const updated = await app.call(
      'User/UpdateStudent',
      { NickName: '小明', RealName: '王小明', ExamProvinceId: 41, ExamYear: 2027, SchoolName: '郑州一中', Grade: '高三' },
      token,
    )
    expect(updated.code).toBe(0)
    expect(updated.data).toMatchObject({ NickName: '小明', ExamProvinceId: 41, ExamProvinceName: '河南', ExamYear: 2027, IsProfileComplete: true })
  })

  it('refuses an out-of-range exam year with a Chinese message', async () => {
    const { token } = await register('13500000002')
    const body = await app.call('User/UpdateStudent', { ExamYear: 1999 }, token)
    expect(body).toEqual({ code: ErrorCode.InvalidInput, message: '请选择正确的高考年份', data: null })
  })

  it('changes the password, revokes old sessions and hands out a new token', async () => {
    const m = '13500000003'
    const { token: first } = await register(m)
    const { token: second } = (await app.call('User/UserLogin', { Mobile: m, Password: password })).data!
    const wrong = await app.call('User/UpdatePassword', { OldPassword: 'nope1234', NewPassword: 'new12345' }, first)
    expect(wrong.code).toBe(ErrorCode.OldPasswordWrong)
    const changed = await app.call('User/UpdatePassword', { OldPassword: password, NewPassword: 'new12345' }, first)
    expect(changed.code).toBe(0)
    expect((await app.call('User/StudentInfo', {}, first)).code).toBe(112)
    expect((await app.call('User/StudentInfo', {}, second)).code).toBe(112)
    expect((await app.call('User/StudentInfo', {}, changed.data!.token)).code).toBe(0)
    expect((await app.call('User/UserLogin', { Mobile: m, Password: password })).code).toBe(ErrorCode.LoginFailed)
    expect((await app.call('User/UserLogin', { Mobile: m, Password: 'new12345' })).code).toBe(0)
  })
})
