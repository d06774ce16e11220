// Experiment (ADR 034, never shipped): how far could any model centred on the unit's own history get on
// each province's headline year? Scores CHEATING oracles that read the held-out year itself, with the
// report's candidates, baseline and metrics (casesOfForecasts, summariseBacktest):
//   (a) the shipped model as is (must match the report: pooled 9.2 % / 0.0089);
//   (b) (a) with the province-track-year common move known exactly (the median residual of that year);
//   (c) (b) with the spread multiplied per province-track-year by the factor that minimises that year's Brier;
//   (d) a plain normal on ln(rank) at the model's centre + the oracle move, σ = the year's RMS residual;
//   (d′) the same normal with the one σ per province-track-year that minimises its Brier;
//   (e) the year's empirical residual distribution around the model's centre (peers' residuals, not the unit's own):
//       the best forecast that treats a province-year's units as exchangeable around their centres;
//   (e′) the same around last year's line R instead of the model's centre;
//   (g) the peers' residuals in units of each one's model spread, scaled by the unit's own spread;
//   (f) (g) after a regression of the residual on the unit's own history (last change, distance to its
//       institution's other units, plan change, level, gap, derived), fitted on the same year's other units
//       (10-fold within the province-track-year): any linear use of the history, told this year's answer by its peers;
//   (h) (g) with the same regression fitted on the track's earlier years instead: the part of (f) a model could learn.
// Also the noise floor per province: the RMS of ln(actual / R) once the province-track-year median is removed.
// Run: node --import tsx bench/backtest/ceiling-experiment.ts (about two minutes on a shared CPU).
import {
  admissionModelFor,
  backtestInputs,
  backtestMultipliers,
  casesOfForecasts,
  estimateAdmissionLine,
  lineDistribution,
  summariseBacktest,
  type AdmissionLineEstimate,
  type AdmissionModelParams,
  type BacktestCase,
  type BacktestForecast,
  type BacktestInput,
  type BacktestRow,
} from '@gk/domain'
import {
  gaussianBrierFloor,
  gaussianParams,
  leastSquares,
  logResidual,
  median,
  minimiseOnLogScale,
  movedEstimate,
  oracleShift,
  rmsAround,
  upperShare,
} from './ceiling-oracles.ts'
import { runProtocol } from './protocol.ts'
import { meets, pct, r4 } from './report-tables.ts'

const started = Date.now()
type Unit = { input: BacktestInput; estimate: AdmissionLineEstimate; centre: number; residual: number; features: number[] }
type Block = {
  province: string
  track: string
  params: AdmissionModelParams
  units: Unit[]
  shift: number
  sd: number
  scale: number
  sigma: number
  fit: number[]
  prior: number[]
}

const { provinces, latest, recalibrated } = runProtocol(false, () => {})
const names = [...latest.keys()].sort()
// the shipped probabilities, as the report scores them (the fold's widening changes intervals, not probabilities)
const paramsOf = (p: string): AdmissionModelParams => {
  const { intervalWidening: own, ...plain } = admissionModelFor(p)
  return { ...plain, intervalWidening: recalibrated.widening.lopo[p] ?? own! }
}
const forecastOf = (u: Unit, estimate: AdmissionLineEstimate, params: AdmissionModelParams): BacktestForecast => ({
  province: u.input.province,
  year: u.input.year,
  unitId: u.input.unitId,
  estimate,
  params,
  recent: u.input.recent,
  actual: u.input.actual,
})
/** the unit's own history as regressors (no outcome): constant columns are harmless, the fit is ridge-stabilised */
function historyFeatures(i: BacktestInput): number[] {
  const h = [...i.history].sort((a, b) => b.year - a.year)
  const [h0, h1] = [h[0]!, h[1]]
  const plan = i.target.planCount !== undefined && h0.planCount !== undefined ? Math.log(i.target.planCount / h0.planCount) : undefined
  return [
    1,
    h1 ? Math.log(h0.minRank / h1.minRank) : 0,
    h1 ? 0 : 1,
    h0.peerMinRank !== undefined ? Math.log(h0.peerMinRank / h0.minRank) : 0,
    h0.peerMinRank !== undefined ? 0 : 1,
    plan ?? 0,
    plan === undefined ? 1 : 0,
    Math.log(h0.minRank),
    i.target.year - h0.year - 1,
    h0.isDerived === true ? 1 : 0,
  ]
}

