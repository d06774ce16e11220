// Coordinate-descent fit of the global admission-model parameters on a set of training inputs.
// One procedure for every fit (the app's model and each leave-one-province-out fold), fixed before
// any held-out result was looked at (protocol in docs/backtest.md).
import {
  backtestInputs,
  backtestMultipliers,
  baselineProbability,
  lineDistribution,
  lineForecast,
  probabilityFromLine,
  type AdmissionModelParams,
  type BacktestInput,
  type BacktestRow,
} from '@gk/domain'
import { previousModelFor } from './previous-model.ts'

/** One training block: a province's inputs (equal say per province, scaled by √units). */
export type TrainingBlock = { readonly name: string; readonly inputs: readonly BacktestInput[] }

export type Numeric = Exclude<keyof AdmissionModelParams, 'recencyWeights' | 'intervalWidening' | 'confidenceDowngrade' | 'commonMove' | 'provinceSpreadScale'>

/** Parameters the fit moves; the rest stay at their defaults. Multiplicative ones are scales (≥ 0). */
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
  'yearShiftSpreadKnown',
  'yearShiftSpread',
  'missingCohortSpread',
  'missingPlanSpread',
  'volatilityPrior',
  'volatilityPriorWeight',
  'derivedSpread',
]
const additive: Numeric[] = ['zShift', 'skew', 'trendWeight', 'peerReversion', 'cohortElasticity', 'seatElasticity', 'lineElasticity', 'volatilityPriorSlope']

/**
 * Starting point: ADR 004's global set with the new terms switched off (run 2 of the protocol; run 1
 * started the new terms at guessed non-zero values and ended worse than ADR 004 on the large provinces,
 * see docs/backtest.md). The fit can only move away from it where the training provinces gain.
 */
export const fitStart: AdmissionModelParams = previousModelFor('')

export function blocksOf(provinces: ReadonlyMap<string, readonly BacktestRow[]>, targetFilter: (province: string, year: number) => boolean): TrainingBlock[] {
  const blocks: TrainingBlock[] = []
  for (const [name, rows] of provinces) {
    const inputs = backtestInputs(rows).filter((i) => targetFilter(name, i.year))
    if (inputs.length > 0) blocks.push({ name, inputs })
  }
  return blocks
}

export function blockBrier(params: AdmissionModelParams, inputs: readonly BacktestInput[]): number {
  let sum = 0
  let n = 0
  for (const input of inputs) {
    const core = lineForecast(input.history, input.target, params, input.peers)
    if (core === null) continue
    const line = lineDistribution(core, params)
    for (const m of backtestMultipliers) {
      const rank = Math.max(1, Math.round(input.recent * m))
      const p = probabilityFromLine(rank, line, params)
      const y = rank <= input.actual ? 1 : 0
      sum += (p - y) ** 2
      n++
    }
  }
  return n === 0 ? 0 : sum / n
}

/** Brier relative to the baseline, per block, averaged with weight √units (scale-free across provinces). */
export function trainingLoss(params: AdmissionModelParams, blocks: readonly TrainingBlock[]): number {
  let total = 0
  let weights = 0
  for (const b of blocks) {
    const w = Math.sqrt(b.inputs.length)
    total += (w * blockBrier(params, b.inputs)) / baselineBrier(b)
    weights += w
  }
  return total / weights
}

const baselines = new WeakMap<TrainingBlock, number>()
export function baselineBrier(block: TrainingBlock): number {
  const cached = baselines.get(block)
  if (cached !== undefined) return cached
  let sum = 0
  let n = 0
  for (const input of block.inputs)
    for (const m of backtestMultipliers) {
      const rank = Math.max(1, Math.round(input.recent * m))
      sum += (baselineProbability(rank, input.recent) - (rank <= input.actual ? 1 : 0)) ** 2
      n++
    }
  const value = Math.max(1e-6, sum / n)
  baselines.set(block, value)
  return value
}

export function fitParameters(
  blocks: readonly TrainingBlock[],
  rounds = 2,
  start: AdmissionModelParams = fitStart,
  log: (line: string) => void = () => {},
): AdmissionModelParams {
  return descend(start, start, [...multiplicative, ...additive], additive, (trial) => trainingLoss(trial, blocks), {
    rounds,
    tolerance: 1e-6,
    log: (round, loss) => log(`round ${round}: relative Brier ${loss.toFixed(5)}`),
  })
}

/**
 * The coordinate descent every fit of the backtest runs (the app's model, the recalibration, the experiments): per
 * round, each term in `terms` order tries a step down and up (additive terms ±0.15, scales ×0.6 and ×1.6, both
 * shrinking with the round) and, for a scale, 0; a trial is kept when it lowers the loss by more than `tolerance`.
 * A term missing from `start` starts at its value in `base`. Bounds keep the distribution's shape sane.
 */
export function descend<T extends Partial<AdmissionModelParams>>(
  start: T,
  base: AdmissionModelParams,
  terms: readonly Numeric[],
  additiveTerms: readonly Numeric[],
  loss: (trial: T) => number,
  options: { rounds: number; tolerance: number; log?: (round: number, loss: number, best: T) => void },
): T {
  let best = start
  let bestLoss = loss(best)
  for (let round = 0; round < options.rounds; round++) {
    const stepScale = 1 / (round + 1)
    for (const name of terms) {
      // a term the base leaves unset (an optional term such as placedShift) starts at 0
      const current = best[name] ?? base[name] ?? 0
      const isAdditive = additiveTerms.includes(name)
      const candidates = isAdditive
        ? [-0.15, 0.15].map((d) => current + d * stepScale)
        : [0.6, 1.6].map((f) => (current === 0 ? f * 0.05 : current * (1 + (f - 1) * stepScale)))
      if (!isAdditive) candidates.push(0)
      for (const value of candidates) {
        if (name === 'tailWeight' && value > 0.6) continue
        if (name === 'skew' && Math.abs(value) > 0.8) continue
        if (name === 'zScale' && value < 0.3) continue
        const trial = { ...best, [name]: round4(value) }
        const l = loss(trial)
        if (l < bestLoss - options.tolerance) {
          best = trial
          bestLoss = l
        }
      }
    }
    options.log?.(round, bestLoss, best)
  }
  return best
}

const round4 = (x: number): number => Math.round(x * 10_000) / 10_000

/**
 * The grid value with the lowest pooled Brier score over the blocks `keep` admits, each block weighted by its weight ×
 * its units, from every block's score at every grid value computed once (`scores[block][grid]`): the dev-time fits
 * choose one parameter over many subsets of the same blocks (training years, folds).
 */
export function pooledGridArgmin<B extends { readonly weight: number; readonly inputs: readonly unknown[] }>(
  blocks: readonly B[],
  scores: readonly (readonly number[])[],
  grid: readonly number[],
  keep: (b: B) => boolean,
): { value: number; losses: number[] } {
  const losses = grid.map((_, g) => {
    let total = 0
    let weights = 0
    blocks.forEach((b, i) => {
      if (!keep(b)) return
      total += b.weight * b.inputs.length * scores[i]![g]!
      weights += b.weight * b.inputs.length
    })
    return total / weights
  })
  return { value: grid[losses.indexOf(Math.min(...losses))]!, losses }
}
