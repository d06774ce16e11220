// Dev diagnosis (ADR 084): where units with a plan of ≤ 5 seats miss, per year role (years before each province's
// validation year, the validation year, the headline year), province, source of R, plan change and years of history.
// [UNITS=2000] [K=0.387] node --import tsx bench/backtest/small-plan-diagnosis.ts
import { admissionModelFor, backtestForecasts, calibratedAdmissionModels, casesOfForecasts, summariseBacktest, type BacktestForecast } from '@gk/domain'
import { loadProvinces, sampleUnits, scoreableYears } from './provinces.ts'
import { withStepDown } from './llyo-step-down.ts'
import llyo from './llyo-params.json' with { type: 'json' }

const UNITS = Number(process.env.UNITS ?? 2000)
/** a trial `smallPlanInflation` (env K; 浙江, 江苏 and 上海 keep their own), for reading only, never to choose */
const K = process.env.K === undefined ? undefined : Number(process.env.K)
const provinces = loadProvinces()
const stepDown = llyo.stepDown as Record<string, 0 | 1>
const kind = (f: BacktestForecast): string => {
  const plan = f.planCount
  return plan === undefined ? 'unknown' : plan <= 5 ? '≤ 5' : plan <= 20 ? '6–20' : '> 20'
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? NaN
type Row = { role: string; province: string; f: BacktestForecast }
const all: Row[] = []
for (const [p, rows] of provinces) {
  const years = scoreableYears(rows)
  if (years.length === 0) continue
  const headline = years[years.length - 1]!
  const validation = years.length >= 2 ? years[years.length - 2]! : undefined
  const sample = sampleUnits(rows, UNITS)
  const shipped = { ...withStepDown(admissionModelFor(p), stepDown[p]), ...llyo.volatilityPrior, intervalWidening: llyo.widening }
  const params = K === undefined || calibratedAdmissionModels[p]?.smallPlanInflation !== undefined ? shipped : { ...shipped, smallPlanInflation: K }
  for (const y of years) {
    const role = y === headline ? 'headline' : y === validation ? 'validation' : 'train'
    for (const f of backtestForecasts(sample, { targetYear: y, params, peerRows: rows })) all.push({ role, province: p, f })
  }
}
const line = (label: string, fs: BacktestForecast[]) => {
  if (fs.length < 20) return
  const e = fs.map((f) => Math.log(f.actual / f.estimate.baselineRank))
  const z = fs.map((f, i) => Math.abs(e[i]!) / f.estimate.spread)
  const m = summariseBacktest(casesOfForecasts(fs))
  const bias = e.reduce((a, b) => a + b, 0) / e.length
  console.log(
    `${label.padEnd(34)} units ${String(fs.length).padStart(6)} bias ${bias.toFixed(3)} med|e| ${median(e.map(Math.abs)).toFixed(3)} med spread ${median(fs.map((f) => f.estimate.spread)).toFixed(3)} med|z| ${median(z).toFixed(3)} ECE ${m.model.ece.toFixed(4)} (base ${m.baseline.ece.toFixed(4)}) impr ${(100 * (1 - m.model.brier / m.baseline.brier)).toFixed(1)} %`,
  )
  return m
}
for (const role of ['train', 'validation', 'headline']) {
  console.log(`== ${role}`)
  const rs = all.filter((r) => r.role === role)
  for (const k of ['≤ 5', '6–20', '> 20', 'unknown'])
    line(
      `plan ${k}`,
      rs.filter((r) => kind(r.f) === k).map((r) => r.f),
    )
  const small = rs.filter((r) => kind(r.f) === '≤ 5')
  for (const s of [1, 2, 3, 4, 5])
    line(
      `  plan = ${s}`,
      small.filter((r) => r.f.planCount === s).map((r) => r.f),
    )
  const m = line(
    '  ≤ 5 all',
    small.map((r) => r.f),
  )
  if (m) console.log('   bins', m.model.reliability.map((b) => `${b.meanProbability?.toFixed(2)}→${b.observedRate?.toFixed(2)} (${b.count})`).join(' '))
  for (const p of [...new Set(small.map((r) => r.province))].sort())
    line(
      `  ${p}`,
      small.filter((r) => r.province === p).map((r) => r.f),
    )
  const change = (f: BacktestForecast): string => {
    const c = f.estimate.planChange
    return c === null || c === undefined ? 'plan change unknown' : c < 0.9 ? 'plan fell' : c > 1.1 ? 'plan rose' : 'plan same'
  }
  const lastMove = (f: BacktestForecast): string => {
    const d = Math.log(f.estimate.baselineRank / f.recent)
    return d < -0.05 ? 'centre below R' : d > 0.05 ? 'centre above R' : 'centre near R'
  }
  for (const [name, key] of [
    ['source', (f: BacktestForecast) => f.source ?? 'official file'],
    ['change', change],
    ['years', (f: BacktestForecast) => `years ${f.estimate.yearsUsed.length}`],
    ['move', lastMove],
  ] as const)
    for (const k of [...new Set(small.map((r) => key(r.f)))].sort())
      line(
        `  ${name}: ${k}`,
        small.filter((r) => key(r.f) === k).map((r) => r.f),
      )
}
