import { describe, expect, it } from 'vitest'
import { intentOf } from './ai-reading.test-kit.ts'

/**
 * ADR 137, in phrasings of our own: several colleges asked in one line are each answered, a row (or column) apiece;
 * the kit's lexicon knows 郑州大学 (郑大) and 浙江工业大学 (浙工大).
 */
describe('several colleges in one ask (ADR 137)', () => {
  it('a table asked without a verb of making one (给我一个表, 表：) is the table of their lines', () => {
    for (const q of ['给我一个表：郑大、浙工大', '来张表 郑大 浙工大 河南物理', '要一份表，郑州大学和浙江工业大学去年河南最低分', '表：郑大、浙工大 2025'])
      expect(intentOf(q), q).toBe('lines_table')
  })

  it('several colleges’ lines asked as a list, a count or 分别 are the table, not the first one’s lines', () => {
    for (const q of [
      '郑大 浙工大 两个学校去年在河南的线',
      '郑大、浙工大今年河南物理类的录取分数',
      '郑州大学和浙江工业大学在河南的最低分分别多少',
      '孩子想看看郑大 浙工大 这几所的投档线',
    ])
      expect(intentOf(q), q).toBe('lines_table')
  })

  it('a chance, a fee, or one college said twice (short name and full name) is not such a table', () => {
    expect(intentOf('我河南物理580分 郑大、浙工大 分别能上吗')).not.toBe('lines_table')
    expect(intentOf('郑大、浙工大学费分别多少')).not.toBe('lines_table')
    expect(intentOf('郑大和浙工大哪个好')).toBe('school_compare')
    expect(intentOf('志愿表怎么填，郑大、浙工大都想报')).not.toBe('lines_table')
  })
})
