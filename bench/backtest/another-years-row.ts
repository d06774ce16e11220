// Dataset rows that are another year's line filed under this year (ADR 120); the backtest extraction leaves them out:
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
  normaliseMajor,
  scoreToRank,
  toScore,
  type ProvinceCode,
  type RankTableEntry,
  type RankTableIndex,
  type ResultRow,
} from '@gk/domain'

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
  const unitOf = (r: ResultRow) => (r.institution_id && r.major_name ? `${r.institution_id}|${normaliseMajor(r.major_name)}` : undefined)
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
