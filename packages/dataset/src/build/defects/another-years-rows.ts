// Rows that are another year's line filed under this year (ADR 120, moved into the build by ADR 121: the app and the
// backtest read the same clean rows); the build drops them:
// - `read-in-another-year`: the row's own year has a table of the track covering its score, its published rank lies
//   outside that score's band there and inside the band of the same score in another year's table of the province
//   (湖南 2023 rows of 中央民族大学 read in the 2025 table);
// - `earlier-years-score`: the row names a numbered 本科 batch (一批/二批/一本/二本) its year's policy did not run, and
//   repeats, under the same batch word, the score of the same unit's row of an earlier year (陕西 2025 历史类
//   「普通类-本科一批」 西安石油大学 俄语 492 = its 2024 文科 row 492, rank re-read in the 2025 table: 19,238, beside the
//   unit's real 2025 「普通类-本科批次」 row 511 / 14,683). A unit listed twice keeps its worst rank, so such a copy
//   replaced the real line.
import {
  findProvincePolicy,
  makeScoreRankTable,
  normaliseMajor,
  scoreToRank,
  toScore,
  type ProvinceCode,
  type RankTableEntry,
  type RankTableIndex,
  type ResultRow,
} from '@gk/domain'
import { PROVINCES } from '../../normalize/provinces.ts'
import type { ChosenTable } from '../rank-tables.ts'
import type { Row } from '../write-tables.ts'

/** the tracks whose tables can hold a row's rank: the track itself and its counterpart across the reform year */
const family: Readonly<Record<string, readonly string[]>> = {
  物理类: ['物理类', '理科'],
  理科: ['理科', '物理类'],
  历史类: ['历史类', '文科'],
  文科: ['文科', '历史类'],
  综合: ['综合'],
}

/** a rank inside a score's band of a table, with the slack of a source that counts ties one off */
function inBand(t: RankTableEntry, score: number, rank: number): boolean {
  if (score < t.table.bottomScore || score > t.table.topScore) return false
  const { best, worst } = scoreToRank(t.table, toScore(score))
  const slack = Math.max(3, 0.002 * rank)
  return rank >= best - slack && rank <= worst + slack
}

/** The year whose table the row's published rank was read in, when that is not the row's own year; else undefined. */
export function yearReadIn(
  r: Pick<ResultRow, 'year' | 'subject_type' | 'min_score' | 'min_rank'>,
  provinceCode: string,
  tables: RankTableIndex,
): number | undefined {
  if (r.min_score === null || r.min_rank === null || !(r.min_rank >= 1)) return undefined
  const own = tables.get(provinceCode, r.year, r.subject_type)
  if (!own || r.min_score < own.table.bottomScore || r.min_score > own.table.topScore) return undefined
  if (inBand(own, r.min_score, r.min_rank)) return undefined
  const labels = family[r.subject_type] ?? [r.subject_type]
  const other = tables
    .forProvince(provinceCode)
    .filter((t) => t.year !== r.year && labels.includes(t.subjectType))
    .find((t) => inBand(t, r.min_score!, r.min_rank!))
  return other?.year
}

export type AnotherYearsReason = 'read-in-another-year' | 'earlier-years-score'

const numberedBatch = /一批|二批|一本|二本/
/** the batch word a row names (一批, 二批), to compare a copy with its original */
const batchWord = (batch: string) => batch.match(numberedBatch)?.[0]?.replace('本', '批') ?? ''

