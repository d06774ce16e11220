import { MessageChannel, type Worker } from 'node:worker_threads'
import { protocol } from '@electric-sql/pglite'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { createDb, type Db } from './client.ts'
import { remoteDb, ROWS_PER_MESSAGE, serveDbQueries } from './worker-db.ts'

/**
 * The index worker's reads (ADR 042, issue 33): PGlite parses a result in the thread that asked, so a
 * read served for the worker must reach this thread a page at a time, never as one result of tens of
 * thousands of rows. A real in-memory PGlite, recorded: how many rows each call parsed here.
 */
const ROWS = ROWS_PER_MESSAGE * 12 + 7

let db: Db
beforeAll(async () => {
  db = await createDb({ pgliteDataDir: 'memory://' })
  await db.exec(`CREATE TABLE t (n integer, label text); INSERT INTO t SELECT g, 'row ' || g FROM generate_series(1, ${ROWS}) g;`)
})
afterAll(async () => {
  await db.close()
})

/** The same database, with the rows each call returned to this thread written down (`parsed`: as rows here, not bytes). */
function recorded(inner: Db) {
  const sizes: number[] = []
  let parsed = 0
  const wrapped: Db = {
    ...inner,
    query: async <Row>(sql: string, params?: unknown[]) => {
      const rows = await inner.query<Row>(sql, params)
      sizes.push(rows.length)
      parsed += rows.length
      return rows
    },
    ...(inner.queryPages
      ? {
          async *queryPages<Row>(sql: string, params: unknown[], rowsPerPage: number) {
            for await (const page of inner.queryPages!<Row>(sql, params, rowsPerPage)) {
              sizes.push(page.length)
              parsed += page.length
              yield page
            }
          },
        }
      : {}),
    ...(inner.queryRawPages
      ? {
          async *queryRawPages(sql: string, params: unknown[], rowsPerPage: number) {
            for await (const page of inner.queryRawPages!(sql, params, rowsPerPage)) {
              sizes.push(page.rows)
              yield page
            }
          },
        }
      : {}),
  }
  return {
    db: wrapped,
    sizes,
    get parsed() {
      return parsed
    },
  }
}

it('serves a worker a large read in pages of at most ROWS_PER_MESSAGE rows, all of them, in order', async () => {
  const main = recorded(db)
  const { sizes } = main
  const { port1, port2 } = new MessageChannel()
  // the main side listens on what a Worker is to it: a port with on('message') and postMessage
  serveDbQueries(port1 as unknown as Worker, main.db)
  const worker = remoteDb(port2)
  try {
    const rows = await worker.query<{ n: number; label: string }>('SELECT n, label FROM t WHERE n > $1 ORDER BY n', [0])
    expect(rows).toHaveLength(ROWS)
    expect(rows[0]).toEqual({ n: 1, label: 'row 1' })
    expect(rows.at(-1)).toEqual({ n: ROWS, label: `row ${ROWS}` })
    expect(rows.every((r, i) => r.n === i + 1)).toBe(true)
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(ROWS)
    expect(Math.max(...sizes)).toBeLessThanOrEqual(ROWS_PER_MESSAGE)
    // PGlite: the pages crossed as bytes and the worker's side made the rows (ADR 055)
    expect(main.parsed).toBe(0)
    // an empty result still answers
    expect(await worker.query('SELECT n FROM t WHERE n < 0')).toEqual([])
  } finally {
    port1.close()
    port2.close()
  }
})

