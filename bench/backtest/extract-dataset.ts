// Dev-time extraction of leave-one-province-out inputs from the app's own built dataset
// (packages/dataset/data, the rows the engine reads in production), for every province the official
// backtest files (extract.ts) do not cover. Outputs bench/backtest/data/ds-<province>.csv.gz (committed).
// Usage: node --import tsx bench/backtest/extract-dataset.ts [DATASET_DIR]
//
// Units are 专业+院校 (institution id + normalised major name) of the ordinary 本科 batches, 普通类 plans
// only. Each row carries the rank of that year's ordinary 本科 control line (`lineRank`, from the year's
// 一分一段 table), the table's total and, across the reform year, the 文/理 history converted to the
// new track as the app does (ADR 015: old rank × new line rank / old line rank), flagged `derived`.
import { readFileSync, writeFileSync, readdirSync } from 'node:fs'
import { gunzipSync, gzipSync } from 'node:zlib'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const dir = process.argv[2] ?? join(here, '../../packages/dataset/data')
/** provinces with official multi-year files of their own (extract.ts) */
const covered = new Set(['shandong', 'zhejiang', 'jiangsu', 'hebei', 'shanghai', 'chongqing'])
const track: Record<string, string> = {
  物理类: 'physics',
  历史类: 'history',
  综合: 'combined',
  理科: 'science',
  文科: 'liberal',
}
const successor: Record<string, string> = { science: 'physics', liberal: 'history' }

function ndjson<T>(file: string): T[] {
  return gunzipSync(readFileSync(file))
    .toString('utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as T)
}

type Province = { code: string; slug: string }
type Line = { province_code: string; year: number; subject_type: string; category: string; batch_key: string; score: number; quality: string }
type Table = { province_code: string; year: number; subject_type: string; total: number; quality: string }
type RankRow = { province_code: string; year: number; subject_type: string; score: number; cumulative: number; quality: string }
type Result = {
  year: number
  subject_type: string
  batch: string
  unit_level: string
  institution_id: string | null
  major_name: string | null
  min_rank: number | null
  plan_count: number | null
  plan_type: string | null
}

const provinces = ndjson<Province>(join(dir, 'provinces.ndjson.gz'))
const lines = ndjson<Line>(join(dir, 'control_lines.ndjson.gz'))
const tables = ndjson<Table>(join(dir, 'score_rank_tables.ndjson.gz'))
const rankRows = ndjson<RankRow>(join(dir, 'score_rank_rows.ndjson.gz'))

const key = (code: string, year: number, st: string): string => `${code}|${year}|${st}`
const totals = new Map<string, number>()
for (const t of tables) {
  const k = key(t.province_code, t.year, track[t.subject_type] ?? t.subject_type)
  if (t.quality === 'official' || !totals.has(k)) totals.set(k, t.total)
}
// worst rank of a score = the cumulative count at that score (official copy first)
const cumulative = new Map<string, { score: number; cumulative: number }[]>()
for (const r of rankRows) {
  const k = key(r.province_code, r.year, track[r.subject_type] ?? r.subject_type)
  const list = cumulative.get(k) ?? []
  list.push({ score: r.score, cumulative: r.cumulative })
  cumulative.set(k, list)
}
function rankOfScore(k: string, score: number): number | undefined {
  const list = cumulative.get(k)
  if (!list) return undefined
  let best: number | undefined
  for (const r of list) if (r.score >= score && (best === undefined || r.cumulative > best)) best = r.cumulative
  return best
}
// the ordinary 本科 line: 普通类, batch keys in the engine's order (本科批, 本科二批, 一段, 本科一批)
const lineRanks = new Map<string, number | undefined>()
function lineRankOf(code: string, year: number, st: string): number | undefined {
  const k = key(code, year, st)
  if (!lineRanks.has(k)) lineRanks.set(k, computeLineRank(code, year, st))
  return lineRanks.get(k)
}
function computeLineRank(code: string, year: number, st: string): number | undefined {
  const ofYear = lines.filter((l) => l.province_code === code && l.year === year && (track[l.subject_type] ?? '') === st && l.category === '普通类')
  for (const batchKey of ['bk', 'bk2', 'seg1', 'bk1']) {
    const line = ofYear.filter((l) => l.batch_key === batchKey).sort((a, b) => (a.quality === 'official' ? -1 : 1) - (b.quality === 'official' ? -1 : 1))[0]
    if (line) return rankOfScore(key(code, year, st), line.score)
  }
  return undefined
}

const normalise = (s: string): string => s.replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\s+/g, '')
const isOrdinaryUndergraduate = (r: Result): boolean =>
  r.unit_level === 'major' && (r.plan_type ?? '普通类') === '普通类' && /本科/.test(r.batch) && !/专科|提前|专项|艺术|体育|预科|专升本/.test(r.batch)

