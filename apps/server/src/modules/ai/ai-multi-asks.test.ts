import { describe, expect, it } from 'vitest'
import { collegesEach } from './ai-answers-each-college.ts'
import { stripChatter } from './ai-numbers.ts'
import { intentOf, lexicon, read } from './ai-reading.test-kit.ts'

// ADR 147, phrasings of our own, read with the small test lexicon (郑州大学, 浙江工业大学; 河南, 浙江, 山东, 上海, 河北).
describe('a question of one college asked of several', () => {
  it('names every college once, in the order said, for an intent that reads one', () => {
    const { text, e } = read('郑大跟浙工大分别在哪个城市')
    expect(collegesEach('school_location', e, text, lexicon).map((s) => s.name)).toEqual(['郑州大学', '浙江工业大学'])
    expect(collegesEach('school_tier', { schools: [...e.schools, e.schools[0]!] }, text, lexicon).length).toBe(2)
  })
  it('leaves one college, and the answers that list several themselves, alone', () => {
    const each = (intent: string, q: string) => collegesEach(intent, read(q).e, read(q).text, lexicon)
    expect(each('school_location', '郑州大学在哪个城市')).toEqual([])
    expect(each('lines_table', '郑大、浙工大去年最低分')).toEqual([])
  })
  it('answers one college glossed by its full name, or named to be left out, as one', () => {
    const two = { schools: read('郑大跟浙工大').e.schools }
    expect(collegesEach('admission_history', two, '郑大（浙江工业大学）去年最低分', lexicon)).toEqual([])
    expect(collegesEach('admission_history', two, '郑州大学去年最低分，浙工大的不算', lexicon)).toEqual([])
    expect(collegesEach('admission_history', two, '郑州大学去年最低分多少', lexicon)).toEqual([])
    // 「渡河工程」 holds 河工程 as 「小浙工楼」 holds 浙工: a short name without an ending inside a word is none said
    const withPart = { ...lexicon, phrases: new Map([...lexicon.phrases, ['浙工', lexicon.phrases.get('浙工大')!]]) }
    expect(collegesEach('admission_history', two, '郑州大学和浙工去年', withPart).length).toBe(2)
    expect(collegesEach('admission_history', two, '郑州大学的小浙工楼', withPart)).toEqual([])
  })
  it('asks where each one is, not which is better, when the city is asked', () => {
    expect(intentOf('郑州大学和浙江工业大学在哪个城市')).toBe('school_location')
    expect(intentOf('郑州大学和浙江工业大学哪个好')).toBe('school_compare')
  })
})

describe('the exam model asked by its tracks', () => {
  it('reads 文科理科, 选物理历史 and 物理还是历史 of a province as its model', () => {
    expect(intentOf('河北2025年高考还分文科理科不')).toBe('province_exam_model')
    expect(intentOf('河南明年是选物理历史还是文理分科')).toBe('province_exam_model')
    expect(intentOf('山东高考分物理类历史类吗')).toBe('province_exam_model')
    expect(intentOf('河南的娃要考物理还是历史')).toBe('province_exam_model')
  })
})

describe('大专 said for 专科', () => {
  it('is read as 专科 everywhere, never inside 大专业 or 大专家', () => {
    expect(stripChatter('我250分能念个大专不')).toBe('我250分能念个专科不')
    expect(stripChatter('大专线多少')).toBe('专科线多少')
    expect(stripChatter('北大专业怎么样')).toBe('北大专业怎么样')
    expect(stripChatter('请大专家讲讲')).toBe('请大专家讲讲')
  })
  it('makes a saved score against the 专科 line the question', () => {
    expect(intentOf('孩子才300多分，读个大专有希望吗')).toBe('bachelor_line_check')
  })
})
