import { describe, expect, it } from 'vitest'
import { forecastTarget, historyYear, recentYears } from './unit-forecast.ts'
import type { UnitYear } from './unit-drafts.ts'

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

  it('passes the cohort and line rank it is given, and leaves out what is missing', () => {
    expect(historyYear(year(2024, { planCount: 40 }), ctx)).toEqual({ year: 2024, minRank: 59_000, planCount: 40, totalCandidates: 70_000, lineRank: 50_000 })
    expect(historyYear(year(2024), { cohort: undefined, line: undefined })).toEqual({ year: 2024, minRank: 59_000 })
  })
})
