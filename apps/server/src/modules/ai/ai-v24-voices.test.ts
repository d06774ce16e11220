import { describe, expect, it } from 'vitest'
import { DIALECT_CHANCE } from './ai-chance-verbs.ts'
import { trackOutside } from './ai-home-ruled-out.ts'
import type { Entities } from './ai-nlu.ts'
import { intentOf, read } from './ai-reading.test-kit.ts'
import { groupsByCollegeCode } from './ai-unit-code.ts'

// ADR 160, in phrasings of our own (not holdout v24's): the readers behind v24's single failing voices.
const ent = (over: Partial<Entities>) =>
  ({ schools: [], majors: [], score: null, rank: null, year: null, years: [], subjectType: null, ...over }) as unknown as Entities

describe('the saved score’s rank asked beside a chance word, no college named', () => {
  it.each(['我这分在河南物理类排多少名，中不中', '俺这个分能排到多少名，有戏不'])('「%s」 is no chance to clarify', (q) =>
    expect(intentOf(q)).not.toBe('clarify_chance'),
  )
  it('still asks which college when no rank is asked', () => expect(intentOf('俺这个分有戏不')).toBe('clarify_chance'))
})

describe('a 专项 line of a province with no college is its control line', () => {
  it.each(['河南国家专项那条线今年好多分', '河北地方专项的线多少', '河南专项线是不是比本科线低'])('「%s」', (q) => expect(intentOf(q)).toBe('batch_line'))
  it('leaves who may apply and a college’s 专项', () => {
    expect(intentOf('河南国家专项谁能报')).toBe('special_plan')
    expect(intentOf('郑州大学在河南的国家专项线多少')).not.toBe('batch_line')
  })
})

describe('西南官话’s 有得搞 asks a chance', () => {
  it.each(['有得搞没得', '这分有搞头不', '有没有搞头'])('「%s」', (q) => expect(DIALECT_CHANCE.test(q)).toBe(true))
  it('leaves 搞 elsewhere', () => expect(DIALECT_CHANCE.test('这个专业搞什么的')).toBe(false))
})

describe('short years written with slashes', () => {
  it('reads 23/24/25 as three years', () => expect(read('河南 物理 520分 23/24/25 位次').e.years).toEqual(expect.arrayContaining([2023, 2024, 2025])))
  it('leaves a date-like pair alone', () => expect(read('河南 物理 520分 6/25 位次').e.years).toEqual([]))
})

describe('a group numbered after the college’s code (上海 2026: 11901 for (01))', () => {
  const row = (year: number, major_group: string | null, major_name: string | null = null) => ({ year, major_group, major_name })
  const rows = [row(2026, '11901'), row(2026, '11902'), row(2026, '11904'), row(2025, '01', '某大学(01)'), row(2024, '11901')]
  it('finds the year that prints it so, not the years found by name', () =>
    expect(groupsByCollegeCode(rows, '01', new Set([2025])).map((r) => [r.year, r.major_group])).toEqual([[2026, '11901']]))
  it('needs the year’s codes to share the college’s code', () =>
    expect(groupsByCollegeCode([row(2026, '11901'), row(2026, '22802')], '01', new Set())).toEqual([]))
})

describe('a track the home province has now, asked of a year before its reform', () => {
  const neimenggu = { slug: 'neimenggu' }
  it('is the home’s track (内蒙古 物理类 of 2024 is read at home)', () =>
    expect(trackOutside(ent({ subjectType: '物理类', year: 2024 }), neimenggu, 2026)).toBe(false))
  it('keeps a track the home never has outside', () => expect(trackOutside(ent({ subjectType: '物理类', year: 2024 }), { slug: 'shandong' }, 2026)).toBe(true))
})

// ADR 162, in phrasings of our own (not holdout v25's): the voices behind v25's failing chance, subjects and clarify families.
describe('the 选科 said of the candidate beside a college’s chance', () => {
  it.each(['孩子选考物理、化学、地理，想报郑州大学，您看有没有希望', '选科物化生，郑大有戏吗', '孩子物化生，郑州大学哪几个组比较有希望'])(
    '「%s」 asks the chance',
    (q) => expect(intentOf(q)).toBe('admission_chance'),
  )
  it.each(['物化地 郑州大学 选科要求', '史化生，郑大哪几个组报不了', '选考物理化学，郑州大学能报吗'])('「%s」 still asks the requirement', (q) =>
    expect(intentOf(q)).toBe('subject_requirement'),
  )
})

describe('a tag of colleges and a chance asked in everyday words', () => {
  it.each(['俺家娃物理类考了五百六，能够上211不', '物理类560，能不能考上个985'])('「%s」 asks the list (the province then asked)', (q) =>
    expect(intentOf(q)).toBe('recommend_schools'),
  )
  it.each(['那武汉理工搞得赢不', '这个学校考得赢吗', '搞不搞得赢'])('「%s」 is 湖北’s chance', (q) => expect(DIALECT_CHANCE.test(q)).toBe(true))
  it('leaves 忙得过来', () => expect(DIALECT_CHANCE.test('忙得过来吗')).toBe(false))
})
