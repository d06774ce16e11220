// Recalibration of the shipped model (ADR 028): keeps every province's shipped parameters and fits, on
// training provinces only, the few terms the issue adds — the province-year common shift (control-line
// elasticity and its unexplained spread), the missing-input spreads and the volatility prior — on the
// pooled Brier score, then the interval widening per label. One procedure for
// every fit (each leave-one-province-out fold and the app's fit), fixed before any held-out result.
// The volatility prior that ships (ADR 033) has its own grid fit (fitVolatilityPrior).
import {
  admissionModelFor,
  backtestInputs,
  estimateAdmissionLine,
  fitIntervalWidening,
  type AdmissionModelParams,
  type BacktestForecast,
  type BacktestRow,
  type IntervalWidening,
} from '@gk/domain'
import { blockBrier, descend, type Numeric } from './fit-core.ts'

/** What the recalibration changes on top of a province's shipped parameters. */
export type Overrides = Partial<AdmissionModelParams>

/** One training block: a province-year's sampled inputs and how many units of the full data each stands for. */
export type RecalBlock = {
  readonly province: string
  readonly inputs: ReturnType<typeof backtestInputs>
  readonly weight: number
}

// not zScale/zShift: 浙江, 江苏 and 上海 ship their own, and a shared override would replace them
const additive: Numeric[] = ['lineElasticity', 'volatilityPriorSlope']
const multiplicative: Numeric[] = [
  'yearShiftSpreadKnown',
  'yearShiftSpread',
  'missingCohortSpread',
  'missingPlanSpread',
  'volatilityPrior',
  'volatilityPriorWeight',
]

/** Province-year blocks of the sampled rows, each weighted by the full data's units in that year. */
export function recalBlocks(
  sampled: ReadonlyMap<string, readonly BacktestRow[]>,
  full: ReadonlyMap<string, readonly BacktestRow[]>,
  keep: (province: string, year: number) => boolean,
): RecalBlock[] {
  const blocks: RecalBlock[] = []
  for (const [province, rows] of sampled) {
    const fullCounts = new Map<number, number>()
    for (const i of backtestInputs(full.get(province)!)) fullCounts.set(i.year, (fullCounts.get(i.year) ?? 0) + 1)
    const byYear = new Map<number, ReturnType<typeof backtestInputs>>()
    // the sample keeps whole units; each one's institution is still measured on every unit of it
    for (const i of backtestInputs(rows, { peerRows: full.get(province)! })) {
      if (!keep(province, i.year)) continue
      const list = byYear.get(i.year)
      if (list) list.push(i)
      else byYear.set(i.year, [i])
    }
    for (const [year, inputs] of byYear) blocks.push({ province, inputs, weight: (fullCounts.get(year) ?? inputs.length) / inputs.length })
  }
  return blocks
}

/**
 * The pooled Brier score of the blocks (each sampled candidate stands for `weight` candidates) with `overrides` on
 * every province; `paramsOf` puts them on a province's app parameters (on top, unless given).
 */
export function pooledBrier(
  overrides: Overrides,
  blocks: readonly RecalBlock[],
  paramsOf: (province: string, overrides: Overrides) => AdmissionModelParams = (province, o) => ({ ...admissionModelFor(province), ...o }),
): number {
  let total = 0
  let weights = 0
  for (const b of blocks) {
    const w = b.weight * b.inputs.length
    total += w * blockBrier(paramsOf(b.province, overrides), b.inputs)
    weights += w
  }
  return total / weights
}

/** The terms the recalibration moves (ADR 028); `volatilityPriorTerms` alone is the hierarchical volatility prior. */
export const recalibratedTerms: readonly Numeric[] = [...multiplicative, ...additive]
export const volatilityPriorTerms: readonly Numeric[] = ['volatilityPrior', 'volatilityPriorWeight', 'volatilityPriorSlope']

