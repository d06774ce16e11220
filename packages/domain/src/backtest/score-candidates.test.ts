import { describe, expect, it } from 'vitest'
import { backtestMultipliers, summariseBacktest } from './run-backtest.ts'
import { casesAtScores, pointOffsets, type ScoreForecast } from './score-candidates.ts'

describe('pointOffsets', () => {
  it('carries R × m onto points: better ranks are higher scores, R × 1 is the last line itself', () => {
    const offsets = pointOffsets(100)
    expect(offsets.map((o) => o.multiplier)).toEqual([...backtestMultipliers])
    expect(offsets.map((o) => o.points)).toEqual([69, 51, 36, 22, 11, 5, 0, -5, -10, -18, -26, -41, -69])
    expect(pointOffsets(50).find((o) => o.multiplier === 2)!.points).toBe(-35)
  })
})

describe('casesAtScores', () => {
  const forecast: ScoreForecast = {
    province: 'p',
    year: 2025,
    anchor: 300,
    actualScore: 305,
    probability: (s) => (s >= 305 ? 0.9 : 0.1),
    baseline: () => 0.5,
  }

  it('admits a candidate iff the score reaches the actual lowest score (a tie is admitted)', () => {
    const cases = casesAtScores(forecast, [
      { multiplier: 1, points: 0 },
      { multiplier: 0.95, points: 5 },
      { multiplier: 0.9, points: 10 },
    ])
    expect(cases.map((c) => c.outcome)).toEqual([0, 1, 1])
    expect(cases.map((c) => c.model)).toEqual([0.1, 0.9, 0.9])
    expect(cases.map((c) => c.baseline)).toEqual([0.5, 0.5, 0.5])
    expect(cases.map((c) => c.tier)).toEqual(['hidden', 'safe', 'safe'])
  })

  it('is scored by summariseBacktest like the rank cases: a perfect model beats a coin', () => {
    const summary = summariseBacktest(casesAtScores(forecast, pointOffsets(100)))
    expect(summary.n).toBe(13)
    expect(summary.model.brier).toBeCloseTo(0.01, 10)
    expect(summary.baseline.brier).toBeCloseTo(0.25, 10)
  })
})
