import { randomUUID } from 'node:crypto'
import { ErrorCode } from '@gk/contract'
import { describe, expect, it } from 'vitest'
import { buildTestApp, testAppPerFile } from '../../testing/build-test-app.ts'
import { sendCode, signinTestEnv } from '../../testing/signin-helpers.ts'
import { DEV_PARTNER_SECRETS } from '../../env.ts'
import { hmacHex, signPartnerToken, type PartnerClaims } from './partner-token.ts'

const secrets = { SSO_SECRET: 'test-sso-secret-0123456789', GANKAO_SECRET: 'test-gankao-secret-0123456789', JSY_SECRET: 'test-jsy-secret-0123456789' }
const app = testAppPerFile({ env: { ...signinTestEnv, ...secrets } })

function token(claims: Partial<PartnerClaims> = {}, secret = secrets.SSO_SECRET) {
  const iat = Math.floor(app.clock.now().getTime() / 1000)
  return signPartnerToken(secret, { sub: 'partner-user-1', iat, exp: iat + 300, jti: randomUUID(), ...claims })
}

describe('User/SSOLogin', () => {
  it('without an account: no session, an open-id handle to bind after stepRegister', async () => {
    const res = await app.call('User/SSOLogin', { SSOSign: token({ sub: 'p-100' }) })
    expect(res.code).toBe(0)
    expect(res.data).toMatchObject({ UserId: null, token: null, OpenType: 10 })
    const { OpenId } = res.data!
    // stepRegister: the user registers, then binds the partner identity
    const reg = (await app.signUp({ Mobile: '13600002001', Password: 'abc12345' })).data!
    expect((await app.call('OpenAuth/OpenIdBind', { OpenType: 10, OpenId: OpenId! }, reg.token)).code).toBe(0)
    const next = await app.call('User/SSOLogin', { SSOSign: token({ sub: 'p-100' }) })
    expect(next.data).toMatchObject({ UserId: reg.UserId, OpenId: null })
    expect((await app.call('User/StudentInfo', {}, next.data!.token!)).data).toMatchObject({ UserId: reg.UserId })
  })

  it('never creates an account and answers a registered and an unregistered mobile alike (no enumeration)', async () => {
    const usersBefore = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')
    const fresh = await app.call('User/SSOLogin', { SSOSign: token({ sub: 'p-200', mobile: '13600002002', name: '合作用户' }) })
    await app.signUp({ Mobile: '13600002003', Password: 'abc12345' })
    const registered = await app.call('User/SSOLogin', { SSOSign: token({ sub: 'p-300', mobile: '13600002003', name: '合作用户' }) })
    for (const res of [fresh, registered]) {
      expect(res).toMatchObject({ code: 0, data: { UserId: null, token: null, OpenType: 10, OpenId: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) } })
    }
    expect(Object.keys(fresh.data!)).toEqual(Object.keys(registered.data!))
    // only the sign-up in between added an account: the partner's mobile proved nothing
    const usersAfter = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')
    expect(usersAfter[0]!.n).toBe(usersBefore[0]!.n + 1)
    expect(await app.db.query("SELECT 1 FROM users WHERE mobile = '13600002002'")).toEqual([])
  })

  it('a partner binding ends with the owner’s SMS password reset', async () => {
    const owner = (await app.signUp({ Mobile: '13600002030', Password: 'abc12345' })).data!
    const first = await app.call('User/SSOLogin', { SSOSign: token({ sub: 'p-thief' }) })
    expect((await app.call('OpenAuth/OpenIdBind', { OpenType: 10, OpenId: first.data!.OpenId! }, owner.token)).code).toBe(0)
    expect((await app.call('User/SSOLogin', { SSOSign: token({ sub: 'p-thief' }) })).data).toMatchObject({ UserId: owner.UserId })

    const code = await sendCode(app, '13600002030', 'reset')
    expect((await app.call('User/ResetPassword', { Mobile: '13600002030', Code: code, NewPassword: 'xyz98765' })).code).toBe(0)
    expect((await app.call('User/SSOLogin', { SSOSign: token({ sub: 'p-thief' }) })).data).toMatchObject({ UserId: null, token: null })
  })

  it('refuses a replayed token', async () => {
    const once = token({ sub: 'p-400', mobile: '13600002004' })
    expect((await app.call('User/SSOLogin', { SSOSign: once })).code).toBe(0)
    expect(await app.call('User/SSOLogin', { SSOSign: once })).toEqual({ code: ErrorCode.SignInvalid, message: '登录链接无效或已过期，请重新进入', data: null })
  })

  it('refuses an expired token, an over-long lifetime and one from the future', async () => {
    const now = Math.floor(app.clock.now().getTime() / 1000)
    const expired = token({ iat: now - 400, exp: now - 100 })
    const tooLong = token({ iat: now, exp: now + 3600 })
    const future = token({ iat: now + 600, exp: now + 800 })
    for (const t of [expired, tooLong, future]) expect((await app.call('User/SSOLogin', { SSOSign: t })).code).toBe(ErrorCode.SignInvalid)
    const valid = token({ sub: 'p-500' })
    app.clock.advance(301_000)
    expect((await app.call('User/SSOLogin', { SSOSign: valid })).code).toBe(ErrorCode.SignInvalid)
  })

  it('refuses a bad signature, another partner’s secret, tampering and garbage', async () => {
    const good = token({ sub: 'p-600' })
    const [body, sig] = good.split('.') as [string, string]
    const tampered = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), sub: 'admin' })).toString('base64url')}.${sig}`
    const cases = [
      tampered,
      token({}, 'some-other-secret-0123456789'),
      token({}, secrets.GANKAO_SECRET),
      `${body}.${'A'.repeat(43)}`,
      `${body}`,
      `${body}.${sig}.extra`,
      'not a token at all',
      `${Buffer.from('{"sub":1}').toString('base64url')}.${hmacHex(secrets.SSO_SECRET, 'x')}`,
    ]
    for (const SSOSign of cases) {
      const res = await app.call('User/SSOLogin', { SSOSign })
      expect([ErrorCode.SignInvalid, ErrorCode.InvalidInput]).toContain(res.code)
    }
    expect((await app.call('User/SSOLogin', { SSOSign: 12345 })).code).toBe(ErrorCode.InvalidInput)
    expect((await app.call('User/SSOLogin', {})).code).toBe(ErrorCode.InvalidInput)
  })
})

describe('Gankao and JSY partner sign-ins', () => {
  it('each accepts only its own secret, as its own open type', async () => {
    const g = await app.call('OpenAuth/GankaoAuth', { Sign: token({ sub: 'g-1' }, secrets.GANKAO_SECRET) })
    expect(g.data).toMatchObject({ OpenType: 11, UserId: null })
    const j = await app.call('OpenAuth/JSYAuth', { Sign: token({ sub: 'j-1', mobile: '13600002010' }, secrets.JSY_SECRET) })
    expect(j.data).toMatchObject({ OpenType: 12, UserId: null })
    expect((await app.call('OpenAuth/GankaoAuth', { Sign: token({}, secrets.JSY_SECRET) })).code).toBe(ErrorCode.SignInvalid)
    expect((await app.call('OpenAuth/JSYAuth', { Sign: token({}, secrets.SSO_SECRET) })).code).toBe(ErrorCode.SignInvalid)
  })
})

describe('User/GererateTicket and OpenAuth/TicketRedeem', () => {
  it('hands a session to a partner once, within two minutes, with the partner’s signature', async () => {
    const user = (await app.signUp({ Mobile: '13600002020', Password: 'abc12345' })).data!
    expect((await app.call('User/GererateTicket', {})).code).toBe(112)
    const issued = await app.call('User/GererateTicket', { Partner: 'gankao' }, user.token)
    expect(issued.data).toMatchObject({ ExpiresInSeconds: 120 })
    const Ticket = issued.data!.Ticket
    const wrongPartner = await app.call('OpenAuth/TicketRedeem', { Ticket, Partner: 'jsy', Signature: hmacHex(secrets.JSY_SECRET, Ticket) })
    expect(wrongPartner.code).toBe(ErrorCode.SignInvalid)
    const badSig = await app.call('OpenAuth/TicketRedeem', { Ticket, Partner: 'gankao', Signature: hmacHex('nope-nope-nope-nope', Ticket) })
    expect(badSig.code).toBe(ErrorCode.SignInvalid)
    const redeemed = await app.call('OpenAuth/TicketRedeem', { Ticket, Partner: 'gankao', Signature: hmacHex(secrets.GANKAO_SECRET, Ticket) })
    expect(redeemed.data).toEqual({ UserId: user.UserId, NickName: '考生2020', Mobile: '136****2020' })
    const replay = await app.call('OpenAuth/TicketRedeem', { Ticket, Partner: 'gankao', Signature: hmacHex(secrets.GANKAO_SECRET, Ticket) })
    expect(replay).toEqual({ code: ErrorCode.SignInvalid, message: '票据无效或已过期', data: null })

    const late = (await app.call('User/GererateTicket', { Partner: 'sso' }, user.token)).data!.Ticket
    app.clock.advance(121_000)
    expect((await app.call('OpenAuth/TicketRedeem', { Ticket: late, Partner: 'sso', Signature: hmacHex(secrets.SSO_SECRET, late) })).code).toBe(
      ErrorCode.SignInvalid,
    )
    expect((await app.call('User/GererateTicket', { Partner: 'evil' }, user.token)).code).toBe(ErrorCode.InvalidInput)
  })

  it('stops a client IP after 50 bad partner signatures', async () => {
    const limited = await buildTestApp({ env: secrets })
    try {
      let last = 0
      for (let i = 0; i < 51; i++) last = (await limited.call('User/SSOLogin', { SSOSign: `${'a'.repeat(20)}.${'b'.repeat(43)}` })).code
      expect(last).toBe(ErrorCode.TooManyAttempts)
    } finally {
      await limited.close()
    }
  })
})

describe('development partner secrets', () => {
  const devToken = (at: Date, partner: keyof typeof DEV_PARTNER_SECRETS = 'sso') => {
    const iat = Math.floor(at.getTime() / 1000)
    return signPartnerToken(DEV_PARTNER_SECRETS[partner], { sub: 'forged-1', iat, exp: iat + 300, jti: randomUUID(), mobile: '13600002040' })
  }

  it('a default install refuses partner sign-on as not configured, even when the printed value is configured', async () => {
    const installs: Record<string, string>[] = [{}, { SSO_SECRET: DEV_PARTNER_SECRETS.sso, GANKAO_SECRET: DEV_PARTNER_SECRETS.gankao }]
    for (const env of installs) {
      const plain = await buildTestApp({ env })
      try {
        const forged = await plain.call('User/SSOLogin', { SSOSign: devToken(plain.clock.now()) })
        expect(forged).toEqual({ code: ErrorCode.PartnerSignOnUnavailable, message: '合作方登录未配置，请使用手机号登录', data: null })
        expect((await plain.call('OpenAuth/GankaoAuth', { Sign: devToken(plain.clock.now(), 'gankao') })).code).toBe(ErrorCode.PartnerSignOnUnavailable)
        expect((await plain.call('OpenAuth/JSYAuth', { Sign: devToken(plain.clock.now(), 'jsy') })).code).toBe(ErrorCode.PartnerSignOnUnavailable)
        const Ticket = 'a'.repeat(43)
        const redeem = await plain.call('OpenAuth/TicketRedeem', { Ticket, Partner: 'sso', Signature: hmacHex(DEV_PARTNER_SECRETS.sso, Ticket) })
        expect(redeem.code).toBe(ErrorCode.PartnerSignOnUnavailable)
        expect(await plain.db.query('SELECT 1 FROM users')).toEqual([])
      } finally {
        await plain.close()
      }
    }
  })

  it('sign only where SANDBOX_ENDPOINTS=true', async () => {
    const sandbox = await buildTestApp({ env: { SANDBOX_ENDPOINTS: 'true' } })
    try {
      expect((await sandbox.call('User/SSOLogin', { SSOSign: devToken(sandbox.clock.now()) })).data).toMatchObject({ UserId: null, OpenType: 10 })
    } finally {
      await sandbox.close()
    }
  })
})
