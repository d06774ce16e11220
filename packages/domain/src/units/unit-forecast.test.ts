import { describe, expect, it } from 'vitest'
import { defaultAdmissionModel } from '../admission/admission-model.ts'
import { forecastTarget, historyYear, institutionVolatilityOf, recentYears } from './unit-forecast.ts'
import { PLACED_SOURCE, type UnitYear } from './rows.ts'

const year = (y: number, extra: Partial<UnitYear> = {}): UnitYear => ({
  year: y,
  minScore: 430,
  minRank: 59_000,
  planCount: null,
  quality: 'official',
  source: 's',
  note: '',
  isCrossTrack: false,
  ...extra,
})

describe('forecastTarget', () => {
  const target = { year: 2027, totalCandidates: 70_000 }

  it('counts the missing years of a unit that filled at the control line from the newest real line', () => {
    // 2026 results missing, 2026 line known: no year is missing for a unit whose line is the control line
    expect(forecastTarget(target, [year(2025, { isAtLine: true }), year(2024)], 2026)).toEqual({ year: 2026, totalCandidates: 70_000 })
    // two years missing, the line one year old: one year still missing
    expect(forecastTarget(target, [year(2024, { isAtLine: true })], 2025).year).toBe(2026)
  })

  it('leaves units whose line follows demand, and seasons without a newer line, as they are', () => {
    expect(forecastTarget(target, [year(2025), year(2024, { isAtLine: true })], 2026)).toBe(target)
    expect(forecastTarget({ year: 2026 }, [year(2025, { isAtLine: true })], 2026)).toEqual({ year: 2026 })
    expect(forecastTarget(target, [year(2025, { isAtLine: true })], undefined)).toBe(target)
  })

  it('skips years without a rank when finding the newest one', () => {
    expect(forecastTarget(target, [year(2025, { minRank: null }), year(2024, { isAtLine: true })], 2026).year).toBe(2025)
  })
})

describe('recentYears', () => {
  it('counts back from the newest results year, not from the target year', () => {
    // 2027 season, newest results 2025: the last three results years are 2023–2025
    expect(recentYears(2027, 2025)).toEqual({ history: 2022, fresh: 2024, schoolLine: 2023 })
    // results up to the year before the target: the same windows the calendar gives
    expect(recentYears(2027, 2026)).toEqual({ history: 2023, fresh: 2025, schoolLine: 2024 })
  })

  it('falls back to the year before the target without results, and never reaches past it', () => {
    expect(recentYears(2027, null)).toEqual(recentYears(2027, 2026))
    expect(recentYears(2027, 2027)).toEqual(recentYears(2027, 2026))
  })
})

describe('historyYear', () => {
  const ctx = { cohort: 70_000, line: 50_000 }
  it('widens a converted 文/理 year as derived, but not one the unit filled at the control line', () => {
    expect(historyYear(year(2025, { isCrossTrack: true }), ctx).isDerived).toBe(true)
    // a line-filled year's rank is the target line's own rank: no conversion error to widen for
    expect(historyYear(year(2025, { isCrossTrack: true, isAtLine: true }), ctx).isDerived).toBeUndefined()
    expect(historyYear(year(2025), ctx).isDerived).toBeUndefined()
  })

  it('flags a line from the placed third-party rows for the model’s widening, and no other source (ADR 072)', () => {
    expect(historyYear(year(2024, { source: PLACED_SOURCE, quality: 'third-party' }), ctx).isPlaced).toBe(true)
    expect(historyYear(year(2024, { source: 'gaokao-zhiyuan-site', quality: 'third-party' }), ctx).isPlaced).toBeUndefined()
  })

  it('passes the cohort and line rank it is given, and leaves out what is missing', () => {
    expect(historyYear(year(2024, { planCount: 40 }), ctx)).toEqual({ year: 2024, minRank: 59_000, planCount: 40, totalCandidates: 70_000, lineRank: 50_000 })
    expect(historyYear(year(2024), { cohort: undefined, line: undefined })).toEqual({ year: 2024, minRank: 59_000 })
  })
})

describe('institutionVolatilityOf', () => {
  const history = (a: number, b: number) => [
    { year: 2024, minRank: b },
    { year: 2023, minRank: a },
  ]
  const v = (a: number, b: number) => Math.abs(Math.log(b / a)) / Math.SQRT2

  it('gives each unit the root mean square volatility of its school’s other units in the bucket, from years before the target', () => {
    const units = [
      { schoolId: 'A', history: [{ year: 2024, minRank: 8_000 }] },
      { schoolId: 'A', history: history(10_000, 11_000) },
      { schoolId: 'A', history: [...history(10_000, 12_000), { year: 2025, minRank: 90_000 }] },
      { schoolId: 'B', history: history(20_000, 30_000) },
    ]
    const out = institutionVolatilityOf(units, 2025, defaultAdmissionModel)
    expect(out[0]).toBeCloseTo(Math.sqrt((v(10_000, 11_000) ** 2 + v(10_000, 12_000) ** 2) / 2), 12)
    // one other unit with two years is not enough; B has none
    expect(out.slice(1)).toEqual([undefined, undefined, undefined])
  })

  it('leaves units forecast from the institution’s line out, as givers and as takers', () => {
    const units = [
      { schoolId: 'A', history: history(10_000, 11_000) },
      { schoolId: 'A', history: history(10_000, 12_000) },
      { schoolId: 'A', history: history(10_000, 30_000), isBorrowed: true },
      { schoolId: 'A', history: [{ year: 2024, minRank: 9_000 }] },
    ]
    const out = institutionVolatilityOf(units, 2025, defaultAdmissionModel)
    expect(out[2]).toBeUndefined()
    expect(out[3]).toBeCloseTo(Math.sqrt((v(10_000, 11_000) ** 2 + v(10_000, 12_000) ** 2) / 2), 12)
  })
})
