// Experiment (issue #30, ADR 075): is the leave-last-year-out medium label's over-coverage (90.6 %) the widening's key?
// Per (shown label, interval's own label) pair: its weighted share and 80th-percentile factor on the training years
// (every province's scoreable years before its headline year) and on the headline years; then the headline coverage
// per shown label with the widening keyed by the shown label (as before ADR 075) and by the interval's own label.
// node --import tsx bench/backtest/widening-label-experiment.ts
import { admissionModelFor, type BacktestForecast, type Confidence } from '@gk/domain'
import { FIT_UNITS, runProtocol } from './protocol.ts'
import { sampleUnits, scoreableYears } from './provinces.ts'
import { forecastsOf, recalBlocks, weightOf } from './recalibrate.ts'
import { withStepDown } from './llyo-step-down.ts'
import llyo from './llyo-params.json' with { type: 'json' }

const protocol = runProtocol(false, () => {})
const { provinces, latest } = protocol
const sampled = new Map([...provinces].map(([p, rows]) => [p, sampleUnits(rows, FIT_UNITS)]))
const scoreable = new Map([...provinces].map(([p, rows]) => [p, new Set(scoreableYears(rows))]))
const stepDown = llyo.stepDown as Record<string, 0 | 1>
const asThen = (p: string) => withStepDown(admissionModelFor(p), stepDown[p])
const trainBlocks = recalBlocks(sampled, provinces, (p, y) => scoreable.get(p)!.has(y) && y < (latest.get(p) ?? 0))
const headBlocks = recalBlocks(sampled, provinces, (p, y) => y === latest.get(p))
type F = BacktestForecast & { weight: number; factor: number; own: Confidence }
// the interval's own label: the same forecasts without the province's step-down (the step-down moves labels only)
const ownLabels = (blocks: typeof trainBlocks) =>
  forecastsOf(llyo.volatilityPrior, blocks, (p) => withStepDown(admissionModelFor(p), 0)).map((f) => f.estimate.confidence)
const withFactor = (list: BacktestForecast[], weight: (f: BacktestForecast) => number, own: Confidence[]): F[] =>
  list.map((f, i) => {
    const m = f.estimate.baselineRank
    const { low, high } = f.estimate.likelyRange
    const reach = Math.abs(Math.log((f.actual >= m ? high : low) / m))
    const need = Math.abs(Math.log(f.actual / m))
    const factor = reach > 0 ? Math.min(5, need / reach) : need > 0 ? 5 : 0
    return { ...f, weight: weight(f), factor, own: own[i]! }
  })
const train = withFactor(forecastsOf(llyo.volatilityPrior, trainBlocks, asThen), weightOf(trainBlocks), ownLabels(trainBlocks))
const head = withFactor(forecastsOf(llyo.volatilityPrior, headBlocks, asThen), weightOf(headBlocks), ownLabels(headBlocks))
const labels = ['high', 'medium', 'low'] as const
const p80 = (list: readonly F[]): number => {
  const s = [...list].sort((a, b) => a.factor - b.factor)
  const total = s.reduce((a, f) => a + f.weight, 0)
  let seen = 0
  for (const f of s) if ((seen += f.weight) >= 0.8 * total) return f.factor
  return NaN
}
const share = (list: readonly F[], keep: (f: F) => boolean) => list.filter(keep).reduce((a, f) => a + f.weight, 0) / list.reduce((a, f) => a + f.weight, 0)
console.log('shown | own | train share | train p80 | head share | head p80')
for (const shown of labels)
  for (const own of labels) {
    const k = (f: F) => f.estimate.confidence === shown && f.own === own
    const t = train.filter(k)
    const h = head.filter(k)
    if (t.length + h.length === 0) continue
    console.log(
      `${shown} | ${own} | ${(100 * share(train, k)).toFixed(1)} % (${t.length}) | ${p80(t).toFixed(3)} | ${(100 * share(head, k)).toFixed(1)} % (${h.length}) | ${p80(h).toFixed(3)}`,
    )
  }
const fit = (key: (f: F) => Confidence) => Object.fromEntries(labels.map((c) => [c, p80(train.filter((f) => key(f) === c))])) as Record<Confidence, number>
const coverage = (key: (f: F) => Confidence, w: Record<Confidence, number>) =>
  labels
    .map((c) => {
      const list = head.filter((f) => f.estimate.confidence === c)
      const inside = list.filter((f) => f.factor <= w[key(f)]).reduce((a, f) => a + f.weight, 0)
      return `${c} ${((100 * inside) / list.reduce((a, f) => a + f.weight, 0)).toFixed(1)} %`
    })
    .join(', ')
const byShown = fit((f) => f.estimate.confidence)
const byOwn = fit((f) => f.own)
console.log(
  'keyed by shown',
  JSON.stringify(byShown),
  coverage((f) => f.estimate.confidence, byShown),
)
console.log(
  'keyed by own',
  JSON.stringify(byOwn),
  coverage((f) => f.own, byOwn),
)
// the headline years' own p80 per key (what a fit on the scored year would give: not a protocol, a diagnosis)
console.log('headline p80 by own', JSON.stringify(Object.fromEntries(labels.map((c) => [c, p80(head.filter((f) => f.own === c))]))))
console.log('headline p80 by shown', JSON.stringify(Object.fromEntries(labels.map((c) => [c, p80(head.filter((f) => f.estimate.confidence === c))]))))

// where the training years' intrinsic-high intervals miss more than the headline year's: per province and per unit kind
const { unitKinds } = await import('./report-issue-targets.ts')
const groups = (list: readonly F[], key: (f: F) => string[]) => {
  const out = new Map<string, F[]>()
  for (const f of list) for (const k of key(f)) (out.get(k) ?? out.set(k, []).get(k)!).push(f)
  return out
}
for (const own of labels) {
  console.log(`\nown ${own}: key | train weight share, p80 | head weight share, p80`)
  const t = train.filter((f) => f.own === own)
  const h = head.filter((f) => f.own === own)
  const tw = t.reduce((a, f) => a + f.weight, 0)
  const hw = h.reduce((a, f) => a + f.weight, 0)
  const tg = groups(t, (f) => [`p:${f.province}`, `y:${f.year}`, ...unitKinds(f)])
  const hg = groups(h, (f) => [`p:${f.province}`, `y:${f.year}`, ...unitKinds(f)])
  for (const k of [...new Set([...tg.keys(), ...hg.keys()])].sort()) {
    const a = tg.get(k) ?? []
    const b = hg.get(k) ?? []
    const w = (l: F[], all: number) => (100 * l.reduce((s, f) => s + f.weight, 0)) / all
    console.log(
      `${k} | ${w(a, tw).toFixed(1)} % (${a.length}) ${a.length ? p80(a).toFixed(2) : '-'} | ${w(b, hw).toFixed(1)} % (${b.length}) ${b.length ? p80(b).toFixed(2) : '-'}`,
    )
  }
}
