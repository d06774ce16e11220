import { createVerify } from 'node:crypto'
import { ErrorCode, ProductFrom, ProductId } from '@gk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sandboxKeys } from '../../adapters/pay/sandbox-keys.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { payInSandbox, signUp, wechatHandle } from './membership-test-kit.ts'

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp({ env: { SANDBOX_ENDPOINTS: 'true' } })
})
afterAll(async () => app.close())

const verifyMerchant = (message: string, signature: string) =>
  createVerify('RSA-SHA256').update(message).verify(sandboxKeys().merchantPublicKey, signature, 'base64')

describe('WeChat H5 through the pay sandbox', () => {
  it('creates an order, pays on the confirm page, fulfils, shows on StudentInfo', async () => {
    const { token } = await signUp(app)
    const order = await app.call('Payment/WechatPayForH5', { ProductId: ProductId.znkCard }, token)
    expect(order.code).toBe(0)
    if (order.code !== 0) return
    expect(order.data.Amount).toBe(29800)
    expect(order.data.h5_url).toBe(`/sandbox/pay/${order.data.OrderNo}`)

    const before = await app.call('OrderPayment/PaymentStatus', { OrderNo: order.data.OrderNo }, token)
    expect(before).toMatchObject({ code: 0, data: { State: 'created', IsPaid: false } })

    const pageHtml = await (await fetch(`${app.baseUrl}${order.data.h5_url}?return=${encodeURIComponent('/#/x')}`)).text()
    expect(pageHtml).toContain('¥298.00')
    expect(pageHtml).toContain('智能志愿卡')

    expect(await payInSandbox(app, order.data.OrderNo)).toBe(303)
    const after = await app.call('OrderPayment/PaymentStatus', { OrderNo: order.data.OrderNo }, token)
    expect(after).toMatchObject({ code: 0, data: { State: 'fulfilled', IsPaid: true, PaidAt: '2027-06-25T10:00:00.000Z' } })
    const info = await app.call('User/StudentInfo', {}, token)
    expect(info).toMatchObject({ code: 0, data: { MemberType: 1 } })
    const mine = await app.call('Product/MyMembership', {}, token)
    expect(mine).toMatchObject({ code: 0, data: { MemberType: 1, MemberExpireAt: '2027-08-31T16:00:00.000Z', Groups: ['ZNK'] } })

    // a second confirm of a paid order changes nothing
    expect(await payInSandbox(app, order.data.OrderNo)).toBe(303)
    const grants = await app.db.query<{ n: string }>("SELECT count(*) AS n FROM entitlement_grants WHERE source = 'order'")
    expect(Number(grants[0]!.n)).toBe(1)
  })

  it('returns the same order for a retried tap with the same idempotency key', async () => {
    const { token } = await signUp(app)
    const a = await app.call('Payment/WechatPayForH5', { ProductId: ProductId.plan, IdempotencyKey: 'tap-0001-abc' }, token)
    const b = await app.call('Payment/WechatPayForH5', { ProductId: ProductId.plan, IdempotencyKey: 'tap-0001-abc' }, token)
    expect(a.code === 0 && b.code === 0 && a.data.OrderNo === b.data.OrderNo).toBe(true)
    const other = await app.call('Payment/WechatPayForH5', { ProductId: ProductId.plan2, IdempotencyKey: 'tap-0001-abc' }, token)
    expect(other.code).toBe(ErrorCode.Conflict)
  })

  it('never redirects off-site from the sandbox', async () => {
    const { token } = await signUp(app)
    const order = await app.call('Payment/WechatPayForH5', { ProductId: ProductId.plan }, token)
    if (order.code !== 0) throw new Error(order.message)
    const response = await fetch(`${app.baseUrl}/sandbox/pay/${order.data.OrderNo}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'return=%2F%2Fevil.example.com',
      redirect: 'manual',
    })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('支付成功')
    const html = await (await fetch(`${app.baseUrl}/sandbox/pay/${order.data.OrderNo}?return=${encodeURIComponent('"><script>alert(1)</script>')}`)).text()
    expect(html).not.toContain('<script>')
    expect((await fetch(`${app.baseUrl}/sandbox/pay/NOPE'OR1`)).status).toBe(404)
  })
})

describe('the other pay calls', () => {
  it('Native pay answers a code_url and its QR code as SVG', async () => {
    const { token } = await signUp(app)
    const res = await app.call('Payment/WechatNativePay', { ProductId: ProductId.aiBasic }, token)
    expect(res.code).toBe(0)
    if (res.code !== 0) return
    expect(res.data.code_url).toContain(`/sandbox/pay/${res.data.OrderNo}`)
    expect(res.data.QrCode.startsWith('data:image/svg+xml;base64,')).toBe(true)
    expect(Buffer.from(res.data.QrCode.split(',')[1]!, 'base64').toString()).toContain('<svg')
  })

  it('JSAPI pay parameters are signed with the merchant key', async () => {
    const { token } = await signUp(app)
    expect((await app.call('Payment/WechatPayForJSAPI', { ProductId: ProductId.aiBasic }, token)).code).toBe(ErrorCode.InvalidInput)
    // a raw openid (or a forged handle) is not accepted: only handles our sign-in issued
    expect((await app.call('Payment/WechatPayForJSAPI', { ProductId: ProductId.aiBasic, OpenId: 'o_test_openid' }, token)).code).toBe(ErrorCode.OpenIdInvalid)
    const res = await app.call('Payment/WechatPayForJSAPI', { ProductId: ProductId.aiBasic, OpenId: await wechatHandle(app, 'o_test_openid') }, token)
    if (res.code !== 0) throw new Error(res.message)
    expect(res.data.package.startsWith('prepay_id=')).toBe(true)
    expect(verifyMerchant(`${res.data.appId}\n${res.data.timeStamp}\n${res.data.nonceStr}\n${res.data.package}\n`, res.data.paySign)).toBe(true)
  })

  it('APP pay parameters are signed with the merchant key', async () => {
    const { token } = await signUp(app)
    const res = await app.call('Payment/WechatPayForAPP', { ProductId: ProductId.aiBasic }, token)
    if (res.code !== 0) throw new Error(res.message)
    expect(res.data.package).toBe('Sign=WXPay')
    expect(verifyMerchant(`${res.data.appid}\n${res.data.timestamp}\n${res.data.noncestr}\n${res.data.prepayid}\n`, res.data.sign)).toBe(true)
  })

  it('Alipay mini-program pay goes through the Alipay-style notification and grants the package', async () => {
    const { token } = await signUp(app)
    expect((await app.call('Payment/AlipayMPPay', { ProductId: ProductId.plan2, BuyerId: 'abc' }, token)).code).toBe(ErrorCode.InvalidInput)
    const res = await app.call('Payment/AlipayMPPay', { ProductId: ProductId.plan2, BuyerId: '2088000000000000' }, token)
    if (res.code !== 0) throw new Error(res.message)
    expect(res.data.trade_no).toContain(res.data.OrderNo)
    expect(await payInSandbox(app, res.data.OrderNo)).toBe(303)
    const info = await app.call('User/StudentInfo', {}, token)
    expect(info.code === 0 && info.data.PackageData).toEqual([{ ProductFrom: ProductFrom.plan2, ExpireAt: '2028-06-24T10:00:00.000Z' }])
  })

  it('refuses pay calls without a session, for card-only products, and hostile input', async () => {
    const { token } = await signUp(app)
    expect((await app.call('Payment/WechatPayForH5', { ProductId: ProductId.znkCard })).code).toBe(ErrorCode.SessionExpired)
    expect((await app.call('Payment/WechatPayForH5', { ProductId: ProductId.teacherCard }, token)).code).toBe(ErrorCode.ProductNotFound)
    for (const bad of [
      { ProductId: '101; DROP TABLE orders' },
      { ProductId: ProductId.znkCard, IdempotencyKey: '../../etc' },
      { ProductId: ProductId.znkCard, IdempotencyKey: 'x'.repeat(65) },
    ]) {
      expect((await app.call('Payment/WechatPayForH5', bad, token)).code).toBe(ErrorCode.InvalidInput)
    }
  })
})

describe('OrderPayment/PaymentStatus', () => {
  it("hides other users' orders and refuses malformed numbers", async () => {
    const a = await signUp(app)
    const b = await signUp(app)
    const order = await app.call('Payment/WechatPayForH5', { ProductId: ProductId.plan }, a.token)
    if (order.code !== 0) throw new Error(order.message)
    expect((await app.call('OrderPayment/PaymentStatus', { OrderNo: order.data.OrderNo }, b.token)).code).toBe(ErrorCode.OrderNotFound)
    expect((await app.call('OrderPayment/PaymentStatus', { OrderNo: order.data.OrderNo })).code).toBe(ErrorCode.SessionExpired)
    expect((await app.call('OrderPayment/PaymentStatus', { OrderNo: "GK' OR 1=1 --" }, a.token)).code).toBe(ErrorCode.InvalidInput)
    expect((await app.call('OrderPayment/PaymentStatus', { OrderNo: 'GK0000000000000000' }, a.token)).code).toBe(ErrorCode.OrderNotFound)
  })

  it('closes an unpaid order after its time, and still honours a late payment of it', async () => {
    const { token } = await signUp(app)
    const order = await app.call('Payment/WechatPayForH5', { ProductId: ProductId.aiAdvanced }, token)
    if (order.code !== 0) throw new Error(order.message)
    app.clock.advance(120 * 60_000)
    const closed = await app.call('OrderPayment/PaymentStatus', { OrderNo: order.data.OrderNo }, token)
    expect(closed).toMatchObject({ code: 0, data: { State: 'closed', IsPaid: false } })
    const html = await (await fetch(`${app.baseUrl}/sandbox/pay/${order.data.OrderNo}`)).text()
    expect(html).not.toContain('确认支付</button>')
    // the gateway took the money before the close reached it: the user gets what they paid for
    expect(await payInSandbox(app, order.data.OrderNo)).toBe(303)
    expect(await app.call('OrderPayment/PaymentStatus', { OrderNo: order.data.OrderNo }, token)).toMatchObject({ code: 0, data: { State: 'fulfilled' } })
    app.clock.set(new Date('2027-06-25T10:00:00Z'))
  })
})

describe('tiers', () => {
  it('refuses buying a lower or an already owned season tier, allows an upgrade', async () => {
    const { token } = await signUp(app)
    const vip = await app.call('Payment/WechatPayForH5', { ProductId: ProductId.vipCard }, token)
    if (vip.code !== 0) throw new Error(vip.message)
    await payInSandbox(app, vip.data.OrderNo)
    expect((await app.call('Payment/PaymentPrice', { ProductId: ProductId.znkCard }, token)).code).toBe(ErrorCode.MembershipOwned)
    expect((await app.call('Payment/WechatPayForH5', { ProductId: ProductId.vipCard }, token)).code).toBe(ErrorCode.MembershipOwned)
    expect((await app.call('Payment/WechatPayForH5', { ProductId: ProductId.gzbbYear }, token)).code).toBe(ErrorCode.MembershipOwned)

    const other = await signUp(app)
    const znk = await app.call('Payment/WechatPayForH5', { ProductId: ProductId.znkCard }, other.token)
    if (znk.code !== 0) throw new Error(znk.message)
    await payInSandbox(app, znk.data.OrderNo)
    const up = await app.call('Payment/WechatPayForH5', { ProductId: ProductId.vipCard }, other.token)
    if (up.code !== 0) throw new Error(up.message)
    await payInSandbox(app, up.data.OrderNo)
    expect(await app.call('User/StudentInfo', {}, other.token)).toMatchObject({ code: 0, data: { MemberType: 2 } })
  })

  it('stacks days packages on the remaining time', async () => {
    const { token } = await signUp(app)
    for (let i = 0; i < 2; i++) {
      const o = await app.call('Payment/WechatPayForH5', { ProductId: ProductId.aiBasic }, token)
      if (o.code !== 0) throw new Error(o.message)
      await payInSandbox(app, o.data.OrderNo)
    }
    const info = await app.call('User/StudentInfo', {}, token)
    // 2 × 30 days from 2027-06-25T10:00:00Z, one entry
    expect(info.code === 0 && info.data.PackageData).toEqual([{ ProductFrom: 'ai1', ExpireAt: '2027-08-24T10:00:00.000Z' }])
  })
})
