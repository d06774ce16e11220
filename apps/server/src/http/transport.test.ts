import { ErrorCode } from '@gk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineHandlers } from './endpoint.ts'
import { UNSTORABLE_TEXT_MESSAGE } from './text-input.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { handlers } from '../handlers.ts'

let app: TestApp
beforeAll(async () => {
  const crashing = defineHandlers({
    async 'Public/ProvinceList'() {
      throw new Error('boom: secret stack detail')
    },
  })
  app = await buildTestApp({ handlers: { ...handlers, ...crashing }, env: { BODY_LIMIT: '2048', RATE_LIMIT_PER_MINUTE: '1000' } })
})
afterAll(async () => {
  await app.close()
})

describe('transport failures answer with an envelope', () => {
  it('malformed JSON → 400', async () => {
    const res = await app.post('/api/User/UserLogin', '{"Mobile": ')
    expect(res).toEqual({ status: 400, body: { code: ErrorCode.MalformedJson, message: '请求格式有误，请检查后重试', data: null } })
  })
  it('unknown endpoint → 404, also for prototype names', async () => {
    for (const path of ['/api/User/Nope', '/api/User/constructor', '/api/__proto__/x', '/api/onlyone']) {
      const res = await app.post(path, '{}')
      expect(res.status).toBe(404)
      expect(res.body.code).toBe(ErrorCode.UnknownEndpoint)
    }
  })
  it('oversized body → 413', async () => {
    const res = await app.post('/api/User/UserLogin', JSON.stringify({ Mobile: 'x'.repeat(5000) }))
    expect(res.status).toBe(413)
    expect(res.body.code).toBe(ErrorCode.BodyTooLarge)
  })
  it('text the database cannot store (U+0000, a lone surrogate) → 1001 with a Chinese message, in values and keys', async () => {
    for (const body of [
      '{"Mobile":"13800000000","Password":"a\\u0000b"}',
      '{"Mobile":"13800000000","Password":"ab\\udc00"}',
      '{"Mobile":"13800000000","x\\u0000":1}',
    ]) {
      expect(await app.post('/api/User/UserLogin', body)).toEqual({
        status: 200,
        body: { code: ErrorCode.InvalidInput, message: UNSTORABLE_TEXT_MESSAGE, data: null },
      })
    }
  })
  it('wrong types → business code with a Chinese message', async () => {
    const res = await app.post('/api/Public/CityList', JSON.stringify({ ProvinceId: { $gt: 1 } }))
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ code: ErrorCode.InvalidInput, message: '请选择省份', data: null })
  })
  it('a crash → 500 with a generic message and no stack', async () => {
    const res = await app.post('/api/Public/ProvinceList', '{}')
    expect(res.status).toBe(500)
    expect(res.body).toEqual({ code: ErrorCode.Internal, message: '服务繁忙，请稍后再试', data: null })
    expect(JSON.stringify(res.body)).not.toContain('boom')
  })
  it('sets security headers and a request id', async () => {
    const res = await fetch(`${app.baseUrl}/api/Public/CityList`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"ProvinceId":41}',
    })
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const body = (await res.json()) as { data: { Name: string }[] }
    expect(body.data.map((c) => c.Name)).toContain('郑州市')
  })
  it('health answers ok', async () => {
    const res = await fetch(`${app.baseUrl}/health`)
    expect(res.status).toBe(200)
  })
})

describe('rate limiting', () => {
  it('answers 429 with an envelope past the per-minute limit', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: '5' } })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 7; i++) statuses.push((await limited.post('/api/Public/ProvinceList', '{}')).status)
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
      const last = await limited.post('/api/Public/ProvinceList', '{}')
      expect(last).toEqual({ status: 429, body: { code: ErrorCode.RateLimited, message: '操作太频繁，请稍后再试', data: null } })
    } finally {
      await limited.close()
    }
  })
})

describe('in-process invoke', () => {
  it('runs another endpoint with the same validation and user', async () => {
    const probe = defineHandlers({
      async 'Public/ProvinceList'(_input, ctx) {
        const cities = await ctx.invoke('Public/CityList', { ProvinceId: 41 })
        const bad = await ctx.invoke('Public/CityList', { ProvinceId: 'x' }).catch((e: unknown) => e)
        return [{ ID: cities.length, Name: bad instanceof Error ? bad.message : 'no error', Code: String(ctx.user?.userId ?? 'anonymous') }]
      },
    })
    const inner = await buildTestApp({ handlers: { ...handlers, ...probe } })
    try {
      const body = await inner.call('Public/ProvinceList', {})
      expect(body.code).toBe(0)
      expect(body.data?.[0]).toEqual({ ID: 18, Name: '请选择省份', Code: 'anonymous' })
    } finally {
      await inner.close()
    }
  })
})
