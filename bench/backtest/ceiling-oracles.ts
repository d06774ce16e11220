// Pure helpers of the ceiling experiment (ceiling-experiment.ts, ADR 034). The oracles read facts of the
// held-out year itself (its common move, its spread, its residuals), which nobody knows when students fill:
// every score they give is a bound no shipped model can reach, never a candidate to ship.
import {
  backtestMultipliers,
  baselineProbability,
  lineDistribution,
  standardNormalCdf,
  type AdmissionLineEstimate,
  type AdmissionModelParams,
} from '@gk/domain'

type Centre = Pick<AdmissionLineEstimate, 'logBaseline' | 'spread'>

/** Median (mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN
  const s = [...values].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

/** ln(actual) minus the centre (median) of the unit's calibrated line distribution. */
export function logResidual(estimate: Centre, params: AdmissionModelParams, actual: number): number {
  return Math.log(actual) - lineDistribution(estimate, params).logCentre
}

/**
 * The oracle common move of one province, track and year: the median of its units' residuals, so that
 * after the shift half the units' actual lines lie on either side of their forecast median.
 */
export function oracleShift(residuals: readonly number[]): number {
  return residuals.length === 0 ? 0 : median(residuals)
}

/** Root mean square distance of the values from `centre` (the spread a normal centred there must have). */
export function rmsAround(values: readonly number[], centre: number): number {
  if (values.length === 0) return NaN
  return Math.sqrt(values.reduce((s, v) => s + (v - centre) ** 2, 0) / values.length)
}

/**
 * The estimate whose calibrated line distribution is moved by `shift` (log rank) and whose spread is
 * multiplied by `scale`, its median staying where the shift puts it. The model's calibration adds
 * zShift × σ / zScale to the centre, so scaling σ alone would also move the median; this undoes that.
 */
export function movedEstimate<E extends Centre>(estimate: E, params: Pick<AdmissionModelParams, 'zScale' | 'zShift'>, shift: number, scale: number): E {
  const spread = estimate.spread * scale
  const centre = estimate.logBaseline + (params.zShift * estimate.spread) / params.zScale
  return { ...estimate, spread, logBaseline: centre + shift - (params.zShift * spread) / params.zScale }
}

/** Parameters under which an estimate is a plain normal on ln(rank): no calibration, skew, tails or clamping. */
export function gaussianParams(params: AdmissionModelParams): AdmissionModelParams {
  return { ...params, zScale: 1, zShift: 0, skew: 0, tailWeight: 0, tailScale: 1, probabilityMin: 0, probabilityMax: 1 }
}

/**
 * Share of `sorted` (ascending) at or above `threshold`, leaving out one value `own` when given (the
 * unit's own residual: the oracle knows its peers' moves, not its own outcome).
 */
export function upperShare(sorted: readonly number[], threshold: number, own?: number): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (sorted[mid]! < threshold) lo = mid + 1
    else hi = mid
  }
  let above = sorted.length - lo
  let n = sorted.length
  if (own !== undefined) {
    n--
    if (own >= threshold) above--
  }
  return n <= 0 ? 0.5 : above / n
}

/** Minimum of f on [lo, hi] (both > 0): a log-spaced grid, then golden-section search around its best point. */
export function minimiseOnLogScale(f: (x: number) => number, lo: number, hi: number, steps = 16): { x: number; value: number } {
  const grid = Array.from({ length: steps + 1 }, (_, i) => Math.log(lo) + ((Math.log(hi) - Math.log(lo)) * i) / steps)
  const values = grid.map((g) => f(Math.exp(g)))
  const best = values.indexOf(Math.min(...values))
  let a = grid[Math.max(0, best - 1)]!
  let b = grid[Math.min(steps, best + 1)]!
  const phi = (Math.sqrt(5) - 1) / 2
  let c = b - phi * (b - a)
  let d = a + phi * (b - a)
  let fc = f(Math.exp(c))
  let fd = f(Math.exp(d))
  for (let i = 0; i < 20; i++) {
    if (fc < fd) {
      b = d
      d = c
      fd = fc
      c = b - phi * (b - a)
      fc = f(Math.exp(c))
    } else {
      a = c
      c = d
      fc = fd
      d = a + phi * (b - a)
      fd = f(Math.exp(d))
    }
  }
  const x = Math.exp((a + b) / 2)
  const value = f(x)
  return value <= values[best]! ? { x, value } : { x: Math.exp(grid[best]!), value: values[best]! }
}

/** Ordinary least squares β for rows X (each with its own intercept column if wanted), tiny ridge for stability. */
export function leastSquares(X: readonly (readonly number[])[], y: readonly number[], ridge = 1e-9): number[] {
  const k = X[0]?.length ?? 0
  const A = Array.from({ length: k }, () => new Array<number>(k).fill(0))
  const b = new Array<number>(k).fill(0)
  X.forEach((row, r) => {
    for (let i = 0; i < k; i++) {
      b[i]! += row[i]! * y[r]!
      for (let j = 0; j < k; j++) A[i]![j]! += row[i]! * row[j]!
    }
  })
  for (let i = 0; i < k; i++) A[i]![i]! += ridge * (1 + A[i]![i]!)
  for (let i = 0; i < k; i++)
    for (let r = i + 1; r < k; r++) {
      const f = A[r]![i]! / A[i]![i]!
      for (let c = i; c < k; c++) A[r]![c]! -= f * A[i]![c]!
      b[r]! -= f * b[i]!
    }
  const beta = new Array<number>(k).fill(0)
  for (let i = k - 1; i >= 0; i--) {
    let s = b[i]!
    for (let c = i + 1; c < k; c++) s -= A[i]![c]! * beta[c]!
    beta[i] = s / A[i]![i]!
  }
  return beta
}

/**
 * Expected Brier on the backtest's 13 candidate positions when a unit's line is last year's line times
 * e^ε with ε ~ N(0, σ²) and no common move: `ideal` for the forecast that knows σ (Φ(−ln m / σ), calibrated,
 * so its Brier is p(1 − p)); `baseline` for the rank-gap rule on the same candidates.
 */
export function gaussianBrierFloor(sigma: number): { ideal: number; baseline: number } {
  let ideal = 0
  let baseline = 0
  for (const m of backtestMultipliers) {
    const p = standardNormalCdf(-Math.log(m) / sigma)
    const b = baselineProbability(m * 10_000, 10_000)
    ideal += p * (1 - p)
    baseline += p * (1 - b) ** 2 + (1 - p) * b ** 2
  }
  return { ideal: ideal / backtestMultipliers.length, baseline: baseline / backtestMultipliers.length }
}
