/**
 * How a history row's line becomes a rank in the target track: a score read in its year's 一分一段表 (or
 * the nearest one, moved by 线差), an old 文/理 rank carried into the new cohort. Kept apart from the
 * draft collection so the conversion rules can be read (and changed) without the bookkeeping of units.
 */
import { scoreToRank } from '../rank/score-to-rank.ts'
import { subjectTypeLabels, toScore, type Rank, type SubjectType } from '../types.ts'
import type { RankTableEntry, RankTableIndex, ResultRow } from './rows.ts'
import { predecessorLabelOf, successorLabelOf } from './track-succession.ts'

/**
 * The track whose tables measure a target track's ranks: its own, else (a first 3+1+2 year, before
 * any 物理类/历史类 table) the 理科/文科 track it continues, whose newest table also gives the candidate's rank.
 */
export function tableLabel(tables: RankTableIndex, provinceCode: string, label: string, maxYear: number): string {
  if (tables.latest(provinceCode, label, maxYear)) return label
  const before = predecessorLabelOf.get(label)
  return before && tables.latest(provinceCode, before, maxYear) ? before : label
}

/**
 * Whether a table reaches its year's ordinary 本科 line. One that stops above it is the top of a table only (甘肃 2025
 * 物理类 from one source: 670–450, the line at 374): its last 累计人数 is not the cohort (52,553 of some 117,000), and
 * every score below its bottom, the line's included, would read that same last rank. A table that starts at the
 * line (江苏, 山西, 上海) reaches it; without a known line nothing can be said, so the table counts as whole.
 *
 * @example
 * reachesLine(gansu2025Physics, 374) //=> false (bottom 450)
 */
export function reachesLine(entry: RankTableEntry, line: number | undefined): boolean {
  return line === undefined || entry.table.bottomScore <= line
}

/**
 * Cohort size of a track and year: the last 累计人数 of that year's own 一分一段表, else unknown (ADR 121). Another year's
 * total is never a year's cohort: a year without a table carried the nearest (often a later) year's, so a forecast
 * read the future and a cohort change of 0 (ADR 120). With `lineOf`, a table that stops above its year's ordinary 本科
 * line ({@link reachesLine}) is no cohort either: its last 累计人数 is the top of the cohort only.
 *
 * @example
 * cohortTotal(tables, '53', 2023, '物理类') //=> undefined (云南 has no 2023 table; not 2025's total)
 */
export function cohortTotal(
  tables: RankTableIndex,
  provinceCode: string,
  year: number,
  label: string,
  lineOf?: (year: number, label: string) => number | undefined,
): number | undefined {
  const exact = tables.get(provinceCode, year, label)
  return exact && reachesLine(exact, lineOf?.(year, label)) ? exact.table.total : undefined
}

/**
 * A cohort to scale a rank by when no line rank carries it across the reform (shareConverted's last resort): the year's
 * own, else the nearest whole table's of the track, else of the track that replaced it or it replaced. A scale only,
 * never shown or used as a year's cohort ({@link cohortTotal}).
 */
function nearestCohortScale(
  tables: RankTableIndex,
  provinceCode: string,
  year: number,
  label: string,
  lineOf: (year: number, label: string) => number | undefined,
): number | undefined {
  const whole = (t: RankTableEntry) => reachesLine(t, lineOf(t.year, t.subjectType))
  const nearest = (l: string) =>
    tables
      .forProvince(provinceCode)
      .filter((t) => t.subjectType === l && whole(t))
      .sort((a, b) => Math.abs(a.year - year) - Math.abs(b.year - year))[0]?.table.total
  const other = (map: ReadonlyMap<string, string>) => {
    const l = map.get(label)
    return l ? nearest(l) : undefined
  }
  return nearest(label) ?? other(successorLabelOf) ?? other(predecessorLabelOf)
}

export type RankContext = {
  tables: RankTableIndex
  provinceCode: string
  targetYear: number
  /** the ordinary 本科 line of a year and track, for 线差 conversion when that year has no table */
  ordinaryLine: (year: number, label: string) => number | undefined
  /** the rank of the target year's ordinary 本科 line in the target track */
  targetLineRank: (st: SubjectType) => Rank | undefined
  /** the published ordinary 专科 line of a year and track */
  vocationalLine: (year: number, label: string) => number | undefined
  /** a score placed where the target's line is read (the newest table, or the 线差 scale of the batch) */
  targetRankOfScore: (st: SubjectType, batchId: string, score: number) => Rank | undefined
  /** the batches compared on the 线差 scale instead of ranks (no table at all, or none reaching 专科 scores) */
  onScoreLines: (subjectType: SubjectType, batchId: string) => boolean
  /** lookups of this context, computed once */
  cache: Map<string, unknown>
}

/**
 * A score's rank in its year: that year's table, else the nearest table, the score moved by 线差 (a batch without usable
 * tables never gets here: ADR 026, 030). A score below the bottom of a table that stops above the line
 * ({@link reachesLine}) is not in it, so it takes the 线差 path through the nearest whole table.
 */
