import { BEIJING_OFFSET_MS } from '../vocabulary/beijing-time.ts'
/**
 * The application season: which exam year the app plans for, and which years of data it rests on.
 *
 * A season runs from the release of one year's admission results to the next (about September to
 * August). The calendar gives the earliest target year; the data moves a province on as soon as its
 * target year's ordinary admission results are real, so a yearly rollover is an import, not a code
 * change. No year is written here: everything follows from the clock and the years the data holds.
 */

/** The month (1–12, Beijing time) in which a new season starts when the data has not moved it on yet. */
export const seasonStartMonth = 9

/** What the data holds for one province. */
export type ProvinceDataYears = {
  /** the province's key (GB code or slug; passed through) */
  readonly province: string
  /** years with ordinary (普通类 本科/专科) admission results; special routes such as 专升本 are left out */
  readonly resultYears: readonly number[]
  /** years with a 一分一段表 for some subject type */
  readonly rankTableYears: readonly number[]
}

/** One province's place in the season. */
export type ProvinceSeason = {
  readonly province: string
  /** the exam year the candidates of this season sit and the app plans for */
  readonly targetYear: number
  /** the newest year of ordinary admission results before the target year, null when there are none */
  readonly newestResultsYear: number | null
  /** every ordinary results year before the target year, newest first */
  readonly resultYears: readonly number[]
  /** the newest 一分一段表 year up to the target year, null when there is none */
  readonly newestRankTableYear: number | null
  /** true once the target year's own 一分一段表 is in the data (real scores convert exactly) */
  readonly hasTargetRankTable: boolean
  /** true when the newest results are older than the year before the target (a year missing) */
  readonly isResultsBehind: boolean
}

export type Season = {
  /** the calendar's target year (the earliest any province plans for) */
  readonly calendarTargetYear: number
  /** every province, in the order given */
  readonly provinces: readonly ProvinceSeason[]
}

/**
 * The target year the calendar alone gives: the exam year of the season the instant `nowMs` (epoch milliseconds) falls in.
 *
 * @example
 * calendarTargetYear(Date.parse('2026-11-27T08:00:00Z')) //=> 2027
 * calendarTargetYear(Date.parse('2027-07-20T08:00:00Z')) //=> 2027
 * calendarTargetYear(Date.parse('2027-08-31T16:00:00Z')) //=> 2028 (1 September in Beijing)
 */
export function calendarTargetYear(nowMs: number): number {
  // Beijing wall-clock time expressed as if it were UTC, so Date.UTC boundaries are Beijing dates
  const beijing = nowMs + BEIJING_OFFSET_MS
  let year = Math.floor(1970 + beijing / 31_556_952_000)
  while (Date.UTC(year, 0, 1) > beijing) year--
  while (Date.UTC(year + 1, 0, 1) <= beijing) year++
  return beijing >= Date.UTC(year, seasonStartMonth - 1, 1) ? year + 1 : year
}

/**
 * One province's season: the calendar's target year, moved on past every year whose ordinary
 * results the data already has (those admissions are over).
 *
 * @example
 * provinceSeason(Date.parse('2026-11-27'), { province: '41', resultYears: [2025, 2024], rankTableYears: [2025] })
 * //=> { targetYear: 2027, newestResultsYear: 2025, isResultsBehind: true, … }
 */
export function provinceSeason(nowMs: number, data: ProvinceDataYears): ProvinceSeason {
  const calendar = calendarTargetYear(nowMs)
  const newestResults = data.resultYears.length > 0 ? Math.max(...data.resultYears) : null
  const targetYear = newestResults !== null && newestResults >= calendar ? newestResults + 1 : calendar
  const resultYears = [...new Set(data.resultYears)].filter((y) => y < targetYear).sort((a, b) => b - a)
  const tableYears = data.rankTableYears.filter((y) => y <= targetYear)
  const newestRankTableYear = tableYears.length > 0 ? Math.max(...tableYears) : null
  const newestResultsYear = resultYears[0] ?? null
  return {
    province: data.province,
    targetYear,
    newestResultsYear,
    resultYears,
    newestRankTableYear,
    hasTargetRankTable: newestRankTableYear === targetYear,
    isResultsBehind: newestResultsYear === null || newestResultsYear < targetYear - 1,
  }
}

/**
 * The season of every province at `now`.
 *
 * @example
 * seasonAt(Date.parse('2026-11-27'), [{ province: '37', resultYears: [2026], rankTableYears: [2026] }]).provinces[0].targetYear //=> 2027
 */
export function seasonAt(nowMs: number, provinces: readonly ProvinceDataYears[]): Season {
  return { calendarTargetYear: calendarTargetYear(nowMs), provinces: provinces.map((p) => provinceSeason(nowMs, p)) }
}

/**
 * Whether a rank looked up for `examYear` through the table of `tableYear` is an estimate, and the
 * honest Chinese note about it: "尚未发布" only while the exam year is the season's own (or later)
 * and its table is really missing; an earlier year's missing table is "暂未收录" (published, not in
 * the data).
 *
 * @example
 * rankTableNote({ examYear: 2027, tableYear: 2026, targetYear: 2027 })
 * //=> { isEstimate: true, note: '2027年一分一段表尚未发布，按2026年表估算' }
 */
export function rankTableNote(p: { examYear: number; tableYear: number | null; targetYear: number }): { isEstimate: boolean; note: string } {
  if (p.tableYear === null) return { isEstimate: true, note: '暂无一分一段表，无法换算位次' }
  if (p.tableYear === p.examYear) return { isEstimate: false, note: `${p.tableYear}年一分一段表` }
  if (p.tableYear > p.examYear) return { isEstimate: true, note: `按${p.tableYear}年一分一段表估算` }
  const why = p.examYear >= p.targetYear ? '尚未发布' : '暂未收录'
  return { isEstimate: true, note: `${p.examYear}年一分一段表${why}，按${p.tableYear}年表估算` }
}

/**
 * Which years a list or page rests on, in one Chinese sentence, honest for the season: the results
 * shown are always of earlier years (the target year's admissions have not happened), a missing
 * last year is said so, and a target year already in the data is never called "estimated".
 *
 * @example
 * freshnessNote(2027, [2025, 2024, 2023]) //=> '录取数据：2023–2025年（2026年暂未收录）；2027年按往年数据估算'
 */
export function freshnessNote(targetYear: number, years: readonly number[]): string {
  const past = [...new Set(years)].filter((y) => y < targetYear).sort((a, b) => a - b)
  if (past.length === 0) return `暂无${targetYear}年以前的录取数据`
  const first = past[0]!
  const last = past.at(-1)!
  const span = first === last ? `${last}年` : `${first}–${last}年`
  const gap = last < targetYear - 1 ? `（${targetYear - 1}年暂未收录）` : ''
  return `录取数据：${span}${gap}；${targetYear}年按往年数据估算`
}
