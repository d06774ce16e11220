import { createHash } from 'node:crypto'
import { findProvince } from '../normalize/provinces.ts'
import { SchoolMatcher } from '../normalize/school-matcher.ts'
import { readDataVersion } from '../load/load-dataset.ts'
import type { SqlPort } from '../load/sql-port.ts'
import type { ExamModelHint } from '../subjects/subject-requirement-column.ts'
import { applyRows, importedVersion, upsertImportSource } from './apply-import.ts'
import { parseRows } from './parse-rows.ts'
import { rankCoverageProblems } from './rank-coverage.ts'
import { readTableFile, TableFileError } from './read-table-file.ts'
import { IMPORT_KINDS, type ImportReport, type ImportRequest } from './types.ts'

async function matcherFrom(db: SqlPort): Promise<SchoolMatcher> {
  const inst = await db.query<{ id: string; name: string }>(`SELECT id, name FROM institutions`)
  const aliases = await db.query<{ alias: string; institution_id: string }>(`SELECT alias, institution_id FROM institution_aliases`)
  return new SchoolMatcher(
    inst,
    aliases.map((a) => ({ alias: a.alias, id: a.institution_id })),
  )
}

async function policy(db: SqlPort, provinceCode: string, year: number): Promise<{ maxScore: number; model: ExamModelHint }> {
  const rows = await db.query<{ total_score: number; exam_model: string }>(
    `SELECT total_score, exam_model FROM province_policies WHERE province_code = $1 ORDER BY abs(year - $2) LIMIT 1`,
    [provinceCode, year],
  )
  const m = rows[0]?.exam_model
  return { maxScore: rows[0]?.total_score ?? 750, model: m === '3+1+2' || m === '3+3' || m === '文理' ? m : null }
}

/**
 * Validates an official yearly table and writes it in one transaction. The same file twice changes
 * nothing; any error rejects the whole file (nothing partial is kept) and is reported with its line; a
 * rank table that does not reach down to its year's 本科 line (or a plausible span, ADR 069) is refused too.
 */
export async function importOfficialTable(db: SqlPort, req: ImportRequest): Promise<ImportReport> {
  const report: ImportReport = {
    ok: false,
    kind: req.kind,
    province: req.province,
    year: req.year,
    fileName: req.fileName,
    rowsRead: 0,
    rowsWritten: 0,
    changed: false,
    errors: [],
    incomplete: false,
    unknownInstitutions: [],
    warnings: [],
    dataVersion: null,
  }
  const prov = findProvince(req.province)
  if (!IMPORT_KINDS.includes(req.kind)) report.errors.push({ line: 0, message: `unknown kind ${String(req.kind)}` })
  if (!prov) report.errors.push({ line: 0, message: `unknown province ${req.province}` })
  if (!Number.isInteger(req.year) || req.year < 2000 || req.year > 2100) report.errors.push({ line: 0, message: `bad year ${req.year}` })
  const stored = await readDataVersion(db).catch(() => null)
  if (!stored) report.errors.push({ line: 0, message: 'the reference dataset is not loaded; start the server (or loadDataset) first' })
  if (!prov || !stored || report.errors.length) return report

  const sourceId = `import:${req.kind}:${prov.code}:${req.year}`
  let lines
  try {
    lines = await readTableFile(req.fileName, req.content)
  } catch (error) {
    if (!(error instanceof TableFileError)) throw error
    report.errors.push({ line: 0, message: error.message })
    return report
  }
  report.rowsRead = lines.length
  const { maxScore, model } = await policy(db, prov.code, req.year)
  const parsed = parseRows(req.kind, lines, { provinceCode: prov.code, year: req.year, maxScore, model, sourceId, matcher: await matcherFrom(db) })
  report.errors.push(...parsed.errors.sort((a, b) => a.line - b.line))
  report.unknownInstitutions = parsed.unknown
  if (report.errors.length) return report
  // a table of the top scores only would give every lower score its last row: refused whole (ADR 069)
  if (req.kind === 'rank-table') {
    const partial = await rankCoverageProblems(db, prov.code, req.year, maxScore, parsed.rows)
    report.errors.push(...partial.map((p) => ({ line: 0, message: `${p.subjectType}: ${p.message}` })))
    report.incomplete = partial.length > 0
    if (report.incomplete) return report
  }

  const sha256 = createHash('sha256').update(JSON.stringify(parsed.rows)).digest('hex')
  const previous = await db.query<{ sha256: string }>(`SELECT sha256 FROM dataset_imports WHERE id = $1`, [sourceId])
  report.ok = true
  report.rowsWritten = parsed.rows.length
  if (previous[0]?.sha256 === sha256) {
    report.warnings.push('identical file already imported; nothing changed')
    report.dataVersion = stored
    return report
  }
  if (req.dryRun) {
    report.warnings.push('dry run; nothing written')
    report.dataVersion = stored
    return report
  }
  report.dataVersion = await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO dataset_imports (id, kind, province_code, year, file_name, sha256, rows) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)
       ON CONFLICT (id) DO UPDATE SET file_name = EXCLUDED.file_name, sha256 = EXCLUDED.sha256, rows = EXCLUDED.rows, imported_at = now()`,
      [sourceId, req.kind, prov.code, req.year, req.fileName, sha256, JSON.stringify(parsed.rows)],
    )
    await upsertImportSource(tx, sourceId, req.fileName)
    await applyRows(tx, req.kind, prov.code, req.year, sourceId, parsed.rows)
    const version = await importedVersion(tx, stored.split('+')[0] ?? stored)
    await tx.query(`UPDATE dataset_meta SET value = $1 WHERE key = 'data_version'`, [version])
    return version
  })
  report.changed = true
  return report
}
