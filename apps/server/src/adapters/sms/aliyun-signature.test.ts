import { describe, expect, it } from 'vitest'
import { buildSendSmsUrl, createAliyunSmsProvider } from './aliyun-provider.ts'
import { percentEncode, signRpcRequest, stringToSign } from './aliyun-signature.ts'

describe('Aliyun POP v1 signature', () => {
  // the worked example of Alibaba Cloud's "signature method" page (ECS DescribeRegions, testid/testsecret)
  const params = {
    Timestamp: '2016-02-23T12:46:24Z',
    Format: 'XML',
    AccessKeyId: 'testid',
    Action: 'DescribeRegions',
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
    Version: '2014-05-26',
    SignatureVersion: '1.0',
  }
  it('builds the documented string to sign', () => {
    expect(stringToSign('GET', params)).toBe(
      'GET&%2F&AccessKeyId%3Dtestid%26Action%3DDescribeRegions%26Format%3DXML%26SignatureMethod%3DHMAC-SHA1%26SignatureNonce%3D3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf%26SignatureVersion%3D1.0%26Timestamp%3D2016-02-23T12%253A46%253A24Z%26Version%3D2014-05-26',
    )
  })
  it('produces the documented signature', () => {
    expect(signRpcRequest('GET', params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=')
  })
  it('encodes the characters encodeURIComponent leaves alone', () => {
    expect(percentEncode("a b*c~d!'()")).toBe('a%20b%2Ac~d%21%27%28%29')
    expect(percentEncode('{"code":"123456"}')).toBe('%7B%22code%22%3A%22123456%22%7D')
  })
})

describe('Aliyun SMS provider', () => {
  const config = {
    accessKeyId: 'id',
    accessKeySecret: 'secret',
    signName: '志愿助手',
    templateCode: 'SMS_1',
    noticeTemplateCode: '',
    endpoint: 'https://dysmsapi.aliyuncs.com',
  }
  const log = { info() {}, warn() {}, error() {} } as never
  it('sends a signed SendSms request with the code as template parameter', async () => {
    const urls: string[] = []
    const provider = createAliyunSmsProvider(config, async (url) => {
      urls.push(url)
      return { ok: true, status: 200, json: async () => ({ Code: 'OK' }) }
    })
    await provider.send({ mobile: '13800138000', code: '123456', purpose: 'login', sentAt: new Date('2027-01-01T00:00:00.000Z') }, log)
    const url = new URL(urls[0]!)
    expect(url.searchParams.get('Action')).toBe('SendSms')
    expect(url.searchParams.get('TemplateParam')).toBe('{"code":"123456"}')
    expect(url.searchParams.get('Timestamp')).toBe('2027-01-01T00:00:00Z')
    const { Signature, ...rest } = Object.fromEntries(url.searchParams)
    expect(Signature).toBe(signRpcRequest('GET', rest, 'secret'))
  })
  it('turns a refusal into an unavailable error, and the provider limit into "too frequent"', async () => {
    const refusing = (Code: string) => createAliyunSmsProvider(config, async () => ({ ok: true, status: 200, json: async () => ({ Code }) }))
    const msg = { mobile: '13800138000', code: '123456', purpose: 'login', sentAt: new Date() }
    await expect(refusing('isv.MOBILE_NUMBER_ILLEGAL').send(msg, log)).rejects.toMatchObject({ code: 5003 })
    await expect(refusing('isv.BUSINESS_LIMIT_CONTROL').send(msg, log)).rejects.toMatchObject({ code: 1121 })
  })
  it('is deterministic for a fixed nonce and time', () => {
    const at = new Date('2027-01-01T00:00:00Z')
    expect(buildSendSmsUrl(config, '13800138000', '1', at, 'n')).toBe(buildSendSmsUrl(config, '13800138000', '1', at, 'n'))
  })
})
