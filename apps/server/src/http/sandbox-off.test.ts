import { ErrorCode, ProductId } from '@gk/contract'
import { afterAll, describe, expect, it } from 'vitest'
import { readEnv } from '../env.ts'
import { signUp } from '../modules/membership/membership-test-kit.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'

const redirect = encodeURIComponent('/#/pages/login')
/** Every test hook and sandbox page the server can register. */
const SANDBOX_ROUTES: { method: 'GET' | 'POST'; path: string; body?: string; type?: string }[] = [
  { method: 'GET', path: `/sandbox/oauth/authorize?platform=wechat-h5&redirect_uri=${redirect}&state=s` },
  { method: 'GET', path: `/sandbox/oauth/approve?platform=wechat-h5&user=u1&nickname=x&redirect_uri=${redirect}&state=s` },
  { method: 'GET', path: `/sandbox/oauth/deny?redirect_uri=${redirect}&state=s` },
  { method: 'POST', path: '/sandbox/oauth/issue-code', body: '{"platform":"wechat-h5","user":"u1"}', type: 'application/json' },
  { method: 'GET', path: '/sandbox/pay/GK2027062500000001' },
  { method: 'POST', path: '/sandbox/pay/GK2027062500000001/confirm', body: 'return=', type: 'application/x-www-form-urlencoded' },
  { method: 'POST', path: '/sandbox/cards/issue', body: `product=${ProductId.znkCard}&count=5`, type: 'application/x-www-form-urlencoded' },
  { method: 'GET', path: '/sandbox/sms/last-code?mobile=13900000000' },
  { method: 'POST', path: '/sandbox/console/account', body: '{"role":"admin"}', type: 'application/json' },
]

async function statuses(app: TestApp): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const r of SANDBOX_ROUTES) {
    const res = await fetch(`${app.baseUrl}${r.path}`, {
      method: r.method,
      redirect: 'manual',
      ...(r.body ? { body: r.body, headers: { 'content-type': r.type ?? 'text/plain' } } : {}),
    })
    out[`${r.method} ${r.path.split('?')[0]}`] = res.status
  }
  return out
}

describe('a default install has no sandbox', () => {
  const apps: TestApp[] = []
  afterAll(async () => {
    for (const app of apps) await app.close()
  })

  it('leaves SANDBOX_ENDPOINTS off when nothing is set', () => {
    expect(readEnv({}).SANDBOX_ENDPOINTS).toBe(false)
  })

  // NODE_ENV unset means development; neither it nor test turns any sandbox on
  for (const nodeEnv of ['development', 'test']) {
    it(`answers 404 on every sandbox route with NODE_ENV=${nodeEnv}`, async () => {
      const app = await buildTestApp({ env: { NODE_ENV: nodeEnv } })
      apps.push(app)
      const seen = await statuses(app)
      expect(
        Object.values(seen).every((s) => s === 404),
        JSON.stringify(seen),
      ).toBe(true)
    })

    it(`refuses sandbox-paid orders in Chinese with NODE_ENV=${nodeEnv}`, async () => {
      const app = await buildTestApp({ env: { NODE_ENV: nodeEnv } })
      apps.push(app)
      const { token } = await signUp(app)
      for (const name of ['Payment/WechatPayForH5', 'Payment/AlipayMPPay'] as const) {
        const order = await app.call(name, { ProductId: ProductId.znkCard }, token)
        expect(order).toEqual({ code: ErrorCode.PayUnavailable, message: '暂未开通在线支付，请使用会员卡激活或稍后再试', data: null })
      }
      const notify = await fetch(`${app.baseUrl}/pay/notify/wechat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
      expect(notify.status).not.toBe(200)
    })
  }

  it('registers every one of them with SANDBOX_ENDPOINTS=true (so the 404s above mean something)', async () => {
    const app = await buildTestApp({ env: { SANDBOX_ENDPOINTS: 'true' } })
    apps.push(app)
    const seen = await statuses(app)
    // the unknown order answers 404 from its own page; every other hook answers
    const missing = Object.entries(seen).filter(([route, s]) => s === 404 && !route.includes('/sandbox/pay/'))
    expect(missing).toEqual([])
  })
})
