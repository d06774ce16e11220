// Dev-time check behind ADR 080: does a province's leave-last-year-out error carry from one year to the next, and does a
// per-province recalibration fitted on the province's own earlier years only (a shift of the forecast centre, or a
// logistic map logit p' = a·logit p + b, each shrunk toward the identity by a weight w) help? The weight and whether to
// ship are read on the validation year (each province's last scoreable year before its headline year, the map fitted
// on the years before it), never on the headline year, which is printed after for the record.
// node --import tsx bench/backtest/province-recalibration-experiment.ts [units per province, default 3000]
import { casesOfForecasts, forecastMetrics, type BacktestCase, type BacktestForecast } from '@gk/domain'
import { centreError, yearBlocks, type YearBlock } from './province-recalibration-blocks.ts'

const UNITS = Number(process.argv[2] ?? 3000)
const WEIGHTS = [0, 0.25, 0.5, 0.75, 1] as const
const t0 = Date.now()
const { blocks, years } = yearBlocks(UNITS, (l) => console.error(l))
console.error(`blocks built in ${((Date.now() - t0) / 1000).toFixed(0)} s`)

const clamp = (p: number): number => Math.min(0.995, Math.max(0.005, p))
const logit = (p: number): number => Math.log(clamp(p) / (1 - clamp(p)))
const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x))
const f3 = (x: number): string => (x >= 0 ? '+' : '') + x.toFixed(3)
const bias = (cases: readonly BacktestCase[]): number => cases.reduce((a, c) => a + c.outcome - c.model, 0) / cases.length

// ---- 1. persistence: the error of a province(-track)'s year against its previous scoreable year
type Pair = { readonly key: string; readonly from: number; readonly prev: number; readonly next: number }
function pairsOf(groups: Map<string, { year: number; value: number }[]>): Pair[] {
  const out: Pair[] = []
  for (const [key, list] of groups) {
    const s = [...list].sort((a, b) => a.year - b.year)
    for (let i = 1; i < s.length; i++)
      out.push({ key: `${key} ${s[i - 1]!.year}→${s[i]!.year}`, from: s[i - 1]!.year, prev: s[i - 1]!.value, next: s[i]!.value })
  }
  return out
}
function persistence(name: string, pairs: readonly Pair[]): void {
  const agree = pairs.filter((p) => Math.sign(p.prev) === Math.sign(p.next)).length
  const mx = pairs.reduce((a, p) => a + p.prev, 0) / pairs.length
  const my = pairs.reduce((a, p) => a + p.next, 0) / pairs.length
  const sxy = pairs.reduce((a, p) => a + (p.prev - mx) * (p.next - my), 0)
  const sxx = pairs.reduce((a, p) => a + (p.prev - mx) ** 2, 0)
  const syy = pairs.reduce((a, p) => a + (p.next - my) ** 2, 0)
  // the least-squares weight of "next = w · prev": the best shrinkage of last year's error as this year's forecast
  const w = pairs.reduce((a, p) => a + p.prev * p.next, 0) / pairs.reduce((a, p) => a + p.prev * p.prev, 0)
  console.log(
    `| ${name} | ${pairs.length} | ${agree} (${((100 * agree) / pairs.length).toFixed(0)} %) | ${(sxy / Math.sqrt(sxx * syy)).toFixed(2)} | ${w.toFixed(2)} |`,
  )
}
const group = <T>(items: readonly T[], key: (t: T) => string, value: (list: T[]) => number, year: (t: T) => number) => {
  const by = new Map<string, T[]>()
  for (const t of items) by.set(`${key(t)}|${year(t)}`, [...(by.get(`${key(t)}|${year(t)}`) ?? []), t])
  const out = new Map<string, { year: number; value: number }[]>()
  for (const [k, list] of by) {
    const g = k.slice(0, k.lastIndexOf('|'))
    out.set(g, [...(out.get(g) ?? []), { year: year(list[0]!), value: value(list) }])
  }
  return out
}
const trackKey = (b: YearBlock): string => `${b.province} ${b.track}`
const allForecasts = (list: readonly YearBlock[]): BacktestForecast[] => list.flatMap((b) => b.forecasts)
console.log('| Error carried to the next scoreable year | Pairs | Same sign | Correlation | Best weight w (next ≈ w·prev) |')
console.log('| --- | --- | --- | --- | --- |')
const big = blocks.filter((b) => b.forecasts.length >= 30)
/** Consecutive-year pairs of one error measure, per province-track or per province. */
const provinceKey = (b: YearBlock): string => b.province
const errorPairs = (key: (b: YearBlock) => string, measure: (l: readonly YearBlock[]) => number): Pair[] => pairsOf(group(big, key, measure, (b) => b.year))
const centreOf = (l: readonly YearBlock[]): number => centreError(allForecasts(l))
const biasOf = (l: readonly YearBlock[]): number => bias(casesOfForecasts(allForecasts(l)))
persistence('centre error, per province-track', errorPairs(trackKey, centreOf))
persistence('centre error, per province', errorPairs(provinceKey, centreOf))
persistence('mean outcome − forecast, per province-track', errorPairs(trackKey, biasOf))
persistence('mean outcome − forecast, per province', errorPairs(provinceKey, biasOf))
// the first scoreable years (2022, forecast from one 2021 year of school-site rows) stray most: the same without them
const later = (pairs: Pair[]): Pair[] => pairs.filter((p) => p.from >= 2023)
persistence('centre error, per province-track, from 2023 on', later(errorPairs(trackKey, centreOf)))
persistence('centre error, per province, from 2023 on', later(errorPairs(provinceKey, centreOf)))
persistence('mean outcome − forecast, per province, from 2023 on', later(errorPairs(provinceKey, biasOf)))
const perProvince = errorPairs(provinceKey, centreOf)
console.log(`\nper province (centre error, previous → next): ${perProvince.map((p) => `${p.key} ${f3(p.prev)} → ${f3(p.next)}`).join('; ')}\n`)

