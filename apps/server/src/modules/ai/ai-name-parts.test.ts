import { describe, expect, it } from 'vitest'
import { ASKED_AGAIN } from './ai-follow-up.ts'
import { tagsAsked } from './ai-answers-school.ts'
import { chanceBesideLine } from './ai-intent-chance-special.ts'
import type { Lexicon, LexiconHit, SchoolEntry } from './ai-lexicon.ts'
import { recognise } from './ai-nlu.ts'
import { intentOf } from './ai-reading.test-kit.ts'

/** Colleges whose names share a start (中南…, 中央…) and a hand-listed short name (中南) that is a prefix of others' parts. */
const schools: SchoolEntry[] = [
  { id: 'a', name: '中南大学', provinceCode: '43' },
  { id: 'b', name: '中南财经政法大学', provinceCode: '42' },
  { id: 'c', name: '中南林业科技大学', provinceCode: '43' },
  { id: 'd', name: '中央财经大学', provinceCode: '11' },
  { id: 'e', name: '中南民族大学', provinceCode: '42' },
]
const school = (id: string): LexiconHit => ({ kind: 'school', school: schools.find((s) => s.id === id)! })
const phrases = new Map<string, LexiconHit>([...schools.map((s) => [s.name, school(s.id)] as const), ['中南', school('a')], ['央财', school('d')]])
const lexicon: Lexicon = { phrases, maxLength: 8, schools: new Map(schools.map((s) => [s.id, s])), provinces: [], currentYear: 2026 }
const collegesOf = (q: string) => recognise(q, lexicon).schools.map((s) => s.name)

describe('a short name made of a college’s name parts, typed past a shorter name (ADR 119)', () => {
  it('reads the college whose name holds every typed part in order', () => {
    expect(collegesOf('那中南财大今年分数线多少')).toEqual(['中南财经政法大学'])
    expect(collegesOf('中南林科大在湖南招多少人')).toEqual(['中南林业科技大学'])
    expect(collegesOf('中南民大好考吗')).toEqual(['中南民族大学'])
  })
  it('keeps the shorter name where it stands alone or the parts are its own', () => {
    expect(collegesOf('中南今年多少分')).toEqual(['中南大学'])
    expect(collegesOf('中南大物理类多少分')).toEqual(['中南大学'])
    // two colleges hold 中南…大 with nothing telling them apart: the name read stays
    expect(collegesOf('中南和央财选哪个')).toEqual(['中南大学', '中央财经大学'])
  })
})

describe('a follow-up asking the earlier number again (ADR 119)', () => {
  it('reads 又是多少, 也要几分, 又呢 and 那…多少 as the same question again', () => {
    for (const q of ['暨南大学又是多少？', '那汕头大学也要几分', '深大又呢', '那华南农业大学要多少']) expect(ASKED_AGAIN.test(q), q).toBe(true)
  })
  it('leaves a question of its own alone', () => {
    for (const q of ['暨南大学学费多少钱一年，住宿条件怎么样', '暨南大学在哪个城市']) expect(ASKED_AGAIN.test(q), q).toBe(false)
  })
})

describe('the filling mode and the count asked in keywords (ADR 119)', () => {
  it('is the province’s rules, not out of scope', () => {
    expect(intentOf('河南 本科 志愿模式 数量')).toBe('province_filling')
    expect(intentOf('浙江 填报方式')).toBe('province_filling')
    expect(intentOf('山东普通批志愿的数量')).toBe('province_filling')
  })
})

describe('tags asked (ADR 119)', () => {
  it('finds every tag asked, in the order asked', () => {
    expect(tagsAsked('厦门大学算985还是211')).toEqual(['985', '211'])
    expect(tagsAsked('是不是211，有没有双一流')).toEqual(['211', '双一流'])
    expect(tagsAsked('在哪个城市')).toEqual([])
  })
})

describe('a line asked with the candidate’s own score stated (ADR 119)', () => {
  const e = (score: number | null) => ({ ...recognise('', lexicon), score })
  it('wants the chance beside the line however the line is asked', () => {
    for (const q of ['俺510分，X去年要多少分', '我考了530 X得多少分', '孩子历史类估分480，X要几多分', '我520分X多少分能上'])
      expect(chanceBesideLine(q, e(500)), q).toBe(true)
  })
  it('not for another person’s score, a special plan or two tracks', () => {
    expect(chanceBesideLine('我同学510分，X去年要多少分', e(510))).toBe(false)
    expect(chanceBesideLine('我510分，X的国家专项要多少分', e(510))).toBe(false)
    expect(chanceBesideLine('我物理类510分，X历史类去年多少分', e(510))).toBe(false)
    expect(chanceBesideLine('X去年要多少分', e(null))).toBe(false)
  })
})
