import { describe, expect, it } from 'vitest'
import { dropSchoolLinesAboveGroups, namedGroup } from './school-lines.ts'

const row = (unit_level: string, min_score: number, major_group: string | null, plan_type = '普通类') => ({
  province_code: '46',
  year: 2025,
  subject_type: '综合',
  batch: '本科普通批',
  institution_id: '4135010390',
  unit_level,
  major_group,
  min_score,
  plan_type,
})

describe('school lines above the school lowest ordinary group', () => {
  it('reads the group a school-level row names', () => {
    expect(namedGroup('南京邮电大学|海南|2024|普通类|物理+化学|代码11')).toBe('11')
    expect(namedGroup('浙江经贸职业技术学院第03组')).toBe('3')
    expect(namedGroup('本科批')).toBeNull()
  })

  it('drops a school line more than 5 above the lowest ordinary group (海南 2025 集美大学 613 vs 556)', () => {
    const out = dropSchoolLinesAboveGroups([row('institution', 613, null), row('major-group', 556, '01'), row('major-group', 590, '02')])
    expect(out.rows.map((r) => r.min_score)).toEqual([556, 590])
    expect(out.dropped).toBe(1)
  })

  it('keeps a school line within 5 points, and ignores special groups below it', () => {
    const out = dropSchoolLinesAboveGroups([row('institution', 560, null), row('major-group', 556, '01'), row('major-group', 500, '03', '中外合作')])
    expect(out.rows).toHaveLength(3)
  })

  it('re-levels a row that names a group the school has no row for', () => {
    const out = dropSchoolLinesAboveGroups([row('institution', 689, '南京邮电大学|海南|2024|普通类|物理+化学|代码11'), row('major-group', 669, '12')])
    expect(out).toMatchObject({ dropped: 0, relevelled: 1 })
    expect(out.rows[0]?.unit_level).toBe('major-group')
  })
})
