import { type Confidence } from './estimate-admission-line.ts'
import { type LineDistribution } from './line-distribution.ts'
import { standardNormalCdf } from '../math/normal.ts'

/** Share of the line distribution inside the interval the app shows (its 10th to 90th percentile). */
export const intervalCoverage = 0.8

/**
 * The rank r with P(line ≥ r) = p under the calibrated line distribution (bisection on the log gap;
 * the mixture has no closed-form inverse).
 *
 * @example
 * lineQuantileRank(line, 0.5) // the median min rank
 */
export function lineQuantileRank(line: LineDistribution, p: number): number {
  const upper = (gap: number): number => {
    const z = gap / (line.logSpread * (gap < 0 ? line.upperScale : line.lowerScale))
    const w = line.tailWeight
    return (1 - w) * standardNormalCdf(z) + w * standardNormalCdf(z / Math.max(1e-9, line.tailScale))
  }
  const reach = 12 * line.logSpread * Math.max(1, line.tailScale) * (1 + Math.abs(line.upperScale))
  let lo = -reach
  let hi = reach
  // 48 halvings of a range of ±12 spreads: far below a rank unit, and the probability at the result within 1e-5 of p
  // even where a narrow line's distribution is steep (32 left a property-test counterexample off by more)
  for (let i = 0; i < 48; i++) {
    const mid = (lo + hi) / 2
    if (upper(mid) < p) lo = mid
    else hi = mid
  }
  return Math.exp(line.logCentre - (lo + hi) / 2)
}

/**
 * The central {@link intervalCoverage} interval of the forecast min rank and its median.
 *
 * @example
 * lineInterval(line) //=> { low: 7 400, median: 8 000, high: 9 100 }
 */
export function lineInterval(line: LineDistribution): {
  low: number
  median: number
  high: number
} {
  const tail = (1 - intervalCoverage) / 2
  return {
    low: Math.max(1, Math.round(lineQuantileRank(line, 1 - tail))),
    median: Math.max(1, Math.round(lineQuantileRank(line, 0.5))),
    high: Math.max(1, Math.round(lineQuantileRank(line, tail))),
  }
}

/**
 * 高/中/低 from what the interval says: high when the 80 % interval stays within about ±25 % of the
 * median rank (log half-width ≤ 0.25), medium within about ±55 % (≤ 0.45), low beyond; a derived
 * history is never better than low, a single year never better than medium, then a cap; last, a
 * province whose backtest misses the targets steps every label down (`downgrade`: 高→中, 中→低).
 *
 * @example
 * confidenceOfInterval({ low: 9_000, median: 10_000, high: 11_000 }, { years: 3, isDerived: false, cap: 2 }) //=> 'high'
 */
export function confidenceOfInterval(
  interval: { low: number; median: number; high: number },
  facts: { years: number; isDerived: boolean; cap: number; downgrade?: number },
): Confidence {
  const halfWidth = Math.log(Math.max(1, interval.high) / Math.max(1, interval.low)) / 2
  let level = halfWidth <= 0.25 ? 2 : halfWidth <= 0.45 ? 1 : 0
  if (facts.years <= 1) level = Math.min(level, 1)
  if (facts.isDerived) level = 0
  level = Math.min(level, Math.max(0, Math.round(facts.cap)))
  level = Math.max(0, level - Math.max(0, Math.round(facts.downgrade ?? 0)))
  return level === 2 ? 'high' : level === 1 ? 'medium' : 'low'
}
