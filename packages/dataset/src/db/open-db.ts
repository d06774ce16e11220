import type { SqlPort } from '../load/sql-port.ts'
import { lockDataDir } from './data-dir-lock.ts'
import { dbEnv } from './env.ts'

export type OpenDb = { db: SqlPort; close: () => Promise<void>; description: string }

type Queryable = { query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }> }

function portOver(q: Queryable, exec: (sql: string) => Promise<void>, transaction: SqlPort['transaction']): SqlPort {
  return {
    query: async <Row>(sql: string, params?: unknown[]) => (await q.query(sql, params)).rows as Row[],
    exec,
    transaction,
  }
}

/**
 * SqlPort over embedded PGlite (a directory, or in-memory when dataDir is undefined). A directory is
 * locked for this process (DataDirLockedError while a server or another CLI holds it).
 */
export async function openPglite(dataDir?: string): Promise<OpenDb> {
  const { PGlite } = await import('@electric-sql/pglite')
  const lock = dataDir ? lockDataDir(dataDir) : null
  const pg = dataDir ? new PGlite(dataDir) : new PGlite()
  try {
    await pg.waitReady
  } catch (error) {
    lock?.release()
    throw error
  }
  type Tx = Queryable & { exec(sql: string): Promise<unknown> }
  const wrap = (t: Tx): SqlPort =>
    portOver(
      t,
      async (sql) => void (await t.exec(sql)),
      async (fn) => fn(wrap(t)),
    )
  const db = portOver(
    pg,
    async (sql) => void (await pg.exec(sql)),
    async (fn) => pg.transaction(async (tx) => fn(wrap(tx))),
  )
  const close = async () => {
    try {
      await pg.close()
    } finally {
      lock?.release()
    }
  }
  return { db, close, description: dataDir ? `PGlite at ${dataDir}` : 'PGlite in memory' }
}

/** SqlPort over node-postgres with one dedicated client (transactions need a single connection). */
export async function openPostgres(url: string): Promise<OpenDb> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const q: Queryable = { query: async (sql, params) => client.query(sql, params) }
  let depth = 0
  const db: SqlPort = portOver(
    q,
    async (sql) => void (await client.query(sql)),
    async (fn) => {
      // Nested calls join the outer transaction.
      if (depth > 0) return fn(db)
      depth++
      await client.query('BEGIN')
      try {
        const out = await fn(db)
        await client.query('COMMIT')
        return out
      } catch (e) {
        await client.query('ROLLBACK')
        throw e
      } finally {
        depth--
      }
    },
  )
  return { db, close: () => client.end(), description: 'PostgreSQL (DATABASE_URL)' }
}

/** The CLI's database: DATABASE_URL if set, else embedded PGlite at PGLITE_DATA_DIR (default var/db). */
export async function openDatabase(): Promise<OpenDb> {
  const env = dbEnv()
  return env.databaseUrl ? openPostgres(env.databaseUrl) : openPglite(env.pgliteDataDir)
}
