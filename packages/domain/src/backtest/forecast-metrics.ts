/** One probabilistic forecast and what happened (1 = admitted). */
export type Forecast = { readonly probability: number; readonly outcome: 0 | 1 }

/** One row of a reliability table (equal-width probability bin). */
export type ReliabilityBin = {
  readonly low: number
  readonly high: number
  readonly count: number
  /** mean forecast probability in the bin (null when empty) */
  readonly meanProbability: number | null
  /** observed admission rate in the bin (null when empty) */
  readonly observedRate: number | null
}

/** Brier score, log loss, ECE and the reliability table of a set of forecasts. */
export type ForecastMetrics = {
  readonly n: number
  readonly brier: number
  readonly logLoss: number
  readonly ece: number
  readonly reliability: readonly ReliabilityBin[]
}

/**
 * Mean squared error of the probabilities.
 *
 * @example
 * brierScore([{ probability: 0.8, outcome: 1 }, { probability: 0.4, outcome: 0 }]) //=> (0.04 + 0.16) / 2 = 0.1
 */
export function brierScore(forecasts: readonly Forecast[]): number {
  if (forecasts.length === 0) return NaN
  let sum = 0
  for (const f of forecasts) sum += (f.probability - f.outcome) ** 2
  return sum / forecasts.length
}

/**
 * Mean negative log-likelihood (natural log), probabilities clipped to [1e-15, 1 − 1e-15].
 *
 * @example
 * logLoss([{ probability: 0.5, outcome: 1 }]) //=> Math.LN2 ≈ 0.6931
 */
export function logLoss(forecasts: readonly Forecast[]): number {
  if (forecasts.length === 0) return NaN
  let sum = 0
  for (const f of forecasts) {
    const p = Math.min(1 - 1e-15, Math.max(1e-15, f.probability))
    sum -= f.outcome === 1 ? Math.log(p) : Math.log(1 - p)
  }
  return sum / forecasts.length
}

/**
 * Reliability table with `bins` equal-width bins on [0, 1]; a probability of exactly 1 falls in the last bin.
 *
 * @example
 * reliabilityTable([{ probability: 0.05, outcome: 0 }], 10)[0] //=> { low: 0, high: 0.1, count: 1, meanProbability: 0.05, observedRate: 0 }
 */
export function reliabilityTable(forecasts: readonly Forecast[], bins = 10): ReliabilityBin[] {
  const counts = new Array<number>(bins).fill(0)
  const sums = new Array<number>(bins).fill(0)
  const hits = new Array<number>(bins).fill(0)
  for (const f of forecasts) {
    const bin = Math.min(bins - 1, Math.max(0, Math.floor(f.probability * bins)))
    counts[bin]!++
    sums[bin]! += f.probability
    hits[bin]! += f.outcome
  }
  return counts.map((count, i) => ({
    low: i / bins,
    high: (i + 1) / bins,
    count,
    meanProbability: count === 0 ? null : sums[i]! / count,
    observedRate: count === 0 ? null : hits[i]! / count,
  }))
}

/**
 * Expected calibration error: Σ over bins of (bin share) × |mean probability − observed rate|.
 *
 * @example
 * expectedCalibrationError([{ probability: 0.05, outcome: 0 }, { probability: 0.95, outcome: 0 }]) //=> (0.05 + 0.95) / 2 = 0.5
 */
export function expectedCalibrationError(forecasts: readonly Forecast[], bins = 10): number {
  if (forecasts.length === 0) return NaN
  let sum = 0
  for (const bin of reliabilityTable(forecasts, bins)) {
    if (bin.count > 0) sum += bin.count * Math.abs(bin.meanProbability! - bin.observedRate!)
  }
  return sum / forecasts.length
}

/**
 * All metrics at once (ECE and the reliability table use 10 equal-width bins unless told).
 *
 * @example
 * forecastMetrics([{ probability: 0.5, outcome: 1 }]).n //=> 1
 */
export function forecastMetrics(forecasts: readonly Forecast[], bins = 10): ForecastMetrics {
  return {
    n: forecasts.length,
    brier: brierScore(forecasts),
    logLoss: logLoss(forecasts),
    ece: expectedCalibrationError(forecasts, bins),
    reliability: reliabilityTable(forecasts, bins),
  }
}
