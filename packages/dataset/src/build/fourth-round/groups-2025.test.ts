import { describe, expect, it } from 'vitest'
import type { ChosenTable } from '../rank-tables.ts'
import { repairRanks } from '../repair-ranks.ts'
import { testCtx, typed } from '../third-round/test-context.ts'
import { readShixiong2025, type ShixiongRow } from './groups-2025.ts'
import { keepPrintedRanks, scoreBucket } from './printed-ranks.ts'
import { requirementText } from './group-text.ts'
import { readHenan2025, type HenanOcrRow } from './henan-2025.ts'

const henan = (o: Partial<HenanOcrRow>): HenanOcrRow => ({
  schoolCode: '1105',
  schoolName: '清华大学',
  planType: '普通组',
  group: '101',
  requirement: '化学',
  enrollmentCount: 10,
  score: 690,
  rank: 400,
  subjectGroup: '物理类',
  ...o,
})

describe('河南 2025 院校专业组 (OCR, entry 31)', () => {
  it('joins a garbled name by its 河南 code, reads the plan type from the group digit and re-derives the rank', () => {
    const ctx = testCtx([['41', '1110', '4111010006']])
    const { rows } = readHenan2025([henan({ schoolCode: '1110', schoolName: '北京航室航天大学', group: '302', requirement: '化和生' })], ctx)
    const [row] = typed(rows)
    expect(row).toMatchObject({
      institution_id: '4111010006',
      major_group: '302',
      plan_type: '国家专项',
      min_rank: null,
      batch: '本科批',
      unit_level: 'major-group',
    })
    expect(row?.requirement_text).toBe('首选物理，再选化学和生物')
  })

  it('drops a group that lost a digit and keeps an ordinary group ordinary', () => {
    const { rows, badGroup } = readHenan2025([henan({ group: '10' }), henan({})], testCtx())
    expect(badGroup).toBe(1)
    expect(typed(rows).map((r) => r.plan_type)).toEqual(['普通类'])
  })
})

describe('2025 group tables of 安徽/江西/内蒙古/福建 (entry 29)', () => {
  it('strips a 福建 watermark character and never trusts an earlier year’s 福建 code', () => {
    const ctx = testCtx([['35', '1001', '4111010001']])
    const g = (name: string) => ({ 科类: '物理', 院校代号: '1001', 院校名称: name, 专业组编号: '500', 专业组名称: '500 选考化学', 投档线: 629, 备注: '' })
    const { rows, unplaced } = readShixiong2025([g('福建商学院M'), g('福耀科大')], '35', ctx)
    expect(rows.map((r) => r.institution_id)).toEqual(['4135011313'])
    expect(unplaced).toBe(1)
    expect(rows[0]?.requirement_text).toBe('首选物理，再选化学')
  })

  it('types 内蒙古 专项 and 民族班 groups from the remark column', () => {
    const { rows } = readShixiong2025(
      [{ 科类: '历史', 院校代号: '003', 院校名称: '中国人民大学', 专业组编号: '002', 专业组名称: '专业组002', 投档线: 560, 备注: '专项类；投档3人' }],
      '15',
      testCtx(),
    )
    // the remark says 专项类 without naming the plan: a special plan, not an ordinary line
    expect(typed(rows)[0]?.plan_type).not.toBe('普通类')
  })

  it('reads OCR’d 选科 labels', () => {
    expect(requirementText('物理类', '001专业组（不限）')).toBe('首选物理，再选不限')
    expect(requirementText('历史类', '政和地')).toBe('首选历史，再选思想政治和地理')
    expect(requirementText('物理类', '专业组001')).toBeNull()
  })
})

// 江西 2025 历史类 一分一段 (source 1), 661 (the "及以上" top row) to 630: [score, cumulative].
const JX_HISTORY: [number, number][] = [
  [661, 24],
  [660, 25],
  [659, 29],
  [658, 34],
  [657, 39],
  [656, 44],
  [655, 45],
  [654, 48],
  [653, 53],
  [652, 61],
  [651, 68],
  [650, 76],
  [649, 84],
  [648, 90],
  [647, 99],
  [646, 114],
  [645, 128],
  [644, 141],
  [643, 152],
  [642, 173],
  [641, 193],
  [640, 208],
  [639, 221],
  [638, 242],
  [637, 260],
  [636, 283],
  [635, 313],
  [634, 331],
  [633, 345],
  [632, 369],
  [631, 386],
  [630, 413],
]
const jxTable: ChosenTable = {
  key: '36|2025|历史类',
  candidate: {
    province_code: '36',
    year: 2025,
    subject_type: '历史类',
    source_id: 'gaokao-zhiyuan-site',
    quality: 'official',
    pref: 0,
    label: 'test',
    rows: [],
  },
  rows: JX_HISTORY.map(([score, cumulative]) => ({ score, count: null, cumulative })),
  notes: [],
}
const jx = (name: string, code: string, group: string, score: number, rank?: number): ShixiongRow => ({
  科类: '历史',
  院校代号: code,
  院校名称: name,
  专业组编号: group,
  专业组名称: `第${group}组`,
  投档线: score,
  ...(rank === undefined ? {} : { 位次: rank }),
  备注: '',
})

describe('the 位次 江西/安徽 print beside a group score (ADR 089)', () => {
  it('bounds a score’s bucket by the next higher score’s count; a score above the top row is in the top row', () => {
    expect(scoreBucket(jxTable.rows, 635)).toEqual([284, 313])
    expect(scoreBucket(jxTable.rows, 662)).toEqual([1, 24])
    expect(scoreBucket(jxTable.rows, 600)).toBeNull()
  })

  it('keeps a printed rank inside its score’s bucket, derives one outside it or missing, and keeps the source', () => {
    const { rows } = readShixiong2025(
      [
        jx('武汉大学', '1542', '102', 635, 312), // inside [284, 313], not its end
        jx('南京大学', '1311', '101', 642, 161), // inside [153, 173]
        jx('清华大学', '1006', '103', 662, 17), // above the 661 及以上 row: inside [1, 24]
        jx('武汉大学', '1542', '103', 633, 34), // a lost digit (343): outside [332, 345]
        jx('北京大学', '1001', '101', 636), // no 位次 printed
      ],
      '36',
      testCtx(),
    )
    const counts = keepPrintedRanks(rows, [jxTable])
    repairRanks(rows, [jxTable])
    expect(counts).toEqual({ inside: 3, atBucketEnd: 0, outside: 1, noTable: 0 })
    expect(rows.map((r) => [r.major_group, r.min_rank, r.min_rank_quality, r.source_id])).toEqual([
      ['102', 312, 'third-party', 'shixiong-gaokao-2025'],
      ['101', 161, 'third-party', 'shixiong-gaokao-2025'],
      ['103', 17, 'third-party', 'shixiong-gaokao-2025'],
      ['103', 345, 'derived', 'shixiong-gaokao-2025'],
      ['101', 283, 'derived', 'shixiong-gaokao-2025'],
    ])
    // the carried rank never reaches the written row
    expect(rows.every((r) => !('printed_rank' in r))).toBe(true)
  })

  it('leaves a printed rank unused where no table of that year and track exists', () => {
    const { rows } = readShixiong2025([jx('武汉大学', '1542', '102', 635, 312)], '36', testCtx())
    expect(keepPrintedRanks(rows, [])).toEqual({ inside: 0, atBucketEnd: 0, outside: 0, noTable: 1 })
    expect(rows[0]?.min_rank).toBeNull()
  })
})
