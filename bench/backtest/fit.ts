// Fits the admission-model parameters on training target years (before each province's held-out year).
// Usage: node --import tsx bench/backtest/fit.ts [--brier] [--start params.json] [--rounds N] [--per-province]
//        [--validate] [--only province,…] [--skip-global]
// Prints the fitted parameters and train/held-out metrics; paste the result into admission-model data.
import { readFileSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  backtestCases,
  defaultAdmissionModel,
  brierScore,
  logLoss,
  summariseBacktest,
  type AdmissionModelParams,
  type BacktestRow,
} from '@gk/domain'
import { readBacktestRows } from './read-backtest-rows.ts'
import { heldOutYears } from './held-out-years.ts'

const dataDir = join(dirname(fileURLToPath(import.meta.url)), 'data')
const onlyIndex = process.argv.indexOf('--only')
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1]!.split(',') : undefined
const provinces = Object.keys(heldOutYears)
const refined = only ?? provinces
const data = new Map<string, BacktestRow[]>(
  provinces.map((p) => [p, readBacktestRows(join(dataDir, `${p}.csv.gz`))]),
)

// fitting on a fixed, hash-chosen sample of at most ~6 000 units per province keeps a loss evaluation fast
function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}
const samples = new Map<string, BacktestRow[]>()
for (const [p, rows] of data) {
  const units = new Set(rows.map((r) => r.unitId)).size
  const keep = Math.min(1, 6000 / units)
  samples.set(
    p,
    rows.filter((r) => (hash(r.unitId) % 10_000) / 10_000 < keep),
  )
}

const localNames: Numeric[] = [
  'spreadFloor',
  'volatilityWeight',
  'tailWeight',
  'zShift',
  'levelShift',
  'fewYearsInflation',
  'levelSlope',
  'cohortElasticity',
  'seatElasticity',
  'trendWeight',
  'countNoise',
  'smallPlanInflation',
  'peerReversion',
  'gapInflation',
  'skew',
]

const objective = process.argv.includes('--brier') ? 'brier' : 'logLoss'

type Numeric = Exclude<keyof AdmissionModelParams, 'recencyWeights'>
const multiplicative: Numeric[] = [
  'spreadFloor',
  'volatilityWeight',
  'levelSlope',
  'countNoise',
  'smallPlanInflation',
  'fewYearsInflation',
  'gapInflation',
  'tailWeight',
  'tailScale',
  'planElasticity',
  'zScale',
]
const additive: Numeric[] = [
  'trendWeight',
  'levelShift',
  'zShift',
  'seatElasticity',
  'cohortElasticity',
  'peerReversion',
  'skew',
]

function trainingRows(province: string): BacktestRow[] {
  return samples.get(province)!.filter((r) => r.year < heldOutYears[province]!)
}

function allTrainingRows(province: string): BacktestRow[] {
  return data.get(province)!.filter((r) => r.year < heldOutYears[province]!)
}

// training sets with a skipped year teach the gap widening (浙江 2023 is missing): predict year Y from Y−2 and older
const gapSets = new Map<string, { rows: BacktestRow[]; targetYear: number }>([
  [
    'shandong-gap',
    { rows: trainingRows('shandong').filter((r) => r.year !== 2023), targetYear: 2024 },
  ],
  [
    'shanghai-gap',
    { rows: trainingRows('shanghai').filter((r) => r.year !== 2022), targetYear: 2023 },
  ],
])

function loss(params: AdmissionModelParams, which: readonly string[]): number {
  let total = 0
  for (const p of which) {
    const gap = gapSets.get(p)
    const cases = gap
      ? backtestCases(gap.rows, { params, targetYear: gap.targetYear })
      : backtestCases(trainingRows(p), { params })
    const forecasts = cases.map((c) => ({ probability: c.model, outcome: c.outcome }))
    total += objective === 'brier' ? brierScore(forecasts) : logLoss(forecasts)
  }
  return total / which.length
}

