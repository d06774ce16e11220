import { describe, expect, it } from 'vitest'
import { baselineProbability } from './baseline-probability.ts'
import { brierScore, expectedCalibrationError, forecastMetrics, logLoss, reliabilityTable } from './forecast-metrics.ts'

const f = (probability: number, outcome: 0 | 1) => ({ probability, outcome })

describe('forecast metrics on hand-computed inputs', () => {
  it.each([
    [[f(0.8, 1), f(0.4, 0)], (0.04 + 0.16) / 2],
    [[f(1, 1), f(0, 0)], 0],
    [[f(0, 1)], 1],
    [[f(0.5, 1), f(0.5, 0)], 0.25],
  ])('brierScore %#', (forecasts, expected) => {
    expect(brierScore(forecasts)).toBeCloseTo(expected, 12)
  })

  it.each([
    [[f(0.5, 1)], Math.LN2],
    [[f(0.9, 1), f(0.9, 0)], (-Math.log(0.9) - Math.log(0.1)) / 2],
    [[f(0, 1)], -Math.log(1e-15)],
  ])('logLoss %#', (forecasts, expected) => {
    expect(logLoss(forecasts)).toBeCloseTo(expected, 10)
  })

  it('ECE weighs each bin by its share', () => {
    // bin 0: mean 0.05, rate 0 → 0.05; bin 9: mean 0.95, rate 0 → 0.95; half each
    expect(expectedCalibrationError([f(0.05, 0), f(0.95, 0)])).toBeCloseTo(0.5, 12)
    // bin 3: mean (0.3 + 0.35) / 2 = 0.325, rate 0.5 → 0.175
    expect(expectedCalibrationError([f(0.3, 1), f(0.35, 0)])).toBeCloseTo(0.175, 12)
    // perfectly calibrated within a bin
    expect(expectedCalibrationError([f(0.5, 1), f(0.5, 0)])).toBeCloseTo(0, 12)
  })

  it('reliability table uses 10 equal-width bins and puts 1.0 in the last', () => {
    const table = reliabilityTable([f(0.05, 0), f(1, 1), f(0.95, 1), f(0.55, 0)])
    expect(table).toHaveLength(10)
    expect(table[0]).toEqual({
      low: 0,
      high: 0.1,
      count: 1,
      meanProbability: 0.05,
      observedRate: 0,
    })
    expect(table[9]!.count).toBe(2)
    expect(table[9]!.meanProbability).toBeCloseTo(0.975, 12)
    expect(table[5]!.observedRate).toBe(0)
    expect(table[2]).toEqual({
      low: 0.2,
      high: 0.3,
      count: 0,
      meanProbability: null,
      observedRate: null,
    })
  })

  it('bundles everything', () => {
    const m = forecastMetrics([f(0.8, 1), f(0.4, 0)])
    expect(m.n).toBe(2)
    expect(m.brier).toBeCloseTo(0.1, 12)
  })
})

describe('baselineProbability (d = (R − r) / R)', () => {
  it.each([
    [5_000, 10_000, 0.95],
    [8_500, 10_000, 0.95],
    [8_600, 10_000, 0.7],
    [10_000, 10_000, 0.7],
    [10_100, 10_000, 0.3],
    [11_500, 10_000, 0.3],
    [11_600, 10_000, 0.05],
    [20_000, 10_000, 0.05],
  ])('r=%i R=%i → %d', (rank, recent, expected) => {
    expect(baselineProbability(rank, recent)).toBe(expected)
  })
})
