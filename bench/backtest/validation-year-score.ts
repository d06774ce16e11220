// The validation-year score of a candidate parameter set (ADR 079's rule, reused by ADR 084): every province with a
// scoreable year before its headline year is scored on its last such year (the validation year), each province's
// ≤ 3,000-unit sample weighted by its full units. The headline year never enters. The inputs are built once, so that
// several candidates are scored on the same units.
import {
  backtestInputs,
  casesOfForecasts,
  estimateAdmissionLine,
  summariseBacktest,
  type AdmissionModelParams,
  type BacktestForecast,
  type BacktestInput,
  type BacktestRow,
} from '@gk/domain'
import { sampleUnits, scoreableYears } from './provinces.ts'

/** units per province read on the validation year (as validation-year-experiment.ts) */
const SCORE_UNITS = 3000

export type ValidationInputs = { readonly province: string; readonly year: number; readonly weight: number; readonly inputs: readonly BacktestInput[] }[]

export type ValidationScore = {
  /** pooled Brier below the rank-gap rule */
  readonly improvement: number
  readonly ece: number
  /** provinces meeting the ECE target (≤ 0.02 with ≥ 2,000 weighted cases, ≤ 0.025 below) */
  readonly met: number
  readonly provinces: number
  /** units whose target plan is ≤ 5 seats: Brier below the rank-gap rule, ECE and the rule's ECE */
  readonly small: { readonly improvement: number; readonly ece: number; readonly baselineEce: number }
  readonly perProvince: ReadonlyMap<string, { readonly improvement: number; readonly ece: number }>
}

/** Each province's validation year (its last scoreable year before the headline year) and its sampled inputs. */
export function validationInputs(provinces: ReadonlyMap<string, readonly BacktestRow[]>): ValidationInputs {
  const out: { province: string; year: number; weight: number; inputs: BacktestInput[] }[] = []
  for (const [province, rows] of [...provinces].sort((a, b) => a[0].localeCompare(b[0]))) {
    const years = scoreableYears(rows)
    if (years.length < 2) continue
    const year = years[years.length - 2]!
    const sample = sampleUnits(rows, SCORE_UNITS)
    const units = (list: readonly BacktestRow[]) => new Set(list.map((r) => `${r.subjectType}|${r.unitId}`)).size
    out.push({ province, year, weight: units(rows) / units(sample), inputs: backtestInputs(sample, { targetYear: year, peerRows: rows }) })
  }
  return out
}

/** Weighted ECE (10 equal bins) of (probability, outcome, weight) triples. */
function weightedEce(cases: readonly (readonly [number, number, number])[]): number {
  const bins = Array.from({ length: 10 }, () => [0, 0, 0])
  for (const [p, o, w] of cases) {
    const bin = bins[Math.min(9, Math.max(0, Math.floor(p * 10)))]!
    bin[0]! += w
    bin[1]! += w * p
    bin[2]! += w * o
  }
  const total = bins.reduce((a, b) => a + b[0]!, 0)
  return bins.reduce((a, [n, p, o]) => (n! > 0 ? a + Math.abs(p! - o!) : a), 0) / total
}

/** The validation year's score of `paramsOf` (each province's parameter set). */
export function scoreValidation(data: ValidationInputs, paramsOf: (province: string) => AdmissionModelParams): ValidationScore {
  let model = 0
  let baseline = 0
  let smallModel = 0
  let smallBaseline = 0
  let met = 0
  const pooled: [number, number, number][] = []
  const small: [number, number, number][] = []
  const smallRule: [number, number, number][] = []
  const perProvince = new Map<string, { improvement: number; ece: number }>()
  for (const { province, weight: w, inputs } of data) {
    const params = paramsOf(province)
    const forecasts: BacktestForecast[] = []
    for (const i of inputs) {
      const estimate = estimateAdmissionLine(i.history, i.target, params, i.peers)
      if (estimate === null) continue
      forecasts.push({ ...i, estimate, params, ...(i.target.planCount !== undefined ? { planCount: i.target.planCount } : {}) })
    }
    if (forecasts.length === 0) continue
    const cases = casesOfForecasts(forecasts)
    const s = summariseBacktest(cases)
    model += w * s.n * s.model.brier
    baseline += w * s.n * s.baseline.brier
    if (s.model.ece <= (s.n * w >= 2000 ? 0.02 : 0.025)) met++
    perProvince.set(province, { improvement: 1 - s.model.brier / s.baseline.brier, ece: s.model.ece })
    // casesOfForecasts gives each forecast's candidates in order, a fixed number per forecast
    const per = cases.length / forecasts.length
    cases.forEach((c, k) => {
      pooled.push([c.model, c.outcome, w])
      const plan = forecasts[Math.floor(k / per)]!.planCount
      if (plan === undefined || plan > 5) return
      small.push([c.model, c.outcome, w])
      smallRule.push([c.baseline, c.outcome, w])
      smallModel += w * (c.model - c.outcome) ** 2
      smallBaseline += w * (c.baseline - c.outcome) ** 2
    })
  }
  return {
    improvement: 1 - model / baseline,
    ece: weightedEce(pooled),
    met,
    provinces: data.length,
    small: { improvement: 1 - smallModel / smallBaseline, ece: weightedEce(small), baselineEce: weightedEce(smallRule) },
    perProvince,
  }
}