it('lets other statements run between the pages, and closes the cursor at the end and on an early stop', async () => {
  const pages = db.queryPages!<{ n: number }>('SELECT n FROM t ORDER BY n', [], 100)
  const first = await pages.next()
  expect((first.value as { n: number }[]).length).toBe(100)
  // another request's statement between two pages, outside any transaction of the read
  await db.exec('CREATE TABLE between_pages (x integer); INSERT INTO between_pages VALUES (1)')
  const second = await pages.next()
  expect((second.value as { n: number }[])[0]!.n).toBe(101)
  await pages.return(undefined)
  expect(await db.query("SELECT name FROM pg_cursors WHERE name LIKE 'gk_pages_%'")).toEqual([])
  let total = 0
  for await (const page of db.queryPages!<{ n: number }>('SELECT n FROM t', [], ROWS_PER_MESSAGE)) total += page.length
  expect(total).toBe(ROWS)
  expect(await db.query("SELECT name FROM pg_cursors WHERE name LIKE 'gk_pages_%'")).toEqual([])
  // a failing read says why and leaves no cursor open
  const bad = db.queryPages!('SELECT no_such_column FROM t', [], 10)
  await expect(bad.next()).rejects.toThrow(/no_such_column/)
  expect(await db.query("SELECT name FROM pg_cursors WHERE name LIKE 'gk_pages_%'")).toEqual([])
})

it('a page the worker parses from the wire bytes equals what a query here answers (integers, text, jsonb, reals, nulls)', async () => {
  await db.exec(`CREATE TABLE typed (a integer, b text, c jsonb, d real, e integer, f bigint);
    INSERT INTO typed SELECT g, '第' || g || '组', jsonb_build_object('subjects', jsonb_build_array('物理', '化学'), 'mode', g % 3), g / 3.0, NULL, g * 1000000000::bigint
      FROM generate_series(1, 600) g;`)
  const { port1, port2 } = new MessageChannel()
  serveDbQueries(port1 as unknown as Worker, db)
  try {
    const sql = 'SELECT * FROM typed WHERE a > $1 ORDER BY a'
    expect(await remoteDb(port2).query(sql, [10])).toEqual(await db.query(sql, [10]))
    // an error in the read reaches the worker as an error
    await expect(remoteDb(port2).query('SELECT no_such_column FROM typed', [])).rejects.toThrow(/no_such_column/)
  } finally {
    port1.close()
    port2.close()
  }
})

it('a raw page leaves this thread as bytes, never run through the protocol parser here (ADR 062)', async () => {
  // PGlite's execProtocolRaw parses every answer in the calling thread (each field decoded to a string) even
  // though the bytes are all it returns: under the abuse probe that was most of the main thread's share of a build
  const parse = vi.spyOn(protocol.Parser.prototype, 'parse')
  const parsesOfRead = async (rowsPerPage: number) => {
    parse.mockClear()
    let rows = 0
    for await (const page of db.queryRawPages!('SELECT n, label FROM t ORDER BY n', [], rowsPerPage)) rows += page.rows
    expect(rows).toBe(ROWS)
    return parse.mock.calls.length
  }
  try {
    // the cursor's DECLARE and CLOSE are ordinary queries (parsed here); the FETCHes, 13 or 121 of them, are not
    expect(await parsesOfRead(25)).toBe(await parsesOfRead(ROWS_PER_MESSAGE))
  } finally {
    parse.mockRestore()
  }
})

it('a raw page never lands inside another caller’s transaction: it waits for the transaction to end', async () => {
  const pages = db.queryRawPages!('SELECT n FROM t ORDER BY n', [], 50)
  await pages.next()
  let fetched = false
  let fetchedInside: boolean | null = null
  let next: Promise<IteratorResult<unknown>> | null = null
  await db
    .transaction(async (tx) => {
      await tx.query('CREATE TABLE tx_only (x integer)')
      next = pages.next().then((r) => ((fetched = true), r))
      await new Promise((r) => setTimeout(r, 30))
      await tx.query('INSERT INTO tx_only VALUES (1)')
      fetchedInside = fetched
      throw new Error('rolled back')
    })
    .catch(() => {})
  expect(fetchedInside).toBe(false)
  expect((await next!).done).toBe(false)
  // the rollback took the whole transaction and nothing of the read with it
  expect(await db.query("SELECT 1 FROM pg_tables WHERE tablename = 'tx_only'")).toEqual([])
  await pages.return(undefined)
})
