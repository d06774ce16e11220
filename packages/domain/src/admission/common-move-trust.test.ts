import { describe, expect, it } from 'vitest'
import { defaultAdmissionModel, type AdmissionModelParams } from './admission-model.ts'
import { commonMoveFrom, type CommonMoveParams, type ProvinceYearMove } from './common-move.ts'
import { commonMoveTrust } from './common-move-trust.ts'
import { estimateAdmissionLine } from './estimate-admission-line.ts'

const move: CommonMoveParams = { driftPrior: 0, yearNoise: 0.06, lineWeight: 0.5, driftYears: 3, shareElasticity: 0, spreadWeight: 0 }

/** a track whose control line rose 10 % into 2023 and 2024 while its units moved `unitMoves` */
function lined(unitMoves: readonly [number, number]): ProvinceYearMove[] {
  return [
    { year: 2022, units: 0, lineRank: 100_000 },
    { year: 2023, rankMove: unitMoves[0], units: 100, lineRank: 110_000 },
    { year: 2024, rankMove: unitMoves[1], units: 100, lineRank: 121_000 },
  ]
}

describe('commonMoveTrust (ADR 076)', () => {
  it('trusts the line in the share of earlier years where its term brought the forecast closer to the units’ move', () => {
    expect(commonMoveTrust(lined([0.05, 0.04]), 2025, 0.5).lineTrust).toBe(1)
    expect(commonMoveTrust(lined([0.05, -0.04]), 2025, 0.5).lineTrust).toBe(0.5)
    expect(commonMoveTrust(lined([-0.05, -0.04]), 2025, 0.5).lineTrust).toBe(0)
  })

  it('reads years before the target only, and trusts in full with no year to check', () => {
    expect(commonMoveTrust(lined([0.05, -0.04]), 2024, 0.5).lineTrust).toBe(1)
    expect(commonMoveTrust([{ year: 2024, units: 0, lineRank: 90_000 }], 2025, 0.5)).toEqual({ lineTrust: 1, hasNoObservedMove: true })
    expect(commonMoveTrust(lined([0.05, 0.04]), 2025, 0.5).hasNoObservedMove).toBe(false)
  })
})

describe('commonMoveFrom with the trust rules (ADR 076)', () => {
  const target = { year: 2025, lineRank: 133_100 }
  const term = 0.5 * Math.log(1.1)

  it('applies only the trusted share of the line’s term and turns the rest into uncertainty', () => {
    const checked = { ...move, lineFollowCheck: true }
    const half = commonMoveFrom(2024, lined([0.05, -0.04]), target, checked)
    expect(half.shift).toBeCloseTo(0.5 * term, 10)
    expect(half.uncertainty).toBeCloseTo(0.5 * term ** 2, 12)
    const none = commonMoveFrom(2024, lined([-0.05, -0.04]), target, checked)
    expect(none.shift).toBeCloseTo(0, 12)
    expect(none.uncertainty).toBeCloseTo(term ** 2, 12)
    // without the check the line's term is applied in full, as before ADR 076
    const unchecked = commonMoveFrom(2024, lined([-0.05, -0.04]), target, move)
    expect(unchecked.shift).toBeCloseTo(term, 10)
    expect(unchecked.uncertainty).toBe(0)
  })

  it('adds the year’s noise to a track that has never shown a move, and nothing to one that has', () => {
    const firstYear: ProvinceYearMove[] = [{ year: 2024, units: 0, lineRank: 90_000 }]
    expect(commonMoveFrom(2024, firstYear, { year: 2025 }, { ...move, unobservedMoveWeight: 1 }).uncertainty).toBeCloseTo(0.06 ** 2, 12)
    expect(commonMoveFrom(2024, firstYear, { year: 2025 }, move).uncertainty).toBe(0)
    expect(commonMoveFrom(2024, lined([0.05, 0.04]), { year: 2025 }, { ...move, unobservedMoveWeight: 1 }).uncertainty).toBe(0)
  })
})

describe('estimateAdmissionLine with an unobserved move (ADR 076)', () => {
  const history = [{ year: 2024, minRank: 20_000 }]
  const provinceMoves: ProvinceYearMove[] = [{ year: 2024, units: 0 }]
  const withWeight = (w: number): AdmissionModelParams => ({ ...defaultAdmissionModel, commonMove: { ...move, unobservedMoveWeight: w } })

  it('widens the line and keeps its centre', () => {
    const plain = estimateAdmissionLine(history, { year: 2025, provinceMoves }, withWeight(0))!
    const wide = estimateAdmissionLine(history, { year: 2025, provinceMoves }, withWeight(1))!
    expect(wide.spread ** 2).toBeCloseTo(plain.spread ** 2 + 0.06 ** 2 * (defaultAdmissionModel.provinceSpreadScale ?? 1) ** 2, 8)
    expect(wide.baselineRank).toBeCloseTo(plain.baselineRank, 6)
    expect(wide.likelyRange.high - wide.likelyRange.low).toBeGreaterThan(plain.likelyRange.high - plain.likelyRange.low)
  })

  it('does not widen a line held at the control line (it fills at the line, ADR 058)', () => {
    // the control line sits far inside the unit's line: the line is held there
    const held = { year: 2025, provinceMoves, floorRank: 10_000, lineRank: 10_000 }
    const plain = estimateAdmissionLine(history, held, withWeight(0))!
    expect(estimateAdmissionLine(history, held, withWeight(1))!.spread).toBe(plain.spread)
  })
})
