import { describe, expect, it } from 'vitest'
import { saidNumbers } from './ai-numbers.ts'
import { planLabel, planNameOf } from './ai-special-plan-rows.ts'
import type { CollegeRow } from './ai-special-lines.repository.ts'

const row = (r: Partial<CollegeRow>): CollegeRow => ({
  year: 2026,
  subject_type: '物理类',
  batch: '本科批',
  unit_level: 'major',
  institution_name: '某大学',
  major_group: null,
  major_name: null,
  min_score: 500,
  min_rank: null,
  plan_type: '普通类',
  ...r,
})

describe('a special plan named in its rows’ own words (ADR 168)', () => {
  it('reads the plan from a group label, a school-name suffix, a major and a bar', () => {
    expect(planNameOf(row({ major_name: '某学院历史类第021组(不限)振兴龙江计划' }))).toBe('振兴龙江计划')
    expect(planNameOf(row({ institution_name: '某大学(八协计划)[公办]', major_name: '法学' }))).toBe('八协计划')
    expect(planNameOf(row({ major_name: '不限|少数民族预科班' }))).toBe('少数民族预科班')
    expect(planNameOf(row({ major_group: '28', major_name: '不限(高校中外学分互认联合培养项目)' }))).toBe('高校中外学分互认联合培养项目')
    expect(planNameOf(row({ major_name: '园林(地方专项计划)' }))).toBe('地方专项计划')
  })

  it('leaves ordinary wordings alone', () => {
    expect(planNameOf(row({ major_name: '普通类专业组', batch: '普通本科' }))).toBeNull()
    expect(planNameOf(row({ major_name: '农村区域发展' }))).toBeNull()
    expect(planNameOf(row({ major_name: '汉语言文学(非定向)' }))).toBeNull()
  })

  it('labels a plan by its name where the name says more than its type', () => {
    expect(planLabel({ PlanType: '定向', PlanName: '振兴龙江计划' })).toBe('振兴龙江计划（定向）')
    expect(planLabel({ PlanType: '中外合作', PlanName: '中外合作办学' })).toBe('中外合作')
    expect(planLabel({ PlanType: '八协计划', PlanName: '八协计划' })).toBe('八协计划')
    expect(planLabel({ PlanType: '其他', PlanName: null })).toContain('专项')
  })

  it('reads 俺家 and 我们 as the speaker’s own number', () => {
    expect(saidNumbers('咋去年要545呢，俺家480没招了呗')).toEqual([
      { value: 545, own: false },
      { value: 480, own: true },
    ])
    expect(saidNumbers('三百零八就要？我们440能去不'.replace('三百零八', '308'))[1]).toEqual({ value: 440, own: true })
  })
})
