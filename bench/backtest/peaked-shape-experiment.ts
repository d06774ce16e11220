// Dev experiment (ADR 133, issue #30): does a peaked error shape — a scaled Student-t with ν fitted, or a logistic —
// in place of the Gaussian in the admission probability and the 80 % interval improve the issue's headline runs?
// The engine's line distribution (centre, spread, skew, the wide mixture for jumps, zScale) stays; only the CDF F of
// P = (1 − w)·F(c·z) + w·F(c·z/k) changes, with the scale c refitted beside the shape (c = 1, F = Φ is today's engine).
// Protocol (no tuning on the headline): (ν, c) minimise the Brier score of the backtest cases on every province's
// years before its headline year (leave-last-year-out) or on all years of the other provinces (leave-one-province-out),
// 250 sampled units per province as in the fits; the interval widening per label is refitted the same way under each
// shape (median over years of the 80th percentile of the needed factor, ADR 096). The headline years are scored once.
// Usage: node --import tsx bench/backtest/peaked-shape-experiment.ts
import {
  admissionModelFor,
  backtestForecasts,
  casesOfForecasts,
  confidenceOfInterval,
  defaultAdmissionModel,
  coverageByConfidence,
  lineDistribution,
  standardNormalCdf,
  summariseBacktest,
  type BacktestCase,
  type BacktestForecast,
  type IntervalWidening,
  type LineDistribution,
} from '@gk/domain'
import { readFileSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { FIT_UNITS, runProtocol } from './protocol.ts'
import { issueRuns } from './issue-runs.ts'
import { sampleUnits, scoreableYears } from './provinces.ts'
import { withStepDown, type StepDowns } from './llyo-step-down.ts'
import { TARGETS } from './report-issue-targets.ts'
import { studentTCdf } from './student-t.ts'

type Shape = { readonly name: string; readonly cdf: (x: number) => number }
const logistic = (x: number): number => 1 / (1 + Math.exp((-Math.PI / Math.sqrt(3)) * x))
const SHAPES: Shape[] = [
  { name: 'gauss', cdf: standardNormalCdf },
  ...[30, 12, 8, 5, 3, 2].map((nu) => ({ name: `t${nu}`, cdf: (x: number) => studentTCdf(x, nu) })),
  { name: 'logistic', cdf: logistic },
]
const SCALES = [0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 1, 1.05, 1.1, 1.15, 1.2, 1.3, 1.4]

/** The engine's bounds (defaultAdmissionModel: 0.005 and 0.995): every province uses the same. */
const MIN = defaultAdmissionModel.probabilityMin
const MAX = defaultAdmissionModel.probabilityMax

function probability(rank: number, line: LineDistribution, F: Shape['cdf'], c: number): number {
  const gap = line.logCentre - Math.log(Math.max(1, rank))
  const z = (c * gap) / (line.logSpread * (gap < 0 ? line.upperScale : line.lowerScale))
  const w = line.tailWeight
  return Math.min(MAX, Math.max(MIN, (1 - w) * F(z) + w * F(z / line.tailScale)))
}

function quantileRank(line: LineDistribution, p: number, F: Shape['cdf'], c: number): number {
  const raw = (gap: number): number => {
    const z = (c * gap) / (line.logSpread * (gap < 0 ? line.upperScale : line.lowerScale))
    return (1 - line.tailWeight) * F(z) + line.tailWeight * F(z / line.tailScale)
  }
  const reach = 40 * line.logSpread * Math.max(1, line.tailScale) * (1 + Math.abs(line.upperScale))
  let lo = -reach
  let hi = reach
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2
    if (raw(mid) < p) lo = mid
    else hi = mid
  }
  return Math.exp(line.logCentre - (lo + hi) / 2)
}

type Prepared = { f: BacktestForecast; line: LineDistribution; ranks: number[]; outcomes: (0 | 1)[] }
const prepare = (f: BacktestForecast): Prepared => {
  const base = casesOfForecasts([f])
  return {
    f,
    line: lineDistribution(f.estimate, f.params),
    ranks: base.map((c) => Math.max(1, Math.round(f.recent * c.multiplier))),
    outcomes: base.map((c) => c.outcome),
  }
}

function brier(list: readonly Prepared[], F: Shape['cdf'], c: number): number {
  let s = 0
  let n = 0
  for (const u of list)
    for (let i = 0; i < u.ranks.length; i++) {
      const p = probability(u.ranks[i]!, u.line, F, c)
      s += (p - u.outcomes[i]!) ** 2
      n++
    }
  return s / n
}