function fit(
  start: AdmissionModelParams,
  which: readonly string[],
  names: readonly Numeric[],
  rounds: number,
): AdmissionModelParams {
  let best = start
  let bestLoss = loss(best, which)
  for (let round = 0; round < rounds; round++) {
    const stepScale = 1 / (round + 1)
    for (const name of names) {
      const current = best[name]
      const candidates = additive.includes(name)
        ? [-0.2, -0.05, 0.05, 0.2].map((d) => current + d * stepScale)
        : [0.5, 0.8, 1.25, 2].map((f) =>
            current === 0 ? f * 0.05 : current * (1 + (f - 1) * stepScale),
          )
      if (!additive.includes(name)) candidates.push(0)
      for (const value of candidates) {
        if (name === 'tailWeight' && (value < 0 || value > 0.6)) continue
        if (name === 'tailScale' && value < 1) continue
        if (name === 'skew' && Math.abs(value) > 0.8) continue
        const trial = { ...best, [name]: value }
        const l = loss(trial, which)
        if (l < bestLoss - 1e-6) {
          best = trial
          bestLoss = l
        }
      }
    }
    for (const weights of [
      [0.5, 0.3, 0.2],
      [0.6, 0.25, 0.15],
      [0.7, 0.2, 0.1],
      [0.4, 0.35, 0.25],
      [0.34, 0.33, 0.33],
      [1],
      [0.6, 0.4],
    ]) {
      const trial = { ...best, recencyWeights: weights }
      const l = loss(trial, which)
      if (l < bestLoss - 1e-6) {
        best = trial
        bestLoss = l
      }
    }
    console.error(`round ${round} [${which.join(',')}] train ${objective} ${bestLoss.toFixed(5)}`)
  }
  return best
}

function report(params: AdmissionModelParams, province: string): object {
  const rows = data.get(province)!
  const heldOut = summariseBacktest(
    backtestCases(rows, { targetYear: heldOutYears[province]!, params }),
  )
  const train = summariseBacktest(backtestCases(allTrainingRows(province), { params }))
  const r = (x: number): number => Math.round(x * 10000) / 10000
  return {
    province,
    train: {
      n: train.n,
      brier: r(train.model.brier),
      baseline: r(train.baseline.brier),
      ece: r(train.model.ece),
    },
    heldOut: {
      year: heldOutYears[province],
      n: heldOut.n,
      brier: r(heldOut.model.brier),
      baseline: r(heldOut.baseline.brier),
      improvement: r(1 - heldOut.model.brier / heldOut.baseline.brier),
      ece: r(heldOut.model.ece),
      baselineEce: r(heldOut.baseline.ece),
    },
  }
}

const startIndex = process.argv.indexOf('--start')
const start: AdmissionModelParams =
  startIndex >= 0
    ? {
        ...defaultAdmissionModel,
        ...(JSON.parse(
          readFileSync(process.argv[startIndex + 1]!, 'utf8'),
        ) as Partial<AdmissionModelParams>),
      }
    : defaultAdmissionModel
const roundsIndex = process.argv.indexOf('--rounds')
const rounds = roundsIndex >= 0 ? Number(process.argv[roundsIndex + 1]) : 3
if (process.argv.includes('--validate')) {
  // nested check: refine on the training years before the last one, judge on the last training year
  for (const p of refined) {
    const years = [...new Set(data.get(p)!.map((r) => r.year))]
      .filter((y) => y < heldOutYears[p]!)
      .sort()
    const last = years[years.length - 1]!
    const targets = years.filter((y) => y < last && years.some((e) => e < y))
    if (targets.length === 0) {
      console.log(
        JSON.stringify({
          province: p,
          validation: 'only one training year: nothing to validate on',
        }),
      )
      continue
    }
    const saved = heldOutYears[p]!
    heldOutYears[p] = last
    const refined = fit(
      start,
      p === 'zhejiang' ? [p, 'shandong-gap', 'shanghai-gap'] : [p],
      localNames,
      2,
    )
    const judge = (params: AdmissionModelParams): number =>
      brierScore(
        backtestCases(
          data.get(p)!.filter((r) => r.year <= last),
          { params, targetYear: last },
        ).map((c) => ({ probability: c.model, outcome: c.outcome })),
      )
    console.log(
      JSON.stringify({
        province: p,
        validationYear: last,
        globalBrier: judge(start),
        refinedBrier: judge(refined),
      }),
    )
    heldOutYears[p] = saved
  }
  process.exit(0)
}

const global = process.argv.includes('--skip-global')
  ? start
  : fit(start, [...provinces, ...gapSets.keys()], [...multiplicative, ...additive], rounds)
console.log(JSON.stringify({ global }, null, 2))
for (const p of refined) console.log(JSON.stringify(report(global, p)))
if (process.argv.includes('--per-province')) {
  const local = localNames
  for (const p of refined) {
    const params = fit(
      global,
      p === 'zhejiang' ? [p, 'shandong-gap', 'shanghai-gap'] : [p],
      local,
      2,
    )
    console.log(JSON.stringify({ province: p, params }))
    console.log(JSON.stringify(report(params, p)))
  }
}
