import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { gunzipSync } from 'node:zlib'
import { TABLES } from '../schema/tables.ts'
import { referenceIndexesSql, referenceTablesSql } from '../schema/reference-schema.ts'
import { reapplyImports } from '../import/apply-import.ts'
import { DEFAULT_DATA_DIR, readManifest } from './manifest.ts'
import type { SqlPort } from './sql-port.ts'

export type LoadOptions = { onProgress?: (msg: string) => void; dataDir?: string }
export type LoadResult = { version: string; rows: number; ms: number }

/** Rows per INSERT: big enough to amortise statement overhead, small enough to keep one JSON parameter around 2 MB. */
const BATCH_ROWS = 1000

export async function readDataVersion(db: SqlPort): Promise<string | null> {
  const rows = await db.query<{ value: string }>(`SELECT value FROM dataset_meta WHERE key = 'data_version'`)
  return rows[0]?.value ?? null
}

/** True when the stored version is the committed one, possibly with operator imports on top ("<version>+imp.<hash>"). */
export function isCurrent(stored: string | null, committed: string): boolean {
  return stored === committed || (stored?.startsWith(`${committed}+`) ?? false)
}

async function insertFile(tx: SqlPort, table: string, columns: string[], path: string): Promise<number> {
  const text = gunzipSync(readFileSync(path)).toString('utf8')
  const lines = text.split('\n').filter((l) => l !== '')
  const cols = columns.map((c) => `"${c}"`).join(', ')
  // json_populate_recordset maps keys to columns by name, so the NDJSON lines go in unparsed.
  const sql = `INSERT INTO ${table} (${cols}) SELECT ${cols} FROM json_populate_recordset(NULL::${table}, $1::json)`
  for (let i = 0; i < lines.length; i += BATCH_ROWS) {
    await tx.query(sql, [`[${lines.slice(i, i + BATCH_ROWS).join(',')}]`])
    // embedded PGlite runs on this thread: let the server answer "loading" between batches
    await nextTurn()
  }
  return lines.length
}

/**
 * Loads the committed dataset. Returns at once when dataset_meta.data_version already names the
 * committed version; otherwise truncates and reloads every reference table in one transaction,
 * re-applies stored operator imports and records the new version.
 */
export async function loadDataset(db: SqlPort, opts: LoadOptions = {}): Promise<LoadResult> {
  const started = Date.now()
  const dataDir = opts.dataDir ?? DEFAULT_DATA_DIR
  const log = opts.onProgress ?? (() => {})
  const manifest = readManifest(dataDir)
  await db.exec(referenceTablesSql)
  const stored = await readDataVersion(db)
  if (isCurrent(stored, manifest.version)) {
    log(`dataset ${manifest.version} already loaded`)
    return { version: stored ?? manifest.version, rows: 0, ms: Date.now() - started }
  }
  log(`loading dataset ${manifest.version} (database had ${stored ?? 'none'})`)
  let total = 0
  const version = await db.transaction(async (tx) => {
    await tx.exec(`TRUNCATE ${TABLES.map((t) => t.name).join(', ')};`)
    for (const t of TABLES) {
      const entry = manifest.tables[t.name]
      if (!entry) continue
      const t0 = Date.now()
      let n = 0
      for (const f of entry.files) n += await insertFile(tx, t.name, Object.keys(t.columns), join(dataDir, f.path))
      if (n !== entry.rows) throw new Error(`${t.name}: loaded ${n} rows, manifest says ${entry.rows}`)
      total += n
      log(`${t.name}: ${n} rows in ${Date.now() - t0} ms`)
    }
    await tx.exec(referenceIndexesSql)
    const v = await reapplyImports(tx, manifest.version, log)
    await tx.query(`INSERT INTO dataset_meta (key, value) VALUES ('data_version', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`, [v])
    return v
  })
  await db.exec('ANALYZE')
  return { version, rows: total, ms: Date.now() - started }
}