/** The rows of a province that are another year's line, with why (see the header). */
export function anotherYearsRows(slug: string, provinceCode: string, rows: readonly ResultRow[], tables: RankTableIndex): Map<ResultRow, AnotherYearsReason> {
  const out = new Map<ResultRow, AnotherYearsReason>()
  // a unit: one college's programme of one level and plan type (a copy repeats its own unit's line, not a special plan's)
  const unitOf = (r: ResultRow) =>
    r.institution_id && r.major_name ? `${r.institution_id}|${r.unit_level}|${r.plan_type ?? ''}|${normaliseMajor(r.major_name)}` : undefined
  const earlier = new Map<string, { year: number; score: number; word: string }[]>()
  for (const r of rows) {
    const u = unitOf(r)
    if (u === undefined || r.min_score === null || !numberedBatch.test(r.batch)) continue
    earlier.set(u, [...(earlier.get(u) ?? []), { year: r.year, score: r.min_score, word: batchWord(r.batch) }])
  }
  const runsNumbered = new Map<number, boolean>()
  const numbered = (year: number) => {
    if (!runsNumbered.has(year)) runsNumbered.set(year, findProvincePolicy(slug as ProvinceCode, year)?.batches.some((b) => b.id === 'undergraduate-1') ?? true)
    return runsNumbered.get(year)!
  }
  for (const r of rows) {
    if (yearReadIn(r, provinceCode, tables) !== undefined) {
      out.set(r, 'read-in-another-year')
      continue
    }
    const u = unitOf(r)
    if (u === undefined || r.min_score === null || !numberedBatch.test(r.batch) || numbered(r.year)) continue
    if ((earlier.get(u) ?? []).some((e) => e.year < r.year && e.score === r.min_score && e.word === batchWord(r.batch))) out.set(r, 'earlier-years-score')
  }
  return out
}

/** the chosen 一分一段 tables as the engine looks them up (apps/server read-model/rank-tables.ts builds the same) */
export function rankTableIndexOfChosen(chosen: readonly ChosenTable[]): RankTableIndex {
  const key = (p: string, y: number, s: string) => `${p}|${y}|${s}`
  const byKey = new Map<string, RankTableEntry>()
  for (const t of chosen) {
    if (t.rows.length === 0) continue
    const c = t.candidate
    const table = makeScoreRankTable(t.rows.map((r) => ({ score: r.score, cumulative: r.cumulative, interpolated: r.interpolated === true })))
    byKey.set(key(c.province_code, c.year, c.subject_type), {
      provinceCode: c.province_code,
      year: c.year,
      subjectType: c.subject_type,
      table,
      sourceId: c.source_id,
      quality: c.quality,
    })
  }
  const all = [...byKey.values()].sort((a, b) => b.year - a.year)
  return {
    get: (p, y, s) => byKey.get(key(p, y, s)) ?? null,
    forProvince: (p) => all.filter((e) => e.provinceCode === p),
    latest: (p, s, maxYear = Infinity) => all.find((e) => e.provinceCode === p && e.subjectType === s && e.year <= maxYear) ?? null,
  }
}

/** Drops every province's rows that are another year's line; counts them per province slug and reason. */
export function dropAnotherYearsRows(
  rows: Row[],
  chosen: readonly ChosenTable[],
): { rows: Row[]; dropped: Record<string, Record<AnotherYearsReason, number>> } {
  const tables = rankTableIndexOfChosen(chosen)
  const byProvince = new Map<string, ResultRow[]>()
  for (const r of rows as unknown as (ResultRow & { province_code: string })[]) {
    const list = byProvince.get(r.province_code) ?? []
    if (list.length === 0) byProvince.set(r.province_code, list)
    list.push(r)
  }
  const out = new Set<ResultRow>()
  const dropped: Record<string, Record<AnotherYearsReason, number>> = {}
  for (const [code, own] of byProvince) {
    const slug = PROVINCES.find((p) => p.code === code)?.slug
    if (!slug) continue
    for (const [r, reason] of anotherYearsRows(slug, code, own, tables)) {
      out.add(r)
      const c = (dropped[slug] ??= { 'read-in-another-year': 0, 'earlier-years-score': 0 })
      c[reason]++
    }
  }
  return { rows: rows.filter((r) => !out.has(r as unknown as ResultRow)), dropped }
}
