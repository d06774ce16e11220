import { AGREEMENT_VERSION, ErrorCode } from '@gk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consoleSmsProviderFor } from '../../adapters/sms/index.ts'
import { readEnv } from '../../env.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { sendCode, signinTestEnv, wechatHandle } from '../../testing/signin-helpers.ts'

let app: TestApp
beforeAll(async () => {
  // TRUST_PROXY: each test names its client address in X-Forwarded-For
  app = await buildTestApp({ env: { ...signinTestEnv, TRUST_PROXY: 'true' } })
})
afterAll(async () => {
  await app.close()
})
const password = 'abc12345'
const DEVICE = 'device-aaaaaaaaaaaaaaaa'

async function register(mobile: string) {
  const body = await app.signUp({ Mobile: mobile, Password: password })
  if (body.code !== 0) throw new Error(body.message)
  return body.data
}

describe('registration needs the SMS code and never tells whether a number is registered', () => {
  it('requires a register code by default', () => {
    expect(readEnv({}).REGISTER_REQUIRES_SMS).toBe(true)
  })

  it('answers sign-up for a registered number exactly as for a new one and tells the owner', async () => {
    const known = '13700000001'
    await register(known)
    app.clock.advance(61_000)
    const fresh = '13700000002'
    const forKnown = await app.call('User/SendVerificationCode', { Mobile: known, Purpose: 'register' })
    const forNew = await app.call('User/SendVerificationCode', { Mobile: fresh, Purpose: 'register' })
    expect(forKnown).toEqual(forNew)
    const provider = consoleSmsProviderFor(app.env)
    expect(provider?.lastNoticeFor(known)?.kind).toBe('register-attempt')
    expect(provider?.lastNoticeFor(fresh)).toBeNull()
    // the number's owner got a notice, not a code: any code is as wrong as a wrong code for a new number
    const guess = await app.call('User/AddStudentAndLogin', { Mobile: known, Password: password, Code: '123456', AgreementVersion: AGREEMENT_VERSION })
    const wrongForNew = await app.call('User/AddStudentAndLogin', { Mobile: fresh, Password: password, Code: '000000', AgreementVersion: AGREEMENT_VERSION })
    expect(guess.code).toBe(ErrorCode.CodeInvalid)
    expect(guess).toEqual(wrongForNew)
    const without = await app.call('User/AddStudentAndLogin', { Mobile: known, Password: password, AgreementVersion: AGREEMENT_VERSION })
    expect(without.code).toBe(ErrorCode.CodeRequired)
    expect(without).not.toHaveProperty('code', ErrorCode.MobileTaken)
  })
})

