// Markdown rows of the backtest report: scores, targets, interval coverage, reliability.
import { casesOfForecasts, coverageByConfidence, summariseBacktest, type BacktestForecast, type ReliabilityBin } from '@gk/domain'

export const r4 = (x: number): string => (Number.isFinite(x) ? x.toFixed(4) : '—')
export const pct = (x: number): string => (Number.isFinite(x) ? `${(x * 100).toFixed(1)} %` : '—')

export type Scored = {
  readonly name: string
  readonly year: number | string
  readonly forecasts: readonly BacktestForecast[]
  readonly before?: readonly BacktestForecast[]
}

/**
 * Targets (issue #30, ADR 146 of the calibration line): a province's ECE ≤ 0.02 where it has ≥ 2,000 cases, else
 * ≤ 0.025, and its Brier ≥ 10 % below the rank-gap rule (the issue sets only the pooled bar, ≥ 11 %, kept for
 * the pooled row); the app's list line and its step-down read the same rule.
 */
export function meets(ece: number, improvement: number, pooled: boolean, cases: number): boolean {
  if (pooled) return ece <= 0.02 && improvement >= 0.11
  return ece <= eceTargetFor(cases) && improvement >= 0.1
}

/** A province's ECE target by its number of cases (units × candidate positions). */
export const eceTargetFor = (cases: number): number => (cases >= 2000 ? 0.02 : 0.025)

export const scoreHeader = (other: string): string =>
  `| Province | Year | Units | n | Brier | Baseline | Improvement | ECE | Baseline ECE | Targets met | ${other}: improvement / ECE |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |`

export function scoreRow(s: Scored, pooled = false): string {
  const m = summariseBacktest(casesOfForecasts(s.forecasts))
  const improvement = 1 - m.model.brier / m.baseline.brier
  let before = '—'
  if (s.before) {
    const b = summariseBacktest(casesOfForecasts(s.before))
    before = `${pct(1 - b.model.brier / b.baseline.brier)} / ${r4(b.model.ece)}`
  }
  const name = pooled ? `**${s.name}**` : s.name
  return `| ${name} | ${s.year} | ${m.units} | ${m.n} | ${r4(m.model.brier)} | ${r4(m.baseline.brier)} | ${pct(improvement)} | ${r4(m.model.ece)} | ${r4(m.baseline.ece)} | ${meets(m.model.ece, improvement, pooled, m.n) ? 'yes' : '**no**'} | ${before} |`
}

export const coverageHeader =
  '| Set | Confidence | Units | Inside the 80 % interval | Below it (better) | Above it (worse) | Median half-width (log) |\n| --- | --- | --- | --- | --- | --- | --- |'

export function coverageRows(name: string, forecasts: readonly BacktestForecast[]): string[] {
  const rows = coverageByConfidence(forecasts).map(
    (c) => `| ${name} | ${c.confidence} | ${c.units} | ${pct(c.coverage)} | ${pct(c.below)} | ${pct(c.above)} | ${r4(c.medianHalfWidth)} |`,
  )
  const derived = forecasts.filter((f) => f.estimate.isDerived)
  if (derived.length > 0) {
    const all = coverageByConfidence(derived.map((f) => ({ ...f, estimate: { ...f.estimate, confidence: 'low' as const } })))[2]!
    rows.push(
      `| ${name} | derived history (all low) | ${all.units} | ${pct(all.coverage)} | ${pct(all.below)} | ${pct(all.above)} | ${r4(all.medianHalfWidth)} |`,
    )
  }
  return rows
}

export function reliabilityRow(name: string, bins: readonly ReliabilityBin[]): string {
  return `| ${name} | ${bins.map((b) => (b.count === 0 ? '—' : `${b.meanProbability!.toFixed(2)}→${b.observedRate!.toFixed(2)} (${b.count})`)).join(' | ')} |`
}