/** The label and unwidened 80 % interval of a forecast under a shape (the engine's rule, estimate-admission-line.ts). */
function shapedInterval(u: Prepared, F: Shape['cdf'], c: number) {
  const low = quantileRank(u.line, 0.9, F, c)
  const median = quantileRank(u.line, 0.5, F, c)
  const high = quantileRank(u.line, 0.1, F, c)
  const e = u.f.estimate
  const big = e.planChange !== null && Math.abs(e.planChange - 1) > 0.3
  const confidence = confidenceOfInterval(
    { low, median, high },
    { years: e.yearsUsed.length, isDerived: e.isDerived, cap: Math.min(u.f.params.confidenceCap, big ? 1 : 2), downgrade: u.f.params.confidenceDowngrade ?? 0 },
  )
  return { low, median, high, confidence }
}

type Fit = { shape: Shape; c: number; brier: number }
type Block = { name: string; year: number; units: Prepared[] }
/** Brier sum and count per block for every (shape, c): computed once, so every fold's fit is a sum over its blocks. */
const sums = new Map<string, Map<Block, [number, number]>>()
function blockSums(blocks: readonly Block[]): void {
  for (const shape of SHAPES)
    for (const c of SCALES) {
      const m = new Map<Block, [number, number]>()
      for (const b of blocks) {
        const n = b.units.reduce((k, u) => k + u.ranks.length, 0)
        m.set(b, [brier(b.units, shape.cdf, c) * n, n])
      }
      sums.set(`${shape.name}|${c}`, m)
    }
}
function fitShape(blocks: readonly Block[], shapes: readonly Shape[], scales: readonly number[] = SCALES): Fit {
  let best: Fit | undefined
  for (const shape of shapes)
    for (const c of scales) {
      const m = sums.get(`${shape.name}|${c}`)!
      let s = 0
      let n = 0
      for (const b of blocks) {
        const [bs, bn] = m.get(b)!
        s += bs
        n += bn
      }
      const value = s / n
      if (!best || value < best.brier) best = { shape, c, brier: value }
    }
  return best!
}

/** Each training unit's label and needed widening factor under (shape, c), cached per pair. */
const factorCache = new Map<string, Map<Prepared, { confidence: string; factor: number }>>()
function factorsOf(blocks: readonly Block[], all: readonly Block[], shape: Shape, c: number) {
  const key = `${shape.name}|${c}`
  let m = factorCache.get(key)
  if (!m) {
    m = new Map()
    for (const b of all)
      for (const u of b.units) {
        const iv = shapedInterval(u, shape.cdf, c)
        const reach = Math.abs(Math.log((u.f.actual >= iv.median ? iv.high : iv.low) / iv.median))
        const need = Math.abs(Math.log(u.f.actual / iv.median))
        m.set(u, { confidence: iv.confidence, factor: reach > 0 ? Math.min(5, need / reach) : need > 0 ? 5 : 0 })
      }
    factorCache.set(key, m)
  }
  return blocks.flatMap((b) => b.units.map((u) => ({ year: b.year, ...m.get(u)! })))
}

function fitWideningShaped(blocks: readonly Block[], all: readonly Block[], shape: Shape, c: number): IntervalWidening {
  const by: Record<string, Map<number, number[]>> = { high: new Map(), medium: new Map(), low: new Map() }
  for (const x of factorsOf(blocks, all, shape, c)) {
    const years = by[x.confidence]!
    ;(years.get(x.year) ?? years.set(x.year, []).get(x.year)!).push(x.factor)
  }
  const q80 = (v: number[]) => [...v].sort((a, b) => a - b)[Math.ceil(0.8 * v.length) - 1]!
  const fit = (years: Map<number, number[]>): number => {
    const all = [...years.values()].flat()
    if (all.length < 50) return 1
    const per = [...years.values()]
      .filter((v) => v.length >= 50)
      .map(q80)
      .sort((a, b) => a - b)
    const f = per.length === 0 ? q80(all) : per.length % 2 ? per[per.length >> 1]! : (per[per.length / 2 - 1]! + per[per.length / 2]!) / 2
    return Math.max(1, Math.round(f * 1000) / 1000)
  }
  return { high: fit(by.high!), medium: fit(by.medium!), low: fit(by.low!) }
}