describe('agreement on every sign-up path', () => {
  it('refuses password sign-up without the accepted agreement and records the version', async () => {
    const mobile = '13700000101'
    const refused = await app.signUp({ Mobile: mobile, Password: password, AgreementVersion: undefined })
    expect(refused).toEqual({ code: ErrorCode.AgreementRequired, message: '请阅读并同意《用户协议》和《隐私政策》', data: null })
    const stale = await app.signUp({ Mobile: mobile, Password: password, AgreementVersion: '2019-01-01' })
    expect(stale.code).toBe(ErrorCode.AgreementRequired)
    const ok = await app.signUp({ Mobile: mobile, Password: password })
    expect(ok.code).toBe(0)
    const [row] = await app.db.query<{ agreement_version: string; agreement_accepted_at: Date }>(
      'SELECT agreement_version, agreement_accepted_at FROM users WHERE mobile = $1',
      [mobile],
    )
    expect(row?.agreement_version).toBe(AGREEMENT_VERSION)
    expect(row?.agreement_accepted_at).not.toBeNull()
  })

  it('refuses an SMS sign-in that would create an account without it, and keeps the code usable', async () => {
    const mobile = '13700000102'
    const code = await sendCode(app, mobile, 'login')
    const refused = await app.call('User/VerificationCodeLogin', { Mobile: mobile, Code: code })
    expect(refused.code).toBe(ErrorCode.AgreementRequired)
    expect(await app.db.query('SELECT id FROM users WHERE mobile = $1', [mobile])).toHaveLength(0)
    const ok = await app.call('User/VerificationCodeLogin', { Mobile: mobile, Code: code, AgreementVersion: AGREEMENT_VERSION })
    expect(ok.code === 0 && ok.data.IsNewUser).toBe(true)
    const [row] = await app.db.query<{ agreement_version: string }>('SELECT agreement_version FROM users WHERE mobile = $1', [mobile])
    expect(row?.agreement_version).toBe(AGREEMENT_VERSION)
    // an existing account signs in without ticking anything again
    const again = await sendCode(app, mobile, 'login')
    expect((await app.call('User/VerificationCodeLogin', { Mobile: mobile, Code: again })).code).toBe(0)
  })

  it('refuses a WeChat bind that would create an account without it', async () => {
    const mobile = '13700000103'
    const handle = await wechatHandle(app, 'wx-consent-1')
    const code = await sendCode(app, mobile, 'bind')
    const refused = await app.call('User/OpenRegister', { OpenType: 2, OpenId: handle, Mobile: mobile, Code: code })
    expect(refused.code).toBe(ErrorCode.AgreementRequired)
    const ok = await app.call('User/OpenRegister', { OpenType: 2, OpenId: handle, Mobile: mobile, Code: code, AgreementVersion: AGREEMENT_VERSION })
    expect(ok.code === 0 && ok.data.IsNewUser).toBe(true)
  })
})

describe('open-id handles end with the sessions', () => {
  async function boundHandle(mobile: string, openId: string) {
    const { token } = await register(mobile)
    const handle = await wechatHandle(app, openId)
    expect((await app.call('OpenAuth/OpenIdBind', { OpenType: 2, OpenId: handle }, token)).code).toBe(0)
    expect((await app.call('User/OpenIdLogin', { OpenType: 2, OpenId: handle })).code).toBe(0)
    return { token, handle }
  }
  const openIdLogin = (handle: string) => app.call('User/OpenIdLogin', { OpenType: 2, OpenId: handle })

  it('after a password change', async () => {
    const { token, handle } = await boundHandle('13700000301', 'wx-revoke-1')
    expect((await app.call('User/UpdatePassword', { OldPassword: password, NewPassword: 'new12345' }, token)).code).toBe(0)
    expect((await openIdLogin(handle)).code).toBe(ErrorCode.OpenIdInvalid)
  })

  it('after signing the other devices out', async () => {
    const { token, handle } = await boundHandle('13700000302', 'wx-revoke-2')
    expect((await app.call('User/SessionRevokeOthers', {}, token)).code).toBe(0)
    expect((await openIdLogin(handle)).code).toBe(ErrorCode.OpenIdInvalid)
  })

  it('after signing one device out', async () => {
    const { handle } = await boundHandle('13700000305', 'wx-revoke-5')
    const other = await app.call('User/UserLogin', { Mobile: '13700000305', Password: password })
    const devices = await app.call('User/SessionList', {}, other.data!.token)
    const first = devices.data!.find((d) => !d.IsCurrent)!
    expect((await app.call('User/SessionRevoke', { SessionId: first.SessionId }, other.data!.token)).code).toBe(0)
    expect((await openIdLogin(handle)).code).toBe(ErrorCode.OpenIdInvalid)
  })

  it('after logout', async () => {
    const { token, handle } = await boundHandle('13700000303', 'wx-revoke-3')
    expect((await app.call('User/Loginout', {}, token)).code).toBe(0)
    expect((await openIdLogin(handle)).code).toBe(ErrorCode.OpenIdInvalid)
  })

  it('after an SMS password reset', async () => {
    const mobile = '13700000304'
    const { handle } = await boundHandle(mobile, 'wx-revoke-4')
    const code = await sendCode(app, mobile, 'reset')
    expect((await app.call('User/ResetPassword', { Mobile: mobile, Code: code, NewPassword: 'new12345' })).code).toBe(0)
    expect((await openIdLogin(handle)).code).toBe(ErrorCode.OpenIdInvalid)
  })
})

