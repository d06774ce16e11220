import { describe, expect, it } from 'vitest'
import { findProvincePolicy } from '../policy/province-policies.ts'
import type { PlanRow } from './rows.ts'
import { indexPlans } from './unit-plans.ts'

const row = (major: string, tuition: number | null): PlanRow => ({
  year: 2026,
  subject_type: '物理类',
  batch: '本科批',
  level: '本科',
  institution_id: 'A',
  institution_name: '甲大学',
  provincial_code: '1101',
  major_group: '01专业组(化学)',
  major_code: '01',
  major_name: major,
  plan_count: 10,
  tuition,
  requirement_text: '化学',
  subject_requirement: null,
  plan_type: null,
})

/** The unit's tuition over its rows, as the 江苏 2026 plan book's one 专业组. */
const tuitionOf = (rows: PlanRow[]) => {
  const units = [...indexPlans(rows, findProvincePolicy('jiangsu', 2026)!).values()].flatMap((m) => [...m.values()])
  expect(units).toHaveLength(1)
  return units[0]!.tuition
}

describe('a unit’s tuition from its plan rows (ADR 170)', () => {
  it('is the dearest fee its rows print', () => {
    expect(tuitionOf([row('林学', 0), row('计算机类', 5200), row('软件工程', null)])).toBe(5200)
  })
  it('is free (0) when every row says free, and unknown when a row with no printed fee sits beside the free ones', () => {
    expect(tuitionOf([row('林学', 0), row('草业科学', 0)])).toBe(0)
    expect(tuitionOf([row('林学', 0), row('草业科学', null)])).toBeNull()
    expect(tuitionOf([row('草业科学', null), row('林学', 0)])).toBeNull()
    expect(tuitionOf([row('林学', null)])).toBeNull()
  })
})
