import { provinceSpreadScales } from './province-spread-scale.generated.ts'

/**
 * The factor on a province's forecast spreads (ADR 054), from how far its lines strayed from the engine's forecasts in
 * the years before the year it forecasts: each such year's median |ln(actual ÷ forecast)| ÷ spread, over the same
 * median pooled over every province's years (`reference`). The mean of the years' log ratios is shrunk toward 0 by
 * their number (Y ÷ (Y + 1)): one year says little, since a province's misses vary from year to year. Never below 1:
 * a province that strayed less than the pool keeps the pooled spread (narrowing from a few calm years cost more than it
 * gave on the years it was checked on). Years with fewer than {@link MIN_SCALE_UNITS} units do not count.
 *
 * @example
 * provinceSpreadScale([{ medianZ: 1.3, units: 240 }, { medianZ: 1.2, units: 400 }], 0.64) //=> ≈1.56
 */
export function provinceSpreadScale(years: readonly { readonly medianZ: number; readonly units: number }[], reference: number): number {
  const logs = years.filter((y) => y.units >= MIN_SCALE_UNITS && y.medianZ > 0 && reference > 0).map((y) => Math.log(y.medianZ / reference))
  if (logs.length === 0) return 1
  const mean = logs.reduce((a, b) => a + b, 0) / logs.length
  return Math.max(1, Math.exp((mean * logs.length) / (logs.length + 1)))
}

/** a year with fewer units than this says too little about a province's misses */
export const MIN_SCALE_UNITS = 50

/**
 * The spread factor the app uses for a province code (1 where the backtest fitted none), written by
 * `npm run backtest -- --spread-scale` from the years before each province's newest results year.
 *
 * @example
 * spreadScaleFor('henan') // e.g. 1.5
 */
export function spreadScaleFor(province: string): number {
  return provinceSpreadScales[province] ?? 1
}