// ---- 2. the maps, fitted on the province's years before `year`, applied to `year`
type Method = { readonly name: string; readonly cases: (province: string, year: number, w: number) => BacktestCase[] | undefined }
const at = (province: string, year: number): YearBlock[] => blocks.filter((b) => b.province === province && b.year === year)
const before = (province: string, year: number): YearBlock[] => blocks.filter((b) => b.province === province && b.year < year)
const shifted = (list: readonly BacktestForecast[], delta: number): BacktestForecast[] =>
  list.map((f) => ({ ...f, estimate: { ...f.estimate, logBaseline: f.estimate.logBaseline + delta } }))
/** the track's own earlier centre errors (newest last); a track with none (the first year after the reform) reads the province's */
function earlierErrors(b: YearBlock): number[] {
  const own = before(b.province, b.year).filter((e) => e.track === b.track && e.forecasts.length >= 30)
  if (own.length > 0) return own.map((e) => centreError(e.forecasts))
  const ys = [...new Set(before(b.province, b.year).map((e) => e.year))].sort((x, y) => x - y)
  return ys.map((y) => centreError(allForecasts(before(b.province, y + 1).filter((e) => e.year === y))))
}
const centreShift =
  (pick: (errors: number[]) => number): Method['cases'] =>
  (province, year, w) => {
    const list = at(province, year)
    if (list.length === 0 || before(province, year).length === 0) return undefined
    return list.flatMap((b) => {
      const errors = earlierErrors(b)
      return casesOfForecasts(shifted(b.forecasts, errors.length === 0 ? 0 : w * pick(errors)))
    })
  }
/** logit p' = a·logit p + b, fitted by Newton's method on the cases */
function logisticFit(cases: readonly BacktestCase[]): { a: number; b: number } {
  let a = 1
  let b = 0
  for (let it = 0; it < 25; it++) {
    let [g0, g1, h00, h01, h11] = [0, 0, 0, 0, 0]
    for (const c of cases) {
      const x = logit(c.model)
      const p = sigmoid(a * x + b)
      const r = c.outcome - p
      const v = p * (1 - p)
      g0 += r * x
      g1 += r
      h00 += v * x * x
      h01 += v * x
      h11 += v
    }
    const det = h00 * h11 - h01 * h01
    if (det <= 0) break
    a += (h11 * g0 - h01 * g1) / det
    b += (h00 * g1 - h01 * g0) / det
  }
  return { a, b }
}
const logistic: Method['cases'] = (province, year, w) => {
  const list = at(province, year)
  const earlier = before(province, year)
  if (list.length === 0 || earlier.length === 0) return undefined
  const fit = logisticFit(casesOfForecasts(allForecasts(earlier)))
  const a = 1 + w * (fit.a - 1)
  const b = w * fit.b
  return casesOfForecasts(allForecasts(list)).map((c) => ({ ...c, model: clamp(sigmoid(a * logit(c.model) + b)) }))
}
const methods: Method[] = [
  { name: 'centre shift by the last earlier year', cases: centreShift((e) => e[e.length - 1]!) },
  { name: 'centre shift by the mean of earlier years', cases: centreShift((e) => e.reduce((s, x) => s + x, 0) / e.length) },
  { name: 'logistic map (a, b) on earlier years', cases: logistic },
]

