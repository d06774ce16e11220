import { describe, expect, it } from 'vitest'
import { planTypeOfRow } from './plan-type-of-row.ts'

const row = (plan_type: string | null, major_name: string | null, major_group: string | null = null) => ({
  plan_type,
  major_name,
  major_group,
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
})
