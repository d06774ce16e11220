import { describe, expect, it } from 'vitest'
import { DIALECT_CHANCE } from './ai-chance-verbs.ts'
import { trackOutside } from './ai-home-ruled-out.ts'
import type { Entities } from './ai-nlu.ts'
import { intentOf, read } from './ai-reading.test-kit.ts'
import { groupsByCollegeCode } from './ai-unit-code.ts'
import { factsParts } from './ai-facts-parts.ts'
import { feeAtEarlierCollege } from './ai-follow-up-major.ts'
import { FEE } from './ai-intents-capabilities.ts'
import { asksChanceBesidePlan } from './ai-intent-chance-special.ts'
import { FREE_ASKED } from './ai-tuition-free.ts'
import { derivedAbbreviations } from './ai-lexicon-abbrev.ts'
import { deriveTwoCharNames } from './ai-lexicon-two-char.ts'

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

// ADR 161, in phrasings of our own (not holdout v25's): data the answer did not reach.
const college = { id: 'c1', name: '燕山大学', provinceCode: '13' }
const major = (id: string, name: string) => ({ id, name, level: '本科', category: '工学' })
const cs = major('080901', '计算机科学与技术')
const se = major('080902', '软件工程')

describe('a fee asked of a major with no college named, after a turn that named one', () => {
  const earlier = [{ intent: { id: 'admission_history' }, said: ent({ schools: [college], majors: [cs] }) }]
  const find = (id: string) => ({ id })
  it.each([
    ['那它学费一年多少？同校的软件工程学费一样吗？', ['计算机科学与技术', '软件工程']],
    ['学费？软件工程呢', ['计算机科学与技术', '软件工程']],
    ['一年得交多少钱，软件工程是不是贵不少', ['计算机科学与技术', '软件工程']],
    ['他们学校中外合作办学的软件工程，学费每年多少', ['软件工程']],
  ])('「%s」 is the fee of %j at that college', (q, names) => {
    const got = feeAtEarlierCollege(q, ent({ majors: [se] }), earlier, FEE, find)
    expect(got?.intent.id).toBe('tuition')
    expect(got?.entities.schools.map((s) => s.name)).toEqual(['燕山大学'])
    expect(got?.entities.majors.map((m) => m.name)).toEqual(names)
  })
  it('leaves a turn with no fee, or one naming its own college', () => {
    expect(feeAtEarlierCollege('软件工程多少分', ent({ majors: [se] }), earlier, FEE, find)).toBeNull()
    expect(
      feeAtEarlierCollege('河北大学软件工程学费', ent({ schools: [{ ...college, id: 'c2', name: '河北大学' }], majors: [se] }), earlier, FEE, find),
    ).toBeNull()
  })
})

describe('the province’s batch line asked beside a college’s facts or lines', () => {
  const one = ent({ schools: [{ id: 'c3', name: '长春医学高等专科学校', provinceCode: '22' }] })
  it.each([
    ['长春医学高等专科学校护理学费多少？吉林今年专科线多少分？', ['tuition', 'batch_line']],
    ['长春医学高等专科学校护理招生计划多少人，专科批控制线是多少分', ['enrollment_plan', 'batch_line']],
    ['甘肃历史类专科线是多少？长春医学高等专科学校往年要多少分', ['batch_line', 'admission_history']],
  ])('「%s」 asks %j', (q, parts) => expect(factsParts(q, 'tuition', one)).toEqual(parts))
  it('is no batch line in the college’s own name or its 专科批 投档线', () => {
    expect(factsParts('长春医学高等专科学校学费多少', 'tuition', one)).toEqual([])
    expect(factsParts('长春医学高等专科学校专科批投档线多少，学费呢', 'tuition', one)).not.toContain('batch_line')
  })
})

describe('能报吗 of a 户口 or 资格 beside a special plan is who may apply, not a chance', () => {
  it.each(['贵大地方专项比普通计划低多少，农村户口能报吗', '国家专项比普通批低多少，我这种户籍条件能报不'])('「%s」', (q) =>
    expect(asksChanceBesidePlan(q)).toBe(false),
  )
  it('keeps the college’s chance asked beside the plan', () => expect(asksChanceBesidePlan('普通类和地方专项，我能上吗')).toBe(true))
})

describe('free majors asked', () => {
  it.each(['有的专业不收学费，是哪几个', '哪些专业免学费', '有些专业不要钱吗', '免费专业'])('「%s」', (q) => expect(FREE_ASKED.test(q)).toBe(true))
  it('leaves a fee asked', () => expect(FREE_ASKED.test('一年学费多少钱')).toBe(false))
})

describe('short names: a 高等专科学校 and a province whose 简称 is its second character', () => {
  it('reads 长春医专 and 长春医学高专', () => {
    const school = { id: 'c4', name: '长春医学高等专科学校', provinceCode: '22' }
    const forms = derivedAbbreviations([school], (t) => (t === '长春医学' ? ['长春', '医学'] : []))
    expect(forms.get('长春医专')?.name).toBe('长春医学高等专科学校')
    expect(forms.get('长春医学高专')?.name).toBe('长春医学高等专科学校')
  })
  it('reads 藏大 as 西藏大学, not 湘大 as 湖南大学', () => {
    const forms = deriveTwoCharNames(
      [
        { id: 'x', name: '西藏大学', provinceCode: '54' },
        { id: 'h', name: '湖南大学', provinceCode: '43' },
      ],
      ['西藏', '湖南'],
      new Map(),
    )
    expect(forms.get('藏大')?.national.map((s) => s.name)).toEqual(['西藏大学'])
    expect(forms.has('湘大')).toBe(false)
  })
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
