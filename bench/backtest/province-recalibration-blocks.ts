// The leave-last-year-out forecasts of every scoreable year of every province, per track, each year forecast from the
// years before it with the app's engine (admissionModelFor, the leave-last-year-out volatility prior): the material
// of ADR 080's check whether a province's error carries from one year to the next (province-recalibration-experiment.ts).
import { admissionModelFor, backtestForecasts, type BacktestForecast, type BacktestRow } from '@gk/domain'
import { loadProvinces, sampleUnits, scoreableYears } from './provinces.ts'
import llyo from './llyo-params.json' with { type: 'json' }

/** One province-track-year's forecasts on the sampled units; `weight` scales them to the province's full units. */
export type YearBlock = {
  readonly province: string
  readonly track: string
  readonly year: number
  readonly forecasts: readonly BacktestForecast[]
  readonly weight: number
}

const median = (v: readonly number[]): number => {
  const s = [...v].sort((a, b) => a - b)
  return s.length === 0 ? NaN : s[s.length >> 1]!
}

/** median ln(actual ÷ forecast median): positive, the line came out easier than forecast (chances too low) */
export const centreError = (forecasts: readonly BacktestForecast[]): number => median(forecasts.map((f) => Math.log(f.actual / f.estimate.baselineRank)))

/** The blocks of every province (≤ `units` sampled units per province), oldest year first, and each province's years. */
export function yearBlocks(units: number, log: (line: string) => void = () => {}): { blocks: YearBlock[]; years: Map<string, number[]> } {
  const provinces = loadProvinces()
  const blocks: YearBlock[] = []
  const years = new Map<string, number[]>()
  for (const [province, rows] of [...provinces].sort(([a], [b]) => a.localeCompare(b))) {
    const scoreable = scoreableYears(rows)
    if (scoreable.length === 0) continue
    years.set(province, scoreable)
    const sample = sampleUnits(rows, units)
    const weight = unitCount(rows) / unitCount(sample)
    const params = { ...admissionModelFor(province), ...llyo.volatilityPrior }
    for (const track of [...new Set(rows.map((r) => r.subjectType))].sort()) {
      const own = rows.filter((r) => r.subjectType === track)
      const sampled = sample.filter((r) => r.subjectType === track)
      for (const year of scoreable) {
        const forecasts = backtestForecasts(sampled, { targetYear: year, params, peerRows: own })
        if (forecasts.length === 0) continue
        blocks.push({ province, track, year, forecasts, weight })
        log(`${province} ${track} ${year}: ${forecasts.length} units, centre error ${centreError(forecasts).toFixed(3)}`)
      }
    }
  }
  return { blocks, years }
}

function unitCount(rows: readonly BacktestRow[]): number {
  return new Set(rows.map((r) => `${r.subjectType}|${r.unitId}`)).size
}