/** Coordinate descent (2 rounds) from the shipped values, then the interval widening on the same blocks. */
export function recalibrate(
  blocks: readonly RecalBlock[],
  log: (line: string) => void = () => {},
  terms: readonly Numeric[] = recalibratedTerms,
  shipped: AdmissionModelParams = admissionModelFor(''),
): Overrides {
  const start: Overrides = Object.fromEntries([...additive, ...multiplicative].filter((k) => terms.includes(k)).map((k) => [k, shipped[k]]))
  log(`start: pooled Brier ${pooledBrier(start, blocks).toFixed(5)}`)
  const best = descend(
    start,
    shipped,
    recalibratedTerms.filter((t) => terms.includes(t)),
    additive,
    (trial) => pooledBrier(trial, blocks),
    {
      rounds: 2,
      tolerance: 1e-7,
      log: (round, loss) => log(`round ${round}: pooled Brier ${loss.toFixed(5)}`),
    },
  )
  return { ...best, intervalWidening: fitWidening(blocks, best) }
}

// Coordinate descent cannot move the prior (its level is tried while its weight is 0, the weight only with a
// zero level), so the volatility prior that ships is searched on a grid of both, slope 0 (ADR 033)
const priorWeights = [0.25, 0.5, 1, 2, 4]
const priorLevels = [0, 0.05, 0.1, 0.15]

/**
 * The hierarchical volatility prior on top of the shipped set (ADR 033): the weight κ and the level prior
 * that minimise the blocks' pooled Brier score (the institution prior enters through each input's peers);
 * κ = 0 when nothing on the grid beats it.
 */
export function fitVolatilityPrior(blocks: readonly RecalBlock[]): Overrides {
  let best: Overrides = { volatilityPrior: 0, volatilityPriorWeight: 0, volatilityPriorSlope: 0 }
  let bestLoss = pooledBrier(best, blocks)
  for (const volatilityPriorWeight of priorWeights)
    for (const volatilityPrior of priorLevels) {
      const trial = { volatilityPrior, volatilityPriorWeight, volatilityPriorSlope: 0 }
      const loss = pooledBrier(trial, blocks)
      if (loss < bestLoss - 1e-7) {
        best = trial
        bestLoss = loss
      }
    }
  return best
}

/**
 * The interval widening per shown label that makes 80 % of the blocks' actual lines fall inside; `paramsOf` replaces
 * a province's app parameters (the leave-last-year-out fit's step-down from earlier years, ADR 061).
 */
export function fitWidening(
  blocks: readonly RecalBlock[],
  overrides: Overrides = {},
  paramsOf: (province: string) => AdmissionModelParams = admissionModelFor,
): IntervalWidening {
  return fitIntervalWidening(forecastsOf(overrides, blocks, paramsOf), 50, weightOf(blocks))
}

/** The blocks' forecasts on the unwidened intervals: a province's app parameters without their widening, `overrides` on top. */
export function forecastsOf(
  overrides: Overrides,
  blocks: readonly RecalBlock[],
  paramsOf: (province: string) => AdmissionModelParams = admissionModelFor,
): BacktestForecast[] {
  const out: BacktestForecast[] = []
  for (const b of blocks) {
    // the widening is fitted on the unwidened intervals
    const { intervalWidening: _unused, ...shipped } = paramsOf(b.province)
    const params: AdmissionModelParams = { ...shipped, ...withoutWidening(overrides) }
    for (const input of b.inputs) {
      const estimate = estimateAdmissionLine(input.history, input.target, params, input.peers)
      if (estimate !== null) out.push({ ...input, estimate, params })
    }
  }
  return out
}

/** How many candidates of the full data a forecast stands for: its province-year block's weight. */
export function weightOf(blocks: readonly RecalBlock[]): (f: BacktestForecast) => number {
  const weights = new Map(blocks.map((b) => [`${b.province}|${b.inputs[0]!.year}`, b.weight]))
  return (f) => weights.get(`${f.province}|${f.year}`) ?? 1
}

function withoutWidening(overrides: Overrides): Overrides {
  const { intervalWidening: _unused, ...rest } = overrides
  return rest
}
