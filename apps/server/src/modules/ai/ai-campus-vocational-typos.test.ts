import { describe, expect, it } from 'vitest'
import type { SchoolEntry } from './ai-lexicon.ts'
import { derivedAbbreviations } from './ai-lexicon-abbrev.ts'
import { campusForms } from './ai-lexicon-campus.ts'
import { wordsWithin } from './ai-nlu.ts'
import { fixTypos } from './ai-typos.ts'

const school = (id: string, name: string): SchoolEntry => ({ id, name, provinceCode: '42' })

/** Names and slips the v15 holdout showed (ADR 126), on made-up lists and phrasings. */
describe('a vocational college said as a 学院', () => {
  const forms = (list: SchoolEntry[]) => derivedAbbreviations(list, wordsWithin)
  it('reads 院 alone for a 职业技术学院 whose field differs from a 学院’s', () => {
    const got = forms([school('1', '武汉船舶职业技术学院'), school('2', '武汉传媒学院')])
    expect(got.get('武汉船院')?.name).toBe('武汉船舶职业技术学院')
    expect(got.get('武汉传院')?.name).toBe('武汉传媒学院')
  })
  it('leaves a form to the 学院 when a vocational college would share it', () => {
    const got = forms([school('1', '长沙航空职业技术学院'), school('2', '长沙航运学院')])
    expect(got.get('长沙航院')?.name).toBe('长沙航运学院')
  })
})

describe('a college by its short name and campus', () => {
  it('reads the kind’s short ending with the campus, bracketed or not', () => {
    expect(campusForms('中国石油大学（华东）')).toEqual(expect.arrayContaining(['石大华东', '石大（华东）', '石大(华东)', '中石油华东']))
    expect(campusForms('中国矿业大学（北京）')).toContain('矿大北京')
  })
  it('derives nothing for a name without a campus', () => {
    expect(campusForms('中国石油大学')).toEqual([])
  })
})

describe('sound slips next to a keyword', () => {
  it.each([
    ['河北文科二本现多少', '二本线'],
    ['本科现是多少分', '本科线'],
    ['这个专业毕业给什么学为', '学位'],
    ['学为证好拿吗', '学位证'],
  ])('puts 「%s」 right (%s)', (q, word) => expect(fixTypos(q)).toContain(word))
  it.each(['一本现在多少分', '上大学为了什么', '这所大学为什么好'])('leaves 「%s」 alone', (q) => expect(fixTypos(q)).toBe(q))
})
