// Dev-time fit and check behind ADR 079: the share β of a unit's own last move (net of its track's common move) that
// reverts (`lastMoveReversion`). β is the grid value with the lowest pooled Brier score on training years only (the
// 250-unit blocks of the recalibration, each weighted by its province-year's full units): before each province's
// validation year (its last scoreable year before the headline year) to choose whether to ship; before each headline
// year (the leave-last-year-out fit, the value the app would ship); and on the other provinces (each
// leave-one-province-out fold). The ship rule, fixed before the run: the validation year's pooled Brier improves and
// no fewer provinces meet the ECE target. node --import tsx bench/backtest/reversion-experiment.ts
import { admissionModelFor, backtestForecasts, casesOfForecasts, summariseBacktest, type AdmissionModelParams } from '@gk/domain'
import { blockBrier, pooledGridArgmin } from './fit-core.ts'
import { lastMovePoints } from './last-move-points.ts'
import { FIT_UNITS } from './protocol.ts'
import { loadProvinces, sampleUnits, scoreableYears } from './provinces.ts'
import { recalBlocks, type RecalBlock } from './recalibrate.ts'
import llyo from './llyo-params.json' with { type: 'json' }

/** the grid, fixed before the run */
const grid = [0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5]
/** units per province read on the validation year (as validation-year-experiment.ts) */
const SCORE_UNITS = 3000
const provinces = loadProvinces()
const years = new Map([...provinces].map(([p, rows]) => [p, scoreableYears(rows)]))
const headline = new Map([...years].map(([p, ys]) => [p, ys[ys.length - 1]!]))
const validation = new Map([...years].filter(([, ys]) => ys.length >= 2).map(([p, ys]) => [p, ys[ys.length - 2]!]))
const paramsOf = (p: string, beta: number): AdmissionModelParams => ({ ...admissionModelFor(p), ...llyo.volatilityPrior, lastMoveReversion: beta })
const pct = (x: number): string => (100 * x).toFixed(1)

const sampled = new Map([...provinces].map(([p, rows]) => [p, sampleUnits(rows, FIT_UNITS)]))
const blocks = recalBlocks(sampled, provinces, (p, y) => years.get(p)!.includes(y))
const yearOf = (b: RecalBlock): number => b.inputs[0]!.year
// each block's Brier at every grid value, computed once; every fit is an argmin over a subset of blocks
const scores = blocks.map((b) => grid.map((beta) => blockBrier(paramsOf(b.province, beta), b.inputs)))
const fit = (keep: (b: RecalBlock) => boolean): { beta: number; losses: number[] } => {
  const { value, losses } = pooledGridArgmin(blocks, scores, grid, keep)
  return { beta: value, losses }
}
/**
 * The moment fit, for reference and as a second candidate: β = −(slope of the centre's error, ln actual − centre at
 * β = 0, on the unit's own net last move) over every unit of the years `keep` admits (full data, not the sample);
 * "robust": moves beyond ±0.5 in ln rank (a row of another plan or batch, not a line's move) left out.
 */
const points = lastMovePoints(provinces, (p) => paramsOf(p, 0))
const momentFit = (keep: (p: string, year: number) => boolean, limit: number): { beta: number; units: number } => {
  let sx = 0,
    sy = 0,
    sxx = 0,
    sxy = 0,
    n = 0
  for (const { p, year, x, e } of points) {
    if (!keep(p, year) || Math.abs(x) > limit) continue
    sx += x
    sy += e
    sxx += x * x
    sxy += x * e
    n++
  }
  return { beta: Math.max(0, -Number(((n * sxy - sx * sy) / (n * sxx - sx * sx)).toFixed(3))), units: n }
}

