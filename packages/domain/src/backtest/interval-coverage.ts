import { type Confidence } from '../admission/estimate-admission-line.ts'
import { type BacktestForecast } from './run-backtest.ts'

/** How often the shown interval held the actual line, for one confidence label. */
export type CoverageRow = {
  readonly confidence: Confidence
  readonly units: number
  /** share of units whose actual min rank fell inside the 80 % interval */
  readonly coverage: number
  /** share that fell below (better rank) / above (worse rank) it: which side the misses are on */
  readonly below: number
  readonly above: number
  /** median log half-width of the interval */
  readonly medianHalfWidth: number
}

/**
 * Interval coverage per confidence label: for the 80 % interval to mean what it says, about 80 % of
 * the actual lines must fall inside it in every label (the target: 80 ± 5 %).
 *
 * @example
 * coverageByConfidence(backtestForecasts(rows, { targetYear: 2025 }))[0] //=> { confidence: 'high', coverage: 0.81, … }
 */
export function coverageByConfidence(forecasts: readonly BacktestForecast[]): CoverageRow[] {
  return (['high', 'medium', 'low'] as const).map((confidence) => {
    const subset = forecasts.filter((f) => f.estimate.confidence === confidence)
    let inside = 0
    let below = 0
    const widths: number[] = []
    for (const f of subset) {
      const { low, high } = f.estimate.likelyRange
      if (f.actual < low) below++
      else if (f.actual <= high) inside++
      widths.push(Math.log(high / low) / 2)
    }
    const n = subset.length
    widths.sort((a, b) => a - b)
    return {
      confidence,
      units: n,
      coverage: n === 0 ? NaN : inside / n,
      below: n === 0 ? NaN : below / n,
      above: n === 0 ? NaN : (n - inside - below) / n,
      medianHalfWidth: n === 0 ? NaN : widths[n >> 1]!,
    }
  })
}
