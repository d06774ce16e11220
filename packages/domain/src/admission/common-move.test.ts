import { describe, expect, it } from 'vitest'
import { defaultAdmissionModel, type AdmissionModelParams } from './admission-model.ts'
import { commonMoveFrom, MIN_MOVE_UNITS, provinceYearMoves, type CommonMoveParams, type ProvinceYearMove } from './common-move.ts'
import { estimateAdmissionLine, type AdmissionHistoryYear } from './estimate-admission-line.ts'

/** `count` units whose lines move by `moves[year]` (ln) each year, spread around 10 000 … */
function track(count: number, firstYear: number, moves: Record<number, number>, lastYear: number): AdmissionHistoryYear[][] {
  return Array.from({ length: count }, (_, i) => {
    let log = Math.log(10_000 + 500 * i)
    const out: AdmissionHistoryYear[] = [{ year: firstYear, minRank: Math.exp(log) }]
    for (let y = firstYear + 1; y <= lastYear; y++) {
      log += moves[y] ?? 0
      out.push({ year: y, minRank: Math.exp(log) })
    }
    return out
  })
}

const move: CommonMoveParams = { driftPrior: 0.03, yearNoise: 0.06, lineWeight: 0.5, driftYears: 3, shareElasticity: 0, spreadWeight: 1 }

describe('provinceYearMoves', () => {
  it('measures each year’s median move over the units seen in both years, before the target only', () => {
    const moves = provinceYearMoves(track(40, 2021, { 2022: 0.05, 2023: -0.02, 2024: 0.3 }, 2024), 2024)
    expect(moves.map((m) => m.year)).toEqual([2021, 2022, 2023])
    expect(moves[0]!.rankMove).toBeUndefined()
    expect(moves[1]!.rankMove).toBeCloseTo(0.05, 10)
    expect(moves[2]!.rankMove).toBeCloseTo(-0.02, 10)
    expect(moves[2]!.units).toBe(40)
  })

  it('needs MIN_MOVE_UNITS units and leaves derived (converted) years out', () => {
    expect(provinceYearMoves(track(MIN_MOVE_UNITS - 1, 2022, { 2023: 0.1 }, 2023), 2024)[1]!.rankMove).toBeUndefined()
    const derived = track(40, 2022, { 2023: 0.1 }, 2023).map((h) => h.map((y) => (y.year === 2022 ? { ...y, isDerived: true } : y)))
    expect(provinceYearMoves(derived, 2024)[1]!.rankMove).toBeUndefined()
  })
})

describe('commonMoveFrom', () => {
  const seen: ProvinceYearMove[] = [
    { year: 2022, units: 0 },
    { year: 2023, rankMove: 0.04, units: 100 },
    { year: 2024, rankMove: 0.08, units: 100 },
  ]

  it('carries the observed move of a year the unit skipped and the shrunk drift into the unseen target year', () => {
    const n = 2
    const weight = (n * 0.03 ** 2) / (n * 0.03 ** 2 + 0.06 ** 2)
    const fromNewest = commonMoveFrom(2024, seen, { year: 2025 }, move)
    expect(fromNewest.shift).toBeCloseTo(weight * 0.06, 10)
    // the unit whose newest year is 2023 moves with the province's observed 2024 move first
    expect(commonMoveFrom(2023, seen, { year: 2025 }, move).shift).toBeCloseTo(0.08 + weight * 0.06, 10)
    // only the unseen year adds uncertainty, so skipping a seen year adds none
    expect(commonMoveFrom(2023, seen, { year: 2025 }, move).variance).toBeCloseTo(fromNewest.variance, 12)
    expect(fromNewest.variance).toBeGreaterThan(0.06 ** 2)
  })

  it('shrinks all the way to 0 without a drift prior, and follows the control line by its weight', () => {
    const still = { ...move, driftPrior: 0 }
    expect(commonMoveFrom(2024, seen, { year: 2025 }, still).shift).toBe(0)
    const lines: ProvinceYearMove[] = [...seen.slice(0, 2), { ...seen[2]!, lineRank: 100_000 }]
    expect(commonMoveFrom(2024, lines, { year: 2025, lineRank: 110_000 }, still).shift).toBeCloseTo(0.5 * Math.log(1.1), 10)
  })

  it('with shareElasticity 1 carries the cohort’s change in full and measures the drift in rank share', () => {
    const share: ProvinceYearMove[] = [
      { year: 2023, units: 0, totalCandidates: 100_000 },
      { year: 2024, rankMove: Math.log(1.1), units: 100, totalCandidates: 110_000 },
    ]
    const shift = commonMoveFrom(2024, share, { year: 2025, totalCandidates: 121_000 }, { ...move, shareElasticity: 1 }).shift
    // the 2024 move was all cohort (no drift in share): the line moves with the 2025 cohort only
    expect(shift).toBeCloseTo(Math.log(1.1), 10)
  })
})

describe('estimateAdmissionLine with the common move (ADR 049)', () => {
  const params: AdmissionModelParams = { ...defaultAdmissionModel, commonMove: { ...move, driftPrior: 0 } }
  const others = track(60, 2022, { 2023: 0.02, 2024: 0.2 }, 2024)
  const skipped: AdmissionHistoryYear[] = [{ year: 2023, minRank: 20_000 }]

  it('moves a unit that skipped a year with the province’s move in that year', () => {
    const provinceMoves = provinceYearMoves([...others, skipped], 2025)
    const withMove = estimateAdmissionLine(skipped, { year: 2025, provinceMoves }, params)!
    const without = estimateAdmissionLine(skipped, { year: 2025 }, params)!
    expect(withMove.logBaseline - without.logBaseline).toBeCloseTo(0.2, 6)
  })

  it('widens a skipped year’s spread without moving its centre', () => {
    // the province was seen in 2024, no move: the unit's skipped year changes its spread only
    const provinceMoves = provinceYearMoves([...track(60, 2022, {}, 2024), skipped], 2025)
    const consecutive = estimateAdmissionLine([{ year: 2024, minRank: 20_000 }], { year: 2025, provinceMoves }, params)!
    const gap = estimateAdmissionLine(skipped, { year: 2025, provinceMoves }, params)!
    expect(gap.spread).toBeGreaterThan(consecutive.spread * 1.5)
    expect(gap.baselineRank).toBeCloseTo(consecutive.baselineRank, 6)
    expect(gap.likelyRange.high - gap.likelyRange.low).toBeGreaterThan(consecutive.likelyRange.high - consecutive.likelyRange.low)
  })

  it('keeps the centre where it was without the province’s moves', () => {
    const plain = estimateAdmissionLine(skipped, { year: 2025 }, defaultAdmissionModel)!
    expect(estimateAdmissionLine(skipped, { year: 2025 }, params)!.logBaseline).toBe(plain.logBaseline)
  })
})
