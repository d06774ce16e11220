import { describe, expect, it } from 'vitest'
import { defaultAdmissionModel } from '../admission/admission-model.ts'
import { type AdmissionLineEstimate } from '../admission/estimate-admission-line.ts'
import { coverageByConfidence } from './interval-coverage.ts'
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
    const rows = coverageByConfidence([
      forecast('high', 1000),
      forecast('high', 1100),
      forecast('high', 800),
      forecast('high', 1200),
      forecast('low', 950),
    ])
    const high = rows.find((r) => r.confidence === 'high')!
    expect(high).toMatchObject({ units: 4, coverage: 0.5, below: 0.25, above: 0.25 })
    expect(high.medianHalfWidth).toBeCloseTo(Math.log(1100 / 900) / 2, 12)
    expect(rows.find((r) => r.confidence === 'low')).toMatchObject({ units: 1, coverage: 1 })
    expect(rows.find((r) => r.confidence === 'medium')!.units).toBe(0)
  })
})
