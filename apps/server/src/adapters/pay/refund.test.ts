import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readEnv } from '../../env.ts'
import { signContent } from './alipay.ts'
import { refundAtGateway, refundNoOf } from './refund.ts'
import { rsaVerify, signNotification } from './wechat-v3.ts'

/** The live refund calls against a local stand-in of both gateways, every key generated here. */
const pem = () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return { privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() }
}
const merchant = pem()
const platform = pem()
const alipayApp = pem()
const SERIAL = 'PUB_KEY_ID_0114232134912410000000000000'
let server: Server
let base = ''
let signAnswers = true
const seen: { wechat?: Record<string, unknown>; alipay?: Record<string, string> } = {}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      if (req.url === '/v3/refund/domestic/refunds') {
        const auth = req.headers.authorization ?? ''
        const m = /signature="([^"]+)",timestamp="(\d+)"/.exec(auth)
        const nonceStr = /nonce_str="([^"]+)"/.exec(auth)?.[1]
        if (!m || !nonceStr || !rsaVerify(`POST\n${req.url}\n${m[2]}\n${nonceStr}\n${body}\n`, m[1]!, merchant.publicPem))
          return void res.writeHead(401).end('{}')
        seen.wechat = JSON.parse(body) as Record<string, unknown>
        const answer = JSON.stringify({ refund_id: '50000000382019052709732678859', status: 'PROCESSING' })
        const headers = signAnswers ? signNotification(answer, platform.privatePem, SERIAL, Math.floor(Date.now() / 1000)) : {}
        return void res.writeHead(200, { 'content-type': 'application/json', ...headers }).end(answer)
      }
      const params = Object.fromEntries(new URLSearchParams(body))
      seen.alipay = params
      const ok = rsaVerify(signContent(params), params.sign ?? '', alipayApp.publicPem)
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ alipay_trade_refund_response: ok ? { code: '10000', trade_no: '2027062522001400000000000001' } : { code: '40002' } }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(() => {
  server.close()
})

const live = () =>
  readEnv({
    NODE_ENV: 'test',
    PAY_PROVIDER: 'real',
    PUBLIC_BASE_URL: 'https://gk.example.com',
    WECHATPAY_APP_ID: 'wx8888888888888888',
    WECHATPAY_MCH_ID: '1230000109',
    WECHATPAY_MCH_SERIAL: '444F4864EA9B34415A5E4E2DB8E5A8E9D1E5D0C1',
    WECHATPAY_MCH_PRIVATE_KEY: merchant.privatePem,
    WECHATPAY_PLATFORM_SERIAL: SERIAL,
    WECHATPAY_PLATFORM_PUBLIC_KEY: platform.publicPem,
    WECHATPAY_APIV3_KEY: randomBytes(16).toString('hex'),
    WECHATPAY_API_BASE: base,
    ALIPAY_APP_ID: '2021004100000001',
    ALIPAY_PRIVATE_KEY: alipayApp.privatePem,
    ALIPAY_PUBLIC_KEY: pem().publicPem,
    ALIPAY_GATEWAY: `${base}/gateway.do`,
  })

describe('gateway refunds', () => {
  it('does nothing at a gateway in the sandbox', async () => {
    expect(
      await refundAtGateway(
        readEnv({ NODE_ENV: 'test', PAY_PROVIDER: 'sandbox' }),
        { gateway: 'wechat', orderNo: 'GK1', amountFen: 100, reason: 'x' },
        new Date(),
      ),
    ).toEqual({ mode: 'sandbox' })
  })

  it('calls the WeChat Pay refund API signed with the merchant key and trusts only a signed answer', async () => {
    const result = await refundAtGateway(
      live(),
      { gateway: 'wechat', orderNo: 'GK2027062512000012345678', amountFen: 19900, reason: '学生申请退款' },
      new Date(),
    )
    expect(result).toEqual({ mode: 'live', refundId: '50000000382019052709732678859', status: 'PROCESSING' })
    expect(seen.wechat).toMatchObject({
      out_trade_no: 'GK2027062512000012345678',
      out_refund_no: refundNoOf('GK2027062512000012345678'),
      amount: { refund: 19900, total: 19900, currency: 'CNY' },
    })
    signAnswers = false
    await expect(refundAtGateway(live(), { gateway: 'wechat', orderNo: 'GK2027062512000012345679', amountFen: 100, reason: 'x' }, new Date())).rejects.toThrow(
      /not trusted/,
    )
    signAnswers = true
  })

  it('calls alipay.trade.refund signed with RSA2', async () => {
    const result = await refundAtGateway(live(), { gateway: 'alipay', orderNo: 'GK2027062512000087654321', amountFen: 9900, reason: '重复购买' }, new Date())
    expect(result).toMatchObject({ mode: 'live', status: 'SUCCESS' })
    expect(JSON.parse(seen.alipay?.biz_content ?? '{}')).toMatchObject({
      out_trade_no: 'GK2027062512000087654321',
      refund_amount: '99.00',
      out_request_no: refundNoOf('GK2027062512000087654321'),
    })
    expect(seen.alipay?.method).toBe('alipay.trade.refund')
  })
})