type Out = { year: number; st: string; unit: string; rank: number; plan?: number; total?: number; lineRank?: number; derived: boolean }

for (const file of readdirSync(join(dir, 'admission_results')).sort()) {
  const slug = file.replace('.ndjson.gz', '')
  if (covered.has(slug)) continue
  const code = provinces.find((p) => p.slug === slug)?.code
  if (!code) continue
  const byUnit = new Map<string, Out>()
  for (const r of ndjson<Result>(join(dir, 'admission_results', file))) {
    const st = track[r.subject_type]
    if (!st || !isOrdinaryUndergraduate(r) || !r.institution_id || !r.major_name) continue
    if (r.min_rank === null || !(r.min_rank >= 1)) continue
    const unit = `${r.institution_id}|${normalise(r.major_name)}`
    const k = `${r.year}|${st}|${unit}`
    const seen = byUnit.get(k)
    // one row per unit and year: the worst rank when a major is listed twice (two campuses, two batches)
    if (seen && seen.rank >= r.min_rank) continue
    const total = totals.get(key(code, r.year, st))
    const lineRank = lineRankOf(code, r.year, st)
    byUnit.set(k, {
      year: r.year,
      st,
      unit,
      rank: r.min_rank,
      ...(r.plan_count !== null && r.plan_count > 0 ? { plan: r.plan_count } : {}),
      ...(total !== undefined ? { total } : {}),
      ...(lineRank !== undefined ? { lineRank } : {}),
      derived: false,
    })
  }
  // across the reform year: the last 文/理 year feeds the first 物理类/历史类 year, converted by line ranks
  const rows = [...byUnit.values()]
  const firstNewYear = new Map<string, number>()
  for (const r of rows) if (r.st === 'physics' || r.st === 'history') firstNewYear.set(r.st, Math.min(firstNewYear.get(r.st) ?? 9999, r.year))
  for (const r of rows) {
    const next = successor[r.st]
    if (!next) continue
    const first = firstNewYear.get(next)
    if (first === undefined || r.year >= first) continue
    const oldLine = r.lineRank
    const newLine = lineRankOf(code, first, next)
    if (oldLine === undefined || newLine === undefined) continue
    r.rank = Math.max(1, Math.round((r.rank * newLine) / oldLine))
    r.st = next
    r.lineRank = newLine
    r.total = totals.get(key(code, first, next))
    r.derived = true
  }
  // keep units seen in at least two years (the only ones the backtest can score)
  const years = new Map<string, number>()
  for (const r of rows) years.set(`${r.st}|${r.unit}`, (years.get(`${r.st}|${r.unit}`) ?? 0) + 1)
  const kept = rows.filter((r) => (years.get(`${r.st}|${r.unit}`) ?? 0) >= 2)
  if (kept.length < 200) continue
  const csv = ['province,year,subjectType,unitId,minRank,planCount,totalCandidates,lineRank,derived']
  for (const r of kept.sort((a, b) => a.year - b.year || a.st.localeCompare(b.st) || a.unit.localeCompare(b.unit)))
    csv.push(
      [slug, r.year, r.st, `"${r.unit.replace(/"/g, '""')}"`, Math.round(r.rank), r.plan ?? '', r.total ?? '', r.lineRank ?? '', r.derived ? 1 : ''].join(','),
    )
  writeFileSync(join(here, 'data', `ds-${slug}.csv.gz`), gzipSync(csv.join('\n') + '\n'))
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
