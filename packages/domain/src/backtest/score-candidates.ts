import { classifyTier } from '../admission/classify-tier.ts'
import { backtestMultipliers, type BacktestCase } from './run-backtest.ts'

/**
 * The rank backtest's candidate positions (R × 0.50 … 2.00) carried onto a score axis on which one
 * e-fold of rank is `pointsPerE` points (the 线差 scale of ADR 026): R × m stands `−pointsPerE · ln m`
 * points above the unit's last line, rounded to whole points because scores are whole.
 *
 * @example
 * pointOffsets(100) //=> [69, 51, 36, 22, 11, 5, 0, -5, -10, -18, -26, -41, -69]
 */
export function pointOffsets(pointsPerE: number): { multiplier: number; points: number }[] {
  return backtestMultipliers.map((multiplier) => ({ multiplier, points: Math.round(-pointsPerE * Math.log(multiplier)) + 0 }))
}

/** One unit scored on scores: its last line, what it admitted down to in the target year, and how a score is judged. */
export type ScoreForecast = {
  readonly province: string
  readonly year: number
  /** the score that stands where the unit's last line stood (on the target year's footing) */
  readonly anchor: number
  /** the unit's lowest admitted score in the target year */
  readonly actualScore: number
  /** the probability the path under test gives a candidate with this score */
  readonly probability: (score: number) => number
  /** the comparison's probability for the same candidate (the rank-gap rule, as a rule) */
  readonly baseline: (score: number) => number
}

/**
 * Candidates at `anchor + offset` points for every offset; admitted iff the score reaches the unit's
 * actual lowest admitted score. Scored by `summariseBacktest` like the rank backtest's cases, so two
 * paths judged on the same candidates (the same scores and outcomes) can be compared directly.
 *
 * @example
 * casesAtScores(forecast, pointOffsets(100)).length //=> 13
 */
export function casesAtScores(f: ScoreForecast, offsets: readonly { multiplier: number; points: number }[]): BacktestCase[] {
  return offsets.map(({ multiplier, points }) => {
    const score = f.anchor + points
    const model = f.probability(score)
    return {
      province: f.province,
      year: f.year,
      multiplier,
      model,
      baseline: f.baseline(score),
      outcome: score >= f.actualScore ? 1 : 0,
      tier: classifyTier(model).tier ?? 'hidden',
    }
  })
}
