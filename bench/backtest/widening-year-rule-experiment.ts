// Experiment (issue #30, ADR 096): why do the medium and low labels' 80 % intervals over-cover on the headline years
// when their widening is fitted on the years before? Per unit of every scoreable year (the leave-last-year-out engine:
// app parameters, the step-down from before the headline year, the fitted volatility prior; intervals unwidened), the
// factor its interval needed. Then rules for the widening, each fitted only on years before the year it is read on:
// on a validation year (each province's last scoreable year before its headline, fitted on the years before it) and on
// the headline year (fitted on the years before it), a rolling origin over the years before the headline, and the
// widening as a spread added in quadrature. Reads llyo-params.json's prior and step-downs (not its widening); about 15 s.
// node --import tsx bench/backtest/widening-year-rule-experiment.ts
import { admissionModelFor, type BacktestForecast, type Confidence, type IntervalWidening } from '@gk/domain'
import { FIT_UNITS, runProtocol } from './protocol.ts'
import { sampleUnits, scoreableYears } from './provinces.ts'
import { forecastsOf, recalBlocks, weightOf } from './recalibrate.ts'
import { withStepDown } from './llyo-step-down.ts'
import llyo from './llyo-params.json' with { type: 'json' }

const { provinces, latest } = runProtocol(false, () => {})
const sampled = new Map([...provinces].map(([p, rows]) => [p, sampleUnits(rows, FIT_UNITS)]))
const years = new Map([...provinces].map(([p, rows]) => [p, scoreableYears(rows)]))
const validation = new Map(
  [...years].filter(([p, ys]) => ys.filter((y) => y < latest.get(p)!).length >= 1).map(([p, ys]) => [p, ys.filter((y) => y < latest.get(p)!).at(-1)!]),
)
const blocks = recalBlocks(sampled, provinces, (p, y) => years.get(p)!.includes(y) && y <= (latest.get(p) ?? 0))
const weight = weightOf(blocks)
const stepDown = llyo.stepDown as Record<string, 0 | 1>
// where the target year's line comes from: a third-party or placed target carries the row's own error into the factor
const targetSource = new Map<string, string>()
for (const [p, rows] of provinces)
  for (const r of rows) {
    const k = `${p}|${r.year}|${r.unitId}`
    const s = r.source ?? 'official file'
    targetSource.set(k, targetSource.has(k) && targetSource.get(k) !== s ? 'mixed' : s)
  }
type F = { province: string; year: number; label: Confidence; factor: number; weight: number; target: string; r: string; need: number; reach: number }
const all: F[] = forecastsOf(llyo.volatilityPrior, blocks, (p) => withStepDown(admissionModelFor(p), stepDown[p])).map((f: BacktestForecast) => {
  const m = f.estimate.baselineRank
  const { low, high } = f.estimate.likelyRange
  const reach = Math.abs(Math.log((f.actual >= m ? high : low) / m))
  const need = Math.abs(Math.log(f.actual / m))
  const factor = reach > 0 ? Math.min(5, need / reach) : need > 0 ? 5 : 0
  return {
    need,
    reach,
    province: f.province,
    year: f.year,
    label: f.estimate.confidence,
    factor,
    weight: weight(f),
    target: targetSource.get(`${f.province}|${f.year}|${f.unitId}`) ?? '?',
    r: f.source ?? 'official file',
  }
})
const labels = ['high', 'medium', 'low'] as const
const q80 = (list: readonly F[], w: (f: F) => number = (f) => f.weight, minUnits = 50): number => {
  if (list.length < minUnits) return 1
  const s = [...list].sort((a, b) => a.factor - b.factor)
  const total = s.reduce((a, f) => a + w(f), 0)
  let seen = 0
  for (const f of s) if ((seen += w(f)) >= 0.8 * total) return f.factor
  return s.at(-1)!.factor
}
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length === 0 ? 1 : s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
}
const floored = (w: Record<Confidence, number>): IntervalWidening => ({ high: Math.max(1, w.high), medium: Math.max(1, w.medium), low: Math.max(1, w.low) })
type Rule = (train: readonly F[]) => IntervalWidening
const perLabel =
  (fit: (list: readonly F[]) => number): Rule =>
  (train) =>
    floored(Object.fromEntries(labels.map((c) => [c, fit(train.filter((f) => f.label === c))])) as Record<Confidence, number>)