// ---- training forecasts: every scoreable year of every province, sampled units, the app's parameters unwidened
const protocol = runProtocol(false, () => {})
const llyoFile = join(dirname(fileURLToPath(import.meta.url)), 'llyo-params.json')
const llyo = JSON.parse(readFileSync(llyoFile, 'utf8')) as { volatilityPrior: object; stepDown: StepDowns }
const training: Block[] = []
for (const [name, rows] of [...protocol.provinces].sort()) {
  if (!protocol.latest.has(name)) continue
  const sampled = sampleUnits(rows, FIT_UNITS)
  const params = { ...withStepDown(admissionModelFor(name), llyo.stepDown[name]), ...llyo.volatilityPrior }
  for (const year of scoreableYears(rows)) {
    const forecasts = backtestForecasts(sampled, { targetYear: year, params, peerRows: rows })
    training.push({ name, year, units: forecasts.map(prepare) })
  }
  console.error(`training ${name}`)
}
const llyoTraining = training.filter((t) => t.year < protocol.latest.get(t.name)!)
blockSums(training)
console.error('block sums done')

// ---- headline runs, as the issue view scores them
const runs = issueRuns(protocol)
type Variant = {
  label: string
  llyo: (name: string) => { F: Shape['cdf']; c: number; w?: IntervalWidening }
  lopo: (name: string) => { F: Shape['cdf']; c: number; w?: IntervalWidening }
}

const gaussLlyoFit = fitShape(llyoTraining, SHAPES.slice(0, 1))
const peakedLlyoFit = fitShape(llyoTraining, SHAPES)
const logisticLlyoFit = fitShape(
  llyoTraining,
  SHAPES.filter((s) => s.name === 'logistic'),
)
const shapeOnlyLlyoFit = fitShape(llyoTraining, SHAPES, [1])
console.log(`LLYO shape only (c = 1): ${shapeOnlyLlyoFit.shape.name} Brier ${shapeOnlyLlyoFit.brier.toFixed(5)}`)
console.log(
  `LLYO training (${llyoTraining.reduce((k, b) => k + b.units.length, 0)} units): Gaussian c=${gaussLlyoFit.c} Brier ${gaussLlyoFit.brier.toFixed(5)}; best ${peakedLlyoFit.shape.name} c=${peakedLlyoFit.c} ${peakedLlyoFit.brier.toFixed(5)}; logistic c=${logisticLlyoFit.c} ${logisticLlyoFit.brier.toFixed(5)}`,
)
for (const s of SHAPES) {
  const f = fitShape(llyoTraining, [s])
  console.log(`  ${s.name}: c=${f.c} Brier ${f.brier.toFixed(5)}`)
}
const lopoFits = new Map<string, { gauss: Fit; peaked: Fit; logistic: Fit; shapeOnly: Fit; trainingUnits: Block[] }>()
for (const name of protocol.latest.keys()) {
  const list = training.filter((t) => t.name !== name)
  lopoFits.set(name, {
    gauss: fitShape(list, SHAPES.slice(0, 1)),
    peaked: fitShape(list, SHAPES),
    logistic: fitShape(
      list,
      SHAPES.filter((s) => s.name === 'logistic'),
    ),
    shapeOnly: fitShape(list, SHAPES, [1]),
    trainingUnits: list,
  })
}
console.log(
  `LOPO fits (shape/c, Gaussian c, logistic c): ${[...lopoFits].map(([n, f]) => `${n} ${f.peaked.shape.name}/${f.peaked.c} ${f.gauss.c} ${f.logistic.c} ${f.shapeOnly.shape.name}`).join(', ')}`,
)

const widenCache = new Map<string, IntervalWidening>()
const widen = (key: string, list: readonly Block[], shape: Shape, c: number): IntervalWidening =>
  widenCache.get(key) ?? widenCache.set(key, fitWideningShaped(list, training, shape, c)).get(key)!

