import { describe, expect, it } from 'vitest'
import type { Lexicon } from './ai-lexicon.ts'
import { recognise } from './ai-nlu.ts'
import { dropRuledOut } from './ai-plan-exclusions.ts'
import { askedYearOf, besideYears, withRelativeYearNamed, yearsRead } from './ai-relative-years.ts'

/**
 * ADR 115, in phrasings of our own: 今年/去年/前年 count back from the year the question is asked in (the clock), the
 * answer names the year it answers, and beside it the later years the asker may mean.
 */
const lexicon = (askedYear: number | null): Lexicon => ({ phrases: new Map(), maxLength: 2, schools: new Map(), provinces: [], currentYear: 2026, askedYear })

describe('relative years read from the clock', () => {
  it('counts 去年/前年/大前年 back from the year asked in, not from the data’s newest year', () => {
    // November 2026 and March 2027 in Beijing (the evening of 31 December UTC is already the new year there)
    expect(askedYearOf(new Date('2026-11-30T04:00:00Z'))).toBe(2026)
    expect(askedYearOf(new Date('2026-12-31T20:00:00Z'))).toBe(2027)
    for (const [q, word, year2026, year2027] of [
      ['湘大去年最低多少分', '去年', 2025, 2026],
      ['那前年呢', '前年', 2024, 2025],
      ['大前年的投档线', '大前年', 2023, 2024],
      ['今年本科线出了吗', '今年', 2026, 2027],
    ] as const) {
      const late = recognise(q, lexicon(2026))
      expect([late.year, late.yearWord], q).toEqual([year2026, word])
      expect(recognise(q, lexicon(2027)).year, q).toBe(year2027)
    }
  })

  it('keeps spans and years in digits as they were', () => {
    expect(recognise('近两年的线', lexicon(2027)).year).toBeNull()
    const digits = recognise('2025年的线', lexicon(2027))
    expect([digits.year, digits.yearWord ?? null]).toEqual([2025, null])
    const two = recognise('去年和前年分别多少', lexicon(2026))
    expect([two.years, two.yearWord]).toEqual([[2024, 2025], null])
  })
})

describe('the years said beside a relative year', () => {
  const november = new Date('2026-11-30T04:00:00Z')
  const march = new Date('2027-03-01T04:00:00Z')
  it('from September adds the season’s reading (one year later) and the newest year', () => {
    expect(besideYears(2024, 2026, november)).toEqual([2025, 2026])
    expect(besideYears(2025, 2026, november)).toEqual([2026])
    expect(besideYears(2026, 2026, november)).toEqual([])
  })
  it('before September adds only the newest year (去年 is the last round already)', () => {
    expect(besideYears(2025, 2026, march)).toEqual([2026])
    expect(besideYears(2026, 2026, march)).toEqual([])
  })
  it('names the relative year at the first place the answer states it', () => {
    const e = { year: 2025, years: [], yearWord: '去年' }
    expect(withRelativeYearNamed('**湘潭大学2025年在湖南的线**：2024年…', e)).toBe('**湘潭大学去年（2025年）在湖南的线**：2024年…')
    expect(withRelativeYearNamed('只有2026年的线', e)).toBe('只有2026年的线')
    expect(withRelativeYearNamed('2025年的线', { ...e, yearWord: null })).toBe('2025年的线')
  })
  it('tells the model engine the word with the year, to name it the same way', () => {
    expect(yearsRead({ year: 2024, years: [], yearWord: '前年' })).toBe('年份=2024（“前年”按提问日期算，回答写作“前年（2024年）”）')
    expect(yearsRead({ year: 2024, years: [], yearWord: null })).toBe('年份=2024')
  })
})

describe('who rules a plan out', () => {
  it.each([
    ['湘大最低分，中外合作那种咱不考虑', '湘大最低分， '],
    ['专项的我们都不要，川大多少分', ' ，川大多少分'],
    ['预科班孩子就不看了', ' 了'],
  ])('%s', (q, read) => expect(dropRuledOut(q)).toBe(read))
})
