import { describe, expect, it } from 'vitest'
import { intentOf } from './ai-reading.test-kit.ts'
import { provincesNamed } from './ai-answers-table.ts'

/**
 * ADR 094, in phrasings of our own: a table of several things (colleges, majors of one college, provinces' batch lines)
 * and 同分排序 asked of a province are read as such, not as a 志愿表 to make, one college's lines or the 投档 rule.
 */
const NAMES = ['河南', '浙江', '山东', '上海', '河北', '北京', '天津', '云南', '贵州', '四川', '黑龙江', '内蒙古'].map((n) => ({
  name: `${n}省`,
  shortName: n,
}))

describe('the provinces a question names', () => {
  it('reads full names, short names and runs of one-character names, in order', () => {
    expect(provincesNamed('云贵川今年本科线列个表', NAMES)).toEqual(['云南', '贵州', '四川'])
    expect(provincesNamed('京津冀 2025 物理 本科线 做成表格', NAMES)).toEqual(['北京', '天津', '河北'])
    expect(provincesNamed('河南省、山东、浙江的本科线', NAMES)).toEqual(['河南', '山东', '浙江'])
    expect(provincesNamed('黑龙江和内蒙古的专科线', NAMES)).toEqual(['黑龙江', '内蒙古'])
  })
  it('does not read one character alone as a province', () => {
    expect(provincesNamed('宁大法学分数线', NAMES)).toEqual([])
  })
})

describe('a table of several things (ADR 094)', () => {
  it('several provinces’ batch lines: a table, not one province’s line nor a 志愿表', () => {
    for (const q of [
      '河南、山东、河北2025年物理类本科线做个表格',
      '想对照一下豫鲁冀三省去年本科线，列成表行吗',
      '表 河南 山东 河北 本科线 2025',
      '把豫鲁冀本科线给我弄张表嘛',
      '河南山东河北2025本科先列表格',
    ])
      expect(intentOf(q), q).toBe('lines_table')
  })
  it('several colleges’ lines: a table', () => {
    for (const q of ['郑州大学和浙江工业大学2025年在河南的最低分和位次列个表', '表格 郑大 浙工大 河南 最低分 位次', '郑大、浙工大去年投档线帮我排个表'])
      expect(intentOf(q), q).toBe('lines_table')
  })
  it('still a 志愿表 when one is asked', () => {
    expect(intentOf('帮我排个志愿表')).not.toBe('lines_table')
    expect(intentOf('河南本科线多少')).toBe('batch_line')
  })
})

describe('同分排序 asked of a province (ADR 094)', () => {
  it('is the tie-break rule, not the 投档 rule nor out of scope', () => {
    for (const q of [
      '山东投档的时候同分考生怎么排先后？',
      '河南 同分 排序',
      '咱河南分数一样的话谁排前头嘞',
      '孩子和同学总分相同，河北投档看哪科',
      '山东同分咋排续',
    ])
      expect(intentOf(q), q).toBe('tie_break')
  })
})
