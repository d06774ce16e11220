import { describe, expect, it } from 'vitest'
import { findProvincePolicy } from '../policy/province-policies.ts'
import { completePlanTypes } from './plan-type-completion.ts'
import type { ResultRow } from './rows.ts'
import { classifyBatch } from './unit-classify.ts'

const policy = findProvincePolicy('hubei', 2027)!
const batchOf = (b: string) => classifyBatch(b, policy.batches, policy.mainBatchId)

const row = (level: string, score: number, rank: number, extra: Partial<ResultRow> = {}): ResultRow => ({
  year: 2025,
  subject_type: '物理类',
  batch: '本科普通批平行志愿',
  unit_level: level,
  institution_id: 'W',
  institution_name: '武汉科技大学',
  provincial_code: null,
  major_group: null,
  major_code: null,
  major_name: null,
  min_score: score,
  min_rank: rank,
  plan_count: null,
  requirement_text: null,
  subject_requirement: null,
  source_id: 's',
  quality: 'official',
  plan_type: '普通类',
  ...extra,
})

// 湖北 物理类 2025 武汉科技大学 as the dataset has it: groups with their lines, majors under another batch wording
const groups = [
  row('major-group', 558, 38_372, { major_group: '武汉科技大学第10组' }),
  row('major-group', 551, 43_643, { major_group: '武汉科技大学第11组' }),
  row('major-group', 548, 45_990, { major_group: '武汉科技大学第12组' }),
]
const majors = [
  row('major', 548, 45_990, { batch: '本科批', major_name: '统计学（中外合作办学）', plan_type: '中外合作' }),
  row('major', 551, 43_643, { batch: '本科批', major_name: '机械工程（中外合作办学）', plan_type: '中外合作' }),
  row('major', 550, 44_422, { batch: '本科批', major_name: '信息与计算科学（中外合作办学）', plan_type: '中外合作' }),
]

describe('plan types completed from the majors’ own rows (ADR 050)', () => {
  it('a group whose line is a 中外合作 major’s line becomes a 中外合作 unit; the ordinary group stays', () => {
    const { rows, retyped, dropped } = completePlanTypes([...groups, ...majors], batchOf)
    expect(rows.filter((r) => r.unit_level === 'major-group').map((r) => [r.major_group, r.plan_type])).toEqual([
      ['武汉科技大学第10组', '普通类'],
      ['武汉科技大学第11组', '中外合作'],
      ['武汉科技大学第12组', '中外合作'],
    ])
    expect({ retyped, dropped }).toEqual({ retyped: 2, dropped: 0 })
  })

  it('an institution line that is a 中外合作 major’s line is left out; one an ordinary major shares is kept', () => {
    const institution2022 = row('institution', 536, 38_201, { year: 2022, batch: '本科普通批' })
    const coop2022 = row('major', 536, 38_201, { year: 2022, batch: '本科批', major_name: '机械工程(中外合作办学)', plan_type: '中外合作' })
    const institution2023 = row('institution', 563, 38_543, { year: 2023, batch: '本科普通批' })
    const coop2023 = row('major', 563, 38_543, { year: 2023, batch: '本科批', major_name: '网络工程(中外合作办学)', plan_type: '中外合作' })
    const ordinary2023 = row('major', 563, 38_543, { year: 2023, batch: '本科批', major_name: '统计学' })
    const { rows, dropped } = completePlanTypes([institution2022, coop2022, institution2023, coop2023, ordinary2023], batchOf)
    expect(rows.filter((r) => r.unit_level === 'institution').map((r) => r.year)).toEqual([2023])
    expect(dropped).toBe(1)
  })

  it('needs score and rank to match, the same year and a batch of the same kind', () => {
    const other = [
      row('major', 548, 45_991, { batch: '本科批', major_name: '统计学（中外合作办学）', plan_type: '中外合作' }),
      row('major', 548, 45_990, { year: 2024, batch: '本科批', major_name: '统计学（中外合作办学）', plan_type: '中外合作' }),
      row('major', 548, 45_990, { batch: '专科批', major_name: '统计（中外合作办学）', plan_type: '中外合作' }),
    ]
    const { rows, retyped } = completePlanTypes([groups[2]!, ...other], batchOf)
    expect(retyped).toBe(0)
    expect(rows[0]!.plan_type).toBe('普通类')
  })
})
