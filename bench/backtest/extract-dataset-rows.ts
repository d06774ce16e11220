// The unit-years of one province as extract-dataset.ts writes them (the rules are in its header), each with the dataset
// row it came from and where its rank was read (`rankFrom`): the row's published rank, its own year's 一分一段表, or —
// a year without a table of the track (`line-gap`), or a score below a table of its year that stops above the line
// (`below-table`) — the nearest year's table moved by 线差 (rank-conversion.ts rankOfScore). Kept apart from the writer so the diagnosis (data-defect-diagnosis.ts) and the
// writer read the same rows.
import {
  classifyBatch,
  findProvincePolicy,
  laterRoundOf,
  normaliseMajor,
  ORDINARY,
  PLACED_SOURCE,
  planTypeOfRow,
  provinceLines,
  rankOf,
  subjectTypeFromLabel,
  subjectTypeLabels,
  successorTrack,
  type ProvinceCode,
  type ProvinceLines,
  type RankContext,
  type RankTableIndex,
  type ResultRow,
  type SubjectType,
} from '@gk/domain'
import { ndjson, type LineRow } from './vocational-read-model.ts'

export type Province = { code: string; name: string; short_name: string; slug: string }

/**
 * Where a unit-year's line comes from (ADR 072): `placed` — the third-party per-major compilation whose batch the
 * build placed (SOURCES.md entry 27, ADR 040), `official` — an official row (a province's or a school's own
 * publication), `third-party` — any other third-party row.
 */
export type SourceKind = 'official' | 'third-party' | 'placed'
const sourceKindOf = (r: ResultRow): SourceKind => (r.source_id === PLACED_SOURCE ? 'placed' : r.quality === 'official' ? 'official' : 'third-party')

/**
 * Where a rank was read: published with the row, the row's own year's table, or another year's table by 线差 — the
 * year has no table of the track (`line-gap`), or its table stops above the row's score (`below-table`).
 */
export type RankFrom = 'published' | 'table' | 'line-gap' | 'below-table'

export function rankFromOf(r: Pick<ResultRow, 'min_rank'>, note: string, hasOwnTable: boolean): RankFrom {
  if (r.min_rank !== null && r.min_rank >= 1) return 'published'
  if (!/按线差/.test(note)) return 'table'
  return hasOwnTable ? 'below-table' : 'line-gap'
}

export type ExtractedRow = {
  year: number
  st: SubjectType
  unit: string
  rank: number
  plan?: number
  total?: number
  lineRank?: number
  derived: boolean
  source: SourceKind
  rankFrom: RankFrom
  /** the dataset row whose line this is (the worst of a unit listed twice) */
  row: ResultRow
}

/** the app's rank context of a province for a target year: its lines (province-lines) and the conversion's cache */
function rankContext(p: Province, year: number, tables: RankTableIndex, lines: readonly LineRow[]): (RankContext & ProvinceLines) | undefined {
  const policy = findProvincePolicy(p.slug as ProvinceCode, year)
  if (!policy) return undefined
  const of = provinceLines(
    { code: p.code, shortName: p.short_name, slug: p.slug },
    policy,
    tables,
    lines.filter((l) => l.province_code === p.code && l.year <= year),
  )
  return { tables, provinceCode: p.code, targetYear: year, ...of, cache: new Map() }
}

/** a row of the ordinary 本科 batches at major level, 普通类, of the main round (the app's own row rules) */
function isOrdinaryUndergraduate(slug: string, r: ResultRow): boolean {
  if (r.unit_level !== 'major' || !r.institution_id || !r.major_name) return false
  if (planTypeOfRow(r) !== ORDINARY || laterRoundOf(r) !== null) return false
  const policy = findProvincePolicy(slug as ProvinceCode, r.year)
  if (!policy) return false
  const batchId = classifyBatch(r.batch, policy.batches, policy.mainBatchId)
  return policy.batches.find((b) => b.id === batchId)?.level === 'undergraduate'
}