/** the history regression's prediction for each unit, fitted on the other nine tenths of its block (none below 50 units) */
function crossFitted(units: readonly Unit[]): number[] {
  const fit = new Array<number>(units.length).fill(0)
  if (units.length < 50) return fit
  for (let fold = 0; fold < 10; fold++) {
    const train = units.filter((_, i) => i % 10 !== fold)
    const beta = leastSquares(
      train.map((u) => u.features),
      train.map((u) => u.residual),
      1e-6,
    )
    units.forEach((u, i) => {
      if (i % 10 === fold) fit[i] = u.features.reduce((s, x, k) => s + x * beta[k]!, 0)
    })
  }
  return fit
}

/**
 * the same regression fitted on the track's earlier target years (each year's median residual removed, so only
 * the history features carry over): what a model could learn before the year, its prediction for each unit
 */
const yearSlopes: string[] = []
function priorFitted(track: string, trows: readonly BacktestRow[], year: number, params: AdmissionModelParams, units: readonly Unit[]): number[] {
  const byYear = new Map<number, { x: number[]; r: number }[]>()
  for (const input of backtestInputs(trows)) {
    if (input.year > year) continue
    const estimate = estimateAdmissionLine(input.history, input.target, params)
    if (estimate === null) continue
    const list = byYear.get(input.year) ?? byYear.set(input.year, []).get(input.year)!
    list.push({ x: historyFeatures(input), r: logResidual(estimate, params, input.actual) })
  }
  // does the relation carry from year to year? the last-change coefficient of each year's own fit (≥ 200 units)
  const slopes = [...byYear]
    .filter(([, list]) => list.length >= 200)
    .sort((a, b) => a[0] - b[0])
    .map(
      ([y, list]) =>
        `${y} ${leastSquares(
          list.map((e) => e.x),
          list.map((e) => e.r),
          1e-6,
        )[1]!.toFixed(2)}`,
    )
  if (slopes.length >= 3) yearSlopes.push(`${trows[0]!.province} ${track}: ${slopes.join(', ')}`)
  const X: number[][] = []
  const y: number[] = []
  for (const [ty, list] of byYear) {
    if (ty === year) continue
    const m = median(list.map((e) => e.r))
    for (const e of list) {
      X.push(e.x)
      y.push(e.r - m)
    }
  }
  if (X.length < 50) return units.map(() => 0)
  const beta = leastSquares(X, y, 1e-6)
  return units.map((u) => u.features.reduce((s, x, k) => (k === 0 ? s : s + x * beta[k]!), 0))
}

const blocks: Block[] = []
for (const p of names) {
  const params = paramsOf(p)
  const year = latest.get(p)!
  const rows = provinces.get(p)!
  const tracks = new Map<string, typeof rows>()
  for (const r of rows) (tracks.get(r.subjectType) ?? tracks.set(r.subjectType, []).get(r.subjectType)!).push(r)
  for (const [track, trows] of [...tracks].sort((a, b) => a[0].localeCompare(b[0]))) {
    const units: Unit[] = []
    for (const input of backtestInputs(trows, { targetYear: year })) {
      const estimate = estimateAdmissionLine(input.history, input.target, params)
      if (estimate === null) continue
      units.push({
        input,
        estimate,
        centre: lineDistribution(estimate, params).logCentre,
        residual: logResidual(estimate, params, input.actual),
        features: historyFeatures(input),
      })
    }
    if (units.length === 0) continue
    const residuals = units.map((u) => u.residual)
    const shift = oracleShift(residuals)
    blocks.push({
      province: p,
      track,
      params,
      units,
      shift,
      sd: Math.max(1e-4, rmsAround(residuals, shift)),
      scale: 1,
      sigma: 1,
      fit: crossFitted(units),
      prior: priorFitted(track, trows, year, params, units),
    })
  }
}

const metricsOf = (cases: readonly BacktestCase[]) => {
  const m = summariseBacktest(cases)
  return { improvement: 1 - m.model.brier / m.baseline.brier, ece: m.model.ece, brier: m.model.brier, baseline: m.baseline.brier, units: m.units, n: m.n }
}
/** the report's cases of these forecasts; `probability` replaces the model's at the same candidate rank */
function casesOf(fs: readonly BacktestForecast[], probability?: (i: number, rank: number) => number): BacktestCase[] {
  const cases = casesOfForecasts(fs)
  if (!probability) return cases
  const per = backtestMultipliers.length
  // the candidate rank exactly as casesOfForecasts builds it (13 cases per forecast, in order)
  return cases.map((c, j) => ({ ...c, model: probability(Math.floor(j / per), Math.max(1, Math.round(fs[Math.floor(j / per)]!.recent * c.multiplier))) }))
}

