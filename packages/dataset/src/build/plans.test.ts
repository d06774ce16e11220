import { describe, expect, it } from 'vitest'
import { hebeiTuition } from './plans.ts'

describe('河北 plan tuition (ADR 170)', () => {
  it('reads a printed fee as the fee', () => {
    expect(hebeiTuition('5800', '')).toBe(5800)
  })
  it('keeps its 0 unknown: the source prints 0 where the fee is not fixed yet', () => {
    expect(hebeiTuition('0', '学费约6230-6853元/学年，以广东省物价部门最新批准数为准')).toBeNull()
    expect(hebeiTuition('0', '单科成绩要求：外语>=120；学费2.8万林吉特/学年。')).toBeNull()
    expect(hebeiTuition('0', undefined)).toBeNull()
  })
  it('reads 0 as free when the note says so, and 免费 as free', () => {
    expect(hebeiTuition('0', '不招收色盲、色弱考生。免收学费')).toBe(0)
    expect(hebeiTuition('免费', '')).toBe(0)
  })
})
