// Dev-time check behind ADR 075's choice: the spread factors as before the refit or refitted, and the interval widening as
// fitted or never below 1, each fitted on the years before a validation year (every province's last scoreable year before
// its headline year) and scored on it. The headline year never enters. node --import tsx bench/backtest/validation-year-experiment.ts
import {
  admissionModelFor,
  backtestForecasts,
  casesOfForecasts,
  fitIntervalWidening,
  summariseBacktest,
  type AdmissionModelParams,
  type BacktestForecast,
  type Confidence,
  type IntervalWidening,
} from '@gk/domain'
import { FIT_UNITS } from './protocol.ts'
import { loadProvinces, sampleUnits, scoreableYears } from './provinces.ts'
import { forecastsOf, recalBlocks, weightOf } from './recalibrate.ts'
import { earlierYearFigures, scalesOf } from './spread-scale-fit.ts'
import { withStepDown } from './llyo-step-down.ts'
import llyo from './llyo-params.json' with { type: 'json' }

// the factors as shipped before ADR 075's refit (province-spread-scale.generated.ts at 4ad7ccc^, pre-ADR 072 inputs)
const before: Record<string, number> = {
  anhui: 1.123,
  chongqing: 1.108,
  fujian: 1.325,
  gansu: 1.11,
  guangdong: 1.234,
  guangxi: 1.65,
  guizhou: 1.178,
  hainan: 1.53,
  heilongjiang: 1.209,
  henan: 1.531,
  hubei: 1.045,
  hunan: 1.181,
  'inner-mongolia': 1.427,
  jiangsu: 1.024,
  jiangxi: 1.209,
  jilin: 1.326,
  ningxia: 1.193,
  qinghai: 1.308,
  shaanxi: 1.109,
  shandong: 1.033,
  shanxi: 1.582,
  sichuan: 1.224,
  tianjin: 1.279,
  yunnan: 1.12,
}
/** units per province read on the validation year (the spread factor's fit reads the same sample) */
const SCORE_UNITS = 3000
const log = (line: string): void => console.error(line)
const provinces = loadProvinces()
const years = new Map([...provinces].map(([p, rows]) => [p, scoreableYears(rows)]))
const validation = new Map([...years].filter(([, ys]) => ys.length >= 2).map(([p, ys]) => [p, ys[ys.length - 2]!]))
const refit = scalesOf(earlierYearFigures(provinces, log, 2), log).scales
const candidates: Record<string, Record<string, number>> = { 'none (1)': {}, '(a) before the refit': before, '(b) refitted before Y−1': refit }
const stepDown = llyo.stepDown as Record<string, 0 | 1>
const base = (p: string, k: number): AdmissionModelParams => {
  const { provinceSpreadScale: _own, ...params } = admissionModelFor(p)
  return k === 1 ? params : { ...params, provinceSpreadScale: k }
}
const labels: readonly Confidence[] = ['high', 'medium', 'low']
const ece = (n: number, e: number): boolean => e <= (n >= 2000 ? 0.02 : 0.025)
const pct = (x: number): string => (100 * x).toFixed(1)

const sampled = new Map([...provinces].map(([p, rows]) => [p, sampleUnits(rows, FIT_UNITS)]))
const blocks = recalBlocks(sampled, provinces, (p, y) => validation.has(p) && years.get(p)!.includes(y) && y <= validation.get(p)!)
const weight = weightOf(blocks)
const factorOf = (f: BacktestForecast): number => {
  const m = f.estimate.baselineRank
  const { low, high } = f.estimate.likelyRange
  const reach = Math.abs(Math.log((f.actual >= m ? high : low) / m))
  const need = Math.abs(Math.log(f.actual / m))
  return reach > 0 ? Math.min(5, need / reach) : need > 0 ? 5 : 0
}
const coverage = (list: readonly BacktestForecast[], w: IntervalWidening): string =>
  labels
    .map((c) => {
      const l = list.filter((f) => f.estimate.confidence === c)
      const all = l.reduce((a, f) => a + weight(f), 0)
      return `${pct(l.filter((f) => factorOf(f) <= w[c]).reduce((a, f) => a + weight(f), 0) / all)} (${l.length})`
    })
    .join(' / ')

console.log(
  '| spread factors | pooled Brier below the rank-gap rule | pooled ECE | provinces meeting ECE | widening as fitted: 高/中/低 | coverage 高/中/低 (units) | widening ≥ 1 | coverage 高/中/低 |',
)
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |')
for (const [name, scales] of Object.entries(candidates)) {
  let model = 0
  let baseline = 0
  let met = 0
  // the pooled ECE's 10 bins, each case weighted as its province's full data: [weight, Σ w·p, Σ w·outcome]
  const bins = Array.from({ length: 10 }, () => [0, 0, 0])
  for (const [p, year] of [...validation].sort()) {
    const rows = provinces.get(p)!
    const sample = sampleUnits(rows, SCORE_UNITS)
    const w = new Set(rows.map((r) => `${r.subjectType}|${r.unitId}`)).size / new Set(sample.map((r) => `${r.subjectType}|${r.unitId}`)).size
    const params = { ...base(p, scales[p] ?? 1), ...llyo.volatilityPrior }
    const fs = backtestForecasts(sample, { targetYear: year, params, peerRows: rows })
    if (fs.length === 0) continue
    const s = summariseBacktest(casesOfForecasts(fs))
    model += w * s.n * s.model.brier
    baseline += w * s.n * s.baseline.brier
    if (ece(s.n * w, s.model.ece)) met++
    log(`${name} ${p} ${year}: k ${scales[p] ?? 1} improvement ${pct(1 - s.model.brier / s.baseline.brier)} % ECE ${s.model.ece.toFixed(4)} n ${s.n}`)
    for (const c of casesOfForecasts(fs)) {
      const b = bins[Math.min(9, Math.max(0, Math.floor(c.model * 10)))]!
      b[0]! += w
      b[1]! += w * c.model
      b[2]! += w * c.outcome
    }
  }
  const total = bins.reduce((a, b) => a + b[0]!, 0)
  const pooledEce = bins.reduce((a, [n, p, o]) => (n! > 0 ? a + Math.abs(p! - o!) : a), 0) / total
  // the widening on the 250-unit blocks: fitted on the years before each validation year, read on the validation year
  const forecasts = forecastsOf(llyo.volatilityPrior, blocks, (p) => withStepDown(base(p, scales[p] ?? 1), stepDown[p]))
  const fitted = fitIntervalWidening(
    forecasts.filter((f) => f.year < validation.get(f.province)!),
    50,
    weight,
    0,
    // ADR 075's fit: every year pooled (ADR 096's median over years came later)
    'pooled',
  )
  const floored = { high: Math.max(1, fitted.high), medium: Math.max(1, fitted.medium), low: Math.max(1, fitted.low) }
  const scored = forecasts.filter((f) => f.year === validation.get(f.province))
  console.log(
    `| ${name} | ${pct(1 - model / baseline)} % | ${pooledEce.toFixed(4)} | ${met} of ${validation.size} | ${labels.map((c) => fitted[c]).join(' / ')} | ${coverage(scored, fitted)} | ${labels.map((c) => floored[c]).join(' / ')} | ${coverage(scored, floored)} |`,
  )
}
console.log(`refitted before Y−1: ${JSON.stringify(refit)}`)
