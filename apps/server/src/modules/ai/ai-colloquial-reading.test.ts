import { describe, expect, it } from 'vitest'
import { classify } from './ai-intents.ts'
import { OTHER_USER } from './ai-intents-other-user.ts'
import type { Lexicon, LexiconHit, SchoolEntry } from './ai-lexicon.ts'
import { recognise } from './ai-nlu.ts'
import { stripChatter } from './ai-numbers.ts'
import { fixTypos } from './ai-typos.ts'
import { siblingsAsked } from './ai-sibling-colleges.ts'
import { lexicon as small, phrases as smallPhrases, provinces, schools as smallSchools } from './ai-reading.test-kit.ts'

/**
 * ADR 149, in phrasings of our own (never the dev sets'): colloquial can-I verbs, the rank or score needed to get in, a
 * batch's score asked, verbs typed by sound (天 for 填, 温 for 稳, 本课), a college's two-character name that sounds like a
 * subject, kinds of college (公办, 民办) never half of a name, a vocational short name never a person, and colleges of
 * one name told apart by a place read together when asked as a pair.
 */
const school = (id: string, name: string, provinceCode: string): SchoolEntry => ({ id, name, provinceCode })
const extra: SchoolEntry[] = [
  school('w1', '武汉理工大学', '42'),
  school('g1', '上海公安学院', '31'),
  school('k1', '中国矿业大学', '32'),
  school('k2', '中国矿业大学（北京）', '11'),
]
const phrases = new Map<string, LexiconHit>([
  ...smallPhrases,
  ['武汉理工大学', { kind: 'school', school: extra[0]! }],
  ['武理', { kind: 'school', school: extra[0]! }],
  ['上海公安学院', { kind: 'school', school: extra[1]! }],
  ['上公', { kind: 'school', school: extra[1]! }],
  ['中国矿业大学', { kind: 'school', school: extra[2]! }],
  ['中国矿业大学（北京）', { kind: 'school', school: extra[3]! }],
  ['矿大', { kind: 'school', school: extra[2]! }],
])
const lexicon: Lexicon = { ...small, phrases, schools: new Map([...smallSchools, ...extra].map((s) => [s.id, s])), provinces }
const read = (q: string) => {
  const text = fixTypos(stripChatter(q), phrases, 6)
  return { text, e: recognise(text, lexicon) }
}
const intentOf = (q: string) => {
  const { text, e } = read(q)
  return classify(text, e)?.id ?? null
}

describe('a can-I asked in everyday or dialect words (ADR 149)', () => {
  it('is the college’s chance', () => {
    for (const q of ['郑大报得上不', '浙工大这分搞得定吗', '郑州大学考不考得上哦', '郑大有谱没', '浙工大得不得嘛', '郑大搞掂不', '郑大能不能搞定'])
      expect(intentOf(q), q).toBe('admission_chance')
  })
  it('never reads 觉得上海 or 不得了 as a chance', () => {
    expect(intentOf('我觉得上海的学校都不错')).not.toBe('clarify_chance')
    expect(intentOf('这分数记得不得了')).not.toBe('clarify_chance')
  })
})

describe('what it takes to get in, asked without a score (ADR 149)', () => {
  it('is the college’s line, the rank needed included', () => {
    for (const q of ['郑大排好多名进得去', '郑州大学要几多分先入到', '浙工大排多少名才上得了']) expect(intentOf(q), q).toBe('admission_history')
  })
  it('is the batch’s line when a batch is what is reached', () => {
    for (const q of ['河南本科要好多分嘛', '浙江今年一本要多少分才过得了']) expect(intentOf(q), q).toBe('batch_line')
  })
})

describe('verbs and words typed by sound (ADR 149)', () => {
  it('puts 填 back after a modal and before what is filled, and nowhere else', () => {
    expect(read('河南本科批能天几个志愿').text).toContain('能填几个')
    expect(read('一共可以添多少个学校').text).toContain('可以填多少')
    expect(read('今天能填吗').text).toBe('今天能填吗')
    expect(read('每天要天多少表').text).toContain('每天要填多少表')
  })
  it('puts 稳不稳 and 本科 back', () => {
    expect(read('郑大温不稳').text).toContain('稳不稳')
    expect(read('只能读本课了吗').text).toContain('本科')
  })
  it('keeps a college’s two-character name that sounds like a subject, unless a track follows', () => {
    expect(read('武理我这分能上不').e.schools.map((s) => s.name)).toEqual(['武汉理工大学'])
    expect(read('武理 能上吗').e.schools.map((s) => s.name)).toEqual(['武汉理工大学'])
    expect(read('河南武理类600分').text).toContain('物理类')
    expect(read('首选武理能报什么').text).toContain('物理')
    expect(read('河南武理600能上郑大吗').text).toContain('物理600')
    // a name that does not sound like the word keeps nothing of it (北物 of 北京物资学院 in 湖北物里)
    expect(fixTypos('湖北物里545为次多少', new Map([...phrases, ['北物', phrases.get('武理')!]]), 6)).toContain('湖北物理545')
  })
})

describe('names that are no college or person (ADR 149)', () => {
  it('never reads 公办 or 民办 as the second half of a college’s name', () => {
    expect(read('310分能上公办吗').e.schools).toEqual([])
    expect(read('上公办好还是民办好').e.schools).toEqual([])
    expect(read('上公2025年分数线').e.schools.map((s) => s.name)).toEqual(['上海公安学院'])
  })
  it('never takes a vocational college’s short name for a person', () => {
    expect(OTHER_USER.test('武铁职 2025 历史 投档线')).toBe(false)
    expect(OTHER_USER.test('金职 2024 物理 最低分')).toBe(false)
    expect(OTHER_USER.test('王铁柱 590 能上郑大吗')).toBe(true)
  })
  it('reads a classmate said as 同班 or 同寝 as another person, and a college’s groups as no one', () => {
    expect(OTHER_USER.test('我家同班的周雨桐报了哪个学校，你查查')).toBe(true)
    expect(OTHER_USER.test('同寝室那个女生考了多少分能告诉我不')).toBe(true)
    expect(OTHER_USER.test('俺们班那个赵子轩考了几分你给看看')).toBe(true)
    expect(OTHER_USER.test('咱们班王一诺报的哪个学校，帮我瞅瞅')).toBe(true)
    expect(OTHER_USER.test('同校两个专业组的分数线差多少')).toBe(false)
  })
})

describe('colleges of one name told apart by a place (ADR 149)', () => {
  const pair = (q: string) =>
    siblingsAsked(q, read(q).e, lexicon)
      .schools.map((s) => s.name)
      .sort()
  it('are both read when asked as a pair or by their places', () => {
    const both = ['中国矿业大学', '中国矿业大学（北京）']
    expect(pair('两个矿大有啥关系')).toEqual(both)
    expect(pair('矿大在徐州还是在北京')).toEqual(both)
    expect(pair('中国矿业大学跟北京那个是一所学校吗')).toEqual(both)
  })
  it('are compared when asked whether they are one college', () => {
    for (const q of ['矿大徐州那个和北京那个是两个学校吗', '两个矿大有啥关系']) {
      const { text, e } = read(q)
      expect(classify(text, siblingsAsked(text, e, lexicon))?.id, q).toBe('school_compare')
    }
  })
  it('leave a name said alone as the one college', () => {
    expect(pair('矿大计算机怎么样')).toEqual(['中国矿业大学'])
    expect(pair('矿大采矿工程还是安全工程好')).toEqual(['中国矿业大学'])
  })
})
