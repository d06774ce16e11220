import { describe, expect, it } from 'vitest'
import { defaultAdmissionModel } from './admission-model.ts'
import { admissionModelFor } from './calibrated-models.ts'
import { admissionProbability } from './admission-probability.ts'
import { estimateAdmissionLine } from './estimate-admission-line.ts'
import { lineDistribution } from './line-distribution.ts'
import { provinceSpreadScales } from './province-spread-scale.generated.ts'
import { MIN_SCALE_UNITS, provinceSpreadScale, spreadScaleFor } from './province-spread-scale.ts'

describe('a province spread factor from its earlier years (ADR 054)', () => {
  it('is the years’ mean log ratio to the pool, shrunk by their number', () => {
    // one year twice as wide as the pool: half the log ratio (1 ÷ (1 + 1))
    expect(provinceSpreadScale([{ medianZ: 1.28, units: 400 }], 0.64)).toBeCloseTo(Math.SQRT2, 6)
    // two years: two thirds of the mean log ratio
    expect(
      provinceSpreadScale(
        [
          { medianZ: 1.28, units: 400 },
          { medianZ: 1.28, units: 90 },
        ],
        0.64,
      ),
    ).toBeCloseTo(2 ** (2 / 3), 6)
  })

  it('is 1 without a year of enough units, and never narrows the pooled spread', () => {
    expect(provinceSpreadScale([], 0.64)).toBe(1)
    expect(provinceSpreadScale([{ medianZ: 3, units: MIN_SCALE_UNITS - 1 }], 0.64)).toBe(1)
    expect(
      provinceSpreadScale(
        [
          { medianZ: 0.3, units: 5000 },
          { medianZ: 0.4, units: 5000 },
        ],
        0.64,
      ),
    ).toBe(1)
  })

  it('widens the forecast and its interval without moving the centre', () => {
    const history = [{ year: 2024, minRank: 20_000, planCount: 10 }]
    const target = { year: 2025, planCount: 10 }
    const plain = estimateAdmissionLine(history, target, defaultAdmissionModel)!
    const wide = estimateAdmissionLine(history, target, { ...defaultAdmissionModel, provinceSpreadScale: 1.5 })!
    expect(wide.spread).toBeCloseTo(plain.spread * 1.5, 9)
    expect(wide.baselineRank).toBe(plain.baselineRank)
    expect(lineDistribution(wide, defaultAdmissionModel).logCentre).toBeCloseTo(lineDistribution(plain, defaultAdmissionModel).logCentre, 9)
    expect(wide.likelyRange.high - wide.likelyRange.low).toBeGreaterThan(plain.likelyRange.high - plain.likelyRange.low)
    // a candidate well inside the line is less sure, one well outside less hopeless
    expect(admissionProbability(14_000, wide, defaultAdmissionModel)).toBeLessThan(admissionProbability(14_000, plain, defaultAdmissionModel))
    expect(admissionProbability(28_000, wide, defaultAdmissionModel)).toBeGreaterThan(admissionProbability(28_000, plain, defaultAdmissionModel))
  })

  it('is what the app’s model of each province carries (the file the backtest writes)', () => {
    expect(Object.keys(provinceSpreadScales).length).toBeGreaterThan(0)
    for (const [province, scale] of Object.entries(provinceSpreadScales)) {
      expect(scale).toBeGreaterThan(1)
      expect(spreadScaleFor(province)).toBe(scale)
      expect(admissionModelFor(province).provinceSpreadScale).toBe(scale)
    }
    expect(spreadScaleFor('xizang')).toBe(1)
    expect(admissionModelFor('xizang').provinceSpreadScale).toBeUndefined()
  })
})
