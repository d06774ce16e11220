import { describe, expect, it } from 'vitest'
import { lineCategory } from '../normalize/batch.ts'
import { chooseControlLines, linesFromRecordFields } from './control-lines.ts'
import { isRoundRanking } from './zhiyuan-shard.ts'
import type { Row } from './write-tables.ts'

describe('lineCategory', () => {
  // 2026 official line tables: every wording that used to be counted as 普通类 and pulled the line down.
  it.each([
    ['普通类本科录取最低分数线', '普通类'],
    ['普通类本科批次控制线', '普通类'],
    ['本科一批次 普通类 理科本科一批次普通类最低投档控制分数线', '普通类'],
    ['边防军人子女预科班本科预科录取最低分数线', '预科'],
    ['少数民族班本科录取最低分数线', '民族班'],
    ['订单定向培养农村卫生人才本科录取最低分数线', '定向'],
    ['重点高校招收农村和脱贫地区学生地方专项录取最低分数线', '地方专项'],
    ['军队提前本科批次院校本科录取最低分数线', '其他'],
    ['原少数民族语言授课为主本科批控制线', '民族班'],
    ['普通类（专项类）本科录取控制分数线', '其他'],
    ['高校民族语言授课专业-藏文类本科录取控制分数线', '民族班'],
    ['表（导）演类本科录取控制分数线', '艺术类'],
    ['本科一批次 单列类 理科本科一批次单列类最低投档控制分数线', '民族班'],
    ['体育类本科录取控制分数线', '体育类'],
    ['对口招生本科批控制线', '对口类'],
    ['特殊类型招生控制线', '特殊类型'],
  ])('%s → %s', (text, category) => {
    expect(lineCategory(text)).toBe(category)
  })
})

const line = (over: Row): Row => ({
  province_code: '44',
  year: 2026,
  subject_type: '物理类',
  category: '普通类',
  batch: '普通类本科录取最低分数线',
  batch_key: 'bk',
  score: 425,
  source_id: 'x',
  quality: 'official',
  ...over,
})

describe('chooseControlLines', () => {
  it('keeps a single ordinary line per batch, never the lowest of several', () => {
    const out = chooseControlLines([
      line({}),
      line({ batch: '本科批', score: 410 }),
      line({ category: '预科', batch: '边防军人子女预科班本科预科录取最低分数线', score: 365 }),
    ])
    expect(out.rows.map((r) => [r.category, r.score])).toEqual([
      ['普通类', 425],
      ['预科', 365],
    ])
    expect(out.conflicts).toHaveLength(1)
  })

  it('prefers the official line and collapses copies of the same line under other wordings', () => {
    const out = chooseControlLines([line({ quality: 'third-party', score: 430 }), line({}), line({}), line({ batch: '本科批' })])
    expect(out.rows.map((r) => [r.batch, r.score])).toEqual([['普通类本科录取最低分数线', 425]])
    expect([out.dropped, out.conflicts.length]).toEqual([3, 0])
  })
})

describe('linesFromRecordFields', () => {
  it('adds a line only where the line tables lack it; a 文/理 year line under its own batch when two records agree', () => {
    const counts = new Map([
      [
        '61|2024|理科|bk2',
        new Map([
          [372, 38],
          [360, 1],
        ]),
      ],
      ['61|2024|文科|bk2', new Map([[397, 1]])],
      ['44|2026|物理类|bk', new Map([[425, 9]])],
      ['62|2024|历史类|bk', new Map([[421, 1]])],
    ])
    const out = linesFromRecordFields(counts, [line({})])
    expect(out.map((r) => [r.province_code, r.subject_type, r.batch_key, r.score, r.quality])).toEqual([
      ['61', '理科', 'bk2', 372, 'third-party'],
      ['62', '历史类', 'bk', 421, 'third-party'],
    ])
  })
})

describe('isRoundRanking', () => {
  it('recognises a 征集志愿 ranking (青海 2024 专科 M段) as not the province table', () => {
    expect(
      isRoundRanking({ sourceQuality: 'official-qinghai-2024-vocational-m-final-collection-rank-pdf', rankUsage: '普通专科批次M段最后一次征集志愿排序成绩' }),
    ).toBe(true)
    expect(isRoundRanking({ sourceQuality: 'official-guangdong-2025-rank-pdf', sourceId: 'official-guangdong-rank-2025' })).toBe(false)
  })
})
