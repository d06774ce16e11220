import { PGlite } from '@electric-sql/pglite'
import { lockDataDir } from '@gk/dataset'
import pg from 'pg'

/** The database port every repository uses: PostgreSQL dialect over PGlite or node-postgres. */
export type Db = {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>
  /** Runs `fn` in one transaction; a throw rolls everything back. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>
  close(): Promise<void>
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
  return {
    ...fromTx(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(fromTx(tx))),
    close: async () => {
      try {
        await pglite.close()
      } finally {
        release()
      }
    },
  }
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