const beforeValidation = fit((b) => validation.has(b.province) && yearOf(b) < validation.get(b.province)!)
const beforeHeadline = fit((b) => yearOf(b) < headline.get(b.province)!)
console.log(`grid ${grid.join(' / ')}`)
console.log(`before each validation year: β ${beforeValidation.beta}, pooled Brier ${beforeValidation.losses.map((l) => l.toFixed(5)).join(' / ')}`)
console.log(`before each headline year (LLYO, the app's): β ${beforeHeadline.beta}, pooled Brier ${beforeHeadline.losses.map((l) => l.toFixed(5)).join(' / ')}`)
const folds = [...headline.keys()].sort().map((p) => [p, fit((b) => b.province !== p).beta] as const)
const beforeY1 = (p: string, y: number): boolean => validation.has(p) && y < validation.get(p)!
const momentY1 = momentFit(beforeY1, Infinity)
const robustY1 = momentFit(beforeY1, 0.5)
const momentHeadline = momentFit((p, y) => y < headline.get(p)!, Infinity)
const robustHeadline = momentFit((p, y) => y < headline.get(p)!, 0.5)
console.log(`moment fit before each validation year: β ${momentY1.beta} (${momentY1.units} units), robust ${robustY1.beta} (${robustY1.units})`)
console.log(
  `moment fit before each headline year: β ${momentHeadline.beta} (${momentHeadline.units} units), robust ${robustHeadline.beta} (${robustHeadline.units})`,
)
const momentFolds = [...headline.keys()].sort().map((p) => `${p} ${momentFit((q) => q !== p, Infinity).beta}`)
console.log(`LOPO folds, moment fit (other provinces, every scoreable year): ${momentFolds.join(', ')}`)
console.log(`LOPO folds, grid: ${folds.map(([p, beta]) => `${p} ${beta}`).join(', ')}`)

// the validation year: β = 0 against β fitted before it, each province's full-data weight on its 3,000-unit sample
const ece = (n: number, e: number): boolean => e <= (n >= 2000 ? 0.02 : 0.025)
console.log('| β | pooled Brier below the rank-gap rule | pooled ECE | provinces meeting ECE |')
console.log('| --- | --- | --- | --- |')
const perProvince = new Map<string, string[]>()
for (const beta of [...new Set([0, beforeValidation.beta, momentY1.beta, robustY1.beta])]) {
  let model = 0
  let baseline = 0
  let met = 0
  const bins = Array.from({ length: 10 }, () => [0, 0, 0])
  for (const [p, year] of [...validation].sort()) {
    const rows = provinces.get(p)!
    const sample = sampleUnits(rows, SCORE_UNITS)
    const w = new Set(rows.map((r) => `${r.subjectType}|${r.unitId}`)).size / new Set(sample.map((r) => `${r.subjectType}|${r.unitId}`)).size
    const fs = backtestForecasts(sample, { targetYear: year, params: paramsOf(p, beta), peerRows: rows })
    if (fs.length === 0) continue
    const cases = casesOfForecasts(fs)
    const s = summariseBacktest(cases)
    model += w * s.n * s.model.brier
    baseline += w * s.n * s.baseline.brier
    if (ece(s.n * w, s.model.ece)) met++
    perProvince.set(p, [...(perProvince.get(p) ?? []), `${pct(1 - s.model.brier / s.baseline.brier)} % / ${s.model.ece.toFixed(4)}`])
    for (const c of cases) {
      const bin = bins[Math.min(9, Math.max(0, Math.floor(c.model * 10)))]!
      bin[0]! += w
      bin[1]! += w * c.model
      bin[2]! += w * c.outcome
    }
  }
  const total = bins.reduce((a, b) => a + b[0]!, 0)
  const pooledEce = bins.reduce((a, [n, p, o]) => (n! > 0 ? a + Math.abs(p! - o!) : a), 0) / total
  console.log(`| ${beta} | ${pct(1 - model / baseline)} % | ${pooledEce.toFixed(4)} | ${met} of ${validation.size} |`)
}
console.log('| province (validation year) | β = 0, then each other candidate: Brier below baseline / ECE |')
console.log('| --- | --- |')
for (const [p, cells] of perProvince) console.log(`| ${p} ${validation.get(p)} | ${cells.join(' | ')} |`)