function rankOfScore(ctx: RankContext, year: number, label: string, score: number): { rank: Rank; note: string; estimated?: true } | null {
  const own = ctx.tables.get(ctx.provinceCode, year, label)
  if (own && (score >= own.table.bottomScore || reachesLine(own, ctx.ordinaryLine(year, label)))) {
    const rank = scoreToRank(own.table, toScore(score)).worst
    // between two published anchors the table's row is interpolated (ADR 093): an estimate, and said so
    if (own.table.interpolated.has(Math.floor(score))) return { rank, note: `位次由${year}年一分一段表相邻两档线性插值估算`, estimated: true }
    return { rank, note: `位次由${year}年一分一段表换算` }
  }
  const lineThen = ctx.ordinaryLine(year, label)
  if (lineThen === undefined) return null
  const key = `nearest|${year}|${label}`
  if (!ctx.cache.has(key)) {
    const nearest = ctx.tables
      .forProvince(ctx.provinceCode)
      .filter((t) => t.subjectType === label && ctx.ordinaryLine(t.year, label) !== undefined && reachesLine(t, ctx.ordinaryLine(t.year, label)))
      .sort((a, b) => Math.abs(a.year - year) - Math.abs(b.year - year))[0]
    ctx.cache.set(key, nearest ?? null)
  }
  const other = ctx.cache.get(key) as RankTableEntry | null
  if (!other) return null
  const shifted = score - lineThen + ctx.ordinaryLine(other.year, label)!
  return {
    rank: scoreToRank(other.table, toScore(Math.max(0, shifted))).worst,
    note: `${year}年${label}无一分一段表，按线差由${other.year}年${label}表换算位次`,
  }
}

/** The rank of a track's ordinary 本科 line, in the table of that year or the nearest year with both. */
function lineRank(ctx: RankContext, year: number, label: string): Rank | null {
  const key = `lineRank|${year}|${label}`
  if (!ctx.cache.has(key)) ctx.cache.set(key, lineRankUncached(ctx, year, label))
  return ctx.cache.get(key) as Rank | null
}

function lineRankUncached(ctx: RankContext, year: number, label: string): Rank | null {
  const table = ctx.tables
    .forProvince(ctx.provinceCode)
    .filter((t) => t.subjectType === label && ctx.ordinaryLine(t.year, label) !== undefined && reachesLine(t, ctx.ordinaryLine(t.year, label)))
    .sort((a, b) => Math.abs(a.year - year) - Math.abs(b.year - year))[0]
  return table ? scoreToRank(table.table, toScore(ctx.ordinaryLine(table.year, label)!)).worst : null
}

/**
 * A rank of the old track carried into the target track's cohort by its share of the candidates
 * above the ordinary 本科 line (so the old line lands on the new one), else by its share of the cohort.
 */
function shareConverted(ctx: RankContext, r: ResultRow, rank: number, targetLabel: string): number | null {
  const oldLine = lineRank(ctx, r.year, r.subject_type)
  const newLine = lineRank(ctx, ctx.targetYear, tableLabel(ctx.tables, ctx.provinceCode, targetLabel, ctx.targetYear))
  if (oldLine && newLine) return Math.max(1, Math.round((rank / oldLine) * newLine))
  const key = `totals|${r.year}|${r.subject_type}|${targetLabel}`
  if (!ctx.cache.has(key))
    ctx.cache.set(key, [
      nearestCohortScale(ctx.tables, ctx.provinceCode, r.year, r.subject_type, ctx.ordinaryLine),
      nearestCohortScale(ctx.tables, ctx.provinceCode, ctx.targetYear, targetLabel, ctx.ordinaryLine),
    ])
  const [oldTotal, newTotal] = ctx.cache.get(key) as [number | undefined, number | undefined]
  return oldTotal && newTotal ? Math.max(1, Math.round((rank / oldTotal) * newTotal)) : null
}

/**
 * The row's min rank in the target track: the published rank, else the score looked up in a table
 * of its track (flagged); a row of the old 文/理 track is carried over by rank share, or, when its
 * track has no table at all, its score by 线差 straight into the new track's table.
 */
export function rankOf(r: ResultRow, target: SubjectType, isCrossTrack: boolean, ctx: RankContext): { rank: number | null; quality: string; note: string } {
  const targetLabel = subjectTypeLabels[target]
  const published = r.min_rank !== null && r.min_rank >= 1 ? r.min_rank : null
  const looked = published === null && r.min_score !== null && r.min_score > 0 ? rankOfScore(ctx, r.year, r.subject_type, r.min_score) : null
  const rank = published ?? looked?.rank ?? null
  const quality = published !== null ? r.quality : looked?.estimated ? 'estimated' : 'derived'
  if (!isCrossTrack) return { rank, quality, note: looked?.note ?? '' }
  if (rank !== null) {
    const converted = shareConverted(ctx, r, rank, targetLabel)
    const note = [looked?.note, `由${r.year}年${r.subject_type}位次按本科线上考生比例换算为${targetLabel}`].filter(Boolean).join('；')
    return { rank: converted, quality: 'derived', note: converted === null ? '' : note }
  }
  if (r.min_score === null || r.min_score <= 0) return { rank: null, quality, note: '' }
  const lineThen = ctx.ordinaryLine(r.year, r.subject_type)
  const nowLabel = tableLabel(ctx.tables, ctx.provinceCode, targetLabel, ctx.targetYear)
  const table = ctx.tables.latest(ctx.provinceCode, nowLabel, ctx.targetYear)
  const lineNow = table ? ctx.ordinaryLine(table.year, nowLabel) : undefined
  if (lineThen === undefined || !table || lineNow === undefined) return { rank: null, quality, note: '' }
  const shifted = Math.max(0, r.min_score - lineThen + lineNow)
  const note = `由${r.year}年${r.subject_type}分数按线差换算为${table.year}年${nowLabel}位次`
  return { rank: scoreToRank(table.table, toScore(shifted)).worst, quality: 'derived', note }
}
