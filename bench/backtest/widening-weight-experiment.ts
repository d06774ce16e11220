// Experiment (issue #30, ADR 075): re-weightings and year windows of the interval widening's training units, keyed by the
// shown label or the interval's own label; each fitted before a validation year (each province's last scoreable year
// before its headline year) and before the headline year. node --import tsx bench/backtest/widening-weight-experiment.ts
import { admissionModelFor, type BacktestForecast, type Confidence } from '@gk/domain'
import { FIT_UNITS, runProtocol } from './protocol.ts'
import { sampleUnits, scoreableYears } from './provinces.ts'
import { forecastsOf, recalBlocks, weightOf } from './recalibrate.ts'
import { withStepDown } from './llyo-step-down.ts'
import llyo from './llyo-params.json' with { type: 'json' }
const protocol = runProtocol(false, () => {})
const { provinces, latest } = protocol
const sampled = new Map([...provinces].map(([p, rows]) => [p, sampleUnits(rows, FIT_UNITS)]))
const years = new Map([...provinces].map(([p, rows]) => [p, scoreableYears(rows)]))
const stepDown = llyo.stepDown as Record<string, 0 | 1>
const asThen = (p: string) => withStepDown(admissionModelFor(p), stepDown[p])
const blocks = recalBlocks(sampled, provinces, (p, y) => years.get(p)!.includes(y))
const w0 = weightOf(blocks)
type F = BacktestForecast & { weight: number; factor: number; own: Confidence; offset: number }
// the interval's own label: the same forecasts without the province's step-down (the step-down moves labels only)
const ownLabels = forecastsOf(llyo.volatilityPrior, blocks, (p) => withStepDown(admissionModelFor(p), 0)).map((f) => f.estimate.confidence)
const all: F[] = forecastsOf(llyo.volatilityPrior, blocks, asThen).map((f, i) => {
  const m = f.estimate.baselineRank
  const { low, high } = f.estimate.likelyRange
  const reach = Math.abs(Math.log((f.actual >= m ? high : low) / m))
  const need = Math.abs(Math.log(f.actual / m))
  const factor = reach > 0 ? Math.min(5, need / reach) : need > 0 ? 5 : 0
  const ys = years.get(f.province)!
  return { ...f, weight: w0(f), factor, own: ownLabels[i]!, offset: ys.indexOf(latest.get(f.province)!) - ys.indexOf(f.year) }
})
const labels = ['high', 'medium', 'low'] as const
const p80 = (list: readonly F[], wt: (f: F) => number): number => {
  const s = [...list].sort((a, b) => a.factor - b.factor)
  const total = s.reduce((a, f) => a + wt(f), 0)
  if (s.length < 50) return 1
  let seen = 0
  for (const f of s) if ((seen += wt(f)) >= 0.8 * total) return f.factor
  return NaN
}
const cov = (list: readonly F[], key: (f: F) => Confidence, w: Record<Confidence, number>) =>
  labels
    .map((c) => {
      const l = list.filter((f) => f.estimate.confidence === c)
      const inside = l.filter((f) => f.factor <= w[key(f)]).reduce((a, f) => a + f.weight, 0)
      return ((100 * inside) / l.reduce((a, f) => a + f.weight, 0)).toFixed(1)
    })
    .join(' / ')
const own = (f: F) => f.own
const shown = (f: F) => f.estimate.confidence
// weights: the forecast year's province mix, full-data (as shipped), one per sampled unit, √ of the full-data weight
// each province weighted by its units in the year forecast (validation: offset 1, headline: offset 0), spread over its
// training units: the training pool with the forecast year's province mix
const unitsIn = (o: number) => {
  const m = new Map<string, number>()
  for (const f of all) if (f.offset === o) m.set(f.province, (m.get(f.province) ?? 0) + f.weight)
  return m
}
const forecastYear = [unitsIn(0), unitsIn(1)]
const counts = new Map<F[], Map<string, number>>()
const mixWeight = (f: F, train: F[]) => {
  let m = counts.get(train)
  if (!m) {
    m = new Map()
    for (const g of train) m.set(g.province, (m.get(g.province) ?? 0) + 1)
    counts.set(train, m)
  }
  const base = Math.min(...train.map((g) => g.offset))
  return (forecastYear[base - 1]!.get(f.province) ?? 0) / m.get(f.province)!
}
const schemes: Record<string, (f: F, train: F[]) => number> = {
  'forecast-year mix': mixWeight,
  'full-data weight': (f) => f.weight,
  'sampled units': () => 1,
  'sqrt weight': (f) => Math.sqrt(f.weight),
}
for (const [sname, wt] of Object.entries(schemes))
  for (const [kname, key] of [
    ['shown', shown],
    ['own', own],
  ] as const)
    for (const [rname, keep] of [
      ['all earlier', (o: number, b: number) => o >= b],
      ['last', (o: number, b: number) => o === b],
      ['last two', (o: number, b: number) => o === b || o === b + 1],
    ] as const) {
      const fitOn = (base: number) => {
        const train = all.filter((f) => keep(f.offset, base))
        return Object.fromEntries(
          labels.map((c) => [
            c,
            p80(
              train.filter((f) => key(f) === c),
              (f) => wt(f, train),
            ),
          ]),
        ) as Record<Confidence, number>
      }
      const wv = fitOn(2)
      const wh = fitOn(1)
      console.log(
        `${sname} | ${kname} | ${rname} | validation ${cov(
          all.filter((f) => f.offset === 1),
          key,
          wv,
        )} | headline ${cov(
          all.filter((f) => f.offset === 0),
          key,
          wh,
        )} | ${labels.map((c) => wh[c].toFixed(2)).join(' ')}`,
      )
    }
