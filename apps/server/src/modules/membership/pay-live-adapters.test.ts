import { createServer, type Server } from 'node:http'
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { ProductId } from '@gk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signContent, signParams, verifyNotifyParams } from '../../adapters/pay/alipay.ts'
import { decryptResource, encryptResource, rsaVerify, signNotification } from '../../adapters/pay/wechat-v3.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { signUp, wechatHandle } from './membership-test-kit.ts'

/**
 * The real adapters (PAY_PROVIDER=real) against a local stand-in of the gateways, every key
 * generated here: our requests must carry signatures the gateway accepts, and our notify routes
 * must accept only what the gateway's keys signed.
 */
const pem = () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  }
}
const merchant = pem()
const platform = pem()
const alipayApp = pem()
const alipayGateway = pem()
const apiV3Key = randomBytes(16).toString('hex')
const PLATFORM_SERIAL = 'PUB_KEY_ID_0114232134912410000000000000'

let gatewayServer: Server
let gatewayUrl = ''
const seen: { authorization?: string; body?: string; alipay?: Record<string, string> } = {}

function startGateway(): Promise<void> {
  gatewayServer = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      if (req.url?.startsWith('/v3/pay/transactions/')) {
        seen.authorization = req.headers.authorization
        seen.body = body
        const m = /signature="([^"]+)",timestamp="(\d+)",serial_no="([^"]+)"/.exec(req.headers.authorization ?? '')
        const nonceStr = /nonce_str="([^"]+)"/.exec(req.headers.authorization ?? '')?.[1]
        const ok = m && nonceStr && rsaVerify(`POST\n${req.url}\n${m[2]}\n${nonceStr}\n${body}\n`, m[1]!, merchant.publicPem)
        if (!ok) {
          res.writeHead(401).end('{"code":"SIGN_ERROR"}')
          return
        }
        const answer = JSON.stringify(
          req.url.endsWith('/h5')
            ? { h5_url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1' }
            : { prepay_id: 'wx201410272009395522657a690389285100' },
        )
        const headers = signNotification(answer, platform.privatePem, PLATFORM_SERIAL, Math.floor(Date.now() / 1000))
        res.writeHead(200, { 'content-type': 'application/json', ...headers }).end(answer)
        return
      }
      const params = Object.fromEntries(new URLSearchParams(body))
      seen.alipay = params
      const ok = rsaVerify(signContent(params), params.sign ?? '', alipayApp.publicPem)
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          alipay_trade_create_response: ok ? { code: '10000', msg: 'Success', trade_no: '2027062522001400000000000001' } : { code: '40002', sub_msg: 'sign' },
          sign: 'x',
        }),
      )
    })
  })
  return new Promise((resolve) => {
    gatewayServer.listen(0, '127.0.0.1', () => {
      const address = gatewayServer.address()
      gatewayUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
      resolve()
    })
  })
}

let app: TestApp
beforeAll(async () => {
  await startGateway()
  app = await buildTestApp({
    env: {
      PAY_PROVIDER: 'real',
      PUBLIC_BASE_URL: 'https://gk.example.com',
      WECHATPAY_APP_ID: 'wx8888888888888888',
      WECHATPAY_MCH_ID: '1230000109',
      WECHATPAY_MCH_SERIAL: '444F4864EA9B34415A5E4E2DB8E5A8E9D1E5D0C1',
      WECHATPAY_MCH_PRIVATE_KEY: merchant.privatePem.replace(/\n/g, '\\n'),
      WECHATPAY_PLATFORM_SERIAL: PLATFORM_SERIAL,
      WECHATPAY_PLATFORM_PUBLIC_KEY: platform.publicPem,
      WECHATPAY_APIV3_KEY: apiV3Key,
      WECHATPAY_API_BASE: gatewayUrl,
      ALIPAY_APP_ID: '2021004100000001',
      ALIPAY_PRIVATE_KEY: alipayApp.privatePem,
      ALIPAY_PUBLIC_KEY: alipayGateway.publicPem,
      ALIPAY_GATEWAY: `${gatewayUrl}/gateway.do`,
    },
  })
})
afterAll(async () => {
  await app.close()
  gatewayServer.close()
})

function wechatNotification(orderNo: string, amountFen: number, signer = platform.privatePem) {
  const resource = JSON.stringify({
    appid: 'wx8888888888888888',
    mchid: '1230000109',
    out_trade_no: orderNo,
    transaction_id: '4200000000202706250000000001',
    trade_state: 'SUCCESS',
    amount: { total: amountFen, payer_total: amountFen, currency: 'CNY' },
  })
  const body = JSON.stringify({
    id: 'EV-1',
    event_type: 'TRANSACTION.SUCCESS',
    resource_type: 'encrypt-resource',
    resource: encryptResource(apiV3Key, resource, 'transaction', 'fdasflkja484'),
  })
  return { body, headers: signNotification(body, signer, PLATFORM_SERIAL, Math.floor(app.clock.now().getTime() / 1000)) }
}

