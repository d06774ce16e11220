import { describe, expect, it } from 'vitest'
import { riskWords } from './college-reach.ts'
import { sharedCodeNotes } from './shared-group-codes.ts'

const unit = (schoolName: string, code: string, group: string | null, schoolId = 'c1') => ({
  schoolId,
  schoolName,
  unitId: group ? `g:${schoolId}:${code}:${group}` : `m:${schoolId}:x`,
  groupCode: group,
})

describe('a group code one college fills under several 院校代码 (ADR 081)', () => {
  it('tells each unit apart by its sub-unit’s name and its 院校代码', () => {
    const notes = sharedCodeNotes([
      unit('某师范大学', '2001', '888'),
      unit('某师范大学（面向山区）', '2002', '888'),
      unit('某师范大学(中外合作办学)', '2003', '888'),
      unit('某师范大学', '2001', '101'),
    ])
    expect(notes).toEqual(['院校代码2001', '面向山区，院校代码2002', '中外合作办学，院校代码2003', ''])
  })
  it('leaves a code used once per college plain, even when another college uses it too', () => {
    expect(sharedCodeNotes([unit('甲大学', '3001', '999', 'a'), unit('乙大学', '3002', '999', 'b'), unit('甲大学', '3001', null, 'a')])).toEqual(['', '', ''])
  })
})

describe('a chance says its risk in words', () => {
  it('names each tier’s risk, and a chance outside the tiers by its side', () => {
    expect(riskWords('冲')).toMatch(/难度较大/)
    expect(riskWords('稳')).toMatch(/稳妥/)
    expect(riskWords('保')).toMatch(/把握较大/)
    expect(riskWords('', 0.12)).toMatch(/难度很大/)
    expect(riskWords('', 0.97)).toMatch(/把握很大/)
    expect(riskWords('')).toBe('')
  })
})
