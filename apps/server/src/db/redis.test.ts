import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'

// port 1 refuses at once: the same code path as Redis shut down under a running instance
let app: TestApp
beforeAll(async () => {
  app = await buildTestApp({
    env: { REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_PER_MINUTE: '5' },
  })
})
afterAll(async () => {
  await app.close()
})

describe('rate limit with Redis unreachable', () => {
  it('keeps serving and still limits, per instance', async () => {
    const codes: number[] = []
    for (let i = 0; i < 7; i++) {
      const { status } = await app.post('/api/Public/NoSuchCall', '{}')
      codes.push(status)
    }
    expect(codes.slice(0, 5)).toEqual([404, 404, 404, 404, 404])
    expect(codes.slice(5)).toEqual([429, 429])
  })
})
