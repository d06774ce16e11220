import { describe, expect, it } from 'vitest'
import { completeGroupPlanTypes, groupTypeFixes, type GroupTypedRow } from './group-plan-types.ts'

const row = (unit_level: string, major_group: string | null, plan_type: string, extra: Partial<GroupTypedRow> = {}): GroupTypedRow => ({
  province_code: '41',
  year: 2025,
  subject_type: '物理类',
  batch: '本科批',
  unit_level,
  institution_id: '4141010459',
  provincial_code: null,
  major_group: major_group,
  plan_type,
  ...extra,
})

describe('one plan type per 院校专业组 (ADR 051)', () => {
  it('types a group 中外合作 when every major in it is 中外合作, and not when one is ordinary', () => {
    const g = row('major-group', '201', '普通类', { provincial_code: '1105' })
    const rows = [g, row('major', '第201组', '中外合作'), row('major', '201组', '中外合作')]
    expect(completeGroupPlanTypes(rows)).toEqual({ groups: 1, majors: 0, byScore: 0, keptLabelled: 0 })
    expect(g.plan_type).toBe('中外合作')
    const mixed = [row('major-group', '101', '普通类'), row('major', '101组', '中外合作'), row('major', '101组', '普通类')]
    expect(groupTypeFixes(mixed)).toEqual([])
  })

  it('types the bare-named majors of a 国家专项 group 国家专项, and leaves 其他 groups alone', () => {
    const m = row('major', '第301组', '普通类')
    expect(completeGroupPlanTypes([row('major-group', '301', '国家专项'), m])).toEqual({ groups: 0, majors: 1, byScore: 0, keptLabelled: 0 })
    expect(m.plan_type).toBe('国家专项')
    expect(groupTypeFixes([row('major-group', '901', '其他'), row('major', '第901组', '普通类')])).toEqual([])
  })

  it('matches groups only within one school code, track and level', () => {
    const rows = [
      row('major-group', '101', '普通类', { provincial_code: '1220' }),
      row('major-group', '101', '普通类', { provincial_code: '1200' }),
      row('major', '101', '中外合作', { provincial_code: '1200' }),
      row('major', '101', '中外合作', { subject_type: '历史类' }),
    ]
    const fixes = groupTypeFixes(rows)
    expect(fixes.map((f) => f.row.provincial_code)).toEqual(['1200'])
  })

  it('types a group by score where the majors carry no group code (湖北 2025 武汉科技大学 第11组 551)', () => {
    const hubei = { province_code: '42', institution_id: '4142010488', provincial_code: 'C102' }
    const g11 = row('major-group', '11', '普通类', { ...hubei, min_score: 551 })
    const g10 = row('major-group', '10', '普通类', { ...hubei, min_score: 558 })
    const g12 = row('major-group', '12', '普通类', { ...hubei, min_score: 548 })
    const majors = [
      row('major', null, '普通类', { ...hubei, min_score: 558 }),
      row('major', null, '中外合作', { ...hubei, min_score: 551 }),
      row('major', null, '中外合作', { ...hubei, min_score: 555 }),
    ]
    // 10 holds an ordinary major's score, 12 no major's: only 11 changes
    expect(completeGroupPlanTypes([g10, g11, g12, ...majors])).toEqual({ groups: 0, majors: 0, byScore: 1, keptLabelled: 0 })
    expect([g10.plan_type, g11.plan_type, g12.plan_type]).toEqual(['普通类', '中外合作', '普通类'])
  })

  it('does not type by score a group that has ordinary majors of its own (郑州轻工业大学 2025 101, majors joined by the build)', () => {
    const henan = { institution_id: '4141010462', provincial_code: '6110' }
    const g101 = row('major-group', '101', '普通类', { ...henan, min_score: 540 })
    const rows = [
      g101,
      row('major', '101', '普通类', { ...henan, min_score: 545 }),
      row('major', null, '普通类', { ...henan, min_score: 549 }),
      row('major', null, '中外合作', { ...henan, min_score: 540 }),
    ]
    // before, the group went 中外合作 while its coded major stayed 普通类: one group, two plan types
    expect(groupTypeFixes(rows)).toEqual([])
    expect(g101.plan_type).toBe('普通类')
  })

  it("leaves ordinary an unlabelled group of a source that labels that plan's groups itself (ADR 110: 湖南大学 2024 第105组 603)", () => {
    const hunan = {
      province_code: '43',
      year: 2024,
      institution_id: '4143010532',
      provincial_code: '4301',
      source_id: 'gaokao-zhiyuan-site',
      quality: 'official',
    }
    const g105 = row('major-group', '105 第105组', '普通类', { ...hunan, min_score: 603 })
    const g307 = row('major-group', '307 第307组(国家专项)', '国家专项', { ...hunan, min_score: 595 })
    const majors = [
      row('major', null, '普通类', { ...hunan, min_score: 605 }),
      row('major', null, '国家专项', { ...hunan, min_score: 603 }),
      row('major', null, '国家专项', { ...hunan, min_score: 595 }),
    ]
    // the official table prints 第307组(国家专项): had 105 been 国家专项 it would say so; 603 twice is a coincidence
    expect(completeGroupPlanTypes([g105, g307, ...majors])).toEqual({ groups: 0, majors: 0, byScore: 0, keptLabelled: 1 })
    expect(g105.plan_type).toBe('普通类')
    // another source's 国家专项 group, or a label of another plan, says nothing about this source's group
    const other = row('major-group', '307 第307组(国家专项)', '国家专项', { ...hunan, source_id: 'zhiqu', quality: 'third-party', min_score: 595 })
    const yuke = row('major-group', '802 第802组(少数民族预科班)', '预科', { ...hunan, min_score: 614 })
    expect(groupTypeFixes([g105, other, yuke, ...majors]).map((f) => [f.row, f.to])).toEqual([[g105, '国家专项']])
  })
})
