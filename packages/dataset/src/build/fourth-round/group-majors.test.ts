import { describe, expect, it } from 'vitest'
import { assignToGroups, type GroupLine } from './group-majors.ts'

const g = (group: string, score: number): GroupLine => ({ code: '1001', group, score, requirement: null })

describe('majors of an official 2025 group table from entry 27 (group-majors.ts)', () => {
  it('gives a one-group school every major at or above its line and leaves out those below (专项, 中外合作, 专科 rows)', () => {
    const one = g('101', 560)
    expect(assignToGroups([600, 560, 559, 480], [one])).toEqual([one, one, undefined, undefined])
  })

  it('places a major below the second-lowest line in the lowest group, and keeps the others without a group', () => {
    const low = g('102', 540)
    const high = g('101', 580)
    expect(assignToGroups([545, 579, 580, 620, 530], [low, high])).toEqual([low, low, null, null, undefined])
  })

  it('places nothing without a group line', () => {
    expect(assignToGroups([600], [])).toEqual([undefined])
  })
})
