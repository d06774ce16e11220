// Dev-time extraction of leave-one-province-out inputs from the app's own built dataset
// (packages/dataset/data, the rows the engine reads in production), for every province the official
// backtest files (extract.ts) do not cover. Outputs bench/backtest/data/ds-<province>.csv.gz (committed).
//
// Units are 专业+院校 (institution id + normalised major name) of the ordinary 本科 batches, 普通类 plans
// only. Each row carries the rank of that year's ordinary 本科 control line (`lineRank`, from the year's
// 一分一段 table), the year's cohort and, across the reform year, the 文/理 history converted to the
// new track, flagged `derived`. Every rule is the app's own (packages/domain, units/): which rows are the
// ordinary 本科 batch's (classifyBatch, planTypeOfRow, laterRoundOf), a row's rank (rankOf: published, else
// its score in its year's table), the line and its rank (provinceLines), the cohort (cohortTotal), the
// conversion across the reform (rankOf's share of candidates above the line, ADR 015) and the major's name
// (normaliseMajor). The one choice of its own: a major listed twice in a year keeps its worst rank.
// Usage: node --import tsx bench/backtest/extract-dataset.ts [--out DIR]
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
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
  type ResultRow,
  type SubjectType,
} from '@gk/domain'
import { datasetDir, ndjson, rankTables, type LineRow } from './vocational-read-model.ts'

const here = dirname(fileURLToPath(import.meta.url))
const outIndex = process.argv.indexOf('--out')
const out = outIndex >= 0 ? process.argv[outIndex + 1]! : join(here, 'data')
mkdirSync(out, { recursive: true })
/** provinces with official multi-year files of their own (extract.ts) */
const covered = new Set(['shandong', 'zhejiang', 'jiangsu', 'hebei', 'shanghai', 'chongqing'])

type Province = { code: string; name: string; short_name: string; slug: string }
const provinces = ndjson<Province>('provinces.ndjson.gz')
const lines = ndjson<LineRow>('control_lines.ndjson.gz')
const tables = await rankTables(lines)

/** the app's rank context of a province for a target year: its lines (province-lines) and the conversion's cache */
function rankContext(p: Province, year: number): (RankContext & ProvinceLines) | undefined {
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

type Out = { year: number; st: SubjectType; unit: string; rank: number; plan?: number; total?: number; lineRank?: number; derived: boolean; source: SourceKind }

/**
 * Where a unit-year's line comes from (ADR 072): `placed` — the third-party per-major compilation whose batch the
 * build placed (SOURCES.md entry 27, ADR 040), `official` — an official row (a province's or a school's own
 * publication), `third-party` — any other third-party row.
 */
type SourceKind = 'official' | 'third-party' | 'placed'
const sourceKindOf = (r: ResultRow): SourceKind => (r.source_id === PLACED_SOURCE ? 'placed' : r.quality === 'official' ? 'official' : 'third-party')

for (const file of readdirSync(join(datasetDir, 'admission_results')).sort()) {
  const slug = file.replace('.ndjson.gz', '')
  if (covered.has(slug)) continue
  const province = provinces.find((p) => p.slug === slug)
  if (!province) continue
  const code = province.code
  const newest = Math.max(...lines.filter((l) => l.province_code === code).map((l) => l.year))
  const ctx = rankContext(province, newest)
  if (!ctx) continue
  const byUnit = new Map<string, Out>()
  const oldRows: ResultRow[] = []
  for (const r of ndjson<ResultRow & { province_code: string }>(`admission_results/${file}`)) {
    const st = subjectTypeFromLabel.get(r.subject_type)
    if (r.province_code !== code || !st || !isOrdinaryUndergraduate(slug, r)) continue
    const rank = rankOf(r, st, false, ctx).rank
    if (rank === null || !(rank >= 1)) continue
    if (successorTrack[st]) oldRows.push(r)
    const unit = `${r.institution_id}|${normaliseMajor(r.major_name!)}`
    const k = `${r.year}|${st}|${unit}`
    const seen = byUnit.get(k)
    // one row per unit and year: the worst rank when a major is listed twice (two campuses, two batches)
    if (seen && seen.rank >= rank) continue
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
    })
  }
  // across the reform year: the 文/理 years feed the first 物理类/历史类 year, converted as the app converts them for it
  const rows = [...byUnit.values()]
  const firstNewYear = new Map<SubjectType, number>()
  for (const r of rows) if (r.st === 'physics' || r.st === 'history') firstNewYear.set(r.st, Math.min(firstNewYear.get(r.st) ?? 9999, r.year))
  const converted = new Map<string, number | null>()
  for (const [next, first] of firstNewYear) {
    const at = rankContext(province, first)
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
  // keep units seen in at least two years (the only ones the backtest can score)
  const years = new Map<string, number>()
  for (const r of rows) years.set(`${r.st}|${r.unit}`, (years.get(`${r.st}|${r.unit}`) ?? 0) + 1)
  const kept = rows.filter((r) => (years.get(`${r.st}|${r.unit}`) ?? 0) >= 2)
  if (kept.length < 200) continue
  const csv = ['province,year,subjectType,unitId,minRank,planCount,totalCandidates,lineRank,derived,source']
  for (const r of kept.sort((a, b) => a.year - b.year || a.st.localeCompare(b.st) || a.unit.localeCompare(b.unit)))
    csv.push(
      [
        slug,
        r.year,
        r.st,
        `"${r.unit.replace(/"/g, '""')}"`,
        Math.round(r.rank),
        r.plan ?? '',
        r.total ?? '',
        r.lineRank ?? '',
        r.derived ? 1 : '',
        r.source,
      ].join(','),
    )
  writeFileSync(join(out, `ds-${slug}.csv.gz`), gzipSync(csv.join('\n') + '\n'))
  const perYear = new Map<string, number>()
  for (const r of kept) perYear.set(`${r.year}${r.derived ? '*' : ''}`, (perYear.get(`${r.year}${r.derived ? '*' : ''}`) ?? 0) + 1)
  console.log(
    slug,
    [...perYear.entries()]
      .sort()
      .map(([y, n]) => `${y}:${n}`)
      .join(' '),
  )
}
