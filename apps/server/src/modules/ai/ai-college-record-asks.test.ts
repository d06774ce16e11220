import { describe, expect, it } from 'vitest'
import { yearsAsked } from './ai-answers-years.ts'
import { asksOwnNeed } from './ai-home-ruled-out.ts'
import { intentOf, read } from './ai-reading.test-kit.ts'

/**
 * ADR 125, in phrasings of our own: a college's record asked over several years or laid out in a table is that
 * record (read in the college's home province when none is said), not the asker's own need nor a 志愿表 to make.
 */
describe('a college’s record over several years', () => {
  it('counts the years in 粤语 (呢三年 is 这三年)', () => {
    for (const q of ['郑大呢三年最低几多分', '郑州大学呢两年物理类投档线']) expect(yearsAsked(read(q).text, read(q).e), q).not.toBeNull()
  })
  it('is a record, not how much the candidate needs, when a count of years is said', () => {
    for (const q of ['浙工大这三年要几分', '郑大过去两年需要多少分', '浙工大呢三年要几多分']) expect(asksOwnNeed(read(q).text, read(q).e), q).toBe(false)
    // the own need without any record stays the candidate's (the province is asked)
    expect(asksOwnNeed('浙工大要几分', read('浙工大要几分').e)).toBe(true)
  })
})

describe('a named college’s lines put in a table', () => {
  it('is not a 志愿表 to generate', () => {
    for (const q of ['麻烦整理一张表：郑州大学2026年河南物理类每个专业组的投档线', '帮我弄一张表，郑大去年河南各组的最低分'])
      expect(intentOf(q), q).not.toBe('auto_table')
  })
  it('a 志愿表 asked with a college in it stays the 志愿表', () => {
    expect(intentOf('河南物理600分，帮我生成一张志愿表，郑州大学放冲的位置')).toBe('auto_table')
  })
})
