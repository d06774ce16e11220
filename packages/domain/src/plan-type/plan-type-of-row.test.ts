import { describe, expect, it } from 'vitest'
import { planTypeOfRow } from './plan-type-of-row.ts'

const row = (plan_type: string | null, major_name: string | null, major_group: string | null = null, institution_name: string | null = null) => ({
  plan_type,
  major_name,
  major_group,
  institution_name,
  batch: '本科批',
})

describe('planTypeOfRow', () => {
  it('keeps a specific column as it is', () => {
    expect(planTypeOfRow(row('中外合作', '工商管理(中法实验班)'))).toBe('中外合作')
    expect(planTypeOfRow(row('普通类', '临床医学'))).toBe('普通类')
  })

  it('reads the route from the wording when the column only says 其他', () => {
    expect(planTypeOfRow(row('其他', '第571组(地方专项)', '571'))).toBe('地方专项')
    expect(planTypeOfRow(row('其他', '第561组(国家专项)', '561'))).toBe('国家专项')
    expect(planTypeOfRow(row('其他', '第12组(高校专项)', '12'))).toBe('高校专项')
  })

  it('never turns a 其他 row ordinary when its wording names no route', () => {
    expect(planTypeOfRow(row('其他', '第201组', '201'))).toBe('其他')
  })

  it('reads the wording when the column is empty', () => {
    expect(planTypeOfRow(row(null, '计算机科学与技术(中外合作办学)'))).toBe('中外合作')
    expect(planTypeOfRow(row(null, '软件工程'))).toBe('普通类')
  })

  it('reopens an ordinary column only for a cooperation code its wording names (ADR 173)', () => {
    expect(planTypeOfRow(row('普通类', '地理信息科学', null, '内蒙古师范大学(八协计划)[公办]'))).toBe('其他')
    expect(planTypeOfRow(row('普通类', null, '河北金融学院历史类第002组(不限)协作计划'))).toBe('其他')
    expect(planTypeOfRow(row('普通类', '会计学（八省区对等协作计划）'))).toBe('其他')
    expect(planTypeOfRow(row('普通类', null, '某大学第003组', '某大学(新疆协作计划)'))).toBe('民族班')
    // an ordinary column whose wording names another marker stands: the pipeline read it with what the row no longer carries
    expect(planTypeOfRow(row('普通类', '城市更新、乡村振兴方向'))).toBe('普通类')
  })
})
