import { describe, expect, it } from 'vitest'
import { forecastTarget } from './unit-build.ts'
import type { UnitYear } from './unit-drafts.ts'

const year = (y: number, extra: Partial<UnitYear> = {}): UnitYear => ({
  year: y, minScore: 430, minRank: 59_000, planCount: null, quality: 'official', source: 's', note: '', isCrossTrack: false, ...extra,
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
