import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultAdmissionModel, type AdmissionModelParams } from './admission-model.ts'
import { commonShift, commonShiftVariance } from './common-shift.ts'
import { estimateAdmissionLine, type AdmissionHistoryYear } from './estimate-admission-line.ts'

const params: AdmissionModelParams = {
  ...defaultAdmissionModel,
  cohortElasticity: 0.5,
  seatElasticity: 0.25,
  lineElasticity: 1,
  yearShiftSpreadKnown: 0.03,
  yearShiftSpread: 0.08,
  missingCohortSpread: 0.05,
  missingPlanSpread: 0.04,
}

describe('commonShift', () => {
  it('moves every unit by the control line’s rank shift, the cohort and the seats', () => {
    expect(commonShift({ lineRank: 100_000 }, { lineRank: 110_000 }, params)).toBeCloseTo(Math.log(1.1), 12)
    expect(commonShift({ totalCandidates: 500_000, totalSeats: 100_000 }, { totalCandidates: 600_000, totalSeats: 90_000 }, params)).toBeCloseTo(
      0.5 * Math.log(1.2) + 0.25 * Math.log(0.9),
      12,
    )
  })

  it('leaves a term out when either side is missing', () => {
    expect(commonShift({ lineRank: 100_000 }, {}, params)).toBe(0)
    expect(commonShift({}, { totalCandidates: 1, lineRank: 5 }, params)).toBe(0)
  })

  it('is additive over years: shifting A→B then B→C equals A→C', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 900_000 }), fc.integer({ min: 1_000, max: 900_000 }), fc.integer({ min: 1_000, max: 900_000 }), (a, b, c) => {
        const ab = commonShift({ lineRank: a }, { lineRank: b }, params)
        const bc = commonShift({ lineRank: b }, { lineRank: c }, params)
        expect(ab + bc).toBeCloseTo(commonShift({ lineRank: a }, { lineRank: c }, params), 9)
      }),
    )
  })
})

describe('commonShiftVariance', () => {
  it('is smaller when the line shift is known and larger when the cohort is unknown', () => {
    expect(commonShiftVariance(true, { totalCandidates: 1 }, params)).toBeCloseTo(0.03 ** 2, 12)
    expect(commonShiftVariance(false, { totalCandidates: 1 }, params)).toBeCloseTo(0.08 ** 2, 12)
    expect(commonShiftVariance(true, {}, params)).toBeCloseTo(0.03 ** 2 + 0.05 ** 2, 12)
  })
})

describe('missing inputs widen, they do not move the centre', () => {
  const history: AdmissionHistoryYear[] = [
    { year: 2024, minRank: 20_000, planCount: 30, totalCandidates: 500_000 },
    { year: 2023, minRank: 21_000, planCount: 30, totalCandidates: 500_000 },
    { year: 2022, minRank: 19_500, planCount: 30, totalCandidates: 500_000 },
  ]
  const strip = (h: AdmissionHistoryYear): AdmissionHistoryYear => ({ year: h.year, minRank: h.minRank })

  it('a full target vs a bare one: same centre (cohort unchanged), wider spread and interval', () => {
    const full = estimateAdmissionLine(history, { year: 2025, planCount: 30, totalCandidates: 500_000 }, params)!
    const bare = estimateAdmissionLine(history.map(strip), { year: 2025 }, params)!
    expect(bare.logBaseline).toBeCloseTo(full.logBaseline, 1)
    expect(bare.spread).toBeGreaterThan(full.spread)
    expect(bare.likelyRange.high / bare.likelyRange.low).toBeGreaterThan(full.likelyRange.high / full.likelyRange.low)
  })

  it('for any history, dropping totals and plans never narrows the spread', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 100, max: 200_000 }), { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 200 }), (ranks, plan) => {
        const h = ranks.map((minRank, i) => ({ year: 2024 - i, minRank, planCount: plan, totalCandidates: 400_000 }))
        const full = estimateAdmissionLine(h, { year: 2025, planCount: plan, totalCandidates: 400_000 }, params)!
        const bare = estimateAdmissionLine(h.map(strip), { year: 2025 }, params)!
        expect(bare.spread).toBeGreaterThanOrEqual((full.spread * (1 - 1e-9)) / (1 + params.smallPlanInflation))
      }),
    )
  })
})