// (c)'s oracle spread factor per block: the one that minimises the held-out Brier after the oracle move
for (const b of blocks) {
  const brierAt = (k: number) =>
    summariseBacktest(casesOf(b.units.map((u) => forecastOf(u, movedEstimate(u.estimate, b.params, b.shift, k), b.params)))).model.brier
  b.scale = minimiseOnLogScale(brierAt, 0.2, 5).x
  const g = gaussianParams(b.params)
  const normalAt = (sd: number) =>
    summariseBacktest(casesOf(b.units.map((u) => forecastOf(u, { ...u.estimate, logBaseline: u.centre + b.shift, spread: sd }, g)))).model.brier
  b.sigma = minimiseOnLogScale(normalAt, 0.01, 1).x
}

/**
 * empirical oracle: P(line ≥ rank) = share of the block's other residuals ≥ (ln rank − centre) / scale, the
 * residuals given in units of each unit's own scale (1 for raw log residuals)
 */
function empirical(b: Block, centres: number[], residuals: number[], scales: number[] = centres.map(() => 1)): BacktestCase[] {
  const z = residuals.map((r, i) => r / scales[i]!)
  const sorted = [...z].sort((x, y) => x - y)
  const fs = b.units.map((u) => forecastOf(u, u.estimate, b.params))
  return casesOf(fs, (i, rank) => upperShare(sorted, (Math.log(rank) - centres[i]!) / scales[i]!, z[i]))
}
const variants: Record<string, (b: Block) => BacktestCase[]> = {
  '(a) shipped': (b) => casesOf(b.units.map((u) => forecastOf(u, u.estimate, b.params))),
  '(b) + oracle move': (b) => casesOf(b.units.map((u) => forecastOf(u, movedEstimate(u.estimate, b.params, b.shift, 1), b.params))),
  '(c) + oracle spread': (b) => casesOf(b.units.map((u) => forecastOf(u, movedEstimate(u.estimate, b.params, b.shift, b.scale), b.params))),
  '(d) ideal normal': (b) => {
    const g = gaussianParams(b.params)
    return casesOf(b.units.map((u) => forecastOf(u, { ...u.estimate, logBaseline: u.centre + b.shift, spread: b.sd }, g)))
  },
  '(d′) normal, best σ': (b) => {
    const g = gaussianParams(b.params)
    return casesOf(b.units.map((u) => forecastOf(u, { ...u.estimate, logBaseline: u.centre + b.shift, spread: b.sigma }, g)))
  },
  '(e) empirical residuals': (b) =>
    empirical(
      b,
      b.units.map((u) => u.centre),
      b.units.map((u) => u.residual),
    ),
  '(e′) empirical around R': (b) =>
    empirical(
      b,
      b.units.map((u) => Math.log(u.input.recent)),
      b.units.map((u) => Math.log(u.input.actual / u.input.recent)),
    ),
  '(g) empirical, unit spreads': (b) =>
    empirical(
      b,
      b.units.map((u) => u.centre),
      b.units.map((u) => u.residual),
      b.units.map((u) => u.estimate.spread),
    ),
  '(h) (g) + history fit of earlier years': (b) =>
    empirical(
      b,
      b.units.map((u, i) => u.centre + b.prior[i]!),
      b.units.map((u, i) => u.residual - b.prior[i]!),
      b.units.map((u) => u.estimate.spread),
    ),
  '(f) (g) + history fit of the same year': (b) =>
    empirical(
      b,
      b.units.map((u, i) => u.centre + b.fit[i]!),
      b.units.map((u, i) => u.residual - b.fit[i]!),
      b.units.map((u) => u.estimate.spread),
    ),
}

