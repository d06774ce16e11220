import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { probabilityFromLine } from './admission-probability.ts'
import { confidenceOfInterval, lineInterval, lineQuantileRank } from './line-interval.ts'
import { type LineDistribution } from './line-distribution.ts'

const lineArb = fc.record({
  logCentre: fc.double({ min: 3, max: 13, noNaN: true }),
  logSpread: fc.double({ min: 0.02, max: 0.8, noNaN: true }),
  skew: fc.double({ min: -0.5, max: 0.5, noNaN: true }),
  tailWeight: fc.double({ min: 0, max: 0.5, noNaN: true }),
  tailScale: fc.double({ min: 1, max: 6, noNaN: true }),
})
const toLine = (l: { logCentre: number; logSpread: number; skew: number; tailWeight: number; tailScale: number }): LineDistribution => ({
  logCentre: l.logCentre,
  logSpread: l.logSpread,
  upperScale: 1 + l.skew,
  lowerScale: 1 - l.skew,
  tailWeight: l.tailWeight,
  tailScale: l.tailScale,
})
const wide = { probabilityMin: 0, probabilityMax: 1 }

describe('lineQuantileRank', () => {
  it('inverts P(line ≥ r): the probability at the p-quantile rank is p', () => {
    fc.assert(
      fc.property(lineArb, fc.double({ min: 0.02, max: 0.98, noNaN: true }), (l, p) => {
        const line = toLine(l)
        const rank = lineQuantileRank(line, p)
        // a rank below 1 does not exist (a tiny centre with a heavy tail): the probability is read at rank 1 there
        fc.pre(rank >= 1)
        expect(probabilityFromLine(rank, line, wide)).toBeCloseTo(p, 5)
      }),
    )
  })

  it('gives the centre as the median of a symmetric line', () => {
    const line = toLine({ logCentre: Math.log(8_000), logSpread: 0.2, skew: 0, tailWeight: 0.1, tailScale: 3 })
    expect(lineQuantileRank(line, 0.5)).toBeCloseTo(8_000, 3)
  })
})

describe('lineInterval', () => {
  it('is ordered low ≤ median ≤ high and widens with the spread', () => {
    fc.assert(
      fc.property(lineArb, (l) => {
        const i = lineInterval(toLine(l))
        expect(i.low).toBeLessThanOrEqual(i.median)
        expect(i.median).toBeLessThanOrEqual(i.high)
        const w = lineInterval(toLine({ ...l, logSpread: l.logSpread * 1.5 }))
        expect(w.high / w.low).toBeGreaterThanOrEqual((i.high / i.low) * (1 - 1e-6))
      }),
    )
  })
})

describe('confidenceOfInterval', () => {
  const facts = { years: 3, isDerived: false, cap: 2 }
  it.each([
    [{ low: 8_000, median: 10_000, high: 12_000 }, 'high'],
    [{ low: 7_000, median: 10_000, high: 15_000 }, 'medium'],
    [{ low: 5_000, median: 10_000, high: 20_000 }, 'low'],
  ] as const)('%o → %s', (interval, expected) => {
    expect(confidenceOfInterval(interval, facts)).toBe(expected)
  })

  it('derived history is always low, a single year never high, and the province cap applies', () => {
    const narrow = { low: 9_500, median: 10_000, high: 10_500 }
    expect(confidenceOfInterval(narrow, { ...facts, isDerived: true })).toBe('low')
    expect(confidenceOfInterval(narrow, { ...facts, years: 1 })).toBe('medium')
    expect(confidenceOfInterval(narrow, { ...facts, cap: 1 })).toBe('medium')
    expect(confidenceOfInterval(narrow, { ...facts, cap: 0 })).toBe('low')
  })
})
