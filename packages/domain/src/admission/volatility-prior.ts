import { type AdmissionModelParams } from './admission-model.ts'
import { type AdmissionHistoryYear } from './estimate-admission-line.ts'

/**
 * A unit's year-to-year volatility shrunk toward similar units: two or three years say little about a
 * unit's own noise, so its estimate is pooled with a prior for units at the same level (top units move
 * more, relatively) and, when given, the volatility of its institution's other units
 * ({@link institutionVolatilities}) — weighted by how many year-to-year changes each has (empirical-Bayes
 * style; κ = volatilityPriorWeight). With κ = 0 the unit's own value is returned unchanged.
 *
 * @example
 * shrunkVolatility(0.4, 2, 3, undefined, params) // between the level prior and 0.4
 */
export function shrunkVolatility(
  own: number,
  years: number,
  level: number,
  institution: number | undefined,
  params: Pick<AdmissionModelParams, 'volatilityPrior' | 'volatilityPriorSlope' | 'volatilityPriorWeight'>,
): number {
  const kappa = params.volatilityPriorWeight
  if (kappa <= 0) return own
  const levelPrior = Math.max(0, params.volatilityPrior * (1 + params.volatilityPriorSlope * level))
  // the institution's other units are the closer relatives when known: half of the prior's weight
  const prior = institution === undefined ? levelPrior : Math.sqrt((levelPrior ** 2 + institution ** 2) / 2)
  const changes = Math.max(0, years - 1)
  return Math.sqrt((kappa * prior ** 2 + changes * own ** 2) / (kappa + changes))
}

/** an institution's volatility needs at least this many other units with two or more years */
export const MIN_INSTITUTION_PEERS = 2

/** One unit of an institution, as {@link institutionVolatilities} reads it. */
export type InstitutionUnit = {
  /** the institution (院校) the unit belongs to; units are compared within one province, track and batch */
  readonly institution: string
  readonly history: readonly AdmissionHistoryYear[]
}

/**
 * For each unit, the volatility of its institution's OTHER units: the root mean square of each one's own
 * volatility ({@link historyVolatility}, years before the target only), or undefined with fewer than
 * {@link MIN_INSTITUTION_PEERS} such units. The caller passes the units of one province, track and batch.
 * Raw ln(min rank): the province-year common shift is the same for every unit and small, and leaving it
 * out keeps the value independent of the fitted parameters.
 *
 * @example
 * institutionVolatilities([{ institution: 'A', history }, { institution: 'A', history: other }, …], 2025, params)
 * //=> [0.11, 0.09, …]
 */
export function institutionVolatilities(
  units: readonly InstitutionUnit[],
  targetYear: number,
  params: Pick<AdmissionModelParams, 'recencyWeights' | 'fullYears'>,
): (number | undefined)[] {
  const own = units.map((u) => historyVolatility(u.history, targetYear, params))
  const sums = new Map<string, { squares: number; count: number }>()
  units.forEach((u, i) => {
    const v = own[i]
    if (v === undefined) return
    const s = sums.get(u.institution) ?? { squares: 0, count: 0 }
    s.squares += v ** 2
    s.count++
    sums.set(u.institution, s)
  })
  return units.map((u, i) => {
    const s = sums.get(u.institution)
    if (s === undefined) return undefined
    // leave the unit itself out: its own volatility enters the shrinkage separately
    const v = own[i]
    const count = v === undefined ? s.count : s.count - 1
    const squares = v === undefined ? s.squares : s.squares - v ** 2
    return count < MIN_INSTITUTION_PEERS ? undefined : Math.sqrt(Math.max(0, squares) / count)
  })
}

/**
 * A unit's own year-to-year volatility as the model measures it, on raw ln(min rank) over the years the
 * forecast for `targetYear` would use; undefined with fewer than two.
 *
 * @example
 * historyVolatility([{ year: 2024, minRank: 10_000 }, { year: 2023, minRank: 11_000 }], 2025, params) // ≈ 0.067
 */
export function historyVolatility(
  history: readonly AdmissionHistoryYear[],
  targetYear: number,
  params: Pick<AdmissionModelParams, 'recencyWeights' | 'fullYears'>,
): number | undefined {
  const usable = usableYears(history, targetYear, params)
  return usable.length < 2 ? undefined : robustSpread(usable.map((h) => Math.log(h.minRank)))
}

/** The history years a forecast for `targetYear` uses: earlier years with a rank, newest first. */
export function usableYears<T extends AdmissionHistoryYear>(
  history: readonly T[],
  targetYear: number,
  params: Pick<AdmissionModelParams, 'recencyWeights' | 'fullYears'>,
): T[] {
  return history
    .filter((h) => h.year < targetYear && h.minRank >= 1 && Number.isFinite(h.minRank))
    .sort((a, b) => b.year - a.year)
    .slice(0, Math.max(params.recencyWeights.length, params.fullYears))
}

/** 1.4826 × MAD for three or more years; the sample standard deviation for two. */
export function robustSpread(values: readonly number[]): number {
  if (values.length === 2) return Math.abs(values[0]! - values[1]!) / Math.SQRT2
  const sorted = [...values].sort((a, b) => a - b)
  const median = medianOf(sorted)
  const deviations = sorted.map((v) => Math.abs(v - median)).sort((a, b) => a - b)
  return 1.4826 * medianOf(deviations)
}

function medianOf(sorted: readonly number[]): number {
  const mid = sorted.length >> 1
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
