// The province step-down as the app had it when the scored year's students filled (ADR 061). The app steps down
// every label of a province whose newest scored year misses the targets (province-calibration.generated.ts); in the
// leave-last-year-out run that summary would be read off the scored year itself, so which units show 高 — and so
// which widening their interval gets — would depend on the year being scored. Here each province's step-down comes
// from its last scoreable year before the headline year, scored with the same engine, as the app's summary was then.
import { admissionModelFor, backtestForecasts, casesOfForecasts, summariseBacktest, type AdmissionModelParams, type BacktestRow } from '@gk/domain'
import { scoreableYears } from './provinces.ts'
import { meets } from './report-tables.ts'

/** Labels stepped down per province (1) or not (0); a province with no scoreable year before its headline has none. */
export type StepDowns = Readonly<Record<string, 0 | 1>>

export function earlierStepDowns(
  provinces: ReadonlyMap<string, readonly BacktestRow[]>,
  latest: ReadonlyMap<string, number>,
  extra: Partial<AdmissionModelParams>,
  log: (line: string) => void = () => {},
): StepDowns {
  const out: Record<string, 0 | 1> = {}
  for (const [name, year] of [...latest].sort()) {
    const summary = earlierSummary(name, provinces.get(name)!, year, extra)
    if (summary === undefined) continue
    out[name] = summary.stepDown
    log(`step-down from ${name} ${summary.year}: ${summary.stepDown}`)
  }
  return out
}

/** The province's summary on its last scoreable year before `headline`, as the app's summary stood then. */
export function earlierSummary(
  name: string,
  rows: readonly BacktestRow[],
  headline: number,
  extra: Partial<AdmissionModelParams>,
): { year: number; units: number; ece: number; improvement: number; stepDown: 0 | 1 } | undefined {
  const earlier = scoreableYears(rows).filter((y) => y < headline)
  const year = earlier[earlier.length - 1]
  if (year === undefined) return undefined
  // probabilities do not read the labels: the summary is the same with or without a step-down
  const forecasts = backtestForecasts(rows, { targetYear: year, params: { ...admissionModelFor(name), ...extra } })
  const m = summariseBacktest(casesOfForecasts(forecasts))
  const improvement = 1 - m.model.brier / m.baseline.brier
  return { year, units: m.units, ece: m.model.ece, improvement, stepDown: meets(m.model.ece, improvement, false, m.n) ? 0 : 1 }
}

/** A province's app parameters with the step-down it had before the headline year instead of the newest one. */
export function withStepDown(params: AdmissionModelParams, stepDown: 0 | 1 | undefined): AdmissionModelParams {
  const { confidenceDowngrade: _newest, ...plain } = params
  return stepDown === 1 ? { ...plain, confidenceDowngrade: 1 } : plain
}
