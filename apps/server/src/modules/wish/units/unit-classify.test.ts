import { describe, expect, it } from 'vitest'
import { requirementKey } from './unit-classify.ts'

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
