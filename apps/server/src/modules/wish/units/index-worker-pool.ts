import { ErrorCode } from '@gk/contract'
import type { ProvincePolicy } from '@gk/domain'
import { Worker } from 'node:worker_threads'
import type { Db } from '../../../db/client.ts'
import { serveDbQueries } from '../../../db/worker-db.ts'
import { AppError } from '../../../kernel/app-error.ts'
import { createWorkQueue, type WorkQueue } from '../../../kernel/work-queue.ts'
import { batchOf, createInterner, indexOf, type IndexShape, type WireUnit } from './index-transfer.ts'
import type { ProvinceEntry } from './province-catalog.ts'
import type { BatchUnits, IndexedUnit, ProvinceYearIndex, School } from './unit-index.ts'
import type { BuildRequest, PullRequest } from './index-worker.ts'

/**
 * The main thread's side of the index worker (ADR 042): one worker per database, one build at a
 * time, a bounded queue of builds waiting (a full queue answers 1012 at once), one build per
 * province and year however many requests ask for it, and the result pulled over in chunks of a
 * few milliseconds each, so requests keep being answered while an index arrives.
 */
const UNITS_PER_CHUNK = 250
/** an idle worker is ended (its heap goes back to the system) and started again on the next build */
const IDLE_MS = 60_000

type Message =
  | { type: 'built'; id: number; shape: IndexShape }
  | { type: 'chunk'; id: number; from: number; units: WireUnit[]; done: boolean }
  | { type: 'failed'; id: number; message: string }
type Job = { onMessage: (m: Message) => void; fail: (e: Error) => void }
type Pool = { queue: WorkQueue; worker: Worker | null; idle: NodeJS.Timeout | null; jobs: Map<number, Job> }

/**
 * One pool per database and line length: the server asks with one length, but the dataset test apps of a run share one
 * database, and a pool made first by another file with the server's length made a test's line of 1 never full (a
 * refusal the test expects came out as a build, depending on the order of the files in a worker).
 */
const pools = new WeakMap<Db, Map<number, Pool>>()
let nextId = 1

const yieldTurn = () => new Promise<void>((r) => setImmediate(r))

/** The worker: from source (tsx, tests) the .ts file behind tsx's loader; in the bundle, dist/index-worker.js beside main.js. */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./index-worker.js', import.meta.url))
  const entry = new URL('./index-worker.ts', import.meta.url).href
  // a worker does not take --import from its options: tsx's loader is registered from inside it first
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}) })`
  return new Worker(boot, { eval: true })
}

function poolFor(db: Db, maxWaiting: number): Pool {
  const ofDb = pools.get(db) ?? new Map<number, Pool>()
  pools.set(db, ofDb)
  let pool = ofDb.get(maxWaiting)
  if (!pool) {
    pool = {
      queue: createWorkQueue({ concurrency: 1, maxWaiting, onFull: () => new AppError(ErrorCode.ComputeQueueFull) }),
      worker: null,
      idle: null,
      jobs: new Map(),
    }
    ofDb.set(maxWaiting, pool)
  }
  return pool
}

function workerOf(pool: Pool, db: Db): Worker {
  if (pool.idle) clearTimeout(pool.idle)
  pool.idle = null
  if (pool.worker) return pool.worker
  const worker = startWorker()
  // a server (or a test) with nothing else to do exits; the worker never keeps it alive
  worker.unref()
  serveDbQueries(worker, db)
  worker.on('message', (m: Message | { type?: string }) => {
    const id = (m as { id?: number }).id
    if (id !== undefined && (m.type === 'built' || m.type === 'chunk' || m.type === 'failed')) pool.jobs.get(id)?.onMessage(m as Message)
  })
  const lost = (error: Error) => {
    if (pool.worker !== worker) return
    pool.worker = null
    for (const job of pool.jobs.values()) job.fail(error)
    pool.jobs.clear()
  }
  worker.on('error', lost)
  worker.on('exit', (code) => lost(new Error(`index worker exited (${code})`)))
  pool.worker = worker
  return worker
}

function idleLater(pool: Pool) {
  if (pool.jobs.size > 0 || !pool.worker) return
  const worker = pool.worker
  pool.idle = setTimeout(() => {
    if (pool.worker === worker && pool.jobs.size === 0) {
      pool.worker = null
      void worker.terminate()
    }
  }, IDLE_MS)
  pool.idle.unref()
}

/** Builds one province index in the worker and assembles it here chunk by chunk. */
function buildInWorker(pool: Pool, db: Db, request: Omit<BuildRequest, 'type' | 'id'>, policy: ProvincePolicy, schools: Map<string, School>) {
  return new Promise<ProvinceYearIndex>((resolve, reject) => {
    const worker = workerOf(pool, db)
    const id = nextId++
    const units: IndexedUnit[] = []
    const interner = createInterner()
    let shape: IndexShape | null = null
    const pull = (from: number) => worker.postMessage({ type: 'pull', id, from, count: UNITS_PER_CHUNK } satisfies PullRequest)
    const finish = (result: Error | ProvinceYearIndex) => {
      pool.jobs.delete(id)
      idleLater(pool)
      if (result instanceof Error) reject(result)
      else resolve(result)
    }
    const assemble = async (s: IndexShape) => {
      const byBatch = new Map<string, BatchUnits>()
      for (const b of s.batches) {
        byBatch.set(`${b.subjectType}|${b.batchId}`, await batchOf(b, units, yieldTurn))
        await yieldTurn()
      }
      return indexOf(policy, s, byBatch)
    }
    pool.jobs.set(id, {
      fail: finish,
      onMessage: (m) => {
        if (m.type === 'failed') return finish(new Error(m.message))
        if (m.type === 'built') {
          shape = m.shape
          if (shape.unitCount === 0) return void assemble(shape).then(finish, finish)
          return pull(0)
        }
        for (const wire of m.units) units.push(interner.unit(wire, schools))
        if (!m.done) return void setImmediate(() => pull(m.from + UNITS_PER_CHUNK))
        void assemble(shape!).then(finish, finish)
      },
    })
    worker.postMessage({ type: 'build', id, ...request } satisfies BuildRequest)
  })
}

/** The province index built off the event loop: queued (bounded), one build per key at a time. */
export function buildIndexOffThread(
  db: Db,
  options: { maxWaiting: number; version: string | null },
  province: ProvinceEntry,
  policy: ProvincePolicy,
  schools: Map<string, School>,
): Promise<ProvinceYearIndex> {
  const pool = poolFor(db, options.maxWaiting)
  const key = `${province.code}:${policy.year}:${options.version ?? ''}`
  return pool.queue.run(key, () =>
    buildInWorker(
      pool,
      db,
      { version: options.version ?? '', code: province.code, name: province.name, shortName: province.shortName, slug: province.slug, year: policy.year },
      policy,
      schools,
    ),
  )
}
