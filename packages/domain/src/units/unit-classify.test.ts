import { describe, expect, it } from 'vitest'
import { requirementKey, schoolCodesCut } from './unit-classify.ts'

describe('requirementKey', () => {
  it('reads the 再选 requirement however the source writes it', () => {
    expect(requirementKey('首选物理，再选化学', null)).toBe('化学')
    expect(requirementKey(null, '22专业组(化学)')).toBe('化学')
    expect(requirementKey(null, '22 专业组(物理+化学)')).toBe('化学')
    expect(requirementKey('不限', '26专业组(不限)')).toBe('不限')
    expect(requirementKey(null, '26 专业组(物理+不限)')).toBe('不限')
    expect(requirementKey('化学+生物', null)).toBe('化学+生物')
    expect(requirementKey('化学或生物', null)).toBe('或化学+生物')
    expect(requirementKey('思想政治', null)).toBe('政治')
  })

  it('is null when the row does not state it', () => {
    expect(requirementKey(null, '22')).toBeNull()
    expect(requirementKey('', null)).toBeNull()
    expect(requirementKey(null, '30专业组(中外合作办学)')).toBeNull()
  })
})

describe('school codes carrying the group code (ADR 050)', () => {
  const row = (provincial_code: string, major_code: string | null, major_group: string | null) => ({
    institution_id: 'W',
    provincial_code,
    major_code,
    major_group,
  })
  it('cuts C10210 back to C102 where C102 is the school’s code on another row', () => {
    const out = schoolCodesCut([row('C10210', '10', '武汉科技大学第10组'), row('C102', null, '10')])
    expect(out.map((r) => r.provincial_code)).toEqual(['C102', 'C102'])
  })
  it('leaves a code alone when the cut code is not the school’s', () => {
    expect(schoolCodesCut([row('C10210', '10', null)]).map((r) => r.provincial_code)).toEqual(['C10210'])
  })
})
