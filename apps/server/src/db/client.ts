import { PGlite, protocol } from '@electric-sql/pglite'
import { lockDataDir } from '@gk/dataset'
import pg from 'pg'
import { countRawRows, type RawPage } from './raw-rows.ts'

/** The database port every repository uses: PostgreSQL dialect over PGlite or node-postgres. */
export type Db = {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>
  /** Runs `fn` in one transaction; a throw rolls everything back. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>
  close(): Promise<void>
  /**
   * A read in pages of at most `rowsPerPage` rows, each fetched when the consumer asks for it
   * (issue 33): on PGlite a whole result is parsed in this thread in one go, so a large read runs
   * through a cursor instead. Absent where one query is as good (PostgreSQL parses rows as they arrive).
   */
  queryPages?<Row = Record<string, unknown>>(sql: string, params: unknown[], rowsPerPage: number): AsyncGenerator<Row[]>
  /**
   * `queryPages` with each page left as the wire protocol's bytes (PGlite only, ADR 055): a worker that asked
   * for the read parses them (`parseRawRows`), so this thread runs the statements and copies bytes, nothing more.
   */
  queryRawPages?(sql: string, params: unknown[], rowsPerPage: number): AsyncGenerator<RawPage>
}

/** `db.queryPages` where the database has it, else the whole result cut into pages. */
export async function* readInPages<Row>(db: Db, sql: string, params: unknown[], rowsPerPage: number): AsyncGenerator<Row[]> {
  if (db.queryPages) {
    yield* db.queryPages<Row>(sql, params, rowsPerPage)
    return
  }
  const rows = await db.query<Row>(sql, params)
  for (let from = 0; from === 0 || from < rows.length; from += rowsPerPage) yield rows.slice(from, from + rowsPerPage)
}

export type DbOptions = { databaseUrl?: string | undefined; pgliteDataDir: string }

/**
 * PostgreSQL's buffer pool lives in PGlite's WASM heap, which never shrinks: the default 128 MB fills
 * as soon as the reference tables are read and stays in the server's RSS. The hot path answers from
 * in-memory indexes, and reads that miss a 16 MB pool come from the OS file cache (measured: the
 * province index queries take as long; the server's RSS after opening 360 → 233 MB).
 */
const pgliteOptions = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] }

/**
 * Embedded PGlite unless a PostgreSQL URL is given. A PGlite directory is locked for this process
 * (throws DataDirLockedError while another one holds it) and released on close.
 */
export async function createDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) return createPgDb(options.databaseUrl)
  if (options.pgliteDataDir === 'memory://') return wrapPglite(await PGlite.create(pgliteOptions), () => {})
  const lock = lockDataDir(options.pgliteDataDir)
  try {
    return wrapPglite(await PGlite.create(options.pgliteDataDir, pgliteOptions), () => lock.release())
  } catch (error) {
    lock.release()
    throw error
  }
}

function wrapPglite(pglite: PGlite, release: () => void): Db {
  // PGlite runs one statement at a time; transactions get their own handle from it
  const fromTx = (tx: { query: PGlite['query']; exec: PGlite['exec'] }): Db => ({
    query: async <Row>(sql: string, params?: unknown[]) => (await tx.query<Row>(sql, params)).rows,
    exec: async (sql: string) => {
      await tx.exec(sql)
    },
    transaction: (fn) => fn(fromTx(tx)),
    close: async () => {},
  })
  let cursors = 0
  // WITH HOLD: the cursor outlives the statement's implicit transaction, so other statements run
  // between its pages (PGlite runs one statement at a time; an open transaction would hold everyone)
  async function* pages<Page>(sql: string, params: unknown[], rowsPerPage: number, fetch: (statement: string) => Promise<{ page: Page; rows: number }>) {
    const name = `gk_pages_${++cursors}`
    const size = Math.max(1, Math.floor(rowsPerPage))
    await pglite.query(`DECLARE ${name} NO SCROLL CURSOR WITH HOLD FOR ${sql}`, params)
    try {
      for (;;) {
        const { page, rows } = await fetch(`FETCH ${size} FROM ${name}`)
        yield page
        if (rows < size) return
      }
    } finally {
      await pglite.query(`CLOSE ${name}`).catch(() => {})
    }
  }
  // a raw statement waits for PGlite's own locks, as a query does: never between the messages of another
  // query (its unnamed statement) nor inside another caller's transaction
  const exclusive = pglite as unknown as {
    _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>
    _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>
  }
  // the answer's bytes as they leave PostgreSQL, copied and nothing more: `execProtocolRaw` also runs PGlite's
  // protocol parser over them in this thread (every field of every row decoded to a string, then dropped),
  // which was most of a page's cost on the main thread under the abuse probe (ADR 062)
  const raw = (statement: string) =>
    exclusive._runExclusiveTransaction(() =>
      exclusive._runExclusiveQuery(async () => {
        const chunks: Uint8Array[] = []
        await pglite.execProtocolRawStream(protocol.serialize.query(statement), { syncToFs: false, onRawData: (chunk) => void chunks.push(chunk.slice()) })
        return joinBytes(chunks)
      }),
    )
  return {
    ...fromTx(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(fromTx(tx))),
    queryPages<Row>(sql: string, params: unknown[], rowsPerPage: number) {
      return pages(sql, params, rowsPerPage, async (statement) => {
        const page = (await pglite.query<Row>(statement)).rows
        return { page, rows: page.length }
      })
    },
    queryRawPages(sql: string, params: unknown[], rowsPerPage: number) {
      return pages(sql, params, rowsPerPage, async (statement) => {
        // a copy of the answer: its own buffer, which can be handed to a worker
        const bytes = await raw(statement)
        const rows = countRawRows(bytes)
        return { page: { bytes, rows } satisfies RawPage, rows }
      })
    },
    close: async () => {
      try {
        await pglite.close()
      } finally {
        release()
      }
    },
  }
}

/** One buffer of its own (transferable to a worker) from the chunks of an answer. */
function joinBytes(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!
  const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0))
  let at = 0
  for (const c of chunks) {
    bytes.set(c, at)
    at += c.length
  }
  return bytes
}

function createPgDb(url: string): Db {
  // a bounded connect wait: during a restart requests fail fast with 5003 instead of queueing forever
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 })
  // a dropped connection must not crash the process; the next query reconnects
  pool.on('error', () => {})
  const fromClient = (client: pg.Pool | pg.PoolClient): Db => ({
    query: async <Row>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as Row[],
    exec: async (sql: string) => {
      await client.query(sql)
    },
    transaction: async (fn) => fn(fromClient(client)),
    close: async () => {},
  })
  return {
    ...fromClient(pool),
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn(fromClient(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
