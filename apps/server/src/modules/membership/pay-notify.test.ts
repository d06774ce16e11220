import { fenToYuan } from '@gk/domain'
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { ProductId } from '@gk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signParams } from '../../adapters/pay/alipay.ts'
import { sandboxAlipayNotification, sandboxWechatNotification } from '../../adapters/pay/sandbox-gateway.ts'
import { sandboxKeys } from '../../adapters/pay/sandbox-keys.ts'
import { encryptResource, signNotification } from '../../adapters/pay/wechat-v3.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { signUp } from './membership-test-kit.ts'

async function postRaw(app: TestApp, path: string, body: string, headers: Record<string, string>) {
  const response = await fetch(`${app.baseUrl}${path}`, { method: 'POST', headers, body })
  return { status: response.status, text: await response.text() }
}

const count = async (app: TestApp, sql: string, params: unknown[] = []) => Number((await app.db.query<{ n: string }>(sql, params))[0]!.n)

describe('notifications in sandbox mode', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await buildTestApp({ env: { SANDBOX_ENDPOINTS: 'true' } })
  })
  afterAll(async () => app.close())

  async function newOrder(productId: number = ProductId.plan, call: 'Payment/WechatPayForH5' | 'Payment/AlipayMPPay' = 'Payment/WechatPayForH5') {
    const user = await signUp(app)
    const res = await app.call(call, { ProductId: productId }, user.token)
    if (res.code !== 0) throw new Error(res.message)
    return { ...user, orderNo: res.data.OrderNo, amount: res.data.Amount }
  }

  it('50 concurrent copies of one signed WeChat notification fulfil exactly once', async () => {
    const o = await newOrder(ProductId.plan)
    const { headers, body } = sandboxWechatNotification({ orderNo: o.orderNo, amountFen: o.amount, channel: 'wechat_h5' }, app.clock.now())
    const results = await Promise.all(
      Array.from({ length: 50 }, () => postRaw(app, '/pay/notify/wechat', body, { 'content-type': 'application/json', ...headers })),
    )
    expect(results.every((r) => r.status === 204)).toBe(true)
    expect(await count(app, "SELECT count(*) AS n FROM entitlement_grants WHERE source = 'order' AND source_ref = $1", [o.orderNo])).toBe(1)
    expect(await count(app, "SELECT count(*) AS n FROM pay_notifications WHERE order_no = $1 AND verdict = 'fulfilled'", [o.orderNo])).toBe(1)
    expect(await count(app, "SELECT count(*) AS n FROM pay_notifications WHERE order_no = $1 AND verdict = 'duplicate'", [o.orderNo])).toBe(49)
    expect(await count(app, 'SELECT count(*) AS n FROM user_packages WHERE user_id = $1', [o.userId])).toBe(1)
    const info = await app.call('User/StudentInfo', {}, o.token)
    // granted once: 365 days, not 50 × 365
    expect(info.code === 0 && info.data.PackageData).toEqual([{ ProductFrom: 'plan', ExpireAt: '2028-06-24T10:00:00.000Z' }])
  })

  it('50 concurrent distinct notifications (new nonces, both gateways’ retries) still fulfil once', async () => {
    const o = await newOrder(ProductId.aiBasic)
    const results = await Promise.all(
      Array.from({ length: 50 }, () => {
        const { headers, body } = sandboxWechatNotification(
          { orderNo: o.orderNo, amountFen: o.amount, channel: 'wechat_h5', tradeNo: '4200000000000000000000001' },
          app.clock.now(),
        )
        return postRaw(app, '/pay/notify/wechat', body, { 'content-type': 'application/json', ...headers })
      }),
    )
    expect(results.filter((r) => r.status === 204)).toHaveLength(50)
    expect(await count(app, 'SELECT count(*) AS n FROM entitlement_grants WHERE source_ref = $1', [o.orderNo])).toBe(1)
  })

  it('rejects a correctly signed notification whose amount differs from the order', async () => {
    const o = await newOrder(ProductId.plan)
    const { headers, body } = sandboxWechatNotification({ orderNo: o.orderNo, amountFen: 1, channel: 'wechat_h5' }, app.clock.now())
    const res = await postRaw(app, '/pay/notify/wechat', body, { 'content-type': 'application/json', ...headers })
    expect(res.status).toBe(400)
    expect(await app.call('OrderPayment/PaymentStatus', { OrderNo: o.orderNo }, o.token)).toMatchObject({ code: 0, data: { State: 'created' } })
    expect(await count(app, "SELECT count(*) AS n FROM pay_notifications WHERE order_no = $1 AND verdict = 'amount_mismatch'", [o.orderNo])).toBe(1)
  })

  it('rejects tampered bodies, foreign signatures, unknown serials and stale timestamps', async () => {
    const o = await newOrder(ProductId.plan)
    const now = app.clock.now()
    const good = sandboxWechatNotification({ orderNo: o.orderNo, amountFen: o.amount, channel: 'wechat_h5' }, now)
    const send = (body: string, headers: Record<string, string>) => postRaw(app, '/pay/notify/wechat', body, { 'content-type': 'application/json', ...headers })

    // body changed after signing
    expect((await send(good.body.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESS '), { ...good.headers })).status).toBe(401)
    // signed by someone else's key
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const forged = signNotification(good.body, privateKey, sandboxKeys().wechatPlatformSerial, Math.floor(now.getTime() / 1000))
    expect((await send(good.body, { ...forged })).status).toBe(401)
    // right key, wrong serial
    expect((await send(good.body, { ...good.headers, 'wechatpay-serial': 'OTHER' })).status).toBe(401)
    // an old notification replayed (10 minutes later)
    app.clock.advance(10 * 60_000)
    expect((await send(good.body, { ...good.headers })).status).toBe(401)
    app.clock.advance(-10 * 60_000)
    // missing headers, junk body
    expect((await send(good.body, {})).status).toBe(401)
    expect((await send('not json', { ...good.headers })).status).toBe(401)
    // a resource encrypted under another APIv3 key, signed correctly
    const k = sandboxKeys()
    const wrongKeyBody = JSON.stringify({
      event_type: 'TRANSACTION.SUCCESS',
      resource: encryptResource(
        randomBytes(16).toString('hex'),
        JSON.stringify({ out_trade_no: o.orderNo, transaction_id: '1', trade_state: 'SUCCESS', amount: { total: o.amount } }),
        'transaction',
        'abcdefabcdef',
      ),
    })
    expect(
      (await send(wrongKeyBody, { ...signNotification(wrongKeyBody, k.wechatPlatformPrivateKey, k.wechatPlatformSerial, Math.floor(now.getTime() / 1000)) }))
        .status,
    ).toBe(401)

    expect(await app.call('OrderPayment/PaymentStatus', { OrderNo: o.orderNo }, o.token)).toMatchObject({ code: 0, data: { State: 'created' } })
    // the genuine one still works afterwards
    expect((await send(good.body, { ...good.headers })).status).toBe(204)
  })

  it('Alipay: duplicates fulfil once, tampered amount or signature is refused', async () => {
    const o = await newOrder(ProductId.aiBasic, 'Payment/AlipayMPPay')
    const form = sandboxAlipayNotification({ orderNo: o.orderNo, amountFen: o.amount, channel: 'alipay_mp' }, app.clock.now())
    const send = (body: string) => postRaw(app, '/pay/notify/alipay', body, { 'content-type': 'application/x-www-form-urlencoded' })

    const tampered = new URLSearchParams(form)
    tampered.set('total_amount', '0.01')
    expect(await send(tampered.toString())).toEqual({ status: 400, text: 'fail' })
    // re-signed by an attacker with their own key
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const params = Object.fromEntries(tampered)
    params.sign = signParams(params, privateKey, ['sign', 'sign_type'])
    expect((await send(new URLSearchParams(params).toString())).status).toBe(400)
    // correctly signed but the wrong amount
    expect((await send(sandboxAlipayNotification({ orderNo: o.orderNo, amountFen: o.amount + 100, channel: 'alipay_mp' }, app.clock.now()))).status).toBe(400)
    expect(await app.call('OrderPayment/PaymentStatus', { OrderNo: o.orderNo }, o.token)).toMatchObject({ code: 0, data: { State: 'created' } })

    const results = await Promise.all(Array.from({ length: 50 }, () => send(form)))
    expect(results.every((r) => r.status === 200 && r.text === 'success')).toBe(true)
    expect(await count(app, 'SELECT count(*) AS n FROM entitlement_grants WHERE source_ref = $1', [o.orderNo])).toBe(1)
    expect(fenToYuan(o.amount)).toBe('19.90')
  })

  it('acknowledges a non-success event without paying', async () => {
    const o = await newOrder(ProductId.plan)
    const k = sandboxKeys()
    const resource = JSON.stringify({
      appid: k.appId,
      mchid: k.mchId,
      out_trade_no: o.orderNo,
      transaction_id: '4200000000000000000000009',
      trade_state: 'PAYERROR',
      amount: { total: o.amount },
    })
    const body = JSON.stringify({ event_type: 'TRANSACTION.SUCCESS', resource: encryptResource(k.apiV3Key, resource, 'transaction', 'abcdefabcdef') })
    const headers = signNotification(body, k.wechatPlatformPrivateKey, k.wechatPlatformSerial, Math.floor(app.clock.now().getTime() / 1000))
    expect((await postRaw(app, '/pay/notify/wechat', body, { 'content-type': 'application/json', ...headers })).status).toBe(204)
    expect(await app.call('OrderPayment/PaymentStatus', { OrderNo: o.orderNo }, o.token)).toMatchObject({ code: 0, data: { State: 'created', IsPaid: false } })
  })

  it('20 concurrent taps with one idempotency key make one order', async () => {
    const { token, userId } = await signUp(app)
    const results = await Promise.all(
      Array.from({ length: 20 }, () => app.call('Payment/WechatPayForH5', { ProductId: ProductId.plan, IdempotencyKey: 'same-tap-key-1' }, token)),
    )
    expect(results.every((r) => r.code === 0)).toBe(true)
    expect(new Set(results.map((r) => (r.code === 0 ? r.data.OrderNo : '')))).toHaveProperty('size', 1)
    expect(await count(app, 'SELECT count(*) AS n FROM orders WHERE user_id = $1', [userId])).toBe(1)
  })

  it('a notification for one gateway cannot pay an order of the other', async () => {
    const o = await newOrder(ProductId.plan, 'Payment/AlipayMPPay')
    const { headers, body } = sandboxWechatNotification({ orderNo: o.orderNo, amountFen: o.amount, channel: 'wechat_h5' }, app.clock.now())
    expect((await postRaw(app, '/pay/notify/wechat', body, { 'content-type': 'application/json', ...headers })).status).toBe(400)
  })
})