const pyTotals = (list: readonly F[]) => {
  const t = new Map<string, number>()
  for (const f of list) t.set(`${f.province}|${f.year}`, (t.get(`${f.province}|${f.year}`) ?? 0) + f.weight)
  return t
}
const rules: Record<string, Rule> = {
  'R0 pooled (as shipped)': perLabel((l) => q80(l)),
  'R1 official targets only': perLabel((l) => q80(l.filter((f) => f.target === 'official' || f.target === 'official file'))),
  'R2 median over calendar years of each year’s fit': perLabel((l) =>
    median(
      [...new Set(l.map((f) => f.year))]
        .map((y) => l.filter((f) => f.year === y))
        .filter((x) => x.length >= 50)
        .map((x) => q80(x)),
    ),
  ),
  'R3 each province-year weighs the same': perLabel((l) => {
    const t = pyTotals(l)
    return q80(l, (f) => f.weight / t.get(`${f.province}|${f.year}`)!)
  }),
  'R4 each province’s newest training year only': perLabel((l) => {
    const newest = new Map<string, number>()
    for (const f of l) newest.set(f.province, Math.max(newest.get(f.province) ?? 0, f.year))
    return q80(l.filter((f) => f.year === newest.get(f.province)))
  }),
  'R5 one weight per sampled unit': perLabel((l) => q80(l, () => 1)),
}
const coverage = (list: readonly F[], w: IntervalWidening): string =>
  labels
    .map((c) => {
      const l = list.filter((f) => f.label === c)
      const tot = l.reduce((a, f) => a + f.weight, 0)
      return `${((100 * l.filter((f) => f.factor <= w[c]).reduce((a, f) => a + f.weight, 0)) / tot).toFixed(1)}`
    })
    .join(' / ')
const fmt = (w: IntervalWidening) => labels.map((c) => w[c].toFixed(3)).join(' / ')
const share = (list: readonly F[], key: (f: F) => string) => {
  const tot = list.reduce((a, f) => a + f.weight, 0)
  const m = new Map<string, number>()
  for (const f of list) m.set(key(f), (m.get(key(f)) ?? 0) + f.weight)
  return [...m]
    .sort()
    .map(([k, v]) => `${k} ${((100 * v) / tot).toFixed(1)} %`)
    .join(', ')
}
const train = all.filter((f) => f.year < latest.get(f.province)!)
const head = all.filter((f) => f.year === latest.get(f.province))
console.log('## Diagnosis: per shown label, training years (before each headline) vs headline years: p80 factor and mix')
for (const c of labels) {
  const t = train.filter((f) => f.label === c)
  const h = head.filter((f) => f.label === c)
  console.log(`${c}: train p80 ${q80(t).toFixed(3)} (${t.length}) | head p80 ${q80(h).toFixed(3)} (${h.length})`)
  console.log(`  train target source: ${share(t, (f) => f.target)}`)
  console.log(`  head  target source: ${share(h, (f) => f.target)}`)
  for (const src of ['official file', 'official', 'third-party', 'placed']) {
    const a = t.filter((f) => f.target === src)
    const b = h.filter((f) => f.target === src)
    console.log(`  target ${src}: train p80 ${a.length ? q80(a).toFixed(3) : '-'} (${a.length}) head p80 ${b.length ? q80(b).toFixed(3) : '-'} (${b.length})`)
  }
  const ys = [...new Set(t.map((f) => f.year))].sort()
  console.log(
    `  train per calendar year: ${ys
      .map((y) => {
        const l = t.filter((f) => f.year === y)
        return `${y} ${q80(l).toFixed(2)} (${l.length}, w ${((100 * l.reduce((a, f) => a + f.weight, 0)) / t.reduce((a, f) => a + f.weight, 0)).toFixed(0)} %)`
      })
      .join(', ')}`,
  )
  console.log(`  train by province (weight share): ${share(t, (f) => f.province)}`)
  console.log(`  head by province (weight share): ${share(h, (f) => f.province)}`)
}
console.log('\n## Rules: widening 高/中/低 → coverage 高/中/低 (%, weighted as the full data)')
console.log(
  '| rule | validation: widening | validation: coverage | headline: widening | headline: coverage | LOPO-like (all years of the others): coverage range mid |',
)
for (const [name, rule] of Object.entries(rules)) {
  const wv = rule(all.filter((f) => validation.has(f.province) && f.year < validation.get(f.province)!))
  const cv = coverage(
    all.filter((f) => f.year === validation.get(f.province)),
    wv,
  )
  const wh = rule(train)
  const ch = coverage(head, wh)
  // LOPO: each held-out province's headline with the rule fitted on every other province's scoreable years
  const lopo: F[] = []
  const lopoW = new Map<string, IntervalWidening>()
  for (const p of latest.keys()) lopoW.set(p, rule(all.filter((f) => f.province !== p)))
  for (const f of head) lopo.push({ ...f, factor: f.factor / lopoW.get(f.province)![f.label] })
  const cl = coverage(lopo, { high: 1, medium: 1, low: 1 })
  console.log(`| ${name} | ${fmt(wv)} | ${cv} | ${fmt(wh)} | ${ch} | ${cl} |`)
}

