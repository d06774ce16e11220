import type { MessagePort, Worker } from 'node:worker_threads'
import { readInPages, type Db } from './client.ts'
import { parseRawRows } from './raw-rows.ts'

/**
 * The database as a worker thread sees it: the embedded PGlite lives in the main thread (one process
 * holds its directory), so a worker's reads travel there and back. Rows are read and come back in
 * pages of ROWS_PER_MESSAGE, each fetched, parsed and posted in its own turn of the event loop: PGlite
 * parses a result in this thread, and 山东's 78,819 result rows in one query held it for seconds on
 * this machine (issue 33; a page of 250 is a few milliseconds). On PGlite a page travels as the wire
 * protocol's bytes and the worker parses them (ADR 055): parsing rows was most of the main thread's share.
 */
export const ROWS_PER_MESSAGE = 250

type QueryMessage = { type: 'query'; qid: number; sql: string; params: unknown[] }
type RowsMessage =
  | { type: 'rows'; qid: number; rows: unknown[]; done: boolean }
  | { type: 'raw'; qid: number; bytes: Uint8Array; done: false }
  | { type: 'query-error'; qid: number; message: string }

const yieldTurn = () => new Promise((r) => setImmediate(r))

/** Main thread: answers the worker's queries from `db` (reads only). */
export function serveDbQueries(worker: Worker, db: Db): void {
  worker.on('message', (m: { type?: string }) => {
    if (m.type !== 'query') return
    const { qid, sql, params } = m as QueryMessage
    void (async () => {
      if (db.queryRawPages) {
        for await (const page of db.queryRawPages(sql, params, ROWS_PER_MESSAGE)) {
          worker.postMessage({ type: 'raw', qid, bytes: page.bytes, done: false } satisfies RowsMessage, [page.bytes.buffer as ArrayBuffer])
          await yieldTurn()
        }
        worker.postMessage({ type: 'rows', qid, rows: [], done: true } satisfies RowsMessage)
        return
      }
      let last: unknown[] | null = null
      for await (const page of readInPages(db, sql, params, ROWS_PER_MESSAGE)) {
        if (last) worker.postMessage({ type: 'rows', qid, rows: last, done: false } satisfies RowsMessage)
        last = page
        await yieldTurn()
      }
      worker.postMessage({ type: 'rows', qid, rows: last ?? [], done: true } satisfies RowsMessage)
    })().catch((error: unknown) => worker.postMessage({ type: 'query-error', qid, message: String((error as Error)?.message ?? error) } satisfies RowsMessage))
  })
}

/** Worker thread: a `Db` whose reads run in the main thread. Writes are not for a worker. */
export function remoteDb(port: MessagePort): Db {
  let next = 1
  const pending = new Map<number, { rows: unknown[]; resolve: (rows: unknown[]) => void; reject: (e: Error) => void }>()
  port.on('message', (m: RowsMessage | { type?: string }) => {
    if (m.type !== 'rows' && m.type !== 'raw' && m.type !== 'query-error') return
    const r = m as RowsMessage
    const p = pending.get(r.qid)
    if (!p) return
    if (r.type === 'query-error') {
      pending.delete(r.qid)
      p.reject(new Error(r.message))
      return
    }
    for (const row of r.type === 'raw' ? parseRawRows(r.bytes) : r.rows) p.rows.push(row)
    if (r.done) {
      pending.delete(r.qid)
      p.resolve(p.rows)
    }
  })
  const refuse = () => Promise.reject(new Error('a worker thread only reads'))
  return {
    query<Row>(sql: string, params: unknown[] = []) {
      const qid = next++
      return new Promise<Row[]>((resolve, reject) => {
        pending.set(qid, { rows: [], resolve: resolve as (rows: unknown[]) => void, reject })
        port.postMessage({ type: 'query', qid, sql, params } satisfies QueryMessage)
      })
    },
    exec: refuse,
    transaction: refuse,
    close: async () => {},
  }
}
