// Dev diagnosis (ADR 066): per province, the sign and size of the leave-last-year-out error — the forecast centre
// against the actual line (median ln(actual ÷ forecast median), and of actual ÷ the unit's last line), the share of
// actual lines above the 80 % interval and below it, and each reliability bin's mean forecast against what happened —
// with and without the common move. Usage: node --import tsx bench/backtest/province-error-diagnosis.ts [a,b,…] [move JSON]
// (the move JSON is laid over the common move's parameters, e.g. '{"unobservedMoveWeight":0,"lineFollowCheck":false}'
// for the move before ADR 076)
import { casesOfForecasts, forecastMetrics, type BacktestForecast } from '@gk/domain'
import { errorFigures, f3 } from './error-figures.ts'
import { runProtocol } from './protocol.ts'
import { issueRuns } from './issue-runs.ts'

const names = process.argv[2] === undefined || process.argv[2] === 'all' ? undefined : process.argv[2].split(',')
const move = process.argv[3] === undefined ? undefined : (JSON.parse(process.argv[3]) as object)
const protocol = runProtocol(false, () => {})
const runs = issueRuns(protocol, { ...(names ? { names } : {}), ...(move ? { move } : {}) })

function describe(label: string, forecasts: readonly BacktestForecast[]): string {
  const { centre, naive, above, below, model: m, baseline: b, bins } = errorFigures(forecasts)
  return (
    `${label}: units ${forecasts.length}, centre error ${f3(centre)} (actual vs last line ${f3(naive)}), ` +
    `above/below interval ${(above * 100).toFixed(0)}/${(below * 100).toFixed(0)} %, Brier ${m.brier.toFixed(4)} vs baseline ${b.brier.toFixed(4)} ` +
    `(${((1 - m.brier / b.brier) * 100).toFixed(1)} %), ECE ${m.ece.toFixed(4)}; bins ${bins}`
  )
}

for (const run of runs.llyo) {
  console.log(`== ${run.name} ${run.year}`)
  console.log(describe('  with move   ', run.after))
  console.log(describe('  without move', run.before))
}

// pooled over the provinces run, with the improvement to two decimals (the report rounds to one)
const pooled = (pick: (r: (typeof runs.llyo)[number]) => readonly BacktestForecast[], list: typeof runs.llyo) => {
  const cases = casesOfForecasts(list.flatMap(pick))
  const m = forecastMetrics(cases.map((c) => ({ probability: c.model, outcome: c.outcome })))
  const b = forecastMetrics(cases.map((c) => ({ probability: c.baseline, outcome: c.outcome })))
  return `Brier ${m.brier.toFixed(5)} vs ${b.brier.toFixed(5)} (${((1 - m.brier / b.brier) * 100).toFixed(2)} %), ECE ${m.ece.toFixed(4)}`
}
console.log(`pooled LLYO: with move ${pooled((r) => r.after, runs.llyo)}; without ${pooled((r) => r.before, runs.llyo)}`)
console.log(`pooled LOPO: with move ${pooled((r) => r.after, runs.lopo)}; without ${pooled((r) => r.before, runs.lopo)}`)
