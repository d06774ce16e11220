import { describe, expect, it } from 'vitest'
import { majorAtEarlierCollege } from './ai-follow-up-major.ts'
import { STANDING_ASKED } from './ai-answers-rank-line.ts'
import { readScore } from './ai-numbers.ts'
import { intentOf, lexicon, read } from './ai-reading.test-kit.ts'
import { namedInFull } from './ai-local-names.ts'
import type { Entities } from './ai-nlu.ts'

// ADR 150, in phrasings of our own (not the dev sets'): the intent classes behind dev v21/v22's failing voices.
describe('a province’s batch lines asked by listing the batches', () => {
  it.each(['河南 理科 一批 二批 2024', '给我做个表，河南今年本科、专科控制线', '河南现在有几条线，本科专科，整个表'])('「%s」 is the batch lines', (q) => {
    expect(intentOf(q)).toBe('batch_line')
  })
  it('a 志愿表 with a score is still the table', () => {
    expect(intentOf('河南物理类560分，帮我做个志愿表')).toBe('auto_table')
  })
})

describe('whether one may apply to a college alone', () => {
  it.each(['河南物理类，郑大能报不', '郑州大学我可以报吗', '郑大能报考吗', '河南 历史 郑大 能不能报'])('「%s」 asks the chance', (q) => {
    expect(intentOf(q)).toBe('admission_chance')
  })
})

describe('a wrong full mark beside a score', () => {
  it('is never the score', () => {
    expect(readScore('上海满分750，我考了505')?.score).toBe(505)
    expect(readScore('上海 505/750')?.score).toBe(505)
    expect(readScore('750的满分我才考505')?.score).toBe(505)
    expect(readScore('海南满分也是750，我考了600')?.score).toBe(600)
  })
  it('asks where the score stands, not the total', () => {
    expect(intentOf('上海满分750，我考了505，算差吗')).toBe('score_to_rank')
    expect(intentOf('上海满分750吗')).toBe('concept_total_score')
  })
  it('reads 很茶 as 很差 and 本课 as 本科', () => {
    expect(read('考505是不是很茶').text).toContain('很差')
    expect(read('河南理科530能上本课吗').text).toContain('本科吗')
  })
})

describe('a standing asked beside a rank', () => {
  it.each(['本科稳不稳', '过线没有', '这个分算高吗', '能上二本不'])('「%s」 asks the line too', (q) => expect(STANDING_ASKED.test(q)).toBe(true))
  it('a rank alone does not', () => expect(STANDING_ASKED.test('全省排第几')).toBe(false))
})

describe('terse tables and counts', () => {
  it('「志愿表 郑州优先」 is a table to make', () => expect(intentOf('志愿表 郑州优先')).toBe('auto_table'))
  it('a list asked with 个 in another clause is not a count of slots', () => {
    expect(intentOf('我这分本科能报些啥，列个单子')).not.toBe('province_filling')
  })
  it('a college and two years is its lines', () => expect(intentOf('浙工大 2024 2025')).toBe('admission_history'))
})

describe('a major named after a college’s chance', () => {
  const school = { id: 's1', name: '郑州大学', provinceCode: '41' }
  const base = read('河南物理类600分').e
  const e = (over: Partial<Entities>): Entities => ({ ...base, ...over })
  const chance = { id: 'admission_chance' }
  const earlier = [{ intent: chance, said: e({ schools: [school] }) }]
  const major = [{ id: 'm1', name: '软件工程' }] as unknown as Entities['majors']
  it('asks that major’s chance at that college', () => {
    const r = majorAtEarlierCollege('就想读软件工程，这个专业呢', { id: 'major_overview' }, e({ majors: major }), earlier)
    expect(r?.intent.id).toBe('admission_chance')
    expect(r?.entities.schools[0]?.name).toBe('郑州大学')
  })
  it('not when the major’s own facts are asked', () => {
    expect(majorAtEarlierCollege('软件工程就业怎么样', { id: 'major_overview' }, e({ majors: major }), earlier)).toBeNull()
  })
  it('not without a college’s chance before', () => {
    expect(
      majorAtEarlierCollege('软件工程呢', { id: 'major_overview' }, e({ majors: major }), [{ intent: { id: 'school_rank' }, said: e({ schools: [school] }) }]),
    ).toBeNull()
  })
})

describe('a year’s line beside a college', () => {
  it('with a score is the chance held against it', () => expect(intentOf('河南 物理 580 郑大 2025线')).toBe('admission_chance'))
  it('alone is the college’s lines', () => expect(intentOf('郑大 2025线')).toBe('admission_history'))
})

describe('a shared short name said with the full name of one of its colleges', () => {
  it('is that college, once', () => {
    const nj = { id: 'n1', name: '南京大学', provinceCode: '32' }
    const nc = { id: 'n2', name: '南昌大学', provinceCode: '36' }
    const lex = { ...lexicon, schools: new Map([nj, nc].map((s) => [s.id, s])) }
    const e = { ...read('江西物理').e, schools: [nj, nc] }
    expect(namedInFull('江西 物理 南大 南昌大学 2025线', e, lex).schools.map((s) => s.name)).toEqual(['南昌大学'])
  })
})