// more candidates and the per-province view (spread factor beside each province's needed factor)
const { provinceSpreadScales } = await import('../../packages/domain/src/admission/province-spread-scale.generated.ts')
const extra: Record<string, Rule> = {
  'R6 weighted median over province-years of each one’s fit (≥ 20 units)': perLabel((l) => {
    const by = new Map<string, F[]>()
    for (const f of l) (by.get(`${f.province}|${f.year}`) ?? by.set(`${f.province}|${f.year}`, []).get(`${f.province}|${f.year}`)!).push(f)
    const fits = [...by.values()].filter((x) => x.length >= 20).map((x) => ({ factor: q80(x, undefined, 20), w: x.reduce((a, f) => a + f.weight, 0) }))
    return fits.length === 0 ? 1 : wmedian(fits)
  }),
  'R7 median over lags (years before the target: 1, 2, 3+)': perLabel((l) => {
    const target = (f: F) => targetOf(f.province)
    const lag = (f: F) => Math.min(3, years.get(f.province)!.filter((y) => y > f.year && y <= target(f)).length)
    return median(
      [1, 2, 3]
        .map((k) => l.filter((f) => lag(f) === k))
        .filter((x) => x.length >= 50)
        .map((x) => q80(x)),
    )
  }),
}
function wmedian(list: { factor: number; w: number }[]): number {
  const s = [...list].sort((a, b) => a.factor - b.factor)
  const tot = s.reduce((a, x) => a + x.w, 0)
  let seen = 0
  for (const x of s) if ((seen += x.w) >= 0.5 * tot) return x.factor
  return s.at(-1)!.factor
}
// the year the R7 fit forecasts (its lags count back from it)
let targetOf = (p: string): number => latest.get(p)!
for (const [name, rule] of Object.entries(extra)) {
  targetOf = (p) => validation.get(p)!
  const wv = rule(all.filter((f) => validation.has(f.province) && f.year < validation.get(f.province)!))
  targetOf = (p) => latest.get(p)!
  const cv = coverage(
    all.filter((f) => f.year === validation.get(f.province)),
    wv,
  )
  const wh = rule(train)
  console.log(`| ${name} | ${fmt(wv)} | ${cv} | ${fmt(wh)} | ${coverage(head, wh)} | (not run) |`)
}
console.log('\n## Per province: spread factor | medium train p80 (n) → head p80 (n) | low train p80 (n) → head p80 (n)')
for (const p of [...latest.keys()].sort()) {
  const cell = (c: Confidence, l: readonly F[]) => {
    const x = l.filter((f) => f.province === p && f.label === c)
    return `${x.length >= 10 ? q80(x, undefined, 10).toFixed(2) : '-'} (${x.length})`
  }
  console.log(`${p} | ${provinceSpreadScales[p] ?? 1} | ${cell('medium', train)} → ${cell('medium', head)} | ${cell('low', train)} → ${cell('low', head)}`)
}

// Rolling origin over the years before each headline year: for every calendar year T, the rule fitted on the years
// before T and read on T (every province whose headline is after T). The mean distance from 80 % over folds and labels
// (each fold-label weighted by its units' full-data weight) ranks the rules without the headline year.
console.log('\n## Rolling origin before the headline (fit < T, read on T < headline): coverage 高/中/低 per T; mean |coverage − 80| per label')
const everyRule = { ...rules, ...extra }
const folds = [...new Set(train.map((f) => f.year))].sort()
for (const [name, rule] of Object.entries(everyRule)) {
  const dist: Record<Confidence, [number, number]> = { high: [0, 0], medium: [0, 0], low: [0, 0] }
  const cells: string[] = []
  for (const T of folds) {
    const fitOn = train.filter((f) => f.year < T)
    const readOn = train.filter((f) => f.year === T)
    if (fitOn.length < 200 || readOn.length === 0) continue
    targetOf = () => T
    const w = rule(fitOn)
    cells.push(`${T}: ${fmt(w)} → ${coverage(readOn, w)}`)
    for (const c of labels) {
      const l = readOn.filter((f) => f.label === c)
      if (l.length < 50) continue
      const tot = l.reduce((a, f) => a + f.weight, 0)
      const cov = (100 * l.filter((f) => f.factor <= w[c]).reduce((a, f) => a + f.weight, 0)) / tot
      dist[c][0] += tot * Math.abs(cov - 80)
      dist[c][1] += tot
    }
  }
  console.log(`${name}: ${labels.map((c) => (dist[c][1] ? (dist[c][0] / dist[c][1]).toFixed(1) : '-')).join(' / ')} | ${cells.join(' | ')}`)
}

