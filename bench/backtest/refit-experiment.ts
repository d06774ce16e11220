// Experiment (issue #30, ADR 061): ADR 004's global set refitted with today's engine (common move, spread factors,
// volatility prior, province refinements kept on top) by coordinate descent on the pooled Brier score — the figure
// the issue measures — on years before the scored year only. The choice to ship is made on a validation year (each
// province's last scoreable year before its headline year, the fit on the years before that one); the headline
// year is printed beside it. node --import tsx bench/backtest/refit-experiment.ts [rounds]
import { admissionModelFor, backtestMultipliers, baselineProbability, calibratedAdmissionModels, type AdmissionModelParams } from '@gk/domain'
import { descend, type Numeric } from './fit-core.ts'
import { FIT_UNITS, runProtocol } from './protocol.ts'
import { sampleUnits, scoreableYears } from './provinces.ts'
import { pooledBrier, recalBlocks, type Overrides, type RecalBlock } from './recalibrate.ts'
import llyo from './llyo-params.json' with { type: 'json' }

const rounds = Number(process.argv[2] ?? 2)
// 'spread': only the terms of the spread and the distribution's shape; the centre (trend, elasticities, reversion,
// calibration shift) stays at ADR 004's values
const spreadOnly = process.argv[3] === 'spread'
const multiplicative: Numeric[] = [
  'spreadFloor',
  'volatilityWeight',
  'levelSlope',
  'countNoise',
  'smallPlanInflation',
  'fewYearsInflation',
  'gapInflation',
  'tailWeight',
  'zScale',
  'derivedSpread',
]
const additive: Numeric[] = spreadOnly ? [] : ['zShift', 'skew', 'trendWeight', 'peerReversion', 'cohortElasticity', 'seatElasticity']

/** The province's app parameters with the refitted global terms under its own refinements. */
function paramsFor(province: string, o: Overrides): AdmissionModelParams {
  const own = calibratedAdmissionModels[province] ?? {}
  const global = Object.fromEntries(Object.entries(o).filter(([k]) => !(k in own)))
  return { ...admissionModelFor(province), ...llyo.volatilityPrior, ...global }
}
const pooled = (o: Overrides, blocks: readonly RecalBlock[]): number => pooledBrier(o, blocks, paramsFor)
const fit = (blocks: readonly RecalBlock[]): Overrides =>
  descend({}, admissionModelFor(''), [...multiplicative, ...additive], additive, (trial) => pooled(trial, blocks), {
    rounds,
    tolerance: 1e-7,
    log: (round, loss, best) => console.error(`round ${round}: ${loss.toFixed(5)} ${JSON.stringify(best)}`),
  })

const { provinces, latest } = runProtocol(false, () => {})
const sampled = new Map([...provinces].map(([p, rows]) => [p, sampleUnits(rows, FIT_UNITS)]))
const years = new Map([...provinces].map(([p, rows]) => [p, scoreableYears(rows)]))
const offset = (p: string, y: number): number => {
  const ys = years.get(p)!
  return ys.includes(y) ? ys.indexOf(latest.get(p)!) - ys.indexOf(y) : -1
}
const all = recalBlocks(sampled, provinces, (p, y) => offset(p, y) >= 0)
const baselineBrierOf = (blocks: readonly RecalBlock[]): number => {
  let total = 0
  let weights = 0
  for (const b of blocks)
    for (const i of b.inputs)
      for (const m of backtestMultipliers) {
        const rank = Math.max(1, Math.round(i.recent * m))
        const p = baselineProbability(rank, i.recent)
        total += b.weight * (p - (rank <= i.actual ? 1 : 0)) ** 2
        weights += b.weight
      }
  return total / weights
}
for (const [label, scored] of [
  ['validation (last year before the headline)', 1],
  ['headline', 0],
] as const) {
  const train = all.filter((b) => offset(b.province, b.inputs[0]!.year) > scored)
  const test = all.filter((b) => offset(b.province, b.inputs[0]!.year) === scored)
  const o = fit(train)
  const base = baselineBrierOf(test)
  const shipped = pooled({}, test)
  const refit = pooled(o, test)
  console.log(
    `${label}: shipped ${(100 * (1 - shipped / base)).toFixed(2)} % → refit ${(100 * (1 - refit / base)).toFixed(2)} % below the rank-gap rule (sampled); ${JSON.stringify(o)}`,
  )
}
