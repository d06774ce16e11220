import { type Confidence } from '../admission/estimate-admission-line.ts'
import { type IntervalWidening } from '../admission/admission-model.ts'
import { intervalCoverage } from '../admission/line-interval.ts'
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

/**
 * How a label's widening reads several years: `median` (the default, ADR 096) fits each calendar year on its own and
 * takes the median over the years; `pooled` fits every unit of every year at once (before ADR 096).
 */
export type WideningAcrossYears = 'median' | 'pooled'

/**
 * The widening per label that makes the 80 % interval hold 80 % of the actual lines of `forecasts`
 * (computed without widening): for each unit, the factor its interval would need to reach the actual
 * line (log distance to the median over the log distance to the interval's end on that side); a year's
 * widening is the 80th percentile of those factors, never below `floor` (1: an interval is never
 * narrowed below the model's own 80 % quantiles; ADR 075's validation year, where some fits fell below 1 and
 * narrowed 低's intervals to 48–56 % coverage). A label with fewer than `minUnits` units keeps 1.
 *
 * Across years the label's widening is the median of the years' own fits (each year with at least `minUnits` units
 * of the label; a label with none such is fitted pooled). The target is the coverage of one year (the next one):
 * with a year's coverage moving about linearly with the widening around the factor that year needed, the median of
 * the years' factors is the one that keeps the expected distance from 80 % smallest, while the pooled 80th
 * percentile aims at 80 % over all years together and so follows the widest years (ADR 096: 中 needed 0.78, 1.44,
 * 2.04 and 0.74 in the years before the headline, pooled 1.41, and 0.95 in the headline year).
 *
 * @example
 * fitIntervalWidening(backtestForecasts(trainingRows, { params })) //=> { high: 1.1, medium: 1.2, low: 1.6 }
 */
export function fitIntervalWidening(
  forecasts: readonly BacktestForecast[],
  minUnits = 50,
  weightOf: (f: BacktestForecast) => number = () => 1,
  floor = 1,
  acrossYears: WideningAcrossYears = 'median',
): IntervalWidening {
  const factors = { high: [] as Weighted[], medium: [] as Weighted[], low: [] as Weighted[] }
  for (const f of forecasts) {
    const m = f.estimate.baselineRank
    const { low, high } = f.estimate.likelyRange
    const reach = Math.abs(Math.log((f.actual >= m ? high : low) / m))
    const need = Math.abs(Math.log(f.actual / m))
    // an interval of zero width that misses needs an unbounded factor: 5 stands for "far"
    const factor = reach > 0 ? Math.min(5, need / reach) : need > 0 ? 5 : 0
    factors[f.estimate.confidence].push({ factor, weight: weightOf(f), year: f.year })
  }
  const fit = (list: Weighted[]): number => {
    if (list.length < minUnits) return 1
    const years = acrossYears === 'median' ? yearsOf(list, minUnits) : []
    const factor = years.length === 0 ? quantile80(list) : median(years.map(quantile80))
    return Math.max(floor, Math.round(factor * 1000) / 1000)
  }
  return { high: fit(factors.high), medium: fit(factors.medium), low: fit(factors.low) }
}

type Weighted = { readonly factor: number; readonly weight: number; readonly year: number }

/** The calendar years' units, each year with at least `minUnits` of them. */
function yearsOf(list: readonly Weighted[], minUnits: number): Weighted[][] {
  const byYear = new Map<number, Weighted[]>()
  for (const x of list) (byYear.get(x.year) ?? byYear.set(x.year, []).get(x.year)!).push(x)
  return [...byYear.values()].filter((units) => units.length >= minUnits)
}

/** The weighted 80th percentile of the units' factors. */
function quantile80(list: readonly Weighted[]): number {
  const sorted = [...list].sort((a, b) => a.factor - b.factor)
  const total = sorted.reduce((s, x) => s + x.weight, 0)
  let seen = 0
  for (const x of sorted) {
    seen += x.weight
    if (seen >= intervalCoverage * total) return x.factor
  }
  return sorted[sorted.length - 1]!.factor
}

function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}
