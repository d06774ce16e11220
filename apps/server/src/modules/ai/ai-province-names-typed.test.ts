import { describe, expect, it } from 'vitest'
import { classify } from './ai-intents.ts'
import type { Lexicon, LexiconHit, ProvinceEntry, SchoolEntry } from './ai-lexicon.ts'
import { derivedInitials } from './ai-lexicon-initials.ts'
import { recognise, wordsWithin } from './ai-nlu.ts'

/** Provinces and colleges as people type them (ADR 122), on a made-up lexicon. */
const province = (code: string, name: string, shortName: string): ProvinceEntry => ({ id: Number(code), code, name, shortName, slug: code })
const provinces = [
  province('51', '四川省', '四川'),
  province('34', '安徽省', '安徽'),
  province('22', '吉林省', '吉林'),
  province('65', '新疆维吾尔自治区', '新疆'),
]
const school = (id: string, name: string, provinceCode: string): SchoolEntry => ({ id, name, provinceCode })
const lexicon: Lexicon = { phrases: new Map(), maxLength: 2, schools: new Map(), provinces, currentYear: 2026 }
const read = (q: string) => recognise(q, lexicon)

describe('a province by its one-character name standing alone', () => {
  it('reads it as a word at the start or between spaces and marks', () => {
    expect(read('蜀以外：川 物理 601 位次').province?.shortName).toBe('四川')
    expect(read('皖，物理类 588').province?.shortName).toBe('安徽')
    expect(read('吉 理科 490 排多少').province?.shortName).toBe('吉林')
    expect(read('皖物理588多少名').province?.shortName).toBe('安徽')
  })
  it('never inside a word', () => {
    expect(read('新高考 物理 600 排多少').province).toBeNull()
    expect(read('吉林大学好不好').province).toBeNull()
    expect(read('宁可去专科也不复读').province).toBeNull()
    expect(read('黑历史怎么删').province).toBeNull()
    expect(read('青年 大学 物理 600').province).toBeNull()
  })
})

describe('a track said both ways', () => {
  it('is the new track', () => {
    expect(read('四川理科（物理类）601分排多少').subjectType).toBe('物理类')
    expect(read('安徽 历史类/文科 560').subjectType).toBe('历史类')
  })
  it('leaves two different tracks to the first said', () => {
    expect(read('理科转历史类 560').subjectType).toBe('理科')
  })
})

describe('a 学院 by its name parts', () => {
  const colleges = [
    school('1', '邯郸经济学院', '13'),
    school('2', '阜阳师范学院', '34'),
    school('3', '牡丹江医学院', '23'),
    school('4', '温州肯恩学院', '33'),
    school('5', '邯郸医药学院', '13'),
    school('6', '牡丹江师范学院', '23'),
    school('7', '邯郸医学院', '13'),
  ]
  const forms = derivedInitials(colleges, wordsWithin)
  const names = (form: string) => forms.get(form)?.map((s) => s.name)
  it('reads the first characters of its two parts, a 医学院 by 医', () => {
    expect(names('阜师')).toEqual(['阜阳师范学院'])
    expect(names('牡医')).toEqual(['牡丹江医学院'])
    expect(names('牡师')).toEqual(['牡丹江师范学院'])
  })
  it('keeps both colleges of a shared form for the province to settle', () => {
    expect(names('邯医')).toEqual(['邯郸医药学院', '邯郸医学院'])
    expect(names('邯经')).toEqual(['邯郸经济学院'])
  })
  it('reads its leading part without 学院', () => {
    expect(names('温州肯恩')).toEqual(['温州肯恩学院'])
  })
})

describe('a college with a province and a track and nothing else', () => {
  const withCollege: Lexicon = {
    ...lexicon,
    phrases: new Map<string, LexiconHit>([
      ['川农大', { kind: 'school', school: school('9', '四川农业大学', '51') }],
      ['四川', { kind: 'province', province: provinces[0]! }],
    ]),
    maxLength: 3,
  }
  it('asks its lines there', () => {
    expect(classify('川农大 四川 物理', recognise('川农大 四川 物理', withCollege))?.id).toBe('admission_history')
    expect(classify('川农大 四川 物理 怎么样', recognise('川农大 四川 物理 怎么样', withCollege))?.id).toBe('school_overview')
  })
})