type M = ReturnType<typeof metricsOf>
const table = new Map<string, Map<string, M>>()
for (const [v, run] of Object.entries(variants)) {
  const pooled: BacktestCase[] = []
  const per = new Map<string, M>()
  for (const p of names) {
    const cases = blocks.filter((b) => b.province === p).flatMap(run)
    per.set(p, metricsOf(cases))
    for (const c of cases) pooled.push(c)
  }
  per.set('pooled', metricsOf(pooled))
  table.set(v, per)
  console.error(`${v}: ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

// noise floor: per province, RMS over its units of ln(actual / R) and of the model residual, each after removing its
// province-track-year median; the Gaussian floor is the best improvement if lines were R·e^ε with that σ and no move
const noise = new Map<string, { last: number; model: number; robust: number }>()
for (const p of [...names, 'pooled']) {
  const bs = blocks.filter((b) => p === 'pooled' || b.province === p)
  const sq = (f: (u: Unit) => number) => {
    let s = 0
    let n = 0
    for (const b of bs) {
      const v = b.units.map(f)
      const m = median(v)
      for (const x of v) s += (x - m) ** 2
      n += v.length
    }
    return Math.sqrt(s / n)
  }
  const dev = bs.flatMap((b) => {
    const v = b.units.map((u) => Math.log(u.input.actual / u.input.recent))
    const m = median(v)
    return v.map((x) => Math.abs(x - m))
  })
  noise.set(p, { last: sq((u) => Math.log(u.input.actual / u.input.recent)), model: sq((u) => u.residual), robust: 1.4826 * median(dev) })
}

const cols = [...table.keys()]
const cell = (m: M, pooled: boolean) => `${pct(m.improvement)} / ${r4(m.ece)}${meets(m.ece, m.improvement, pooled, m.n) ? ' ✓' : ''}`
console.log(`| Province | Units | σ ln(actual/R) (RMS / robust) | σ residual | Gaussian floor | ${cols.join(' | ')} |`)
console.log(`| --- | --- | --- | --- | --- | ${cols.map(() => '---').join(' | ')} |`)
for (const p of [...names, 'pooled']) {
  const n = noise.get(p)!
  const floor = gaussianBrierFloor(n.robust)
  const row = cols.map((v) => cell(table.get(v)!.get(p)!, p === 'pooled'))
  const name = p === 'pooled' ? '**pooled**' : p
  console.log(
    `| ${name} | ${table.get(cols[0]!)!.get(p)!.units} | ${r4(n.last)} / ${r4(n.robust)} | ${r4(n.model)} | ${pct(1 - floor.ideal / floor.baseline)} | ${row.join(' | ')} |`,
  )
}
console.log(`\n| Variant | Provinces meeting both | Provinces ≥ 10 % | Provinces ECE ≤ 0.03 | Pooled Brier | Pooled baseline |`)
console.log('| --- | --- | --- | --- | --- | --- |')
for (const v of cols) {
  const per = table.get(v)!
  const list = names.map((p) => per.get(p)!)
  const pooled = per.get('pooled')!
  console.log(
    `| ${v} | ${list.filter((m) => meets(m.ece, m.improvement, false, m.n)).length} of ${names.length} | ${list.filter((m) => m.improvement >= 0.1).length} | ${list.filter((m) => m.ece <= 0.03).length} | ${r4(pooled.brier)} | ${r4(pooled.baseline)} |`,
  )
}
// the oracles that keep the unit's centre (every column but the same-year history fit, which learns from this year's
// outcomes, and (h), which is no oracle): which provinces stay below the targets whichever of them is picked
const centred = cols.filter((v) => !v.startsWith('(f)') && !v.startsWith('(h)') && !v.startsWith('(a)'))
const bestOf = (p: string) => Math.max(...centred.map((v) => table.get(v)!.get(p)!.improvement))
const short = names.filter((p) => bestOf(p) < 0.1)
console.log(
  `\nBest centred oracle per province (${centred.map((v) => v.slice(0, v.indexOf(')') + 1)).join(' ')}): ${short.length} of ${names.length} stay below 10 %: ${short.map((p) => `${p} ${pct(bestOf(p))}`).join(', ')}; pooled best ${pct(Math.max(...centred.map((v) => table.get(v)!.get('pooled')!.improvement)))}`,
)
const scales = blocks.map((b) => b.scale)
const sigmas = blocks.map((b) => b.sigma)
const shifts = blocks.map((b) => b.shift)
console.log(
  `\nOracle moves: ${blocks.length} province-track blocks, median |move| ${r4(median(shifts.map(Math.abs)))}, range ${r4(Math.min(...shifts))} … ${r4(Math.max(...shifts))}; oracle spread factors median ${r4(median(scales))}, range ${r4(Math.min(...scales))} … ${r4(Math.max(...scales))}; (d′) σ median ${r4(median(sigmas))} against RMS ${r4(median(blocks.map((b) => b.sd)))}; smallest block ${Math.min(...blocks.map((b) => b.units.length))} units`,
)
console.log(`\nLast-change coefficient of the history fit, per target year: ${yearSlopes.join('; ')}`)
console.log('\n| σ (no common move) | Ideal Brier | Baseline Brier | Best improvement |\n| --- | --- | --- | --- |')
for (const s of [0.03, 0.05, 0.075, 0.1, 0.15, 0.2, 0.3, 0.4]) {
  const f = gaussianBrierFloor(s)
  console.log(`| ${s} | ${r4(f.ideal)} | ${r4(f.baseline)} | ${pct(1 - f.ideal / f.baseline)} |`)
}
console.log(`\nruntime ${((Date.now() - started) / 1000).toFixed(0)} s`)
