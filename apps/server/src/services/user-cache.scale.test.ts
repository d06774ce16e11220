// The scale path (ADR 025): two API instances on one PostgreSQL schema, with and without Redis. A
// revoked token and a membership change must reach the other instance's warm cache within 1 s.
// Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set, e.g.
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test TEST_REDIS_URL=redis://127.0.0.1:6379/0
import { randomBytes } from 'node:crypto'
import { AGREEMENT_VERSION, ErrorCode, ProductId, type Envelope } from '@gk/contract'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consoleSmsProviderFor } from '../adapters/sms/index.ts'
import { buildApp } from '../app.ts'
import { createDb, type Db } from '../db/client.ts'
import { migrate } from '../db/migrate.ts'
import { readEnv } from '../env.ts'
import { handlers } from '../handlers.ts'
import { createTestClock } from '../testing/build-test-app.ts'
import { withSearchPath } from '../testing/shared-data-db.ts'
import { defineHandlers } from '../http/endpoint.ts'
import { requireAccess } from './entitlements.ts'

const { TEST_DATABASE_URL: url, TEST_REDIS_URL: redisUrl } = readEnv()
const gated = defineHandlers({
  async 'Public/ProvinceList'(_input, ctx) {
    await requireAccess(ctx, 'ZNK')
    return []
  },
})

type Instance = { app: FastifyInstance; db: Db; base: string; env: ReturnType<typeof readEnv> }
const schema = `t_${randomBytes(6).toString('hex')}`
const clock = createTestClock()
const started: Instance[] = []

async function instance(redis: string | undefined): Promise<Instance> {
  const db = await createDb({ databaseUrl: withSearchPath(url!, schema), pgliteDataDir: 'memory://' })
  const env = readEnv({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    NODE_ENV: 'test',
    SANDBOX_ENDPOINTS: 'true',
    // the URL only marks the scale path (shared database); the app is handed its Db
    DATABASE_URL: url!,
    ...(redis ? { REDIS_URL: redis } : {}),
  })
  const app = await buildApp({ env, db, now: clock.now, handlers: { ...handlers, ...gated } })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const i = { app, db, base: `http://127.0.0.1:${port}`, env }
  started.push(i)
  return i
}

async function call(i: Instance, name: string, input: unknown, token?: string): Promise<Envelope<Record<string, unknown>>> {
  const res = await fetch(`${i.base}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(input),
  })
  return (await res.json()) as Envelope<Record<string, unknown>>
}

let n = 0
async function signUp(i: Instance): Promise<string> {
  const mobile = `136${String(Date.now() % 1e6).padStart(6, '0')}${String(n++ % 100).padStart(2, '0')}`
  await call(i, 'User/SendVerificationCode', { Mobile: mobile, Purpose: 'register' })
  const Code = consoleSmsProviderFor(i.env)?.lastCodeFor(mobile)?.code
  const res = await call(i, 'User/AddStudentAndLogin', { Mobile: mobile, Password: 'abc12345', AgreementVersion: AGREEMENT_VERSION, ...(Code ? { Code } : {}) })
  if (res.code !== 0) throw new Error(res.message)
  return res.data.token as string
}

/** Milliseconds until `check` holds on the other instance (polled every 20 ms, up to 3 s). */
async function msUntil(check: () => Promise<boolean>): Promise<number> {
  const t = performance.now()
  while (performance.now() - t < 3000) {
    if (await check()) return performance.now() - t
    await new Promise((r) => setTimeout(r, 20))
  }
  return Infinity
}

const run = url && redisUrl ? describe : describe.skip

beforeAll(async () => {
  if (!url || !redisUrl) return
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE SCHEMA ${schema}`)
  await admin.end()
  const db = await createDb({ databaseUrl: withSearchPath(url, schema), pgliteDataDir: 'memory://' })
  await migrate(db)
  await db.close()
})

afterAll(async () => {
  for (const i of started) {
    await i.app.close()
    await i.db.close()
  }
  if (!url || !redisUrl) return
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`DROP SCHEMA ${schema} CASCADE`)
  await admin.end()
})

// with Redis up the change arrives by pub/sub well inside 1 s; with Redis down an entry is trusted for exactly 1 s, so
// the other instance turns within 1 s plus one poll and one request (a loaded CI machine needs the margin)
run.each([
  ['with Redis pub/sub', () => redisUrl, 1000],
  ['with Redis down (1 s bound)', () => 'redis://127.0.0.1:1', 1500],
])('two instances %s', (_name, redis, bound) => {
  let a: Instance
  let b: Instance
  beforeAll(async () => {
    a = await instance(redis())
    b = await instance(redis())
    // the subscriptions come up in the background
    await new Promise((r) => setTimeout(r, 300))
  })

  it('a logout on one instance stops the token on the other within 1 s', async () => {
    const token = await signUp(a)
    for (let k = 0; k < 3; k++) expect((await call(b, 'User/StudentInfo', {}, token)).code).toBe(0)
    expect((await call(a, 'User/Loginout', {}, token)).code).toBe(0)
    const ms = await msUntil(async () => (await call(b, 'User/StudentInfo', {}, token)).code === ErrorCode.SessionExpired)
    expect(ms).toBeLessThan(bound)
  })

  it('a purchase on one instance opens the paid call on the other within 1 s', async () => {
    const token = await signUp(a)
    expect((await call(b, 'Public/ProvinceList', {}, token)).code).toBe(ErrorCode.MembershipRequired)
    const order = await call(a, 'Payment/WechatPayForH5', { ProductId: ProductId.znkCard }, token)
    await fetch(`${a.base}/sandbox/pay/${order.data!.OrderNo as string}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    })
    const ms = await msUntil(async () => (await call(b, 'Public/ProvinceList', {}, token)).code === 0)
    expect(ms).toBeLessThan(bound)
  })
})
