import { describe, expect, it } from 'vitest'
import { calendarTargetYear, freshnessNote, provinceSeason, rankTableNote, seasonAt } from './season.ts'

// fixed clocks on both sides of each turn; years below are test data, not rules
const autumn = Date.parse('2026-11-27T04:00:00Z')
const earlySummer = Date.parse('2027-06-10T04:00:00Z')
const lateSummer = Date.parse('2027-07-25T04:00:00Z')

describe('calendarTargetYear', () => {
  it('plans for next summer’s exam from September on', () => {
    expect(calendarTargetYear(autumn)).toBe(2027)
    expect(calendarTargetYear(Date.parse('2026-09-01T00:00:00+08:00'))).toBe(2027)
  })

  it('keeps this year’s exam as the target until the season turns', () => {
    expect(calendarTargetYear(earlySummer)).toBe(2027)
    expect(calendarTargetYear(lateSummer)).toBe(2027)
    expect(calendarTargetYear(Date.parse('2027-08-31T23:59:00+08:00'))).toBe(2027)
  })

  it('turns on the Beijing date, not the UTC one', () => {
    // 2027-08-31T16:30Z is already 1 September in Beijing
    expect(calendarTargetYear(Date.parse('2027-08-31T16:30:00Z'))).toBe(2028)
    expect(calendarTargetYear(Date.parse('2027-08-31T15:30:00Z'))).toBe(2027)
  })
})

describe('provinceSeason', () => {
  it('rests on the newest results the data has, said per province', () => {
    const withNew = provinceSeason(autumn, { province: '37', resultYears: [2024, 2025, 2026], rankTableYears: [2025, 2026] })
    expect(withNew).toMatchObject({ targetYear: 2027, newestResultsYear: 2026, newestRankTableYear: 2026, hasTargetRankTable: false, isResultsBehind: false })
    expect(withNew.resultYears).toEqual([2026, 2025, 2024])
    const behind = provinceSeason(autumn, { province: '41', resultYears: [2024, 2025], rankTableYears: [2025] })
    expect(behind).toMatchObject({ targetYear: 2027, newestResultsYear: 2025, isResultsBehind: true })
  })

  it('moves a province on once its target year’s ordinary results are real', () => {
    const before = provinceSeason(lateSummer, { province: '37', resultYears: [2025, 2026], rankTableYears: [2026, 2027] })
    expect(before).toMatchObject({ targetYear: 2027, newestResultsYear: 2026, hasTargetRankTable: true })
    const after = provinceSeason(lateSummer, { province: '37', resultYears: [2025, 2026, 2027], rankTableYears: [2026, 2027] })
    expect(after).toMatchObject({ targetYear: 2028, newestResultsYear: 2027, newestRankTableYear: 2027, hasTargetRankTable: false })
  })

  it('does not move a province on before the calendar does', () => {
    // stray old years never pull the target back
    expect(provinceSeason(autumn, { province: '54', resultYears: [2019], rankTableYears: [] }).targetYear).toBe(2027)
  })

  it('copes with a province with no data at all', () => {
    expect(provinceSeason(autumn, { province: '71', resultYears: [], rankTableYears: [] })).toMatchObject({
      targetYear: 2027,
      newestResultsYear: null,
      newestRankTableYear: null,
      hasTargetRankTable: false,
      isResultsBehind: true,
    })
  })

  it('ignores tables of years after the target (a stray future file)', () => {
    expect(provinceSeason(autumn, { province: '11', resultYears: [2026], rankTableYears: [2026, 2030] }).newestRankTableYear).toBe(2026)
  })
})

describe('seasonAt', () => {
  it('gives each province its own target and the calendar’s', () => {
    const season = seasonAt(lateSummer, [
      { province: '37', resultYears: [2027], rankTableYears: [2027] },
      { province: '41', resultYears: [2025], rankTableYears: [2025] },
    ])
    expect(season.calendarTargetYear).toBe(2027)
    expect(season.provinces.map((p) => p.targetYear)).toEqual([2028, 2027])
  })
})

describe('rankTableNote', () => {
  it('says 尚未发布 only when the season’s exam year has no table yet', () => {
    expect(rankTableNote({ examYear: 2027, tableYear: 2026, targetYear: 2027 })).toEqual({ isEstimate: true, note: '2027年一分一段表尚未发布，按2026年表估算' })
    expect(rankTableNote({ examYear: 2026, tableYear: 2026, targetYear: 2027 })).toEqual({ isEstimate: false, note: '2026年一分一段表' })
    expect(rankTableNote({ examYear: 2027, tableYear: null, targetYear: 2027 }).isEstimate).toBe(true)
  })

  it('calls a past year’s missing table 暂未收录, not 未发布', () => {
    expect(rankTableNote({ examYear: 2026, tableYear: 2025, targetYear: 2027 }).note).toBe('2026年一分一段表暂未收录，按2025年表估算')
    expect(rankTableNote({ examYear: 2025, tableYear: 2026, targetYear: 2027 }).note).toBe('按2026年一分一段表估算')
  })
})

describe('freshnessNote', () => {
  it('names the years shown and a missing last year', () => {
    expect(freshnessNote(2027, [2025, 2024, 2023])).toBe('录取数据：2023–2025年（2026年暂未收录）；2027年按往年数据估算')
    expect(freshnessNote(2027, [2026, 2025])).toBe('录取数据：2025–2026年；2027年按往年数据估算')
    expect(freshnessNote(2028, [2027])).toBe('录取数据：2027年；2028年按往年数据估算')
    expect(freshnessNote(2027, [])).toBe('暂无2027年以前的录取数据')
  })
})
