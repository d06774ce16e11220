// Experiment (issue #30, ADR 138): is the leave-last-year-out 中/低 over-coverage a year effect, or a structural one
// known before filling: forecasts across a reform (derived 文/理 history, always 低), a skipped year, few years of
// history? Per shown label × kind × calendar year, the factor the 80 % interval needed (the LLYO engine on the 250-unit
// samples, weighted as the full data, intervals unwidened: widening-year-rule-experiment's material). Then rules for the
// widening, each fitted only on years before the year it is read on, scored on the validation year (each province's
// last scoreable year before its headline, fitted before it) and on the headline year. About 20 s.
// node --import tsx bench/backtest/widening-derived-experiment.ts
import { admissionModelFor, type BacktestForecast, type Confidence } from '@gk/domain'
import { FIT_UNITS, runProtocol } from './protocol.ts'
import { sampleUnits, scoreableYears } from './provinces.ts'
import { forecastsOf, recalBlocks, weightOf } from './recalibrate.ts'
import { withStepDown } from './llyo-step-down.ts'
import llyo from './llyo-params.json' with { type: 'json' }
import { moveSignals } from './common-move-signal-values.ts'

const { provinces, latest } = runProtocol(false, () => {})
const sampled = new Map([...provinces].map(([p, rows]) => [p, sampleUnits(rows, FIT_UNITS)]))
const years = new Map([...provinces].map(([p, rows]) => [p, scoreableYears(rows)]))
const validation = new Map(
  [...years].filter(([p, ys]) => ys.some((y) => y < latest.get(p)!)).map(([p, ys]) => [p, ys.filter((y) => y < latest.get(p)!).at(-1)!]),
)
const blocks = recalBlocks(sampled, provinces, (p, y) => years.get(p)!.includes(y) && y <= (latest.get(p) ?? 0))
const weight = weightOf(blocks)
const stepDown = llyo.stepDown as Record<string, 0 | 1>
type F = { province: string; year: number; label: Confidence; kind: string; factor: number; need: number; reach: number; weight: number }
const kindOf = (f: BacktestForecast): string =>
  f.estimate.isDerived ? 'derived' : f.year - Math.max(...f.estimate.yearsUsed) > 1 ? 'skipped' : f.estimate.yearsUsed.length === 1 ? 'one year' : 'own'
const all: F[] = forecastsOf(llyo.volatilityPrior, blocks, (p) => withStepDown(admissionModelFor(p), stepDown[p])).map((f) => {
  const m = f.estimate.baselineRank
  const { low, high } = f.estimate.likelyRange
  const reach = Math.abs(Math.log((f.actual >= m ? high : low) / m))
  const need = Math.abs(Math.log(f.actual / m))
  return {
    province: f.province,
    year: f.year,
    label: f.estimate.confidence,
    kind: kindOf(f),
    factor: reach > 0 ? Math.min(5, need / reach) : need > 0 ? 5 : 0,
    need,
    reach,
    weight: weight(f),
  }
})
const labels = ['high', 'medium', 'low'] as const
const sum = (l: readonly F[]) => l.reduce((a, f) => a + f.weight, 0)
const q80 = (list: readonly F[], minUnits = 50): number => {
  if (list.length < minUnits) return 1
  const s = [...list].sort((a, b) => a.factor - b.factor)
  const total = sum(s)
  let seen = 0
  for (const f of s) if ((seen += f.weight) >= 0.8 * total) return f.factor
  return s.at(-1)!.factor
}
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
}
const byYear = (l: readonly F[]) =>
  [...new Set(l.map((f) => f.year))]
    .map((y) => l.filter((f) => f.year === y))
    .filter((x) => x.length >= 50)
    .map((x) => q80(x))
/** ADR 096's rule: the median of the calendar years' own fits, pooled without such a year, never below 1 */
const medianRule = (l: readonly F[]) => Math.max(1, byYear(l).length ? median(byYear(l)) : q80(l))
const geoRule = (l: readonly F[]) => {
  const ys = byYear(l)
  return Math.max(1, ys.length ? Math.exp(ys.reduce((a, x) => a + Math.log(Math.max(1e-3, x)), 0) / ys.length) : q80(l))
}
// a unit's widening: a function of its label and kind, fitted on the training units
type Rule = (train: readonly F[]) => (f: F) => number
const perLabel =
  (fit: (l: readonly F[]) => number): Rule =>
  (train) => {
    const w = Object.fromEntries(labels.map((c) => [c, fit(train.filter((f) => f.label === c))]))
    return (f) => w[f.label]!
  }
/** keyed by label and by derived history: a derived unit's widening is fitted on derived units, the others' without them */
const derivedApart =
  (fit: (l: readonly F[]) => number): Rule =>
  (train) => {
    const own = perLabel(fit)(train.filter((f) => f.kind !== 'derived'))
    const der = perLabel(fit)(train.filter((f) => f.kind === 'derived'))
    return (f) => (f.kind === 'derived' ? der(f) : own(f))
  }
