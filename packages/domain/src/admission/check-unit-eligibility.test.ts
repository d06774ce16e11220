import { describe, expect, it } from 'vitest'
import { unitIneligibilityReasons } from './check-unit-eligibility.ts'
import { noSubjectRequirement } from '../subject/subject-requirement.ts'

const candidate = { subjectCombo: { subjectType: 'history' as const, subjects: [] }, batchIds: ['undergraduate'] }
const unit = { subjectType: 'history' as const, batchId: 'undergraduate', requirement: noSubjectRequirement }

describe('unitIneligibilityReasons', () => {
  it('finds none for a unit of the candidate’s track and batch without 选科', () => {
    expect(unitIneligibilityReasons(unit, candidate)).toEqual([])
  })

  it('names the track and the batch a candidate cannot fill', () => {
    expect(unitIneligibilityReasons({ ...unit, subjectType: 'physics', batchId: 'early' }, candidate)).toEqual([
      '科类不符：该单位只招物理类',
      '批次不符：考生不能填报该批次',
    ])
  })

  it('gives a locality group no probability while the candidate’s locality is unknown (ADR 175)', () => {
    const reasons = unitIneligibilityReasons({ ...unit, restrictedTo: '面向漳州' }, candidate)
    expect(reasons).toHaveLength(1)
    expect(reasons[0]).toMatch(/^限地区：该组面向漳州招生/)
  })
})
