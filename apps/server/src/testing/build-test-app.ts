import { randomBytes } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { AGREEMENT_VERSION, type EndpointName, type Envelope, type Input, type Output } from '@gk/contract'
import { loadDataset } from '@gk/dataset'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'
import { consoleSmsProviderFor } from '../adapters/sms/index.ts'
import { buildApp } from '../app.ts'
import { createDb, type Db } from '../db/client.ts'
import { migrate } from '../db/migrate.ts'
import { readEnv } from '../env.ts'
import type { HandlerMap } from '../http/endpoint.ts'
import { copyReference, sharedDataDb, sharedReadModel, withSearchPath } from './shared-data-db.ts'

export type TestClock = { now: () => Date; set(date: Date): void; advance(ms: number): void }

export function createTestClock(start = new Date('2027-06-25T10:00:00Z')): TestClock {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime()
    },
    advance: (ms) => {
      current += ms
    },
  }
}

/**
 * PostgreSQL when TEST_DATABASE_URL is set (one fresh schema per app), else in-memory PGlite.
 * With `withDataset` the app shares the run's reference-data database (see shared-data-db.ts).
 */
async function createTestDb(withDataset: boolean, ownDataset = false): Promise<{ db: Db; dispose: () => Promise<void>; shared?: boolean }> {
  const url = readEnv().TEST_DATABASE_URL
  if (ownDataset && !url) {
    // reference data this app changes (an operator's import) must not reach the other files of the run
    const db = await createDb({ pgliteDataDir: 'memory://' })
    await loadDataset(db, { dataDir: readEnv().DATASET_DIR })
    return { db, dispose: () => db.close() }
  }
  const data = withDataset || ownDataset ? await sharedDataDb() : null
  if (!url) {
    if (data) return { db: data.db, dispose: async () => {}, shared: true }
    const db = await createDb({ pgliteDataDir: 'memory://' })
    return { db, dispose: () => db.close() }
  }
  const schema = `t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE SCHEMA ${schema}`)
  // PostgreSQL: a copy of the shared reference schema in the app's own, so its imports stay there
  if (ownDataset && data?.refSchema) await copyReference(admin, data.refSchema, schema)
  // user tables land in the app's own schema; reference tables resolve to the shared one behind it
  const searchPath = data?.refSchema && !ownDataset ? `${schema},${data.refSchema}` : schema
  const db = await createDb({ databaseUrl: withSearchPath(url, searchPath), pgliteDataDir: 'memory://' })
  return {
    db,
    dispose: async () => {
      await db.close()
      await admin.query(`DROP SCHEMA ${schema} CASCADE`)
      await admin.end()
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>
export type TestAppOptions = {
  handlers?: HandlerMap
  env?: Record<string, string>
  withDataset?: boolean
  /**
   * a reference database of the app's own, for tests that import reference data: on PostgreSQL a copy of the shared
   * reference schema in the app's schema, on PGlite an in-memory database loaded for it
   */
  ownDataset?: boolean
  /**
   * a read model of the app's own, built cold from its database, for a test about building or refreshing indexes;
   * by default a dataset app shares the process's read model over the reference data (sharedReadModel, ADR 105)
   */
  ownReadModel?: boolean
  /** the test clock's first instant (createTestClock's default otherwise): the AI tests ask on the day their world is in */
  startAt?: Date
}

/**
 * One app for a test file: built before its first test (a dataset app may take three minutes), closed after
 * its last. The returned object stands for that app and forwards to it, so tests write `app.call(…)`.
 */
export function testAppPerFile(
  options: TestAppOptions = {},
  // the PGlite load takes ~45 s on a quiet machine and over three minutes on a shared one at load 15+
  buildTimeout = options.withDataset || options.ownDataset ? 600_000 : undefined,
): TestApp {
  let built: TestApp | undefined
  beforeAll(async () => {
    built = await buildTestApp(options)
  }, buildTimeout)
  afterAll(async () => {
    await built?.close()
  })
  return new Proxy({} as TestApp, {
    get(_target, key) {
      if (!built) throw new Error('the test app is built in beforeAll: use it inside a test or a hook')
      const value: unknown = Reflect.get(built, key, built)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(built) : value
    },
  })
}

/**
 * The province indexes the shared read model keeps (ADR 163): the server's 200 MB holds 4–8 provinces, so a data file that
 * walks every province (auto-table, far-units, the province matrix) rebuilt what the file before it in the same worker
 * had built. 1,536 MB keeps most of them; measured on auto-table then far-units in one worker: 208 -> 186 CPU s, peak RSS
 * 1.19 -> 1.57 GB (at 3,000 MB).
 */
const SHARED_INDEX_CACHE_MB = '1536'

/**
 * A real server on a loopback port with a fresh database. `call` speaks HTTP like the web client.
 */
export async function buildTestApp(options: TestAppOptions = {}) {
  const clock = createTestClock(options.startAt)
  const { db, dispose, shared } = await createTestDb(options.withDataset ?? false, options.ownDataset ?? false)
  // On PGlite the dataset apps of a run share one database, and with it the per-IP counters of code sends (30 an
  // hour): from one address, the 31st file's sign-up got no code (1123). Each such app is its own client, as users
  // are, with a loopback address of its own (127.0.0.0/8 all reaches the server on 127.0.0.1).
  const clientAddress = shared ? nextLoopback() : undefined
  await migrate(db)
  // the reference indexes of a dataset app that changes no reference data are the ones every such app builds: shared
  const shareIndexes = options.withDataset && !options.ownDataset && !options.ownReadModel
  const env = readEnv({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    NODE_ENV: 'test',
    ...(shareIndexes ? { INDEX_CACHE_MB: SHARED_INDEX_CACHE_MB } : {}),
    ...options.env,
  })
  const app = await buildApp({
    env,
    db,
    now: clock.now,
    ...(shareIndexes ? { readModel: await sharedReadModel() } : {}),
    ...(options.handlers ? { handlers: options.handlers } : {}),
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const baseUrl = `http://127.0.0.1:${port}`

  async function post(path: string, body: string, headers: Record<string, string> = {}) {
    if (clientAddress) return postFrom(clientAddress, port, path, body, headers)
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    })
    return { status: response.status, body: (await response.json()) as Envelope<unknown> }
  }

  async function call<N extends EndpointName>(name: N, input: Input<N> | Record<string, unknown>, token?: string) {
    const { body } = await post(`/api/${name}`, JSON.stringify(input), token ? { token } : {})
    return body as Envelope<Output<N>>
  }

  return {
    db,
    clock,
    env,
    baseUrl,
    post,
    /** Calls an endpoint as the web client does and returns the envelope. */
    call,
    /**
     * Registers as the web client does: asks for a register code, reads it from the console SMS
     * provider (the phone), and signs up with it and the agreement ticked. `input` overrides any
     * field (e.g. `AgreementVersion: undefined`).
     */
    async signUp(input: Input<'User/AddStudentAndLogin'> | Record<string, unknown>) {
      const mobile = String(input.Mobile)
      const phone = consoleSmsProviderFor(env)
      const before = phone?.lastCodeFor(mobile)
      let sent = await call('User/SendVerificationCode', { Mobile: mobile, Purpose: 'register' })
      if (sent.code === 1121) {
        // a code went to this number less than a minute ago
        clock.advance(61_000)
        sent = await call('User/SendVerificationCode', { Mobile: mobile, Purpose: 'register' })
      }
      // only a message this send delivered (a registered number gets a notice, not a code)
      const message = sent.code === 0 ? phone?.lastCodeFor(mobile) : undefined
      const Code = message && message !== before && message.purpose === 'register' ? message.code : undefined
      return call('User/AddStudentAndLogin', { AgreementVersion: AGREEMENT_VERSION, ...(Code ? { Code } : {}), ...input })
    },
    async close() {
      await app.close()
      await dispose()
    },
  }
}

let loopbacks = 0
/** 127.0.1.1, 127.0.1.2, …: one per app that shares the run's database (127.0.0.1 stays the default client). */
function nextLoopback(): string {
  loopbacks += 1
  return `127.0.${1 + Math.floor(loopbacks / 250)}.${1 + (loopbacks % 250)}`
}

/** A POST over plain HTTP from a given local address (fetch cannot choose it). */
function postFrom(localAddress: string, port: number, path: string, body: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: Envelope<unknown> }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Envelope<unknown> })
          } catch (err) {
            reject(err instanceof Error ? err : new Error(String(err)))
          }
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}
