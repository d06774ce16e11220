import { describe, expect, it } from 'vitest'
import { testCtx, typed } from '../third-round/test-context.ts'
import { readShixiong2025 } from './groups-2025.ts'
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
