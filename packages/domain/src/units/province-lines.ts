/**
 * Step 1 of the unit build: where the province's lines stand on each axis, for one target year. Every history row is
 * converted, every unit's target is read and every batch decides between ranks and 线差 through these lookups, so they
 * are made once per build and cached by their arguments.
 */
import type { ProvincePolicy } from '../policy/province-policy.ts'
import { scoreToRank } from '../rank/score-to-rank.ts'
import { subjectTypeLabels, toScore, type Rank, type SubjectType } from '../types.ts'
import { firstOrdinaryLine, UNDERGRADUATE_LINE_KEYS, VOCATIONAL_LINE_KEYS } from './control-line.ts'
import { cohortTotal, reachesLine, tableLabel } from './rank-conversion.ts'
import type { ControlLineRow, RankTableIndex } from './rows.ts'
import { lacksRankTables, lineGap, scaleOfGap, trackScoreLineLabel } from './score-line.ts'
import { offTableLabel, vocationalOffTable } from './score-line-batch.ts'
import { scoreLineTarget } from './score-line-units.ts'

/** The province as the build names it (its GB code keys the tables; its short name is said on 线差 rows). */
export type BuildProvince = { code: string; shortName: string; slug: string }

/** A target line: its rank on the batch's axis and the year it was published for. */
export type TargetLine = { rank: Rank; year: number }

export type ProvinceLines = {
  /** the ordinary 本科 line of a year and track */
  ordinaryLine: (year: number, label: string) => number | undefined
  /** the published ordinary 专科 line of a year and track */
  vocationalLine: (year: number, label: string) => number | undefined
  /** the newest real ordinary 本科 line of the target track (the target year's, else its table's year) and its rank */
  targetLine: (st: SubjectType) => TargetLine | undefined
  targetLineRank: (st: SubjectType) => Rank | undefined
  /** why a batch is compared on 线差 (ADR 026, 030), or null on the rank path */
  scoreLineWhy: (st: SubjectType, batchId: string) => string | null
  onScoreLines: (st: SubjectType, batchId: string) => boolean
  /** the target line of a batch: on the 线差 scale when the batch is compared on it */
  targetOf: (st: SubjectType, batchId: string) => TargetLine | undefined
  /** a score placed where the target's line is read (the newest table, or the 线差 scale of the batch) */
  targetRankOfScore: (st: SubjectType, batchId: string, score: number) => Rank | undefined
  /** the cohort of a year and track: its own table's total, unknown without one (ADR 121) */
  total: (year: number, st: SubjectType) => number | undefined
  /** the year's ordinary 本科 line as a rank in that year's own table: the engine's province-year shift */
  yearLineRank: (year: number, label: string) => Rank | undefined
}

/** The lookups of one province and target year over its control lines and rank tables. */
export function provinceLines(province: BuildProvince, policy: ProvincePolicy, rankTables: RankTableIndex, lines: readonly ControlLineRow[]): ProvinceLines {
  const year = policy.year
  const code = province.code
  const ordinaryLine = memo((y: number, label: string) => {
    const ofYear = lines.filter((l) => l.year === y)
    return firstOrdinaryLine(ofYear, label, UNDERGRADUATE_LINE_KEYS)
  })
  // a track without any 一分一段表 is answered from score lines (西藏, ADR 026, 069), whatever its sibling track
  // has; so is a 专科 batch whose scores lie below the track's newest table (ADR 030): both say why on every row
  // and in the list header
  const byScoreLines = memo((st: SubjectType) => lacksRankTables(rankTables, code, subjectTypeLabels[st]))
  const scaleTarget = memo((st: SubjectType) => scoreLineTarget(year, subjectTypeLabels[st], ordinaryLine))
  const targetLine = memo((st: SubjectType) => {
    const label = subjectTypeLabels[st]
    const table = rankTables.latest(code, tableLabel(rankTables, code, label, year), year)
    const own = ordinaryLine(year, label)
    if (!table && byScoreLines(st)) return scaleTarget(st)
    const line = own ?? (table ? ordinaryLine(table.year, table.subjectType) : undefined)
    return table && line !== undefined ? { rank: scoreToRank(table.table, toScore(line)).worst, year: own !== undefined ? year : table.year } : undefined
  })
  const offTable = memo((st: SubjectType) => vocationalOffTable(rankTables, lines, code, subjectTypeLabels[st], year))
  const levelOf = new Map(policy.batches.map((b) => [b.id, b.level]))
  const scoreLineWhy = (st: SubjectType, batchId: string): string | null => {
    if (byScoreLines(st)) return trackScoreLineLabel(rankTables, code, province.shortName, subjectTypeLabels[st])
    const off = levelOf.get(batchId) === 'vocational' ? offTable(st) : null
    return off ? offTableLabel(province.shortName, off) : null
  }
  const onScoreLines = (st: SubjectType, batchId: string) => scoreLineWhy(st, batchId) !== null
  // the same place the target's 本科 line is read: its 线差 to that line on the scale, else its rank in the newest table
  const targetRankOfScore = (st: SubjectType, batchId: string, score: number): Rank | undefined => {
    const label = subjectTypeLabels[st]
    if (onScoreLines(st, batchId)) {
      const at = scaleTarget(st)
      const line = at ? ordinaryLine(at.year, label) : undefined
      return line === undefined ? undefined : scaleOfGap(lineGap(score, line))
    }
    const table = rankTables.latest(code, tableLabel(rankTables, code, label, year), year)
    return table ? scoreToRank(table.table, toScore(score)).worst : undefined
  }
  return {
    ordinaryLine,
    vocationalLine: memo((y: number, label: string) => {
      const ofYear = lines.filter((l) => l.year === y)
      return firstOrdinaryLine(ofYear, label, VOCATIONAL_LINE_KEYS)
    }),
    targetLine,
    targetLineRank: (st) => targetLine(st)?.rank,
    scoreLineWhy,
    onScoreLines,
    targetOf: (st, batchId) => (onScoreLines(st, batchId) ? scaleTarget(st) : targetLine(st)),
    targetRankOfScore,
    total: (y, st) => cohortTotal(rankTables, code, y, subjectTypeLabels[st], ordinaryLine),
    // a table that stops above the line does not hold the line's rank (it would read the table's last rank: ADR 066)
    yearLineRank: memo((y: number, label: string) => {
      const table = rankTables.get(code, y, label)
      const line = ordinaryLine(y, label)
      return table && line !== undefined && reachesLine(table, line) ? scoreToRank(table.table, toScore(line)).worst : undefined
    }),
  }
}

/** Caches a lookup by its arguments: the rank helpers run once per history row. */
function memo<A extends (string | number)[], R>(f: (...args: A) => R): (...args: A) => R {
  const cache = new Map<string, R>()
  return (...args: A) => {
    const key = args.join('|')
    if (!cache.has(key)) cache.set(key, f(...args))
    return cache.get(key)!
  }
}
