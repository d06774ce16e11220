import { describe, expect, it } from 'vitest'
import { defaultAdmissionModel, lineDistribution } from '@gk/domain'
import {
  gaussianBrierFloor,
  leastSquares,
  logResidual,
  median,
  minimiseOnLogScale,
  movedEstimate,
  oracleShift,
  rmsAround,
  upperShare,
} from './ceiling-oracles.ts'

const params = { ...defaultAdmissionModel, zScale: 1.2, zShift: 0.3 }
const estimate = { logBaseline: Math.log(10_000), spread: 0.1 }

describe('oracle common move', () => {
  it('is the median residual, so that half the units land on either side after the move', () => {
    expect(oracleShift([0.05, -0.02, 0.1, 0.01, 0.03])).toBe(0.03)
    expect(oracleShift([0.1, 0.2])).toBeCloseTo(0.15, 12)
    expect(oracleShift([])).toBe(0)
    expect(median([3, 1, 2])).toBe(2)
  })

  it('measures the residual from the calibrated median, not from the raw centre', () => {
    const centre = lineDistribution(estimate, params).logCentre
    expect(centre).not.toBeCloseTo(estimate.logBaseline, 6)
    expect(logResidual(estimate, params, Math.exp(centre + 0.07))).toBeCloseTo(0.07, 12)
  })

  it('moves the calibrated median by exactly the shift, whatever the spread factor', () => {
    const before = lineDistribution(estimate, params)
    for (const scale of [0.5, 1, 2.5]) {
      const moved = lineDistribution(movedEstimate(estimate, params, 0.04, scale), params)
      expect(moved.logCentre).toBeCloseTo(before.logCentre + 0.04, 12)
      expect(moved.logSpread).toBeCloseTo(before.logSpread * scale, 12)
    }
  })

  it('puts the shifted residuals around zero', () => {
    const residuals = [0.12, 0.08, 0.1, 0.3, -0.01]
    const shift = oracleShift(residuals)
    expect(median(residuals.map((r) => r - shift))).toBe(0)
    expect(rmsAround([1, -1, 1, -1], 0)).toBe(1)
  })
})

describe('empirical oracle', () => {
  it('counts the share at or above the threshold, leaving the unit itself out', () => {
    const sorted = [-0.2, -0.1, 0, 0.1, 0.2]
    expect(upperShare(sorted, 0)).toBe(0.6)
    expect(upperShare(sorted, 0, 0.1)).toBe(0.5)
    expect(upperShare(sorted, 0, -0.2)).toBe(0.75)
    expect(upperShare(sorted, 1)).toBe(0)
    expect(upperShare([0.3], 0, 0.3)).toBe(0.5)
  })
})

describe('fitting helpers', () => {
  it('finds the minimum of a function on a log scale', () => {
    const best = minimiseOnLogScale((x) => (Math.log(x) - Math.log(1.7)) ** 2, 0.2, 5)
    expect(best.x).toBeCloseTo(1.7, 3)
  })

  it('recovers the coefficients of an exact linear relation', () => {
    const X = [
      [1, 0, 2],
      [1, 1, 0],
      [1, 2, 1],
      [1, 3, 5],
      [1, -1, 4],
    ]
    const y = X.map((r) => 0.5 - 0.2 * r[1]! + 0.1 * r[2]!)
    const beta = leastSquares(X, y)
    expect(beta[0]).toBeCloseTo(0.5, 6)
    expect(beta[1]).toBeCloseTo(-0.2, 6)
    expect(beta[2]).toBeCloseTo(0.1, 6)
  })
})

describe('Gaussian floor', () => {
  it('never lets the calibrated forecast lose to the rank-gap rule, and gains most when lines barely move', () => {
    for (const s of [0.03, 0.1, 0.2, 0.4]) {
      const f = gaussianBrierFloor(s)
      expect(f.ideal).toBeLessThan(f.baseline)
    }
    const gain = (s: number) => 1 - gaussianBrierFloor(s).ideal / gaussianBrierFloor(s).baseline
    expect(gain(0.03)).toBeGreaterThan(gain(0.15))
  })
})
