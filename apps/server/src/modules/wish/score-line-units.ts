import type { AdmissionHistoryYear, AdmissionModelParams } from '@gk/domain'
import type { RankTableIndex } from '../../db/read-model/rank-tables.ts'
import type { UnitYear } from './unit-drafts.ts'
import { lacksRankTables, lineGap, scaleOfGap, SCORE_LINE_SCALE, scoreLineLabel } from './score-line.ts'

/**
 * A row's score on the 线差 scale when the province has no 一分一段表 at all (the check is kept in the
 * build's cache); null otherwise. A 理科/文科 row of a province whose tables are all 物理类/历史类 (云南)
 * must stay null: ADR 015 moves its score by 线差 into the new track's table.
 */
export function scoreLinePosition(
  ctx: { tables: RankTableIndex; provinceCode: string; cache: Map<string, unknown> },
  year: number,
  score: number,
  lineThen: number,
): { rank: number; note: string } | null {
  const key = 'lacks-any-table'
  if (!ctx.cache.has(key)) ctx.cache.set(key, lacksRankTables(ctx.tables, ctx.provinceCode))
  if (ctx.cache.get(key) !== true) return null
  const gap = lineGap(score, lineThen)
  return { rank: scaleOfGap(gap), note: `${year}年最低分${gap >= 0 ? '高出' : '低于'}当年本科线${Math.abs(gap)}分（线差）` }
}

/**
 * The model as it reads the 线差 scale (ADR 026). Terms that describe a real rank table are off: the
 * count noise of a small rank and the slope by the distance from the cohort's end mean nothing on a
 * declared scale, and the rank calibration's centre shift (zShift) moved the centre 3.5 points too low
 * on 河北 物理类 2025 read by 线差 (median error 8 points with it, 5 without; score-line.backtest). Every year is treated as converted (the derived spread widens it), and the
 * confidence is capped at 低: the method is cruder than the rank model and was never backtested on
 * this province.
 */
export function scoreLineModel(model: AdmissionModelParams): AdmissionModelParams {
  return { ...model, zShift: 0, skew: 0, countNoise: 0, levelSlope: 0, levelShift: 0, confidenceCap: 0 }
}

/** A unit's history on the 线差 scale, every year flagged as converted so the model widens it. */
export function scoreLineUnit<T extends { history: readonly AdmissionHistoryYear[] }>(unit: T): T {
  return { ...unit, history: unit.history.map((h) => ({ ...h, isDerived: true })) }
}

/**
 * The target line on the scale: the line sits at the scale's line position in every year, so a unit
 * that filled down to its year's line is expected at next year's line (ADR 015's rule, in points).
 * The year is the newest year up to the target with an ordinary line.
 */
export function scoreLineTarget(
  year: number,
  label: string,
  ordinaryLine: (y: number, label: string) => number | undefined,
): { rank: number; year: number } | undefined {
  for (let y = year; y >= year - 4; y--) if (ordinaryLine(y, label) !== undefined) return { rank: SCORE_LINE_SCALE.lineRank, year: y }
  return undefined
}

/** Every row of such a province says how it was estimated and from which years. */
export function scoreLineNote(provinceName: string, hist: readonly UnitYear[], note: string): string {
  const years = [...new Set(hist.filter((h) => h.minScore !== null).map((h) => h.year))].slice(0, 3)
  const base = `${scoreLineLabel(provinceName)}：按${years.join('、')}年最低分与当年本科线之差推算`
  // the rank path's own remarks (位次 converted …) do not apply: no rank was used
  return note && !/位次/.test(note) ? `${base}；${note}` : base
}