/**
 * Every unit-year of a province (before the two-year filter), or undefined when it has no policy or lines. Rows that
 * are another year's line are not in the dataset (the build drops them: defects/another-years-rows.ts, ADR 120, 121).
 */
export function extractProvinceRows(province: Province, tables: RankTableIndex, lines: readonly LineRow[]): ExtractedRow[] | undefined {
  const { code, slug } = province
  const newest = Math.max(...lines.filter((l) => l.province_code === code).map((l) => l.year))
  const ctx = rankContext(province, newest, tables, lines)
  if (!ctx) return undefined
  const byUnit = new Map<string, ExtractedRow>()
  const oldRows: ResultRow[] = []
  const own = ndjson<ResultRow & { province_code: string }>(`admission_results/${slug}.ndjson.gz`).filter(
    (r) => r.province_code === code && subjectTypeFromLabel.has(r.subject_type) && isOrdinaryUndergraduate(slug, r),
  )
  for (const r of own) {
    const st = subjectTypeFromLabel.get(r.subject_type)!
    const read = rankOf(r, st, false, ctx)
    const rank = read.rank
    if (rank === null || !(rank >= 1)) continue
    if (successorTrack[st]) oldRows.push(r)
    const unit = `${r.institution_id}|${normaliseMajor(r.major_name!)}`
    const k = `${r.year}|${st}|${unit}`
    const seen = byUnit.get(k)
    // one row per unit and year: the worst rank when a major is listed twice (two campuses, two batches)
    if (seen && seen.rank >= rank) continue
    // a year's cohort is its own table's total, as the app reads it (cohortTotal: none without a table, ADR 120, 121)
    const total = ctx.total(r.year, st)
    const lineRank = ctx.yearLineRank(r.year, r.subject_type)
    byUnit.set(k, {
      year: r.year,
      st,
      unit,
      rank,
      ...(r.plan_count !== null && r.plan_count > 0 ? { plan: r.plan_count } : {}),
      ...(total !== undefined ? { total } : {}),
      ...(lineRank !== undefined ? { lineRank } : {}),
      derived: false,
      source: sourceKindOf(r),
      rankFrom: rankFromOf(r, read.note, tables.get(code, r.year, r.subject_type) !== null),
      row: r,
    })
  }
  // across the reform year: the 文/理 years feed the first 物理类/历史类 year, converted as the app converts them for it
  const rows = [...byUnit.values()]
  const firstNewYear = new Map<SubjectType, number>()
  for (const r of rows) if (r.st === 'physics' || r.st === 'history') firstNewYear.set(r.st, Math.min(firstNewYear.get(r.st) ?? 9999, r.year))
  const converted = new Map<string, number | null>()
  for (const [next, first] of firstNewYear) {
    const at = rankContext(province, first, tables, lines)
    if (!at) continue
    for (const r of oldRows) {
      if (successorTrack[subjectTypeFromLabel.get(r.subject_type)!] !== next || r.year >= first) continue
      const k = `${r.year}|${subjectTypeFromLabel.get(r.subject_type)}|${r.institution_id}|${normaliseMajor(r.major_name!)}`
      const rank = rankOf(r, next, true, at).rank
      // the worst converted rank of a unit-year, as above
      if (!converted.has(k) || (rank !== null && (converted.get(k) ?? 0) < rank)) converted.set(k, rank)
    }
    for (const r of rows) {
      if (successorTrack[r.st] !== next || r.year >= first) continue
      const rank = converted.get(`${r.year}|${r.st}|${r.unit}`)
      const newLine = at.yearLineRank(first, subjectTypeLabels[next])
      if (rank === null || rank === undefined || r.lineRank === undefined || newLine === undefined) continue
      r.rank = rank
      r.st = next
      r.lineRank = newLine
      r.total = at.total(first, next)
      r.derived = true
    }
  }
  return rows
}

export const loadProvincesList = (): Province[] => ndjson<Province>('provinces.ndjson.gz')
