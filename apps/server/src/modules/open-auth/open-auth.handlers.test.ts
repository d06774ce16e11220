import { AGREEMENT_VERSION, ErrorCode } from '@gk/contract'
import { describe, expect, it } from 'vitest'
import { buildTestApp, testAppPerFile } from '../../testing/build-test-app.ts'
import { sendCode, signinTestEnv } from '../../testing/signin-helpers.ts'

const app = testAppPerFile({ env: signinTestEnv })
const password = 'abc12345'

/** Drives the sandbox like a browser: authorize URL → pick a user → follow the redirect. */
async function wechatCode(user = 'alice', redirect = `${app.baseUrl}/?from=wx#/pages/personal/auth/auth-index`) {
  const url = await app.call('OpenAuth/WechchatH5AuthUrl', { RedirectUri: redirect })
  expect(url.code).toBe(0)
  const authorize = new URL(url.data!.Url, app.baseUrl)
  expect(authorize.pathname).toBe('/sandbox/oauth/authorize')
  const pageRes = await fetch(authorize)
  expect(pageRes.status).toBe(200)
  expect(await pageRes.text()).toContain('微信授权')
  const approve = new URL('/sandbox/oauth/approve', app.baseUrl)
  approve.search = new URLSearchParams({ redirect_uri: redirect, state: url.data!.State, user, nickname: `测试${user}` }).toString()
  const back = await fetch(approve, { redirect: 'manual' })
  expect(back.status).toBe(302)
  const location = new URL(back.headers.get('location')!)
  expect(location.hash).toBe('#/pages/personal/auth/auth-index')
  expect(location.searchParams.get('from')).toBe('wx')
  expect(location.searchParams.get('state')).toBe(url.data!.State)
  return { code: location.searchParams.get('code')!, state: url.data!.State }
}

async function wechatOpenId(user = 'alice') {
  const { code, state } = await wechatCode(user)
  const auth = await app.call('OpenAuth/WechchatH5Auth', { Code: code, State: state })
  expect(auth.code).toBe(0)
  return auth.data!
}

async function register(mobile: string) {
  return (await app.signUp({ Mobile: mobile, Password: password })).data!
}

