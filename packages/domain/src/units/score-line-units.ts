import type { AdmissionModelParams } from '../admission/admission-model.ts'
import { prepareUnits, type AdmissionUnit, type PreparedUnit } from '../admission/assess-units.ts'
import type { AdmissionHistoryYear, AdmissionTarget } from '../admission/estimate-admission-line.ts'
import type { Rank } from '../types.ts'
import type { UnitYear } from './rows.ts'
import { lineGap, scaleOfGap } from './score-line.ts'

/**
 * A history row on the 线差 scale (ADR 026, 030): its lowest score's distance to that year's ordinary
 * 本科 line of its own track (an old 理科/文科 row to its own line: the distance carries across the
 * reform as it is). A published rank is not used: it would not be on the scale. Null without a score
 * or a line of the year.
 */
export function scoreLineRank(
  r: { year: number; subject_type: string; min_score: number | null },
  ordinaryLine: (year: number, label: string) => number | undefined,
): { rank: number | null; quality: string; note: string } {
  const lineThen = ordinaryLine(r.year, r.subject_type)
  if (r.min_score === null || r.min_score <= 0 || lineThen === undefined) return { rank: null, quality: 'derived', note: '' }
  const gap = lineGap(r.min_score, lineThen)
  return { rank: scaleOfGap(gap), quality: 'derived', note: `${r.year}年最低分${gap >= 0 ? '高出' : '低于'}当年本科线${Math.abs(gap)}分（线差）` }
}

/**
 * How much wider a 专科 batch's 线差 forecast one year ahead is than the model's own spread (ADR 037). A 专科 line lies
 * 100–250 points below the 本科 line it is measured from, and its distance to that line moves from year to year with
 * the paper and the cohort far more than a 本科 unit's: in the 2025 专科 backtest (bench/backtest/vocational-score-line.ts,
 * 11 provinces whose tables reach 专科 scores, read as if they did not) the unwidened 80 % interval held 65 % of the
 * actual lines and a candidate 11 points above the unit's last line got 81 % for an observed 52 %. Fitted
 * leave-one-province-out on the 2025 Brier score (every fold chose 2; no province has two earlier 专科 years to fit on);
 * none of the four provinces that use this path took part in the fit.
 */
export const VOCATIONAL_SPREAD_WIDENING = 2

/**
 * The widening a 专科 unit on the 线差 scale gets when `skippedYears` results years lie between its newest line and the
 * target: the model's gap inflation already widens such a forecast (× 2.07 for one missing year), and the backtest
 * measured only the width one year ahead, so a 专科 forecast is made at least {@link VOCATIONAL_SPREAD_WIDENING} times
 * the model's one-year spread, never that on top of the gap's own widening.
 *
 * @example
 * vocationalWidening(defaultAdmissionModel, 0) //=> 2
 * vocationalWidening(defaultAdmissionModel, 1) //=> 1 (the gap inflation already gives × 2.07)
 */
export function vocationalWidening(model: AdmissionModelParams, skippedYears: number): number {
  return Math.max(1, VOCATIONAL_SPREAD_WIDENING / (1 + model.gapInflation * Math.max(0, skippedYears)))
}

/**
 * The model as it reads the 线差 scale (ADR 026). Terms that describe a real rank table are off: the
 * count noise of a small rank and the slope by the distance from the cohort's end mean nothing on a
 * declared scale, and the rank calibration's centre shift (zShift) moved the centre 3.5 points too low
 * on 河北 物理类 2025 read by 线差 (median error 8 points with it, 5 without; score-line.backtest). Every year is treated as converted (the derived spread widens it), and the
 * confidence is capped at 低: the method is cruder than the rank model and was never backtested on
 * this province. `widening` (a 专科 batch: {@link vocationalWidening}) divides the final calibration's zScale, so the
 * probabilities and the shown interval widen together around the same centre.
 */
export function scoreLineModel(model: AdmissionModelParams, widening = 1): AdmissionModelParams {
  return { ...model, zScale: model.zScale / widening, zShift: 0, skew: 0, countNoise: 0, levelSlope: 0, levelShift: 0, confidenceCap: 0 }
}

/**
 * A unit's history on the 线差 scale, every year flagged as converted so the model widens it — except
 * the years it filled at the control line (ADR 027): such a year sits at the line's own place on the
 * scale, not at a converted line, and the next line cannot fall below the control line.
 */
export function scoreLineUnit<T extends { history: readonly AdmissionHistoryYear[] }>(unit: T, atLine: ReadonlySet<number> = new Set()): T {
  return { ...unit, history: unit.history.map((h) => (atLine.has(h.year) ? h : { ...h, isDerived: true })) }
}

/** The years of a history the unit filled at the control line. */
export function atLineYears(hist: readonly UnitYear[]): Set<number> {
  return new Set(hist.filter((h) => h.isAtLine === true).map((h) => h.year))
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
): { rank: Rank; year: number } | undefined {
  for (let y = year; y >= year - 4; y--) if (ordinaryLine(y, label) !== undefined) return { rank: scaleOfGap(0), year: y } // the line itself: 线差 0
  return undefined
}

/** Every row compared on 线差 says why (`label`: 「西藏无一分一段表，按线差估算」), and from which years. */
export function scoreLineNote(label: string, hist: readonly UnitYear[], note: string): string {
  const years = [...new Set(hist.filter((h) => h.minScore !== null).map((h) => h.year))].slice(0, 3)
  const base = `${label}：按${years.join('、')}年最低分与当年本科线之差推算`
  // the rank path's own remarks (位次 converted …) do not apply: no rank was used
  return note && !/位次/.test(note) ? `${base}；${note}` : base
}

/**
 * A unit compared on 线差, prepared: its history on the scale ({@link scoreLineUnit}), the 线差 model, and for a 专科
 * unit the widening of ADR 037 for the years between its newest line and the target the model forecasts.
 */
export function prepareScoreLineUnit(
  unit: AdmissionUnit,
  hist: readonly UnitYear[],
  target: Omit<AdmissionTarget, 'planCount'>,
  model: AdmissionModelParams,
  isVocational: boolean,
): PreparedUnit {
  const scaled = scoreLineUnit(unit, atLineYears(hist))
  const newest = Math.max(...scaled.history.map((h) => h.year))
  const widening = isVocational && Number.isFinite(newest) ? vocationalWidening(model, target.year - newest - 1) : 1
  return prepareUnits([scaled], target, scoreLineModel(model, widening))[0]!
}
