// Dev experiment (ADR 076): the common move's trust rules, chosen on years BEFORE each province's headline year only.
// For every province and every scoreable year before its headline year, the app's engine (`admissionModelFor`)
// forecasts that year from the years before it, with each variant of `unobservedMoveWeight` and `lineFollowCheck`;
// the units of tracks the rule touches are scored pooled (Brier below the rank-gap rule, ECE) and per province (ECE).
// Usage: node --import tsx bench/backtest/move-trust-experiment.ts [a,b,…]
import { admissionModelFor, backtestForecasts, casesOfForecasts, forecastMetrics, type BacktestForecast, type CommonMoveParams } from '@gk/domain'
import { runProtocol } from './protocol.ts'

const names = process.argv[2]?.split(',')
const protocol = runProtocol(false, () => {})
const variants: { label: string; move: Partial<CommonMoveParams> }[] = [
  { label: 'off', move: { unobservedMoveWeight: 0, lineFollowCheck: false } },
  { label: 'unobserved 0.5', move: { unobservedMoveWeight: 0.5, lineFollowCheck: false } },
  { label: 'unobserved 1', move: { unobservedMoveWeight: 1, lineFollowCheck: false } },
  { label: 'unobserved 2', move: { unobservedMoveWeight: 2, lineFollowCheck: false } },
  { label: 'unobserved 4', move: { unobservedMoveWeight: 4, lineFollowCheck: false } },
  { label: 'line check', move: { unobservedMoveWeight: 0, lineFollowCheck: true } },
]
const scored = new Map<string, BacktestForecast[]>(variants.map((v) => [v.label, []]))
const perProvince = new Map<string, Map<string, BacktestForecast[]>>()
for (const [name, rows] of protocol.provinces) {
  if (names && !names.includes(name)) continue
  const headline = protocol.latest.get(name)!
  const years = [...new Set(rows.map((r) => r.year))].filter((y) => y < headline).sort()
  for (const year of years.slice(1)) {
    const earlier = rows.filter((r) => r.year <= year)
    const base = admissionModelFor(name)
    if (base.commonMove === undefined) continue
    const results = variants.map((v) => backtestForecasts(earlier, { targetYear: year, params: { ...base, commonMove: { ...base.commonMove!, ...v.move } } }))
    // only units some variant moved: the rest are the same in every variant and would only dilute the comparison
    const touched = new Set<number>()
    results.forEach((list) =>
      list.forEach((f, i) => {
        const o = results[0]![i]!
        if (Math.abs(f.estimate.spread - o.estimate.spread) > 1e-9 || Math.abs(f.estimate.logBaseline - o.estimate.logBaseline) > 1e-9) touched.add(i)
      }),
    )
    if (touched.size === 0) continue
    console.log(`${name} ${year}: ${touched.size} of ${results[0]!.length} units touched`)
    variants.forEach((v, k) => {
      const picked = results[k]!.filter((_, i) => touched.has(i))
      scored.get(v.label)!.push(...picked)
      const p = perProvince.get(name) ?? perProvince.set(name, new Map()).get(name)!
      p.set(v.label, [...(p.get(v.label) ?? []), ...picked])
    })
  }
}
const figures = (list: readonly BacktestForecast[]) => {
  const cases = casesOfForecasts(list)
  const m = forecastMetrics(cases.map((c) => ({ probability: c.model, outcome: c.outcome })))
  const b = forecastMetrics(cases.map((c) => ({ probability: c.baseline, outcome: c.outcome })))
  return `${list.length} units, Brier ${((1 - m.brier / b.brier) * 100).toFixed(2)} % below baseline, ECE ${m.ece.toFixed(4)}`
}
for (const v of variants) console.log(`pooled ${v.label}: ${figures(scored.get(v.label)!)}`)
for (const [name, p] of perProvince) console.log(`${name}: ` + variants.map((v) => `${v.label} ${figures(p.get(v.label)!)}`).join(' | '))
