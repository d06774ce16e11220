// Dev-time fit and check behind ADR 084 §2: a last-move reversion on the part of the move beyond a threshold τ
// (`lastMoveThreshold`; ADR 079's term is τ = 0). For each τ of a grid fixed before the run, β is the least-squares
// slope of the centre's error (ln actual − centre at β = 0) on −(the move's part beyond τ), over every unit of the years
// before each province's validation year (full data), as ADR 079's (ii); τ is chosen on the validation year (pooled
// Brier, ADR 079's scoring), then β refitted for it on the years before each headline year (the value the app would
// ship). The rule, fixed before the run: keep it only if the chosen τ beats τ = 0 (its own β) on the validation year in
// pooled Brier and pooled ECE; then the headline runs decide (LLYO and LOPO Brier and pooled ECE both improve).
// node --import tsx bench/backtest/piecewise-reversion-experiment.ts
import { admissionModelFor, revertingPart, type AdmissionModelParams } from '@gk/domain'
import { lastMovePoints } from './last-move-points.ts'
import { loadProvinces, scoreableYears } from './provinces.ts'
import { scoreValidation, validationInputs, type ValidationScore } from './validation-year-score.ts'
import llyo from './llyo-params.json' with { type: 'json' }

/** the thresholds, fixed before the run (in ln rank) */
const thresholds = [0, 0.1, 0.2, 0.3, 0.5]
const provinces = loadProvinces()
const years = new Map([...provinces].map(([p, rows]) => [p, scoreableYears(rows)]))
const headline = new Map([...years].map(([p, ys]) => [p, ys[ys.length - 1]!]))
const validation = new Map([...years].filter(([, ys]) => ys.length >= 2).map(([p, ys]) => [p, ys[ys.length - 2]!]))
const paramsOf = (p: string, beta: number, tau: number): AdmissionModelParams => ({
  ...admissionModelFor(p),
  ...llyo.volatilityPrior,
  lastMoveReversion: beta,
  lastMoveThreshold: tau,
})
const pct = (x: number): string => (100 * x).toFixed(1)
const small = (s: ValidationScore): string => `${pct(s.small.improvement)} % / ${s.small.ece.toFixed(4)} (${s.small.baselineEce.toFixed(4)})`

const points = lastMovePoints(provinces, (p) => paramsOf(p, 0, 0))
/** β = −(least-squares slope of the error on the move's part beyond τ), ≥ 0 */
const betaFit = (keep: (p: string, year: number) => boolean, tau: number): { beta: number; units: number } => {
  let sx = 0,
    sy = 0,
    sxx = 0,
    sxy = 0,
    n = 0,
    beyond = 0
  for (const { p, year, x: move, e } of points) {
    if (!keep(p, year)) continue
    const x = revertingPart(move, tau)
    if (x !== 0) beyond++
    sx += x
    sy += e
    sxx += x * x
    sxy += x * e
    n++
  }
  return { beta: Math.max(0, -Number(((n * sxy - sx * sy) / (n * sxx - sx * sx)).toFixed(3))), units: beyond }
}
const beforeY1 = (p: string, y: number): boolean => validation.has(p) && y < validation.get(p)!
const beforeHeadline = (p: string, y: number): boolean => y < headline.get(p)!

const data = validationInputs(provinces)
console.log(
  '| τ | β before the validation year (units beyond τ) | β before the headline year | validation: pooled Brier below the rule | pooled ECE | provinces meeting ECE | plan ≤ 5: Brier below the rule / ECE (rule) |',
)
console.log('| --- | --- | --- | --- | --- | --- | --- |')
for (const tau of thresholds) {
  const y1 = betaFit(beforeY1, tau)
  const h = betaFit(beforeHeadline, tau)
  const s = scoreValidation(data, (p) => paramsOf(p, y1.beta, tau))
  console.log(`| ${tau} | ${y1.beta} (${y1.units}) | ${h.beta} | ${pct(s.improvement)} % | ${s.ece.toFixed(4)} | ${s.met} of ${s.provinces} | ${small(s)} |`)
}
const none = scoreValidation(data, (p) => paramsOf(p, 0, 0))
console.log(`| no reversion | 0 | 0 | ${pct(none.improvement)} % | ${none.ece.toFixed(4)} | ${none.met} of ${none.provinces} | ${small(none)} |`)