describe('remember me: a device credential, not a password', () => {
  async function remembered(mobile: string) {
    const { token } = await register(mobile)
    const issued = await app.call('User/RememberIssue', { DeviceId: DEVICE }, token)
    if (issued.code !== 0) throw new Error(issued.message)
    return { token, remember: issued.data.RememberToken }
  }
  const rememberLogin = (RememberToken: string, DeviceId = DEVICE) => app.call('User/RememberLogin', { RememberToken, DeviceId })

  it('signs in once per token, hands the next one, and keeps only hashes', async () => {
    const { remember } = await remembered('13700000401')
    const first = await rememberLogin(remember)
    expect(first.code).toBe(0)
    if (first.code !== 0) return
    expect(first.data.RememberToken).not.toBe(remember)
    expect((await app.call('User/StudentInfo', {}, first.data.token)).code).toBe(0)
    const stored = await app.db.query<{ token_hash: string }>('SELECT token_hash FROM remember_tokens')
    expect(stored.map((r) => r.token_hash)).not.toContain(remember)
    // the used token again: refused, and its family (the fresh token too) ends
    expect((await rememberLogin(remember)).code).toBe(ErrorCode.RememberInvalid)
    expect((await rememberLogin(first.data.RememberToken)).code).toBe(ErrorCode.RememberInvalid)
  })

  it('a replay ends the session the thief already opened with the chain (and every other session of the chain)', async () => {
    const { token: ownerSession, remember } = await remembered('13700000407')
    // a copy of the storage is used first: the thief holds a live session and the next token
    const thief = await rememberLogin(remember)
    expect(thief.code).toBe(0)
    if (thief.code !== 0) return
    expect((await app.call('User/StudentInfo', {}, thief.data.token)).code).toBe(0)
    // the owner's device presents the same token: a copy exists, so everything the chain opened ends
    expect((await rememberLogin(remember)).code).toBe(ErrorCode.RememberInvalid)
    expect((await app.call('User/StudentInfo', {}, thief.data.token)).code).toBe(ErrorCode.SessionExpired)
    expect((await app.call('User/StudentInfo', {}, ownerSession)).code).toBe(ErrorCode.SessionExpired)
    expect((await rememberLogin(thief.data.RememberToken)).code).toBe(ErrorCode.RememberInvalid)
    // a password sign-in is untouched by it
    expect((await app.call('User/UserLogin', { Mobile: '13700000407', Password: password })).code).toBe(0)
  })

  it('works only on the device it was issued to, and not after 90 days', async () => {
    const { remember } = await remembered('13700000402')
    expect((await rememberLogin(remember, 'another-device-bbbbbbbb')).code).toBe(ErrorCode.RememberInvalid)
    app.clock.advance(91 * 86_400_000)
    expect((await rememberLogin(remember)).code).toBe(ErrorCode.RememberInvalid)
  })

  it('is revoked by logout, a password change, signing other devices out and a reset', async () => {
    const a = await remembered('13700000403')
    await app.call('User/Loginout', {}, a.token)
    expect((await rememberLogin(a.remember)).code).toBe(ErrorCode.RememberInvalid)

    const b = await remembered('13700000404')
    await app.call('User/UpdatePassword', { OldPassword: password, NewPassword: 'new12345' }, b.token)
    expect((await rememberLogin(b.remember)).code).toBe(ErrorCode.RememberInvalid)

    const c = await remembered('13700000405')
    const other = await app.call('User/UserLogin', { Mobile: '13700000405', Password: password })
    await app.call('User/SessionRevokeOthers', {}, other.data!.token)
    expect((await rememberLogin(c.remember)).code).toBe(ErrorCode.RememberInvalid)

    const d = await remembered('13700000406')
    const code = await sendCode(app, '13700000406', 'reset')
    await app.call('User/ResetPassword', { Mobile: '13700000406', Code: code, NewPassword: 'new12345' })
    expect((await rememberLogin(d.remember)).code).toBe(ErrorCode.RememberInvalid)
  })
})
