// Dev experiment (ADR 072): what widening a placed third-party line (placedSpread) does to the placed units'
// leave-last-year-out scores, and the honest fold value: each province's placedSpread chosen on the other provinces'
// placed units only (leave-one-province-out), since no placed major-level line exists before 2024 and so no year
// before a 2025 headline can fit it. Usage: node --import tsx bench/backtest/placed-spread-experiment.ts
import { casesOfForecasts, forecastMetrics, type BacktestForecast } from '@gk/domain'
import { runProtocol } from './protocol.ts'
import { issueRuns } from './issue-runs.ts'

const grid = [0, 0.05, 0.1, 0.15, 0.2, 0.3]
const protocol = runProtocol(false, () => {})
const names = [...protocol.provinces].filter(([, rows]) => rows.some((r) => r.source === 'placed')).map(([n]) => n)
type Score = { brier: number; baseline: number; n: number; ece: number; units: number }
const score = (fs: readonly BacktestForecast[]): Score => {
  const cases = casesOfForecasts(fs)
  const m = forecastMetrics(cases.map((c) => ({ probability: c.model, outcome: c.outcome })))
  const b = forecastMetrics(cases.map((c) => ({ probability: c.baseline, outcome: c.outcome })))
  return { brier: m.brier * cases.length, baseline: b.brier * cases.length, n: cases.length, ece: m.ece, units: fs.length }
}
const pct = (s: { brier: number; baseline: number }) => `${((1 - s.brier / s.baseline) * 100).toFixed(1)} %`
// per province and grid value: the placed units' scores (LLYO) and the whole province's
const placed = new Map<string, Score[]>()
const whole = new Map<string, Score[]>()
for (const s of grid) {
  const runs = issueRuns(protocol, { names, extra: { placedSpread: s } })
  for (const run of runs.llyo) {
    ;(placed.get(run.name) ?? placed.set(run.name, []).get(run.name)!).push(score(run.after.filter((f) => f.source === 'placed')))
    ;(whole.get(run.name) ?? whole.set(run.name, []).get(run.name)!).push(score(run.after))
  }
  console.error(`placedSpread ${s} done`)
}
console.log('province | ' + grid.map((s) => `σp=${s}: placed Brier / ECE`).join(' | '))
for (const [name, list] of placed) console.log(`${name} | ${list.map((s) => `${pct(s)} / ${s.ece.toFixed(4)}`).join(' | ')}`)
const sum = (list: Score[]) =>
  list.reduce((a, b) => ({ brier: a.brier + b.brier, baseline: a.baseline + b.baseline, n: a.n + b.n, ece: 0, units: a.units + b.units }))
console.log('pooled placed | ' + grid.map((_, i) => pct(sum([...placed.values()].map((l) => l[i]!)))).join(' | '))
// the fold value: the grid value with the lowest Brier on the other provinces' placed units
const foldPlaced: Score[] = []
const foldWhole: Score[] = []
for (const name of placed.keys()) {
  const others = [...placed].filter(([n]) => n !== name).map(([, l]) => l)
  const brierAt = grid.map((_, i) => others.reduce((a, l) => a + l[i]!.brier, 0))
  const best = brierAt.indexOf(Math.min(...brierAt))
  console.log(
    `fold ${name}: placedSpread ${grid[best]} → placed ${pct(placed.get(name)![best]!)} (0: ${pct(placed.get(name)![0]!)}), province ${pct(whole.get(name)![best]!)} (0: ${pct(whole.get(name)![0]!)})`,
  )
  foldPlaced.push(placed.get(name)![best]!)
  foldWhole.push(whole.get(name)![best]!)
}
console.log(
  `folds pooled: placed ${pct(sum(foldPlaced))} (0: ${pct(sum([...placed.values()].map((l) => l[0]!)))}), provinces ${pct(sum(foldWhole))} (0: ${pct(sum([...whole.values()].map((l) => l[0]!)))})`,
)
