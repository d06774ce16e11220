import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { shrunkVolatility } from './volatility-prior.ts'

const params = { volatilityPrior: 0.1, volatilityPriorSlope: 0.2, volatilityPriorWeight: 2 }

describe('shrunkVolatility', () => {
  it('returns the unit’s own value when the prior has no weight', () => {
    expect(shrunkVolatility(0.4, 3, 2, undefined, { ...params, volatilityPriorWeight: 0 })).toBe(0.4)
  })

  it('returns the level prior for a single year (no change observed)', () => {
    expect(shrunkVolatility(0, 1, 2, undefined, params)).toBeCloseTo(0.1 * (1 + 0.2 * 2), 12)
  })

  it('pools with the institution’s other units when known', () => {
    const level = 0.1 * (1 + 0.2 * 2)
    expect(shrunkVolatility(0, 1, 2, 0.3, params)).toBeCloseTo(Math.sqrt((level ** 2 + 0.09) / 2), 12)
  })

  it('lies between the prior and the own value, closer to the own value with more years', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 2, max: 6 }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        (own, years, level) => {
          const prior = 0.1 * (1 + 0.2 * level)
          const v = shrunkVolatility(own, years, level, undefined, params)
          expect(v).toBeGreaterThanOrEqual(Math.min(own, prior) - 1e-12)
          expect(v).toBeLessThanOrEqual(Math.max(own, prior) + 1e-12)
          const more = shrunkVolatility(own, years + 1, level, undefined, params)
          expect(Math.abs(more - own)).toBeLessThanOrEqual(Math.abs(v - own) + 1e-12)
        },
      ),
    )
  })
})