/** one province's scored year under one map: Brier sums scaled to its full units, its ECE, its cases */
type ProvinceScore = { province: string; model: number; base: number; ece: number; met: boolean; cases: BacktestCase[]; weight: number }
function provinceScores(method: Method, pickYear: (ys: number[]) => number | undefined, w: number): ProvinceScore[] {
  const out: ProvinceScore[] = []
  for (const [province, ys] of years) {
    const year = pickYear(ys)
    if (year === undefined) continue
    const cases = method.cases(province, year, w)
    if (cases === undefined || cases.length === 0) continue
    const weight = at(province, year)[0]!.weight
    const m = forecastMetrics(cases.map((c) => ({ probability: c.model, outcome: c.outcome })))
    const b = forecastMetrics(cases.map((c) => ({ probability: c.baseline, outcome: c.outcome })))
    const met = m.ece <= (m.n * weight >= 2000 ? 0.02 : 0.025)
    out.push({ province, model: weight * m.n * m.brier, base: weight * b.n * b.brier, ece: m.ece, met, cases, weight })
  }
  return out
}
function summary(list: readonly ProvinceScore[]): string {
  const model = list.reduce((a, s) => a + s.model, 0)
  const base = list.reduce((a, s) => a + s.base, 0)
  // pooled ECE: each sampled case stands for its province's weight (rounded: weights are ≤ ~6)
  const pooled = list.flatMap((s) =>
    s.cases.flatMap((c) => Array.from({ length: Math.max(1, Math.round(s.weight)) }, () => ({ probability: c.model, outcome: c.outcome }))),
  )
  const worst = [...list]
    .sort((x, y) => y.ece - x.ece)
    .slice(0, 4)
    .map((s) => `${s.province} ${s.ece.toFixed(3)}`)
    .join(', ')
  const met = list.filter((s) => s.met).length
  return `${(100 * (1 - model / base)).toFixed(2)} % | ${forecastMetrics(pooled).ece.toFixed(4)} | ${met} of ${list.length} | ${worst}`
}
const validation = (ys: number[]): number | undefined => ys[ys.length - 2]
const headline = (ys: number[]): number | undefined => ys[ys.length - 1]
const scored = new Map<string, ProvinceScore[]>()
for (const [label, pick] of [
  ['validation year (map fitted on the years before it)', validation],
  ['headline year (map fitted on the years before it; for the record, not for choosing)', headline],
] as const) {
  console.log(`\n${label}\n`)
  console.log('| Method | w | Pooled Brier below the rank-gap rule | Pooled ECE | Provinces meeting ECE | Worst ECE |')
  console.log('| --- | --- | --- | --- | --- | --- |')
  for (const method of methods)
    for (const w of WEIGHTS) {
      const list = provinceScores(method, pick, w)
      scored.set(`${label === 'validation year (map fitted on the years before it)' ? 'v' : 'h'}|${method.name}|${w}`, list)
      console.log(`| ${method.name} | ${w} | ${summary(list)} |`)
    }
}
// leave-one-province-out: a held-out province's map can only come from its own earlier years; its weight is the one
// the other provinces' validation years choose (pooled Brier)
for (const method of methods) {
  const chosen = [...years.keys()].map((p) => {
    const brier = (w: number): number => {
      const list = scored.get(`v|${method.name}|${w}`)!.filter((s) => s.province !== p)
      return list.reduce((a, s) => a + s.model, 0) / list.reduce((a, s) => a + s.base, 0)
    }
    return WEIGHTS.reduce((best, w) => (brier(w) < brier(best) ? w : best), WEIGHTS[0])
  })
  console.log(`LOPO, ${method.name}: weight chosen on the other provinces' validation years: ${[...new Set(chosen)].join(', ')} (${chosen.length} folds)`)
}
console.error(`done in ${((Date.now() - t0) / 1000).toFixed(0)} s`)
