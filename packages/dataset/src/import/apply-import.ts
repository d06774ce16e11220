import { createHash } from 'node:crypto'
import type { Row } from '../build/write-tables.ts'
import type { SqlPort } from '../load/sql-port.ts'
import { tableDef } from '../schema/tables.ts'
import type { ImportKind } from './types.ts'

const TARGET: Record<ImportKind, string> = {
  'rank-table': 'score_rank_rows',
  admissions: 'admission_results',
  plan: 'enrollment_plans',
  'control-lines': 'control_lines',
}

async function insertRows(tx: SqlPort, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return
  const cols = Object.keys(tableDef(table).columns)
    .map((c) => `"${c}"`)
    .join(', ')
  await tx.query(`INSERT INTO ${table} (${cols}) SELECT ${cols} FROM json_populate_recordset(NULL::${table}, $1::json)`, [JSON.stringify(rows)])
}

function rankSummaries(rows: Row[]): Row[] {
  const bySubject = new Map<string, Row[]>()
  for (const r of rows) bySubject.set(String(r.subject_type), [...(bySubject.get(String(r.subject_type)) ?? []), r])
  return [...bySubject.values()].map((list) => {
    const sorted = [...list].sort((a, b) => Number(b.score) - Number(a.score))
    const first = sorted[0] ?? {}
    const last = sorted[sorted.length - 1] ?? {}
    return {
      province_code: first.province_code,
      year: first.year,
      subject_type: first.subject_type,
      max_score: first.score,
      min_score: last.score,
      total: last.cumulative,
      rows: sorted.length,
      notes: 'operator import',
      source_id: first.source_id,
      quality: 'official',
    }
  })
}

/** Replaces the slice an official file covers with its rows (same rows in → same table state out). */
export async function applyRows(tx: SqlPort, kind: ImportKind, provinceCode: string, year: number, sourceId: string, rows: Row[]): Promise<void> {
  const subjects = [...new Set(rows.map((r) => String(r.subject_type)))]
  if (kind === 'rank-table') {
    for (const t of ['score_rank_rows', 'score_rank_tables']) {
      await tx.query(`DELETE FROM ${t} WHERE province_code = $1 AND year = $2 AND subject_type = ANY($3::text[])`, [provinceCode, year, subjects])
    }
    await insertRows(tx, 'score_rank_tables', rankSummaries(rows))
  } else if (kind === 'control-lines') {
    await tx.query(
      `DELETE FROM control_lines WHERE province_code = $1 AND year = $2 AND (source_id = $3 OR (subject_type, category, batch_key) IN (SELECT x->>'subject_type', x->>'category', x->>'batch_key' FROM json_array_elements($4::json) x))`,
      [provinceCode, year, sourceId, JSON.stringify(rows)],
    )
  } else {
    await tx.query(`DELETE FROM ${TARGET[kind]} WHERE province_code = $1 AND year = $2 AND source_id = $3`, [provinceCode, year, sourceId])
  }
  await insertRows(tx, TARGET[kind], rows)
}

export async function upsertImportSource(tx: SqlPort, sourceId: string, fileName: string): Promise<void> {
  await tx.query(
    `INSERT INTO sources (id, name, repo, commit, licence, url, notes) VALUES ($1, $2, NULL, NULL, 'official', NULL, $3)
     ON CONFLICT (id) DO UPDATE SET notes = EXCLUDED.notes`,
    [sourceId, `Operator import ${sourceId.slice('import:'.length)}`, `file ${fileName}`],
  )
}

/** Version after imports: the committed version plus a hash of every stored import. */
export async function importedVersion(tx: SqlPort, baseVersion: string): Promise<string> {
  const imports = await tx.query<{ id: string; sha256: string }>(`SELECT id, sha256 FROM dataset_imports ORDER BY id`)
  if (imports.length === 0) return baseVersion
  const h = createHash('sha256')
  for (const i of imports) h.update(`${i.id}:${i.sha256}\n`)
  return `${baseVersion}+imp.${h.digest('hex').slice(0, 12)}`
}

/** After a reload of the committed dataset, operator imports are applied again in their original order. */
export async function reapplyImports(tx: SqlPort, baseVersion: string, log: (m: string) => void): Promise<string> {
  const imports = await tx.query<{ id: string; kind: ImportKind; province_code: string; year: number; file_name: string; rows: Row[] | string }>(
    `SELECT id, kind, province_code, year, file_name, rows FROM dataset_imports ORDER BY imported_at, id`,
  )
  for (const i of imports) {
    const rows = typeof i.rows === 'string' ? (JSON.parse(i.rows) as Row[]) : i.rows
    await upsertImportSource(tx, i.id, i.file_name)
    await applyRows(tx, i.kind, i.province_code, i.year, i.id, rows)
    log(`re-applied import ${i.id} (${rows.length} rows)`)
  }
  return importedVersion(tx, baseVersion)
}
