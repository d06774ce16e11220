import { describe, expect, it } from 'vitest'
import type { Lexicon, LexiconHit, SchoolEntry } from './ai-lexicon.ts'
import { buildFuzzy } from './ai-lexicon-fuzzy.ts'
import { recognise } from './ai-nlu.ts'
import { dropRuledOut } from './ai-plan-exclusions.ts'
import { dropRuledOutUnits } from './ai-unit-exclusions.ts'

/** ADR 097: the parts of a college a question rules out, in phrasings of our own (not a development set's). */
const school = (id: string, name: string): SchoolEntry => ({ id, name, provinceCode: '33' })
const colleges = [
  school('1', '宁波大学'),
  school('2', '宁波大学科学技术学院'),
  school('3', '浙江工业大学'),
  school('4', '浙江工业大学之江学院'),
  school('5', '南京大学'),
  school('6', '南京大学金陵学院'),
  school('7', '南京师范大学'),
  school('8', '中山大学'),
  school('9', '南京信息工程大学'),
]
const phrases = new Map<string, LexiconHit>(colleges.map((s) => [s.name, { kind: 'school', school: s }]))
for (const [short, id] of [
  ['宁大', '1'],
  ['浙工大', '3'],
  ['南大', '5'],
  ['南师大', '7'],
  ['中大', '8'],
] as const)
  phrases.set(short, { kind: 'school', school: colleges.find((s) => s.id === id)! })
const lexicon: Lexicon = { phrases, maxLength: 10, schools: new Map(colleges.map((s) => [s.id, s])), provinces: [], fuzzy: buildFuzzy(phrases) }
const read = (q: string) => dropRuledOut(dropRuledOutUnits(q, lexicon))
const names = (q: string) => recognise(read(q), lexicon).schools.map((s) => s.name)

describe('an independent college ruled out is no college asked', () => {
  it.each([
    '宁大去年浙江最低分，科学技术学院不要算',
    '宁波大学（不包括科技学院）最低录取分',
    '宁大最低几分，科学技术那个独立学院就不算了',
    '浙工大最低的专业多少分，之江的不算',
    '浙工大（不含之江学院和中外合作）最低分',
  ])('%s', (q) => {
    const r = read(q)
    expect(r).not.toMatch(/科学技术|科技学院|之江|独立学院|中外合作/)
    expect(names(q)).toHaveLength(1)
  })

  it('a four-character part by its first and third characters: 科学技术 is 科技', () => {
    expect(read('宁大最低分 科技那个不算')).not.toContain('科技')
  })

  it('an independent college asked by its part is named in full, so both colleges are asked', () => {
    expect(names('宁大我够不够？科学技术学院呢')).toEqual(['宁波大学', '宁波大学科学技术学院'])
    expect(names('南大能上吗，那金陵学院呢')).toEqual(['南京大学', '南京大学金陵学院'])
    // the full name already said stays as it is; a short name right before the part is part of the full name
    expect(read('宁波大学科学技术学院最低分')).toBe('宁波大学科学技术学院最低分')
    expect(names('宁大科学技术学院最低分')).toEqual(['宁波大学科学技术学院'])
    expect(names('宁大，科学技术学院呢')).toEqual(['宁波大学', '宁波大学科学技术学院'])
  })
})

describe('a campus, a medical school, art and sport ruled out', () => {
  it.each([
    ['中大最低分，深圳校区那几个组先不看', '深圳校区'],
    ['中大（不含医学院）近三年最低分', '医学院'],
    ['中大呢几年最低几多分？医学院嗰啲唔计', '医学院'],
    ['中大最低分，珠海校区和中外合作都不要', '珠海校区'],
    ['浙工大最低的普通专业，艺术类和体育类的不算', '艺术类'],
    ['南师大最低投档线，国家专项地方专项都不符合', '专项'],
    ['南师大最低分，专项那种就不算咯', '专项'],
  ])('%s', (q, gone) => expect(read(q).replace(/〔[^〕]*〕/g, '')).not.toContain(gone))

  it('a campus ruled out is kept as a mark for the lines', () => {
    expect(read('中大最低分，深圳校区和珠海校区都不算')).toMatch(/〔不含深圳校区〕〔不含珠海校区〕$/)
    expect(read('中大（不含医学院）最低分')).not.toContain('〔')
  })

  it('a route listed before the part goes with it', () => expect(read('浙工大最低分，卓越班和之江学院不算')).not.toMatch(/卓越班|之江/))

  it('keeps a part asked about, and words that only look like one', () => {
    for (const q of ['中大深圳校区最低分', '中大医学院临床医学多少分', '浙工大艺术类专业线多少', '宁大的分数不算高吧']) expect(read(q)).toBe(dropRuledOut(q))
  })
})

describe('another college named only to say it is not the one meant', () => {
  it('「不是…」 beside the college meant is left out', () => {
    expect(names('南大（南京大学，不是南京师范大学）最低分')).toEqual(['南京大学'])
    expect(names('我问的是南京信息工程大学而不是南京大学')).toEqual(['南京信息工程大学'])
    // a short name that would mean the college ruled out is not read as it
    expect(names('南大（南京信息工程大学，不是南京大学）最低分')).toEqual(['南京信息工程大学'])
  })
  it('a college named alone after 不是 stays: it is all the question names', () => {
    expect(read('不是南京大学吗')).toBe('不是南京大学吗')
  })
})

describe('years listed before a count of them', () => {
  it('「22、24、25三年」 names those years, not the newest three', () => {
    expect(recognise('宁大22、24、25三年最低的专业几分', lexicon).years).toEqual([2022, 2024, 2025])
    expect(recognise('宁大21、23两年最低分', lexicon).years).toEqual([2021, 2023])
  })
})
