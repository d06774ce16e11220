// Dev-time fit and check behind ADR 084 §1: does a wider spread for small plans (`smallPlanInflation`, the spread's
// 1 + k ÷ √plan) help the units with a plan of ≤ 5 seats? k is fitted on training years only — (i) the grid value with
// the lowest pooled Brier on the recalibration's blocks (1,000 units per province, each weighted by its province-year's
// full units), (ii) the k at which the small plans' median |z| equals that of the larger known plans — before each
// province's validation year (to choose) and before each headline year (the value the app would ship). 浙江, 江苏 and
// 上海 keep their refinements' own k. The ship rule, fixed before the run: on the validation year the small plans' ECE
// falls, the pooled Brier does not fall and no fewer provinces meet the ECE target.
// node --import tsx bench/backtest/small-plan-spread-experiment.ts
import { admissionModelFor, calibratedAdmissionModels, type AdmissionModelParams, type BacktestForecast } from '@gk/domain'
import { blockBrier, pooledGridArgmin } from './fit-core.ts'
import { FIT_UNITS } from './protocol.ts'
import { loadProvinces, sampleUnits, scoreableYears } from './provinces.ts'
import { forecastsOf, recalBlocks, type RecalBlock } from './recalibrate.ts'
import { scoreValidation, validationInputs } from './validation-year-score.ts'
import llyo from './llyo-params.json' with { type: 'json' }

/** the grid, fixed before the run (shipped 0.0756) */
const grid = [0, 0.0756, 0.15, 0.25, 0.4, 0.6, 0.8, 1.2]
const provinces = loadProvinces()
const years = new Map([...provinces].map(([p, rows]) => [p, scoreableYears(rows)]))
const headline = new Map([...years].map(([p, ys]) => [p, ys[ys.length - 1]!]))
const validation = new Map([...years].filter(([, ys]) => ys.length >= 2).map(([p, ys]) => [p, ys[ys.length - 2]!]))
const paramsOf = (p: string, k: number | undefined): AdmissionModelParams => {
  const params = { ...admissionModelFor(p), ...llyo.volatilityPrior }
  return k === undefined || calibratedAdmissionModels[p]?.smallPlanInflation !== undefined ? params : { ...params, smallPlanInflation: k }
}
const pct = (x: number): string => (100 * x).toFixed(1)

const sampled = new Map([...provinces].map(([p, rows]) => [p, sampleUnits(rows, FIT_UNITS * 4)]))
const blocks = recalBlocks(sampled, provinces, (p, y) => years.get(p)!.includes(y) && y < headline.get(p)!)
const yearOf = (b: RecalBlock): number => b.inputs[0]!.year
const scores = blocks.map((b) => grid.map((k) => blockBrier(paramsOf(b.province, k), b.inputs)))
const gridFit = (keep: (b: RecalBlock) => boolean): { k: number; losses: number[] } => {
  const { value, losses } = pooledGridArgmin(blocks, scores, grid, keep)
  return { k: value, losses }
}
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? NaN
const zOf = (f: BacktestForecast): number => Math.abs(Math.log(f.actual / f.estimate.baselineRank)) / f.estimate.spread
const planOf = (f: BacktestForecast): number | undefined => (f as unknown as { target: { planCount?: number } }).target.planCount
/** (ii): at k = 0 the small plans' spread is σ; the k whose 1 + k ÷ √plan brings their median |z| to the larger plans' */
const momentFit = (keep: (b: RecalBlock) => boolean): { k: number; small: number; large: number } => {
  const chosen = blocks.filter(keep)
  const fs = forecastsOf({}, chosen, (p) => paramsOf(p, 0))
  const small = fs.filter((f) => (planOf(f) ?? 99) <= 5)
  const large = fs.filter((f) => (planOf(f) ?? 0) > 5)
  const zLarge = median(large.map(zOf))
  // the median over small plans of |e| ÷ (σ (1 + k ÷ √plan)) = zLarge, solved by bisection (decreasing in k)
  const at = (k: number) => median(small.map((f) => zOf(f) / (1 + k / Math.sqrt(planOf(f)!))))
  let lo = -0.5
  let hi = 3
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2
    if (at(mid) > zLarge) lo = mid
    else hi = mid
  }
  return { k: Math.max(0, Number(((lo + hi) / 2).toFixed(3))), small: at(0), large: zLarge }
}

const beforeValidation = (b: RecalBlock) => validation.has(b.province) && yearOf(b) < validation.get(b.province)!
const beforeHeadline = (b: RecalBlock) => yearOf(b) < headline.get(b.province)!
const gridY1 = gridFit(beforeValidation)
const gridHeadline = gridFit(beforeHeadline)
const momentY1 = momentFit(beforeValidation)
const momentHeadline = momentFit(beforeHeadline)
console.log(`grid ${grid.join(' / ')}`)
console.log(`(i) before each validation year: k ${gridY1.k}, pooled Brier ${gridY1.losses.map((l) => l.toFixed(5)).join(' / ')}`)
console.log(`(i) before each headline year: k ${gridHeadline.k}, pooled Brier ${gridHeadline.losses.map((l) => l.toFixed(5)).join(' / ')}`)
console.log(`(ii) before each validation year: k ${momentY1.k} (median |z| at k = 0: plan ≤ 5 ${momentY1.small.toFixed(3)}, > 5 ${momentY1.large.toFixed(3)})`)
console.log(
  `(ii) before each headline year: k ${momentHeadline.k} (median |z| at k = 0: plan ≤ 5 ${momentHeadline.small.toFixed(3)}, > 5 ${momentHeadline.large.toFixed(3)})`,
)

const data = validationInputs(provinces)
console.log('| k | pooled Brier below the rule | pooled ECE | provinces meeting ECE | plan ≤ 5: Brier below the rule / ECE (rule) |')
console.log('| --- | --- | --- | --- | --- |')
for (const k of [...new Set([0.0756, 0, gridY1.k, momentY1.k])]) {
  const s = scoreValidation(data, (p) => paramsOf(p, k))
  console.log(
    `| ${k} | ${pct(s.improvement)} % | ${s.ece.toFixed(4)} | ${s.met} of ${s.provinces} | ${pct(s.small.improvement)} % / ${s.small.ece.toFixed(4)} (${s.small.baselineEce.toFixed(4)}) |`,
  )
}
