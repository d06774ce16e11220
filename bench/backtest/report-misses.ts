// Why a province misses the targets, in numbers: which target, the bias of its probabilities, the
// year's common move of its lines against the model's, how much of it is derived history, and its size.
import { casesOfForecasts, summariseBacktest, type BacktestRow } from '@gk/domain'
import { type Overrides } from './recalibrate.ts'
import { pct, r4, type Scored } from './report-tables.ts'

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length === 0 ? NaN : sorted[sorted.length >> 1]!
}

/** One bullet per province that misses a per-province target. */
export function missNotes(scored: readonly Scored[], provinces: ReadonlyMap<string, readonly BacktestRow[]>, latest: ReadonlyMap<string, number>): string {
  const lines: string[] = []
  for (const s of scored) {
    const cases = casesOfForecasts(s.forecasts)
    const m = summariseBacktest(cases)
    const improvement = 1 - m.model.brier / m.baseline.brier
    const missed = [
      ...(improvement < 0.1 ? [`Brier only ${pct(improvement)} below the baseline`] : []),
      ...(m.model.ece > 0.03 ? [`ECE ${r4(m.model.ece)}`] : []),
    ]
    if (missed.length === 0) continue
    const meanP = cases.reduce((a, c) => a + c.model, 0) / cases.length
    const rate = cases.reduce((a, c) => a + c.outcome, 0) / cases.length
    // the year's common move: median ln(actual / R) over units, and the model's median ln(centre / R)
    const moved = median(s.forecasts.map((f) => Math.log(f.actual / f.recent)))
    const forecast = median(s.forecasts.map((f) => Math.log(f.estimate.baselineRank / f.recent)))
    const derived = s.forecasts.filter((f) => f.estimate.isDerived).length / s.forecasts.length
    const year = latest.get(s.name)
    const lineKnown = (provinces.get(s.name) ?? []).some((r) => r.year === year && r.lineRank !== undefined)
    const bias = meanP - rate
    const facts = [
      `mean probability ${pct(meanP)} vs admitted ${pct(rate)} (${bias > 0 ? 'too optimistic' : 'too pessimistic'} by ${pct(Math.abs(bias))})`,
      `lines moved ${signedPct(moved)} (median) against a forecast ${signedPct(forecast)}`,
      ...(derived > 0 ? [`${pct(derived)} of units from derived (converted) history`] : []),
      lineKnown ? 'control-line rank known' : 'no control-line rank',
      `${m.units} units`,
    ]
    lines.push(`* **${s.name}** ${s.year}: ${missed.join('; ')} — ${facts.join('; ')}.`)
  }
  return lines.join('\n')
}

const signedPct = (logChange: number): string => {
  const x = Math.expm1(logChange)
  return `${x >= 0 ? '+' : '−'}${(Math.abs(x) * 100).toFixed(1)} %`
}

/** Rows of the recalibration's parameters: the app fit and the range over the LOPO folds. */
export function overrideRows(app: Overrides, folds: readonly Overrides[]): string[] {
  const rows: string[] = []
  for (const key of Object.keys(app) as (keyof Overrides)[]) {
    if (key === 'intervalWidening' || key === 'recencyWeights') continue
    const values = folds.map((f) => f[key] as number)
    rows.push(`| ${key} | ${JSON.stringify(app[key])} | ${Math.min(...values)} – ${Math.max(...values)} |`)
  }
  for (const label of ['high', 'medium', 'low'] as const) {
    const values = folds.map((f) => f.intervalWidening?.[label] ?? 1)
    rows.push(`| intervalWidening.${label} | ${app.intervalWidening?.[label] ?? 1} | ${Math.min(...values)} – ${Math.max(...values)} |`)
  }
  return rows
}
