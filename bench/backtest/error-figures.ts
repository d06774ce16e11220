// The figures the dev diagnoses (ADR 066 per province, ADR 072 per source kind) read off a set of leave-last-year-out
// forecasts: the centre error, the share outside the 80 % interval, Brier and ECE against the rank-gap rule, and the
// reliability bins with ≥ 200 cases. Each script formats them its own way.
import { casesOfForecasts, forecastMetrics, type BacktestForecast } from '@gk/domain'

export const median = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b)
  return s.length === 0 ? NaN : s[s.length >> 1]!
}
/** a signed figure to three decimals (+0.062, −0.112) */
export const f3 = (x: number) => (x >= 0 ? '+' : '') + x.toFixed(3)

export function errorFigures(forecasts: readonly BacktestForecast[]) {
  const cases = casesOfForecasts(forecasts)
  const m = forecastMetrics(cases.map((c) => ({ probability: c.model, outcome: c.outcome })))
  const b = forecastMetrics(cases.map((c) => ({ probability: c.baseline, outcome: c.outcome })))
  return {
    /** median ln(actual ÷ forecast median) */
    centre: median(forecasts.map((f) => Math.log(f.actual / f.estimate.baselineRank))),
    /** median ln(actual ÷ the unit's last line) */
    naive: median(forecasts.map((f) => Math.log(f.actual / f.recent))),
    above: forecasts.filter((f) => f.actual > f.estimate.likelyRange.high).length / forecasts.length,
    below: forecasts.filter((f) => f.actual < f.estimate.likelyRange.low).length / forecasts.length,
    model: m,
    baseline: b,
    bins: m.reliability
      .filter((r) => r.count >= 200)
      .map((r) => `${(r.meanProbability ?? 0).toFixed(2)}→${(r.observedRate ?? 0).toFixed(2)}`)
      .join(' '),
  }
}
