import { describe, expect, it } from 'vitest'
import { defaultAdmissionModel } from '../admission/admission-model.ts'
import { type AdmissionLineEstimate } from '../admission/estimate-admission-line.ts'
import { coverageByConfidence, fitIntervalWidening } from './interval-coverage.ts'
import { type BacktestForecast } from './run-backtest.ts'

const forecast = (confidence: AdmissionLineEstimate['confidence'], actual: number): BacktestForecast => ({
  province: 'p',
  year: 2025,
  unitId: `u${actual}`,
  params: defaultAdmissionModel,
  recent: 1000,
  actual,
  estimate: {
    logBaseline: Math.log(1000),
    baselineRank: 1000 as AdmissionLineEstimate['baselineRank'],
    spread: 0.1,
    likelyRange: { low: 900, high: 1100 },
    yearsUsed: [2024],
    planChange: null,
    confidence,
    isSingleYear: true,
    isDerived: false,
  },
})

describe('coverageByConfidence', () => {
  it('counts inside, below and above per label', () => {
    const rows = coverageByConfidence([forecast('high', 1000), forecast('high', 1100), forecast('high', 800), forecast('high', 1200), forecast('low', 950)])
    const high = rows.find((r) => r.confidence === 'high')!
    expect(high).toMatchObject({ units: 4, coverage: 0.5, below: 0.25, above: 0.25 })
    expect(high.medianHalfWidth).toBeCloseTo(Math.log(1100 / 900) / 2, 12)
    expect(rows.find((r) => r.confidence === 'low')).toMatchObject({ units: 1, coverage: 1 })
    expect(rows.find((r) => r.confidence === 'medium')!.units).toBe(0)
  })
})

describe('fitIntervalWidening', () => {
  // intervals 900–1100 around 1000: an actual line at 1000·1.1^k needs a factor of k (log scale)
  const at = (confidence: AdmissionLineEstimate['confidence'], k: number): BacktestForecast =>
    forecast(confidence, Math.round(1000 * (k >= 0 ? (1100 / 1000) ** k : (900 / 1000) ** -k)))

  it('is the 80th percentile of the factor each unit needs, per label, on both sides', () => {
    const high = [0.1, 0.2, 0.3, 0.4, -0.5, 0.6, -0.7, 0.8, 1.5, -2].map((k) => at('high', k))
    const widening = fitIntervalWidening(high, 10, undefined, 0)
    // 8 of 10 units need at most 0.8: a narrower interval would do (factors below 1 narrow it)
    expect(widening.high).toBeCloseTo(0.8, 2)
    expect(widening.medium).toBe(1)
    expect(widening.low).toBe(1)
  })

  it('weights units and keeps 1 for a label with too few units', () => {
    const list = [at('low', 0.5), at('low', 3)]
    expect(fitIntervalWidening(list, 3).low).toBe(1)
    expect(fitIntervalWidening(list, 1, (f) => (f.actual > 1100 ? 9 : 1)).low).toBeCloseTo(3, 1)
    expect(fitIntervalWidening(list, 1, (f) => (f.actual > 1100 ? 1 : 9), 0).low).toBeCloseTo(0.5, 1)
  })

  it("never narrows an interval below the model's own 80 % quantiles unless told", () => {
    const calm = [0.1, 0.2, 0.3, 0.4, -0.5, 0.6, -0.7, 0.8, 1.5, -2].map((k) => at('medium', k))
    expect(fitIntervalWidening(calm, 10).medium).toBe(1)
    expect(fitIntervalWidening(calm, 10, undefined, 0).medium).toBeCloseTo(0.8, 2)
    const wild = [1.2, 1.4, 1.6, 1.8, 2, 2.2, 2.4, 2.6, 3, 4].map((k) => at('medium', k))
    expect(fitIntervalWidening(wild, 10).medium).toBeCloseTo(2.6, 2)
  })

  it('takes the median of the years’ own fits, so one wild year does not set the widening of every year', () => {
    const year = (y: number, ks: number[]) => ks.map((k) => ({ ...at('medium', k), year: y, unitId: `${y}-${k}` }))
    const calm = [0.1, 0.2, 0.3, 0.4, -0.5, 0.6, -0.7, 1.1, 1.5, -2]
    const wild = [1.2, 1.4, 1.6, 1.8, 2, 2.2, 2.4, 2.6, 3, 4]
    const middling = [0.3, 0.5, 0.7, 0.9, -1, 1.1, -1.2, 1.3, 1.6, -2.5]
    const list = [...year(2022, calm), ...year(2023, middling), ...year(2024, wild)]
    // the years need 1.1, 1.3 and 2.6: the median is the middle year's; the pooled 80th percentile (2) leans on the wild year
    expect(fitIntervalWidening(list, 10).medium).toBeCloseTo(1.3, 2)
    expect(fitIntervalWidening(list, 10, undefined, 1, 'pooled').medium).toBeCloseTo(2, 2)
    // two years: the mean of the two; a year with fewer than minUnits units of the label is left out
    expect(fitIntervalWidening([...year(2022, calm), ...year(2024, wild)], 10).medium).toBeCloseTo((1.1 + 2.6) / 2, 2)
    expect(fitIntervalWidening([...year(2022, calm), ...year(2024, wild).slice(0, 5)], 10).medium).toBeCloseTo(1.1, 2)
  })
})