describe('WeChat H5 through the sandbox', () => {
  it('builds a real WeChat URL when configured for the real platform', async () => {
    const real = await buildTestApp({ env: { OAUTH_PROVIDER: 'real', OAUTH_WECHAT_H5_APP_ID: 'wx123' } })
    try {
      const url = await real.call('OpenAuth/WechchatH5AuthUrl', { RedirectUri: 'https://app.example.com/#/x' })
      const parsed = new URL(url.data!.Url)
      expect(parsed.origin + parsed.pathname).toBe('https://open.weixin.qq.com/connect/oauth2/authorize')
      expect(parsed.searchParams.get('appid')).toBe('wx123')
      expect(parsed.searchParams.get('redirect_uri')).toBe('https://app.example.com/#/x')
      expect(parsed.searchParams.get('state')).toBe(url.data!.State)
      expect(parsed.hash).toBe('#wechat_redirect')
      // no sandbox pages where the real platform is configured
      expect((await fetch(`${real.baseUrl}/sandbox/oauth/authorize?redirect_uri=x`)).status).toBe(404)
    } finally {
      await real.close()
    }
  })

  it('exchanges a sandbox code once for an opaque handle, not the raw open id', async () => {
    const { code, state } = await wechatCode('alice')
    const auth = await app.call('OpenAuth/WechchatH5Auth', { Code: code, State: state })
    expect(auth.data).toMatchObject({ OpenType: 2, IsBind: false, NickName: '测试alice' })
    expect(auth.data!.OpenId).toMatch(/^[A-Za-z0-9_-]{40,}$/)
    expect(auth.data!.OpenId).not.toContain('alice')
    const replay = await app.call('OpenAuth/WechchatH5Auth', { Code: code, State: state })
    expect(replay).toEqual({ code: ErrorCode.OpenIdInvalid, message: '授权已失效，请重新授权', data: null })
  })

  it('refuses an expired code, a forged state, an expired state and a code for another platform', async () => {
    const first = await wechatCode('bob')
    app.clock.advance(5 * 60_000 + 1000)
    expect((await app.call('OpenAuth/WechchatH5Auth', { Code: first.code, State: first.state })).code).toBe(ErrorCode.OpenIdInvalid)
    const second = await wechatCode('bob')
    expect((await app.call('OpenAuth/WechchatH5Auth', { Code: second.code, State: 'abc.9999999999.forged' })).code).toBe(ErrorCode.OpenIdInvalid)
    expect((await app.call('OpenAuth/WechchatH5Auth', { Code: second.code, State: '' })).code).toBe(ErrorCode.OpenIdInvalid)
    expect((await app.call('OpenAuth/WechchatMiniAppAuth', { Code: second.code })).code).toBe(ErrorCode.OpenIdInvalid)
    const third = await wechatCode('bob')
    app.clock.advance(11 * 60_000)
    expect((await app.call('OpenAuth/WechchatH5Auth', { Code: third.code, State: third.state })).code).toBe(ErrorCode.OpenIdInvalid)
  })

  it('accepts a state once: a second code carrying the same state is refused', async () => {
    const redirect = `${app.baseUrl}/#/pages/personal/auth/auth-index`
    const url = await app.call('OpenAuth/WechchatH5AuthUrl', { RedirectUri: redirect })
    const state = url.data!.State
    const codeFor = async (user: string) => {
      const approve = new URL('/sandbox/oauth/approve', app.baseUrl)
      approve.search = new URLSearchParams({ redirect_uri: redirect, state, user, nickname: user }).toString()
      const back = await fetch(approve, { redirect: 'manual' })
      return new URL(back.headers.get('location')!).searchParams.get('code')!
    }
    const first = await codeFor('carol')
    const second = await codeFor('mallory')
    expect((await app.call('OpenAuth/WechchatH5Auth', { Code: first, State: state })).code).toBe(0)
    expect((await app.call('OpenAuth/WechchatH5Auth', { Code: second, State: state })).code).toBe(ErrorCode.OpenIdInvalid)
  })

  it('the sandbox page only sends codes back to its own host and escapes what it shows', async () => {
    for (const redirect of ['https://evil.example/steal', 'javascript:alert(1)', '//evil.example/x']) {
      const res = await fetch(`${app.baseUrl}/sandbox/oauth/authorize?redirect_uri=${encodeURIComponent(redirect)}&state=s`)
      expect(res.status).toBe(400)
      const approve = await fetch(`${app.baseUrl}/sandbox/oauth/approve?redirect_uri=${encodeURIComponent(redirect)}&user=alice`, { redirect: 'manual' })
      expect(approve.status).toBe(400)
    }
    const page = await fetch(
      `${app.baseUrl}/sandbox/oauth/authorize?redirect_uri=${encodeURIComponent(`${app.baseUrl}/`)}&state=${encodeURIComponent('"><script>x</script>')}`,
    )
    const html = await page.text()
    expect(html).not.toContain('<script>x')
    expect(html).toContain('&quot;&gt;&lt;script&gt;')
    const badUser = await fetch(
      `${app.baseUrl}/sandbox/oauth/approve?redirect_uri=${encodeURIComponent(`${app.baseUrl}/`)}&user=${encodeURIComponent('A B')}`,
      { redirect: 'manual' },
    )
    expect(badUser.status).toBe(400)
  })

  it('deny comes back with the state and no code', async () => {
    const res = await fetch(`${app.baseUrl}/sandbox/oauth/deny?redirect_uri=${encodeURIComponent(`${app.baseUrl}/#/a`)}&state=s1`, { redirect: 'manual' })
    const location = new URL(res.headers.get('location')!)
    expect(location.searchParams.get('state')).toBe('s1')
    expect(location.searchParams.has('code')).toBe(false)
  })
})

describe('open-id login and binding', () => {
  it('null before binding; bind with a password; token after; unbind on WeChat logout; bind again', async () => {
    const mobile = '13700001001'
    await register(mobile)
    const { OpenId } = await wechatOpenId('carol')
    expect(await app.call('User/OpenIdLogin', { OpenType: 2, OpenId })).toEqual({ code: 0, message: '成功', data: null })
    expect((await app.call('User/OpenIdToUserId', { OpenType: 2, OpenId })).data).toEqual({ UserId: null })

    const wrong = await app.call('User/OpenLogin', { OpenType: 2, OpenId, Mobile: mobile, Password: 'wrong123' })
    const unknown = await app.call('User/OpenLogin', { OpenType: 2, OpenId, Mobile: '13700001999', Password: 'wrong123' })
    expect(wrong).toEqual(unknown)
    expect(wrong.code).toBe(ErrorCode.LoginFailed)

    const bound = await app.call('User/OpenLogin', { OpenType: 2, OpenId, Mobile: mobile, Password: password })
    expect(bound.code).toBe(0)
    const silent = await app.call('User/OpenIdLogin', { OpenType: 2, OpenId })
    expect(silent.data).toMatchObject({ UserId: bound.data!.UserId })
    expect((await app.call('User/StudentInfo', {}, silent.data!.token)).code).toBe(0)
    expect((await app.call('User/OpenIdToUserId', { OpenType: 2, OpenId })).data).toEqual({ UserId: bound.data!.UserId })
    expect((await app.call('User/OpenIdentity', { OpenType: 2, OpenId })).data).toMatchObject({ IsBind: true, Mobile: '137****1001', NickName: '测试carol' })
    const list = await app.call('OpenAuth/OpenBindList', {}, silent.data!.token)
    expect(list.data).toEqual([expect.objectContaining({ OpenType: 2, Name: '微信' })])

    // a fresh authorization of the same WeChat user finds the binding too
    const again = await wechatOpenId('carol')
    expect(again.IsBind).toBe(true)

    expect((await app.call('OpenAuth/OpenIdBindCancel', { OpenType: 2 })).code).toBe(112)
    expect((await app.call('OpenAuth/OpenIdBindCancel', { OpenType: 2, OpenId }, silent.data!.token)).code).toBe(0)
    expect((await app.call('User/OpenIdLogin', { OpenType: 2, OpenId })).data).toBeNull()
    expect((await app.call('OpenAuth/OpenIdBind', { OpenType: 2, OpenId }, silent.data!.token)).code).toBe(0)
    expect((await app.call('User/OpenIdLogin', { OpenType: 2, OpenId })).data).toMatchObject({ UserId: bound.data!.UserId })
  })

  it('never accepts an open id the server did not issue, nor a handle under another type', async () => {
    const { OpenId } = await wechatOpenId('dave')
    for (const forged of ['sbx-wxh5-dave', 'oXYZ1234567890abcdefghij', 'a'.repeat(43)]) {
      const res = await app.call('User/OpenIdLogin', { OpenType: 2, OpenId: forged })
      // malformed ones fail validation, well-formed unknown ones the lookup: the same words either way
      expect([ErrorCode.InvalidInput, ErrorCode.OpenIdInvalid]).toContain(res.code)
      expect(res.message).toBe('授权已失效，请重新授权')
    }
    expect((await app.call('User/OpenIdLogin', { OpenType: 4, OpenId })).code).toBe(ErrorCode.OpenIdInvalid)
    expect((await app.call('User/OpenIdLogin', { OpenType: 99, OpenId })).code).toBe(ErrorCode.InvalidInput)
    expect((await app.call('User/OpenIdLogin', { OpenType: 2, OpenId: { $ne: '' } })).code).toBe(ErrorCode.InvalidInput)
    app.clock.advance(181 * 86_400_000)
    expect((await app.call('User/OpenIdLogin', { OpenType: 2, OpenId })).code).toBe(ErrorCode.OpenIdInvalid)
  })

  it('refuses to bind a WeChat user that another account holds', async () => {
    const a = await register('13700001002')
    const b = await register('13700001003')
    const { OpenId } = await wechatOpenId('erin')
    expect((await app.call('OpenAuth/OpenIdBind', { OpenType: 2, OpenId }, a.token)).code).toBe(0)
    expect(await app.call('OpenAuth/OpenIdBind', { OpenType: 2, OpenId }, b.token)).toMatchObject({ code: ErrorCode.OpenIdTaken })
    expect((await app.call('User/OpenLogin', { OpenType: 2, OpenId, Mobile: '13700001003', Password: password })).code).toBe(ErrorCode.OpenIdTaken)
    // b unbinding its (absent) WeChat does not touch a's binding
    expect((await app.call('OpenAuth/OpenIdBindCancel', { OpenType: 2 }, b.token)).code).toBe(0)
    expect((await app.call('User/OpenIdLogin', { OpenType: 2, OpenId })).data).toMatchObject({ UserId: a.UserId })
  })

  it('registers a new account from WeChat with a bind code, and binds an existing one', async () => {
    const { OpenId } = await wechatOpenId('frank')
    const code = await sendCode(app, '13700001004', 'bind')
    const reg = await app.call('User/OpenRegister', { OpenType: 2, OpenId, Mobile: '13700001004', Code: code, AgreementVersion: AGREEMENT_VERSION })
    expect(reg.data).toMatchObject({ IsNewUser: true })
    expect((await app.call('User/StudentInfo', {}, reg.data!.token)).data).toMatchObject({ NickName: '测试frank' })
    const replay = await app.call('User/OpenRegister', { OpenType: 2, OpenId, Mobile: '13700001004', Code: code })
    expect(replay.code).toBe(ErrorCode.CodeInvalid)

    const existing = await register('13700001005')
    const other = await wechatOpenId('grace')
    const code2 = await sendCode(app, '13700001005', 'bind')
    const bound = await app.call('User/OpenRegister', { OpenType: 2, OpenId: other.OpenId, Mobile: '13700001005', Code: code2 })
    expect(bound.data).toMatchObject({ UserId: existing.UserId, IsNewUser: false })
  })
})

describe('concurrency', () => {
  it('one WeChat identity bound by 10 accounts at once ends up with exactly one', async () => {
    const { OpenId } = await wechatOpenId('heidi')
    const accounts = await Promise.all(Array.from({ length: 10 }, (_, i) => register(`137000020${String(i).padStart(2, '0')}`)))
    const results = await Promise.all(accounts.map((a) => app.call('OpenAuth/OpenIdBind', { OpenType: 2, OpenId }, a.token)))
    expect(results.filter((r) => r.code === 0)).toHaveLength(1)
    expect(results.filter((r) => r.code === ErrorCode.OpenIdTaken)).toHaveLength(9)
    const rows = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM open_bindings WHERE open_id = $1', ['sbx-wxh5-heidi'])
    expect(rows[0]!.n).toBe(1)
  })
})

describe('mini program and Alipay through the sandbox', () => {
  async function issued(platform: string, user: string) {
    const res = await fetch(`${app.baseUrl}/sandbox/oauth/issue-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ platform, user }),
    })
    return ((await res.json()) as { data: { Code: string } }).data.Code
  }

  it('exchanges a mini-program code once', async () => {
    const code = await issued('wechat-mini', 'alice')
    const auth = await app.call('OpenAuth/WechchatMiniAppAuth', { Code: code })
    expect(auth.data).toMatchObject({ OpenType: 3, IsBind: false })
    expect((await app.call('OpenAuth/WechchatMiniAppAuth', { Code: code })).code).toBe(ErrorCode.OpenIdInvalid)
  })

  it('exchanges an Alipay auth code; AliUserId answers the buyer id and a handle', async () => {
    const auth = await app.call('OpenAuth/AlipayMPAuth', { AuthCode: await issued('alipay', 'alice') })
    expect(auth.data).toMatchObject({ OpenType: 4 })
    const ali = await app.call('Public/AliUserId', { AuthCode: await issued('alipay', 'alice') })
    expect(ali.data!.AliUserId).toMatch(/^2088\d{12}$/)
    expect((await app.call('User/OpenIdLogin', { OpenType: 4, OpenId: ali.data!.OpenId })).data).toBeNull()
    expect((await app.call('Public/AliUserId', { AuthCode: 'made-up' })).code).toBe(ErrorCode.OpenIdInvalid)
    expect((await app.call('Public/AliUserId', { AuthCode: '' })).code).toBe(ErrorCode.InvalidInput)
  })

  it('has no issue-code hook without SANDBOX_ENDPOINTS', async () => {
    const plain = await buildTestApp()
    try {
      const res = await fetch(`${plain.baseUrl}/sandbox/oauth/issue-code`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
      expect(res.status).toBe(404)
    } finally {
      await plain.close()
    }
  })
})
