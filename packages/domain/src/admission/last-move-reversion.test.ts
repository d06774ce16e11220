import { describe, expect, it } from 'vitest'
import { defaultAdmissionModel } from './admission-model.ts'
import { type ProvinceYearMove } from './common-move.ts'
import { lineForecast, type AdmissionHistoryYear } from './estimate-admission-line.ts'
import { lastOwnMove, revertingPart } from './last-move-reversion.ts'

const jumped: AdmissionHistoryYear[] = [
  { year: 2024, minRank: 13_000 },
  { year: 2023, minRank: 10_000 },
]
const trackMoves: ProvinceYearMove[] = [{ year: 2024, rankMove: 0.1, units: 400 }]

describe('lastOwnMove', () => {
  it('is the newest consecutive move net of the track’s move that year', () => {
    expect(lastOwnMove(jumped, trackMoves)).toBeCloseTo(Math.log(1.3) - 0.1, 12)
    expect(lastOwnMove(jumped, undefined)).toBeCloseTo(Math.log(1.3), 12)
    // a year without a measured track move nets nothing
    expect(lastOwnMove(jumped, [{ year: 2024, units: 10 }])).toBeCloseTo(Math.log(1.3), 12)
  })

  it.each([
    ['one year', jumped.slice(0, 1)],
    ['a skipped year', [jumped[0]!, { year: 2022, minRank: 10_000 }]],
    ['a converted year', [jumped[0]!, { ...jumped[1]!, isDerived: true }]],
    ['a converted newest year', [{ ...jumped[0]!, isDerived: true }, jumped[1]!]],
  ])('is 0 with %s', (_, history) => {
    expect(lastOwnMove(history, trackMoves)).toBe(0)
  })
})

describe('revertingPart', () => {
  it('is the signed part of the move beyond the threshold, 0 within it', () => {
    expect(revertingPart(0.5, 0.2)).toBeCloseTo(0.3, 12)
    expect(revertingPart(-0.5, 0.2)).toBeCloseTo(-0.3, 12)
    expect(revertingPart(0.15, 0.2)).toBe(0)
    expect(revertingPart(-0.2, 0.2)).toBe(0)
    expect(revertingPart(0.4, 0)).toBe(0.4)
  })
})

describe('lineForecast with lastMoveReversion', () => {
  const target = { year: 2025, provinceMoves: trackMoves }
  // the engine without the shipped β and threshold, so that each case sets its own
  const { lastMoveReversion: _shipped, lastMoveThreshold: _threshold, ...base } = defaultAdmissionModel
  const centre = (reversion: number | undefined, history = jumped): number =>
    lineForecast(history, target, reversion === undefined ? base : { ...base, lastMoveReversion: reversion })!.logBaseline

  it('moves the centre back by the share of the unit’s own move', () => {
    const own = Math.log(1.3) - 0.1
    expect(centre(0.3) - centre(undefined)).toBeCloseTo(-0.3 * own, 12)
    expect(centre(0)).toBe(centre(undefined))
  })

  it('does not touch a unit whose last move was not its own', () => {
    const converted = [jumped[0]!, { ...jumped[1]!, isDerived: true }]
    expect(centre(0.3, converted)).toBe(centre(undefined, converted))
  })

  it('with a threshold, reverts only the part of the move beyond it (ADR 084)', () => {
    const own = Math.log(1.3) - 0.1
    const withThreshold = (tau: number) => lineForecast(jumped, target, { ...base, lastMoveReversion: 0.3, lastMoveThreshold: tau })!.logBaseline
    expect(withThreshold(0.1) - centre(undefined)).toBeCloseTo(-0.3 * (own - 0.1), 12)
    expect(withThreshold(own + 0.01)).toBe(centre(undefined))
    expect(withThreshold(0)).toBe(centre(0.3))
  })
})
