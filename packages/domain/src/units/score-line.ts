import type { Rank } from '../types.ts'
import type { RankTableIndex } from './rows.ts'
import { predecessorLabelOf, successorLabelOf } from './track-succession.ts'

/**
 * The 线差 scale: how a province without any 一分一段表 (西藏) is answered from score lines (ADR 026).
 *
 * Without a table no score can be turned into a rank, but every year has its ordinary 本科 line. The
 * standard method then compares scores by their distance to the year's line (线差): a unit whose
 * lowest admitted score was 35 points above the 2025 line is expected to need about 35 points above
 * the 2026 line. The engine forecasts on a rank-like axis, so each 线差 is placed on a fixed,
 * declared scale — `LINE_RANK` at the line, one e-fold per `POINTS_PER_E` points — that is monotone in
 * the score and the same in every year. Nothing on it is a real rank: rows and lists show points
 * above the line instead, and the scale never leaves the server.
 */
export const SCORE_LINE_SCALE = {
  /** the position of a score exactly on the line */
  lineRank: 10_000,
  /**
   * points per e-fold of the scale: near a 本科 line a real table moves ~1 % of rank per point, so the
   * model's spreads (fitted in log rank) read as points × 100 — its 0.12 floor of a converted year is
   * about 12 points, the widening for a missing results year doubles it
   */
  pointsPerE: 100,
} as const

/** 线差: how far a score lies above (positive) or below the year's ordinary line. */
export function lineGap(score: number, line: number): number {
  return score - line
}

/** A 线差 on the scale (higher score → smaller number, as with ranks); a whole number never below 1, so the engine takes it as a rank. */
export function scaleOfGap(gap: number): Rank {
  return Math.max(1, Math.round(SCORE_LINE_SCALE.lineRank * Math.exp(-gap / SCORE_LINE_SCALE.pointsPerE))) as Rank
}

/** The 线差 a position on the scale stands for (the inverse of {@link scaleOfGap}, rounded to a point). */
export function gapOfScale(position: number): number {
  return Math.round(-SCORE_LINE_SCALE.pointsPerE * Math.log(position / SCORE_LINE_SCALE.lineRank)) + 0
}

/**
 * A score moved by 线差 from one year into another: the 2025 score 435 over a 2025 line of 400 is
 * 435 − 400 + 410 = 445 against a 2026 line of 410.
 */
export function shiftByLines(score: number, lineThen: number, lineNow: number): number {
  return lineGap(score, lineThen) + lineNow
}

/**
 * True when the province has no 一分一段表 of this track in any year (西藏 文科 while only its 理科 has one): the
 * track is answered from score lines. Decided per track, not per province: an operator's table for one track
 * must not move its sibling onto a rank path with no table to read (ADR 069). The track counts together with the
 * one it continues or that continues it (理科 ↔ 物理类, 文科 ↔ 历史类): a first 3+1+2 year, 云南's relabelled
 * tables, keep the rank path, whose 线差 moves into the nearest table (ADR 015).
 */
export function lacksRankTables(tables: RankTableIndex, provinceCode: string, label: string): boolean {
  const family = new Set([label, predecessorLabelOf.get(label), successorLabelOf.get(label)])
  return !tables.forProvince(provinceCode).some((t) => family.has(t.subjectType))
}

/** The label every row and list of such a province carries. */
export function scoreLineLabel(provinceName: string): string {
  return `${provinceName}无一分一段表，按线差估算`
}

/** The label of a track without tables: the track is named when another track of the province has one (「西藏文科无一分一段表…」). */
export function trackScoreLineLabel(tables: RankTableIndex, provinceCode: string, provinceName: string, label: string): string {
  return scoreLineLabel(tables.forProvince(provinceCode).length > 0 ? `${provinceName}${label}` : provinceName)
}

const signed = (n: number) => (n >= 0 ? `高出本科线${n}分` : `低于本科线${-n}分`)

/** The candidate's standing in points: 「高出2026年本科线20分」. */
export function gapText(gap: number, lineYear: number): string {
  return `${signed(gap).replace('本科线', `${lineYear}年本科线`)}`
}

/**
 * Why a 线差 candidate sees tiers and no percentage, in the app's lists, tables and the assistant alike (ADR 164, 165):
 * without a rank the chance cannot be calibrated or backtested, and 西藏's school lines do not say whose class they are.
 */
export const LINE_GAP_NO_CHANCE = '没有一分一段表换算位次：冲稳保按你的分数与批次线之差（线差）对照各单位往年录取分划分，不估算录取概率'

/** A unit's reason in points (the scale's numbers are never shown), and no percentage (ADR 165). */
export function scoreLineReason(
  e: { baselineRank: number; likelyRange: { low: number; high: number }; yearsUsed: readonly number[] },
  candidatePosition: number,
): string {
  const candidateGap = gapOfScale(candidatePosition)
  const expected = gapOfScale(e.baselineRank)
  // a larger position on the scale is a lower score: the interval's high end is the low 线差
  const low = gapOfScale(e.likelyRange.high)
  const high = gapOfScale(e.likelyRange.low)
  const diff = candidateGap - expected
  return [
    `预计今年最低分约${signed(expected)}（${low}至${high}分）`,
    `你${signed(candidateGap)}，${diff >= 0 ? `高出约${diff}分` : `差约${-diff}分`}`,
    `依据${e.yearsUsed.join('、')}年最低分，按线差分档，不估算录取概率`,
  ].join('；')
}

/** The one-tap table's line for a unit compared on 线差: its newest lowest score and the candidate's 线差, no percentage (ADR 165). */
export function scoreLineExplain(history: readonly { year: number; minScore: number | null; minRank: number | null }[], candidatePosition: number): string {
  const newest = history.find((h) => h.minScore !== null && h.minRank !== null)
  const parts = [
    newest ? `${newest.year}年最低分 ${newest.minScore}（${signed(gapOfScale(newest.minRank!))}）` : '往年最低分不详',
    `你${signed(gapOfScale(candidatePosition))}`,
  ]
  return `${parts.join('，')}（按线差分档，不估算录取概率）`
}
