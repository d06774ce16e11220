import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultAdmissionModel } from './admission-model.ts'
import { lineForecast } from './estimate-admission-line.ts'
import { historyVolatility, institutionVolatilities, shrunkVolatility } from './volatility-prior.ts'

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

const years = (ranks: Record<number, number>) => Object.entries(ranks).map(([year, minRank]) => ({ year: Number(year), minRank }))

describe('historyVolatility', () => {
  it('is the robust spread of ln(min rank) over the years a forecast uses, earlier years only', () => {
    expect(historyVolatility(years({ 2023: 10_000, 2024: 12_000, 2025: 50_000 }), 2025, defaultAdmissionModel)).toBeCloseTo(Math.log(1.2) / Math.SQRT2, 12)
    expect(historyVolatility(years({ 2024: 12_000, 2025: 50_000 }), 2025, defaultAdmissionModel)).toBeUndefined()
  })
})

describe('institutionVolatilities', () => {
  const history = (a: number, b: number) => years({ 2023: a, 2024: b })
  const units = [
    { institution: 'A', history: history(10_000, 11_000) },
    { institution: 'A', history: history(10_000, 13_000) },
    { institution: 'A', history: history(10_000, 10_500) },
    { institution: 'A', history: years({ 2024: 9_000 }) },
    { institution: 'B', history: history(20_000, 40_000) },
  ]
  const v = (a: number, b: number) => Math.abs(Math.log(b / a)) / Math.SQRT2

  it('is the root mean square of the other units’ volatility, the unit itself left out', () => {
    const out = institutionVolatilities(units, 2025, defaultAdmissionModel)
    expect(out[0]).toBeCloseTo(Math.sqrt((v(10_000, 13_000) ** 2 + v(10_000, 10_500) ** 2) / 2), 12)
    // a single-year unit has no volatility of its own: all three others count
    expect(out[3]).toBeCloseTo(Math.sqrt((v(10_000, 11_000) ** 2 + v(10_000, 13_000) ** 2 + v(10_000, 10_500) ** 2) / 3), 12)
  })

  it('needs two other units with two years, and never reads the target year or later', () => {
    expect(institutionVolatilities(units, 2025, defaultAdmissionModel)[4]).toBeUndefined()
    // for 2024 every unit has one earlier year only
    expect(institutionVolatilities(units, 2024, defaultAdmissionModel).every((x) => x === undefined)).toBe(true)
    const withFuture = units.map((u) => ({ ...u, history: [...u.history, { year: 2025, minRank: 99_000 }] }))
    expect(institutionVolatilities(withFuture, 2025, defaultAdmissionModel)).toEqual(institutionVolatilities(units, 2025, defaultAdmissionModel))
  })

  it('widens a single-year unit’s forecast through the prior when κ > 0, and not at all with κ = 0', () => {
    const [, , , single] = units
    const inst = institutionVolatilities(units, 2025, defaultAdmissionModel)[3]
    const on = { ...defaultAdmissionModel, volatilityPrior: 0, volatilityPriorWeight: 2 }
    const off = { ...defaultAdmissionModel, volatilityPriorWeight: 0 }
    const spread = (params: typeof defaultAdmissionModel, institutionVolatility?: number) =>
      lineForecast(single!.history, { year: 2025 }, params, institutionVolatility === undefined ? {} : { institutionVolatility })!.spread
    expect(spread(on, inst)).toBeGreaterThan(spread(on))
    expect(spread(off, inst)).toBe(spread(off))
  })
})