const rules: Record<string, Rule> = {
  'median over years (shipped, ADR 096)': perLabel(medianRule),
  'no widening (1)': () => () => 1,
  'geometric mean over years': perLabel(geoRule),
  'median over years, derived history apart': derivedApart(medianRule),
  'geometric mean, derived history apart': derivedApart(geoRule),
}
const cover = (list: readonly F[], w: (f: F) => number, c: Confidence) => {
  const l = list.filter((f) => f.label === c)
  return l.length ? (100 * sum(l.filter((f) => f.factor <= w(f)))) / sum(l) : NaN
}
const train = all.filter((f) => f.year < latest.get(f.province)!)
const head = all.filter((f) => f.year === latest.get(f.province))
const valTrain = all.filter((f) => validation.has(f.province) && f.year < validation.get(f.province)!)
const val = all.filter((f) => f.year === validation.get(f.province))

console.log(
  '## Needed factor (80th pct) per label × kind × calendar year before each headline (units, weight share of the label-year), then on the headline years',
)
for (const c of labels)
  for (const k of ['own', 'one year', 'skipped', 'derived']) {
    const l = train.filter((f) => f.label === c && f.kind === k)
    if (l.length < 20) continue
    const cells = [...new Set(l.map((f) => f.year))].sort().map((y) => {
      const x = l.filter((f) => f.year === y)
      const share = (100 * sum(x)) / sum(train.filter((f) => f.label === c && f.year === y))
      return `${y} ${x.length >= 20 ? q80(x, 20).toFixed(2) : '-'} (${x.length}, ${share.toFixed(0)} %)`
    })
    const h = head.filter((f) => f.label === c && f.kind === k)
    console.log(`${c} · ${k}: ${cells.join(', ')} | headline ${h.length >= 20 ? q80(h, 20).toFixed(2) : '-'} (${h.length})`)
  }
console.log('\n## Rules: coverage 高/中/低 (%) on the validation year (fit before it) and the headline year (fit before it)')
console.log('| rule | validation | mean |cov − 80| | headline | LOPO-like headline |')
for (const [name, rule] of Object.entries(rules)) {
  const wv = rule(valTrain)
  const wh = rule(train)
  const cv = labels.map((c) => cover(val, wv, c))
  const ch = labels.map((c) => cover(head, wh, c))
  const lopo = new Map([...latest.keys()].map((p) => [p, rule(all.filter((f) => f.province !== p))]))
  const cl = labels.map((c) => cover(head, (f) => lopo.get(f.province)!(f), c))
  const dist = cv.reduce((a, x) => a + Math.abs(x - 80), 0) / 3
  const fmt = (xs: number[]) => xs.map((x) => x.toFixed(1)).join(' / ')
  console.log(`| ${name} | ${fmt(cv)} | ${dist.toFixed(1)} | ${fmt(ch)} | ${fmt(cl)} |`)
}

// A year's width known before filling? Per province-year (中 and 低 together, ≥ 40 sampled units), the factor its
// intervals needed against the size of the year's published changes (control-line rank, cohort), averaged over tracks.
console.log('\n## Province-year needed factor (中+低) against |Δ ln control-line rank| and |Δ ln cohort| (Spearman ρ)')
const signalOf = (p: string, y: number) => {
  const rows = provinces.get(p)!
  const xs = [...new Set(rows.map((r) => r.subjectType))]
    .map((t) =>
      moveSignals(
        rows.filter((r) => r.subjectType === t),
        rows,
        t,
        y,
      ),
    )
    .filter((x) => x !== undefined)
  const mean = (k: 'line' | 'cohort') => {
    const v = xs.map((x) => x[k]).filter((v): v is number => v !== undefined)
    return v.length ? v.reduce((a, b) => a + Math.abs(b), 0) / v.length : undefined
  }
  return { line: mean('line'), cohort: mean('cohort') }
}
const rank = (xs: number[]) => {
  const o = xs.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0])
  const r = new Array<number>(xs.length)
  o.forEach(([, i], k) => (r[i] = k))
  return r
}
const spearman = (a: number[], b: number[]) => {
  const ra = rank(a)
  const rb = rank(b)
  const m = (a.length - 1) / 2
  let num = 0
  let da = 0
  let db = 0
  for (let i = 0; i < a.length; i++) {
    num += (ra[i]! - m) * (rb[i]! - m)
    da += (ra[i]! - m) ** 2
    db += (rb[i]! - m) ** 2
  }
  return num / Math.sqrt(da * db)
}
for (const [name, set] of [
  ['before each headline', train],
  ['headline', head],
] as const) {
  const pys = new Map<string, F[]>()
  for (const f of set.filter((f) => f.label !== 'high'))
    (pys.get(`${f.province}|${f.year}`) ?? pys.set(`${f.province}|${f.year}`, []).get(`${f.province}|${f.year}`)!).push(f)
  for (const k of ['line', 'cohort'] as const) {
    const pts = [...pys]
      .filter(([, l]) => l.length >= 40)
      .map(([key, l]) => ({ need: q80(l, 40), x: signalOf(key.split('|')[0]!, Number(key.split('|')[1]))[k] }))
      .filter((q): q is { need: number; x: number } => q.x !== undefined)
    console.log(
      `${name}, ${k}: ${pts.length} province-years, ρ = ${
        pts.length > 4
          ? spearman(
              pts.map((q) => q.x),
              pts.map((q) => q.need),
            ).toFixed(2)
          : '-'
      }`,
    )
  }
}