// The widening as a spread added in quadrature (a year's common error does not scale with a unit's own spread): a unit is
// inside when need ≤ √(reach² + s²); s per label is the 80th percentile of √(need² − reach²)₊. Read as the factor each
// unit gets: √(1 + (s / reach)²).
console.log('\n## Median half-reach per label and year (log), and the additive rule')
for (const c of labels) {
  const ys = [...new Set(all.map((f) => f.year))].sort()
  console.log(
    `${c}: ` +
      ys
        .map((y) => {
          const l = all
            .filter((f) => f.year === y && f.label === c)
            .map((f) => f.reach)
            .sort((a, b) => a - b)
          return l.length ? `${y} ${l[l.length >> 1]!.toFixed(3)} (${l.length})` : ''
        })
        .filter(Boolean)
        .join(', '),
  )
}
const addQ = (list: readonly F[], how: 'pooled' | 'median'): number => {
  const asF = (l: readonly F[]) => l.map((f) => ({ ...f, factor: Math.sqrt(Math.max(0, f.need * f.need - f.reach * f.reach)) }))
  if (list.length < 50) return 0
  if (how === 'pooled') return q80(asF(list))
  const ys = [...new Set(list.map((f) => f.year))].map((y) => list.filter((f) => f.year === y)).filter((x) => x.length >= 50)
  return ys.length ? median(ys.map((x) => q80(asF(x)))) : q80(asF(list))
}
const covAdd = (list: readonly F[], s: Record<Confidence, number>) =>
  labels
    .map((c) => {
      const l = list.filter((f) => f.label === c)
      const tot = l.reduce((a, f) => a + f.weight, 0)
      return ((100 * l.filter((f) => f.need <= Math.sqrt(f.reach * f.reach + s[c] * s[c]) + 1e-12).reduce((a, f) => a + f.weight, 0)) / tot).toFixed(1)
    })
    .join(' / ')
for (const how of ['pooled', 'median'] as const) {
  const fitS = (l: readonly F[]) =>
    Object.fromEntries(
      labels.map((c) => [
        c,
        addQ(
          l.filter((f) => f.label === c),
          how,
        ),
      ]),
    ) as Record<Confidence, number>
  const sv = fitS(all.filter((f) => validation.has(f.province) && f.year < validation.get(f.province)!))
  const sh = fitS(train)
  const lopo: string[] = []
  const lopoCov: F[] = []
  for (const p of latest.keys()) {
    const s = fitS(all.filter((f) => f.province !== p))
    for (const f of head.filter((f) => f.province === p))
      lopoCov.push({ ...f, factor: f.need <= Math.sqrt(f.reach * f.reach + s[f.label] ** 2) + 1e-12 ? 0 : 2 })
    if (p === 'shandong') lopo.push(labels.map((c) => s[c].toFixed(3)).join('/'))
  }
  const rolling: string[] = []
  for (const T of folds) {
    const fitOn = train.filter((f) => f.year < T)
    const readOn = train.filter((f) => f.year === T)
    if (fitOn.length < 200 || readOn.length === 0) continue
    rolling.push(`${T}: ${covAdd(readOn, fitS(fitOn))}`)
  }
  console.log(
    `additive ${how}: validation s ${labels.map((c) => sv[c].toFixed(3)).join('/')} → ${covAdd(
      all.filter((f) => f.year === validation.get(f.province)),
      sv,
    )} | headline s ${labels.map((c) => sh[c].toFixed(3)).join('/')} → ${covAdd(head, sh)} | LOPO-like ${coverage(lopoCov, { high: 1, medium: 1, low: 1 })} | rolling ${rolling.join(' | ')}`,
  )
}
