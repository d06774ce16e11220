// Experiment (issue #30, ADR 061): why the leave-last-year-out widening of 高 (1.66) over-covers the headline year
// (93 %). Per label, the 80th-percentile factor of the unwidened intervals by how many scoreable years before the
// headline year a training year lies, and per province; then variants of the fit chosen on a validation year
// (each province's last scoreable year before its headline year, fitted on the years before that one).
// node --import tsx bench/backtest/widening-recency-experiment.ts
import { fitIntervalWidening, type BacktestForecast, type IntervalWidening } from '@gk/domain'
import { FIT_UNITS, runProtocol } from './protocol.ts'
import { sampleUnits, scoreableYears } from './provinces.ts'
import { forecastsOf, recalBlocks, weightOf } from './recalibrate.ts'
import llyo from './llyo-params.json' with { type: 'json' }

const protocol = runProtocol(false, () => {})
const { provinces, latest } = protocol
const sampled = new Map([...provinces].map(([p, rows]) => [p, sampleUnits(rows, FIT_UNITS)]))
const scoreable = new Map([...provinces].map(([p, rows]) => [p, scoreableYears(rows)]))
const blocks = recalBlocks(sampled, provinces, (p, y) => scoreable.get(p)!.includes(y))
const prior = llyo.volatilityPrior

type F = BacktestForecast & { weight: number; offset: number }
const weight = weightOf(blocks)
// the unwidened intervals with the prior the leave-last-year-out fit uses
const forecasts: F[] = forecastsOf(prior, blocks).map((f) => {
  const years = scoreable.get(f.province)!
  return { ...f, weight: weight(f), offset: years.indexOf(latest.get(f.province)!) - years.indexOf(f.year) }
})
const fit = (list: readonly F[]): IntervalWidening => fitIntervalWidening(list, 50, (f) => (f as F).weight, 0, 'pooled')
const coverage = (list: readonly F[], w: IntervalWidening): string =>
  (['high', 'medium', 'low'] as const)
    .map((c) => {
      let inside = 0
      let total = 0
      for (const f of list) {
        if (f.estimate.confidence !== c) continue
        const m = f.estimate.baselineRank
        const { low, high } = f.estimate.likelyRange
        const lo = m * (low / m) ** w[c]
        const hi = m * (high / m) ** w[c]
        total += f.weight
        if (f.actual >= lo && f.actual <= hi) inside += f.weight
      }
      return `${c} ${((100 * inside) / total).toFixed(1)} %`
    })
    .join(', ')

console.log('factor by offset before the headline year (0 = headline):')
for (let o = 0; o <= 5; o++) {
  const list = forecasts.filter((f) => f.offset === o)
  if (list.length > 0) console.log(o, list.length, JSON.stringify(fit(list)))
}
console.log('per province, offset ≥ 1 vs 0 (高 factor):')
for (const p of [...latest.keys()].sort()) {
  const train = forecasts.filter((f) => f.province === p && f.offset >= 1)
  const head = forecasts.filter((f) => f.province === p && f.offset === 0)
  const n = (l: F[]) => l.filter((f) => f.estimate.confidence === 'high').length
  console.log(p, n(train), fit(train).high, n(head), fit(head).high)
}
// validation: fit on offset ≥ 2, score offset 1; variants
const variants: Record<string, (f: F, base: number) => boolean> = {
  'all earlier years': (f, base) => f.offset >= base,
  'the last year only': (f, base) => f.offset === base,
  'the last two years': (f, base) => f.offset === base || f.offset === base + 1,
}
for (const [name, keep] of Object.entries(variants)) {
  const wv = fit(forecasts.filter((f) => keep(f, 2)))
  const wh = fit(forecasts.filter((f) => keep(f, 1)))
  console.log(
    name,
    '| validation:',
    JSON.stringify(wv),
    coverage(
      forecasts.filter((f) => f.offset === 1),
      wv,
    ),
    '| headline:',
    JSON.stringify(wh),
    coverage(
      forecasts.filter((f) => f.offset === 0),
      wh,
    ),
  )
}
