import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { Db } from '../../db/client.ts'
import { alipaySignContent, alipayTimestamp, createAlipayProvider, extractSignedNode, rsa2Sign, rsa2Verify, toPem } from './alipay.ts'
import type { FetchLike } from './oauth-provider.ts'
import { createWechatH5Provider, createWechatMiniProvider } from './wechat.ts'

const log = { info() {}, warn() {}, error() {} } as never
const deps = { db: {} as Db, now: () => new Date(), log }
const reply = (body: unknown): ReturnType<FetchLike> =>
  Promise.resolve({ ok: true, status: 200, text: async () => (typeof body === 'string' ? body : JSON.stringify(body)) })

describe('WeChat real adapters', () => {
  it('H5: code → access_token → userinfo', async () => {
    const urls: URL[] = []
    const provider = createWechatH5Provider({ appId: 'wxapp', secret: 'wxsecret' }, (url) => {
      const u = new URL(url)
      urls.push(u)
      if (u.pathname === '/sns/oauth2/access_token') return reply({ access_token: 'AT', openid: 'oOPEN', scope: 'snsapi_userinfo', unionid: 'U1' })
      return reply({ nickname: '微信昵称', headimgurl: 'https://thirdwx.qlogo.cn/a/132' })
    })
    const identity = await provider.exchange('CODE1', deps)
    expect(identity).toMatchObject({ openId: 'oOPEN', unionId: 'U1', nickname: '微信昵称', avatar: 'https://thirdwx.qlogo.cn/a/132' })
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({ appid: 'wxapp', secret: 'wxsecret', code: 'CODE1', grant_type: 'authorization_code' })
    expect(urls[1]!.pathname).toBe('/sns/userinfo')
  })
  it('H5: a used or invalid code means "authorize again", other errors "unavailable"', async () => {
    const used = createWechatH5Provider({ appId: 'a', secret: 's' }, () => reply({ errcode: 40163, errmsg: 'code been used' }))
    await expect(used.exchange('x', deps)).rejects.toMatchObject({ code: 1124 })
    const down = createWechatH5Provider({ appId: 'a', secret: 's' }, () => reply({ errcode: -1, errmsg: 'system busy' }))
    await expect(down.exchange('x', deps)).rejects.toMatchObject({ code: 5003 })
    const broken = createWechatH5Provider({ appId: 'a', secret: 's' }, () => reply('<html>'))
    await expect(broken.exchange('x', deps)).rejects.toMatchObject({ code: 5003 })
  })
  it('mini program: jscode2session', async () => {
    let seen: URL | null = null
    const provider = createWechatMiniProvider({ appId: 'mp', secret: 'mps' }, (url) => {
      seen = new URL(url)
      return reply({ openid: 'oMINI', session_key: 'k' })
    })
    expect((await provider.exchange('JS', deps)).openId).toBe('oMINI')
    expect(seen!.pathname).toBe('/sns/jscode2session')
    expect(seen!.searchParams.get('js_code')).toBe('JS')
  })
})

describe('Alipay RSA2', () => {
  const app = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const appPrivate = app.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
  const appPublic = app.publicKey.export({ type: 'spki', format: 'pem' }).toString()
  const alipayPrivate = alipay.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
  const alipayPublic = alipay.publicKey.export({ type: 'spki', format: 'pem' }).toString()
  const bare = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '')

  it('builds the sign content as Alipay documents it', () => {
    expect(alipaySignContent({ b: '2', a: '1', sign: 'x', empty: '', c: 'a b' })).toBe('a=1&b=2&c=a b')
    expect(alipayTimestamp(new Date('2027-01-01T16:30:05Z'))).toBe('2027-01-02 00:30:05')
  })
  it('signs and verifies with PEM and with bare base64 keys', () => {
    const sig = rsa2Sign('a=1&b=2', bare(appPrivate))
    expect(rsa2Verify('a=1&b=2', sig, appPublic)).toBe(true)
    expect(rsa2Verify('a=1&b=3', sig, bare(appPublic))).toBe(false)
    expect(toPem(bare(appPublic), 'PUBLIC')).toContain('-----BEGIN PUBLIC KEY-----')
  })
  it('extracts the raw signed node text', () => {
    const raw = '{"x_response":{"a":"1","b":{"c":2}},"sign":"SIG"}'
    expect(extractSignedNode(raw, 'x_response')).toBe('{"a":"1","b":{"c":2}}')
  })

  /** A gateway that checks our request signature and signs its answer, as Alipay does. */
  function gateway(answer: Record<string, unknown>, nodeName = 'alipay_system_oauth_token_response', signWith = alipayPrivate): FetchLike {
    return async (_url, init) => {
      const params = Object.fromEntries(new URLSearchParams(init!.body))
      expect(params.method).toBe('alipay.system.oauth.token')
      expect(params.sign_type).toBe('RSA2')
      expect(rsa2Verify(alipaySignContent(params), params.sign!, appPublic)).toBe(true)
      const node = JSON.stringify(answer)
      return { ok: true, status: 200, text: async () => `{"${nodeName}":${node},"sign":"${rsa2Sign(node, signWith)}"}` }
    }
  }
  const config = { appId: '2021000', privateKey: appPrivate, alipayPublicKey: alipayPublic, gateway: 'https://openapi.alipay.com/gateway.do' }

  it('exchanges an auth code for the user id', async () => {
    const provider = createAlipayProvider(config, gateway({ user_id: '2088102150477652', access_token: 'AT' }))
    expect(await provider.exchange('AUTH', deps)).toMatchObject({ openId: '2088102150477652', aliUserId: '2088102150477652' })
  })
  it('refuses an answer signed by someone else', async () => {
    const forged = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
    const provider = createAlipayProvider(config, gateway({ user_id: '2088' }, undefined, forged))
    await expect(provider.exchange('AUTH', deps)).rejects.toMatchObject({ code: 5003 })
  })
  it('turns an invalid code into "authorize again"', async () => {
    const provider = createAlipayProvider(config, gateway({ code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.code-invalid' }, 'error_response'))
    await expect(provider.exchange('AUTH', deps)).rejects.toMatchObject({ code: 1124 })
  })
  it('is unavailable when not configured', async () => {
    await expect(createAlipayProvider({ ...config, privateKey: '' }).exchange('AUTH', deps)).rejects.toMatchObject({ code: 5003 })
  })
})