const G = SHAPES[0]!
const gauss = G.cdf
const L = SHAPES.find((x) => x.name === 'logistic')!
const variants: Variant[] = [
  {
    label: 'Gaussian, c = 1 (today)',
    llyo: () => ({ F: gauss, c: 1, w: widen('g1', llyoTraining, G, 1) }),
    lopo: (n) => ({ F: gauss, c: 1, w: widen(`g1${n}`, lopoFits.get(n)!.trainingUnits, G, 1) }),
  },
  {
    label: 'Gaussian, c refitted',
    llyo: () => ({ F: gauss, c: gaussLlyoFit.c, w: widen('gc', llyoTraining, G, gaussLlyoFit.c) }),
    lopo: (n) => ({ F: gauss, c: lopoFits.get(n)!.gauss.c, w: widen(`gc${n}`, lopoFits.get(n)!.trainingUnits, G, lopoFits.get(n)!.gauss.c) }),
  },
  {
    label: 'logistic, c refitted',
    llyo: () => ({ F: logistic, c: logisticLlyoFit.c, w: widen('lc', llyoTraining, L, logisticLlyoFit.c) }),
    lopo: (n) => ({ F: logistic, c: lopoFits.get(n)!.logistic.c, w: widen(`lc${n}`, lopoFits.get(n)!.trainingUnits, L, lopoFits.get(n)!.logistic.c) }),
  },
  {
    label: 'shape fitted, c = 1',
    llyo: () => ({ F: shapeOnlyLlyoFit.shape.cdf, c: 1, w: widen('s1', llyoTraining, shapeOnlyLlyoFit.shape, 1) }),
    lopo: (n) => {
      const f = lopoFits.get(n)!.shapeOnly
      return { F: f.shape.cdf, c: 1, w: widen(`s1${n}`, lopoFits.get(n)!.trainingUnits, f.shape, 1) }
    },
  },
  {
    label: 'Student-t/logistic/Gaussian, shape and c fitted',
    llyo: () => ({ F: peakedLlyoFit.shape.cdf, c: peakedLlyoFit.c, w: widen('pc', llyoTraining, peakedLlyoFit.shape, peakedLlyoFit.c) }),
    lopo: (n) => {
      const f = lopoFits.get(n)!.peaked
      return { F: f.shape.cdf, c: f.c, w: widen(`pc${n}`, lopoFits.get(n)!.trainingUnits, f.shape, f.c) }
    },
  },
]

for (const which of ['llyo', 'lopo'] as const) {
  const shipped = coverageByConfidence(runs[which].flatMap((r) => r.after))
  const m = summariseBacktest(casesOfForecasts(runs[which].flatMap((r) => r.after)))
  console.log(
    `${which.toUpperCase()} shipped engine: pooled Brier ${(100 * (1 - m.model.brier / m.baseline.brier)).toFixed(2)} %; coverage 高/中/低 ${shipped.map((r) => `${(100 * r.coverage).toFixed(1)} (${r.units})`).join(' / ')}`,
  )
}
const eceTarget = (n: number): number => (n >= TARGETS.largeCases ? TARGETS.eceLarge : TARGETS.eceSmall)
for (const v of variants)
  for (const which of ['llyo', 'lopo'] as const) {
    const all: BacktestCase[] = []
    let eceMet = 0
    let binsMet = 0
    const cover: Record<string, { n: number; inside: number }> = { high: { n: 0, inside: 0 }, medium: { n: 0, inside: 0 }, low: { n: 0, inside: 0 } }
    for (const run of runs[which]) {
      const { F, c, w } = v[which](run.name)
      const cases: BacktestCase[] = []
      for (const f of run.after) {
        const u = prepare(f)
        casesOfForecasts([f]).forEach((k, i) => cases.push({ ...k, model: probability(u.ranks[i]!, u.line, F, c) }))
        const iv = shapedInterval(u, F, c)
        const factor = w?.[iv.confidence] ?? 1
        const low = iv.median * (iv.low / iv.median) ** factor
        const high = iv.median * (iv.high / iv.median) ** factor
        cover[iv.confidence]!.n++
        if (f.actual >= Math.round(low) && f.actual <= Math.round(high)) cover[iv.confidence]!.inside++
      }
      const m = summariseBacktest(cases)
      if (m.model.ece <= eceTarget(m.n)) eceMet++
      const worst = Math.max(0, ...m.model.reliability.filter((b) => b.count >= TARGETS.binCases).map((b) => Math.abs(b.meanProbability! - b.observedRate!)))
      if (worst <= TARGETS.binGap) binsMet++
      for (const k of cases) all.push(k)
    }
    const pooled = summariseBacktest(all)
    const cov = (['high', 'medium', 'low'] as const).map((k) => `${((100 * cover[k]!.inside) / cover[k]!.n).toFixed(1)} (${cover[k]!.n})`).join(' / ')
    console.log(
      `${which.toUpperCase()} ${v.label}: pooled Brier ${(100 * (1 - pooled.model.brier / pooled.baseline.brier)).toFixed(2)} % below the rank-gap rule, ` +
        `pooled ECE ${pooled.model.ece.toFixed(4)}; ECE met ${eceMet}/${runs[which].length}, bins met ${binsMet}/${runs[which].length}; coverage 高/中/低 ${cov}`,
    )
  }
