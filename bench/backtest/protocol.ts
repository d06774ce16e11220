// The backtest protocol (docs/backtest.md): one fit of the app's parameters on every province's years
// before its latest, and one leave-one-province-out fold per province (fit on all other provinces,
// every year). Fitted parameters are cached in fitted-params.json; `--refit` recomputes them.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type AdmissionModelParams, type BacktestRow, type IntervalWidening } from '@gk/domain'
import { blocksOf, fitParameters, type TrainingBlock } from './fit-core.ts'
import { loadProvinces, sampleUnits, scoreableYears } from './provinces.ts'
import { fitVolatilityPrior, fitWidening, recalBlocks, recalibrate, type Overrides } from './recalibrate.ts'

const cacheFile = join(dirname(fileURLToPath(import.meta.url)), 'fitted-params.json')
const recalFile = join(dirname(fileURLToPath(import.meta.url)), 'recalibrated-params.json')
/** units per province in a fit (a fixed hash sample) and coordinate-descent rounds: fixed in advance */
export const FIT_UNITS = 250
export const FIT_ROUNDS = 2

export type Fitted = {
  /** the app's parameters: fitted on target years before each province's latest year */
  readonly heldOutYears: AdmissionModelParams
  /** per held-out province: fitted on all other provinces */
  readonly lopo: Record<string, AdmissionModelParams>
}

export type Protocol = {
  readonly provinces: Map<string, BacktestRow[]>
  /** each eligible province's latest scoreable year */
  readonly latest: Map<string, number>
  readonly fitted: Fitted
  /** the recalibration of the shipped set (ADR 028): the same two kinds of fit */
  readonly recalibrated: Recalibrated
}

export type Recalibrated = {
  readonly heldOutYears: Overrides
  readonly lopo: Record<string, Overrides>
  /** the shipped set's volatility prior (ADR 033): the app's (every province, every year) and per fold */
  readonly volatilityPrior: { readonly app: Overrides; readonly lopo: Record<string, Overrides> }
  /** the shipped probabilities with only the interval widening fitted (on top of the volatility prior above): the app's and per fold */
  readonly widening: { readonly app: IntervalWidening; readonly lopo: Record<string, IntervalWidening> }
}

export function runProtocol(refit: boolean, log: (line: string) => void, refitRecalibration = refit): Protocol {
  const provinces = loadProvinces()
  const latest = new Map<string, number>()
  for (const [p, rows] of provinces) {
    const years = scoreableYears(rows)
    if (years.length > 0) latest.set(p, years[years.length - 1]!)
  }
  let fitted: Fitted
  if (!refit && existsSync(cacheFile)) fitted = JSON.parse(readFileSync(cacheFile, 'utf8')) as Fitted
  else {
    const sampled = new Map([...provinces].map(([p, rows]) => [p, sampleUnits(rows, FIT_UNITS)]))
    const scoreable = new Map([...provinces].map(([p, rows]) => [p, new Set(scoreableYears(rows))]))
    const all: TrainingBlock[] = blocksOf(sampled, (p, y) => scoreable.get(p)!.has(y))
    log(`app fit: ${[...latest.keys()].length} provinces, years before each latest`)
    const heldOutYears = fitParameters(
      blocksOf(sampled, (p, y) => scoreable.get(p)!.has(y) && y < (latest.get(p) ?? 0)),
      FIT_ROUNDS,
      undefined,
      log,
    )
    const lopo: Record<string, AdmissionModelParams> = {}
    for (const p of latest.keys()) {
      log(`fold ${p}`)
      lopo[p] = fitParameters(
        all.filter((b) => b.name !== p),
        FIT_ROUNDS,
        undefined,
        log,
      )
    }
    fitted = { heldOutYears, lopo }
    writeFileSync(cacheFile, JSON.stringify(fitted, null, 1) + '\n')
  }
  let recalibrated: Recalibrated
  if (!refitRecalibration && existsSync(recalFile)) recalibrated = JSON.parse(readFileSync(recalFile, 'utf8')) as Recalibrated
  else {
    const sampled = new Map([...provinces].map(([p, rows]) => [p, sampleUnits(rows, FIT_UNITS)]))
    const scoreable = new Map([...provinces].map(([p, rows]) => [p, new Set(scoreableYears(rows))]))
    const isScoreable = (p: string, y: number): boolean => scoreable.get(p)!.has(y)
    log('recalibration: app fit')
    const heldOutYears = recalibrate(
      recalBlocks(sampled, provinces, (p, y) => isScoreable(p, y) && y < (latest.get(p) ?? 0)),
      log,
    )
    const all = recalBlocks(sampled, provinces, isScoreable)
    const lopo: Record<string, Overrides> = {}
    const priorLopo: Record<string, Overrides> = {}
    const wideningLopo: Record<string, IntervalWidening> = {}
    for (const p of latest.keys()) {
      log(`recalibration: fold ${p}`)
      const training = all.filter((b) => b.province !== p)
      lopo[p] = recalibrate(training, log)
      priorLopo[p] = fitVolatilityPrior(training)
      wideningLopo[p] = fitWidening(training, priorLopo[p])
    }
    const priorApp = fitVolatilityPrior(all)
    log(`volatility prior (app): ${JSON.stringify(priorApp)}`)
    recalibrated = {
      heldOutYears,
      lopo,
      volatilityPrior: { app: priorApp, lopo: priorLopo },
      widening: { app: fitWidening(all, priorApp), lopo: wideningLopo },
    }
    writeFileSync(recalFile, JSON.stringify(recalibrated, null, 2) + '\n')
  }
  return { provinces, latest, fitted, recalibrated }
}