describe('WeChat Pay v3 (real adapter)', () => {
  it('signs the H5 order request, trusts the signed answer, accepts the signed and encrypted callback', async () => {
    const { token } = await signUp(app)
    const res = await app.call('Payment/WechatPayForH5', { ProductId: ProductId.znkCard }, token)
    expect(res.code).toBe(0)
    if (res.code !== 0) return
    expect(res.data.h5_url.startsWith('https://wx.tenpay.com/')).toBe(true)
    expect(res.data.SandboxPayUrl).toBeNull()
    expect(seen.authorization?.startsWith('WECHATPAY2-SHA256-RSA2048 mchid="1230000109"')).toBe(true)
    const sent = JSON.parse(seen.body!) as { notify_url: string; amount: { total: number }; out_trade_no: string; time_expire: string }
    expect(sent).toMatchObject({ notify_url: 'https://gk.example.com/pay/notify/wechat', amount: { total: 29800 }, out_trade_no: res.data.OrderNo })
    expect(sent.time_expire).toBe('2027-06-25T20:00:00+08:00')

    // an attacker's key is refused, the platform's accepted
    const forged = wechatNotification(res.data.OrderNo, 29800, pem().privatePem)
    expect(
      (
        await fetch(`${app.baseUrl}/pay/notify/wechat`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...forged.headers },
          body: forged.body,
        })
      ).status,
    ).toBe(401)
    const genuine = wechatNotification(res.data.OrderNo, 29800)
    expect(
      (
        await fetch(`${app.baseUrl}/pay/notify/wechat`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...genuine.headers },
          body: genuine.body,
        })
      ).status,
    ).toBe(204)
    expect(await app.call('User/StudentInfo', {}, token)).toMatchObject({ code: 0, data: { MemberType: 1 } })
  })

  it('JSAPI answers paySign over the prepay id with the merchant key; no sandbox pages in real mode', async () => {
    const { token } = await signUp(app)
    const handle = await wechatHandle(app, 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o')
    const res = await app.call('Payment/WechatPayForJSAPI', { ProductId: ProductId.plan, OpenId: handle }, token)
    if (res.code !== 0) throw new Error(res.message)
    expect(res.data.package).toBe('prepay_id=wx201410272009395522657a690389285100')
    expect(rsaVerify(`${res.data.appId}\n${res.data.timeStamp}\n${res.data.nonceStr}\n${res.data.package}\n`, res.data.paySign, merchant.publicPem)).toBe(true)
    expect((JSON.parse(seen.body!) as { payer: { openid: string } }).payer.openid).toBe('oUpF8uMuAJO_M2pxb1Q9zNjWeS6o')
    expect((await fetch(`${app.baseUrl}/sandbox/pay/${res.data.OrderNo}`)).status).toBe(404)
  })

  it('AES-GCM: a flipped ciphertext byte fails the tag check', () => {
    const r = encryptResource(apiV3Key, '{"a":1}', 'transaction', 'abcdefabcdef')
    expect(decryptResource(apiV3Key, r)).toBe('{"a":1}')
    const bytes = Buffer.from(r.ciphertext, 'base64')
    bytes[0] = bytes[0]! ^ 1
    expect(() => decryptResource(apiV3Key, { ...r, ciphertext: bytes.toString('base64') })).toThrow()
    expect(() => decryptResource(apiV3Key, { ...r, associated_data: 'other' })).toThrow()
  })
})

describe('Alipay (real adapter)', () => {
  it('signs alipay.trade.create RSA2 and accepts only notifications signed by the Alipay key', async () => {
    const { token } = await signUp(app)
    const res = await app.call('Payment/AlipayMPPay', { ProductId: ProductId.aiBasic, BuyerId: '2088102177846880' }, token)
    expect(res).toMatchObject({ code: 0, data: { trade_no: '2027062522001400000000000001' } })
    if (res.code !== 0) return
    expect(seen.alipay).toMatchObject({
      method: 'alipay.trade.create',
      app_id: '2021004100000001',
      sign_type: 'RSA2',
      notify_url: 'https://gk.example.com/pay/notify/alipay',
    })
    expect(JSON.parse(seen.alipay!.biz_content!)).toMatchObject({ out_trade_no: res.data.OrderNo, total_amount: '19.90', buyer_id: '2088102177846880' })

    const params: Record<string, string> = {
      notify_id: 'n1',
      app_id: '2021004100000001',
      out_trade_no: res.data.OrderNo,
      trade_no: '2027062522001400000000000001',
      trade_status: 'TRADE_SUCCESS',
      total_amount: '19.90',
      sign_type: 'RSA2',
    }
    params.sign = signParams(params, alipayGateway.privatePem, ['sign', 'sign_type'])
    expect(verifyNotifyParams(params, alipayGateway.publicPem)).toBe(true)
    const ownKeySigned = { ...params, sign: signParams(params, alipayApp.privatePem, ['sign', 'sign_type']) }
    const post = (p: Record<string, string>) =>
      fetch(`${app.baseUrl}/pay/notify/alipay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(p).toString(),
      })
    expect((await post(ownKeySigned)).status).toBe(400)
    const accepted = await post(params)
    expect([accepted.status, await accepted.text()]).toEqual([200, 'success'])
    const info = await app.call('User/StudentInfo', {}, token)
    expect(info.code === 0 && info.data.PackageData.map((p) => p.ProductFrom)).toEqual(['ai1'])
  })
})
