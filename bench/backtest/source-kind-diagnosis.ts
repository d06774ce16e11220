// Dev diagnosis (ADR 072): the leave-last-year-out error per province and per source kind of the unit's last line
// (official file, official, third-party, placed — the third-party per-major rows whose batch the build placed): the
// centre error (median ln(actual ÷ forecast median), and of actual ÷ the last line), the share of actual lines above
// and below the 80 % interval, Brier against the rank-gap rule, ECE and the reliability bins with ≥ 200 cases.
// Usage: node --import tsx bench/backtest/source-kind-diagnosis.ts [a,b,…]
import { type BacktestForecast } from '@gk/domain'
import { errorFigures, f3, median } from './error-figures.ts'
import { runProtocol } from './protocol.ts'
import { issueRuns } from './issue-runs.ts'

const names = process.argv[2]?.split(',')
const runs = issueRuns(
  runProtocol(false, () => {}),
  names ? { names } : {},
)

function describe(label: string, forecasts: readonly BacktestForecast[]): string {
  const { centre, naive, above, below, model: m, baseline: b, bins } = errorFigures(forecasts)
  const spread = median(forecasts.map((f) => f.estimate.spread))
  const labels = (['high', 'medium', 'low'] as const)
    .map((c) => {
      const l = forecasts.filter((f) => f.estimate.confidence === c)
      const inside = l.filter((f) => f.actual >= f.estimate.likelyRange.low && f.actual <= f.estimate.likelyRange.high).length
      return l.length === 0 ? '' : `${c} ${l.length} ${((inside / l.length) * 100).toFixed(0)} %`
    })
    .filter(Boolean)
    .join(', ')
  return (
    `${label}: units ${forecasts.length}, centre ${f3(centre)} (vs last ${f3(naive)}), σ ${spread.toFixed(3)}, ` +
    `above/below ${(above * 100).toFixed(0)}/${(below * 100).toFixed(0)} %, Brier ${((1 - m.brier / b.brier) * 100).toFixed(1)} % ` +
    `below baseline, ECE ${m.ece.toFixed(4)} (baseline ${b.ece.toFixed(4)}); inside the interval per label: ${labels}; bins ${bins}`
  )
}

const bySource = (list: readonly BacktestForecast[]) => {
  const out = new Map<string, BacktestForecast[]>()
  for (const f of list) {
    const k = (f.source ?? 'official file') + (f.estimate.isDerived ? ' (derived)' : '')
    ;(out.get(k) ?? out.set(k, []).get(k)!).push(f)
  }
  return [...out].sort()
}
for (const [title, list] of [
  ['LLYO', runs.llyo],
  ['LOPO', runs.lopo],
] as const) {
  console.log(`# ${title}`)
  for (const run of list) {
    const kinds = bySource(run.after)
    if (kinds.length < 2 && !names) continue
    console.log(`== ${run.name} ${run.year}`)
    for (const [kind, fs] of kinds) console.log(describe(`  ${kind.padEnd(13)}`, fs))
  }
  console.log('== pooled')
  for (const [kind, fs] of bySource(list.flatMap((r) => r.after))) console.log(describe(`  ${kind.padEnd(13)}`, fs))
}
