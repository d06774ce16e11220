// Experiment (issue #30, ADR 075): why units with a plan of ≤ 5 seats are worse calibrated than the rank-gap rule. On
// every province's scoreable years before its headline year (never a scored year), per plan kind: the median
// |ln(actual ÷ median)| ÷ spread (1 → the spread fits; the pooled reference is about 0.65), the mean signed log error,
// ECE and Brier improvement; then the same for trial values of `smallPlanInflation` (the spread's 1 + k ÷ √plan).
// node --import tsx bench/backtest/small-plan-experiment.ts [--headline]
import { admissionModelFor, calibratedAdmissionModels, casesOfForecasts, summariseBacktest, type BacktestForecast } from '@gk/domain'
import { FIT_UNITS, runProtocol } from './protocol.ts'
import { sampleUnits, scoreableYears } from './provinces.ts'
import { forecastsOf, recalBlocks, weightOf } from './recalibrate.ts'
import { withStepDown } from './llyo-step-down.ts'
import llyo from './llyo-params.json' with { type: 'json' }

const headline = process.argv.includes('--headline')
const { provinces, latest } = runProtocol(false, () => {})
const sampled = new Map([...provinces].map(([p, rows]) => [p, sampleUnits(rows, FIT_UNITS * 4)]))
const scoreable = new Map([...provinces].map(([p, rows]) => [p, new Set(scoreableYears(rows))]))
const blocks = recalBlocks(sampled, provinces, (p, y) => scoreable.get(p)!.has(y) && (headline ? y === latest.get(p) : y < (latest.get(p) ?? 0)))
const stepDown = llyo.stepDown as Record<string, 0 | 1>
const weight = weightOf(blocks)
const kind = (f: BacktestForecast): string => {
  const plan = f.planCount ?? (f as unknown as { target: { planCount?: number } }).target.planCount
  return plan === undefined ? 'unknown' : plan <= 5 ? '≤ 5' : plan <= 20 ? '6–20' : '> 20'
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!
for (const k of [undefined, 0.15, 0.25, 0.35]) {
  // as it would ship: the global set's term; 浙江, 江苏 and 上海 keep their refinements' own value
  const paramsOf = (p: string) => {
    const params = withStepDown(admissionModelFor(p), stepDown[p])
    return k === undefined || calibratedAdmissionModels[p]?.smallPlanInflation !== undefined ? params : { ...params, smallPlanInflation: k }
  }
  const list = forecastsOf(llyo.volatilityPrior, blocks, paramsOf)
  const byKind = new Map<string, BacktestForecast[]>()
  for (const f of list) (byKind.get(kind(f)) ?? byKind.set(kind(f), []).get(kind(f))!).push(f)
  console.log(`smallPlanInflation ${k ?? 'as shipped'}`)
  for (const [name, fs] of [...byKind].sort()) {
    const z = fs.map((f) => Math.abs(Math.log(f.actual / f.estimate.baselineRank)) / f.estimate.spread)
    const w = fs.map(weight)
    const bias = fs.reduce((s, f, i) => s + w[i]! * Math.log(f.actual / f.estimate.baselineRank), 0) / w.reduce((a, b) => a + b, 0)
    const m = summariseBacktest(casesOfForecasts(fs))
    console.log(
      `  plan ${name}: units ${fs.length}, median |z| ${median(z).toFixed(3)}, mean ln(actual/median) ${bias.toFixed(3)}, ECE ${m.model.ece.toFixed(4)} (baseline ${m.baseline.ece.toFixed(4)}), improvement ${(100 * (1 - m.model.brier / m.baseline.brier)).toFixed(1)} %`,
    )
    if (name === '≤ 5')
      console.log('   bins', m.model.reliability.map((b) => `${b.meanProbability?.toFixed(2)}→${b.observedRate?.toFixed(2)} (${b.count})`).join(' '))
  }
}
