import { loadDataset, readManifest } from '@gk/dataset'
import pg from 'pg'
import { createDb, type Db } from '../db/client.ts'
import { createReadModel, type ReadModel } from '../db/read-model/read-model.ts'
import { readEnv } from '../env.ts'

/**
 * One database with the full reference dataset, shared by every `*.data.test.ts` file of a run
 * (the `server-data` Vitest project runs them in one process, so this module's state survives).
 *
 * - PGlite (default): loaded once per run (~45 s on these machines).
 * - PostgreSQL (TEST_DATABASE_URL): loaded once per dataset version into schema `gk_ref_<version>`
 *   and reused by later runs; each test app gets its own schema for user tables in front of it.
 */
let shared: Promise<{ db: Db; refSchema: string | null }> | null = null

function refSchemaName(version: string) {
  return `gk_ref_${version.replace(/[^a-z0-9]/gi, '_').toLowerCase()}`
}

async function loadShared(): Promise<{ db: Db; refSchema: string | null }> {
  const env = readEnv()
  const url = env.TEST_DATABASE_URL
  if (!url) {
    const db = await createDb({ pgliteDataDir: 'memory://' })
    await loadDataset(db, { dataDir: env.DATASET_DIR })
    return { db, refSchema: null }
  }
  const refSchema = refSchemaName(readManifest(env.DATASET_DIR).version)
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    // one loader at a time across concurrent runs; the loader itself skips a loaded version
    await admin.query('SELECT pg_advisory_lock(4242)')
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${refSchema}`)
    const db = await createDb({ databaseUrl: withSearchPath(url, refSchema), pgliteDataDir: 'memory://' })
    try {
      await loadDataset(db, { dataDir: env.DATASET_DIR })
    } finally {
      await db.close()
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock(4242)').catch(() => {})
    await admin.end()
  }
  return { db: null as unknown as Db, refSchema }
}

export function withSearchPath(url: string, searchPath: string): string {
  const separator = url.includes('?') ? '&' : '?'
  return `${url}${separator}options=${encodeURIComponent(`-c search_path=${searchPath}`)}`
}

/** The shared PGlite database, or the name of the shared PostgreSQL reference schema. */
export function sharedDataDb(): Promise<{ db: Db; refSchema: string | null }> {
  shared ??= loadShared()
  return shared
}

let sharedModel: Promise<ReadModel> | null = null

/**
 * One read model over the shared reference data for every dataset app of the process (ADR 105). Each app used to build
 * its own: the AI lexicon (~4 s of the main thread), a province's unit index (a fresh index worker booting tsx, then
 * seconds of building and transfer) and the rank tables, again in every test file, from the same rows. The indexes are
 * built from reference tables only (no builder reads a user table) and the apps that share this read model never
 * change those tables (an app that imports reference data has `ownDataset` and its own read model), so an index built
 * for one file is the index the next would build. Its database is the reference data itself: on PostgreSQL a
 * connection whose search path is the reference schema alone, kept for the process (the apps' own schemas are dropped
 * after each file); on PGlite the one shared database.
 */
export function sharedReadModel(): Promise<ReadModel> {
  sharedModel ??= (async () => {
    const { db, refSchema } = await sharedDataDb()
    const url = readEnv().TEST_DATABASE_URL
    const readDb = refSchema && url ? await createDb({ databaseUrl: withSearchPath(url, refSchema), pgliteDataDir: 'memory://' }) : db
    return createReadModel(readDb)
  })()
  return sharedModel
}

/**
 * Copies every table of the shared reference schema into `schema` (same columns, keys and indexes, same rows):
 * an app that imports reference data gets a dataset of its own without a second load. Server-side in PostgreSQL
 * this takes seconds, where loading the files into an in-process PGlite took 1–3 minutes of the run's critical
 * path. Reference tables have no foreign keys, sequences or triggers, so LIKE … INCLUDING ALL copies all of them.
 */
export async function copyReference(admin: pg.Client, refSchema: string, schema: string): Promise<void> {
  const tables = await admin.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE' ORDER BY table_name`,
    [refSchema],
  )
  if (tables.rows.length === 0) throw new Error(`reference schema ${refSchema} holds no tables`)
  for (const { name } of tables.rows) {
    await admin.query(`CREATE TABLE ${schema}."${name}" (LIKE ${refSchema}."${name}" INCLUDING ALL)`)
    await admin.query(`INSERT INTO ${schema}."${name}" SELECT * FROM ${refSchema}."${name}"`)
  }
  // the planner's statistics, as the loader's own ANALYZE leaves them on the reference schema
  await admin.query(`ANALYZE ${tables.rows.map(({ name }) => `${schema}."${name}"`).join(', ')}`)
}
