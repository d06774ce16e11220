import { describe, expect, it } from 'vitest'
import { assignToGroups, type GroupLine } from './group-majors.ts'

const g = (group: string, score: number): GroupLine => ({ code: '1001', group, score, requirement: null })

describe('majors of an official 2025 group table from entry 27 (group-majors.ts)', () => {
  it('gives a one-group school every major at or above its line and leaves out those below (专项, 中外合作, 专科 rows)', () => {
    const one = g('101', 560)
    expect(assignToGroups([600, 560, 559, 480], [one])).toEqual([one, one, undefined, undefined])
  })

  it('places a major below the second-lowest line in the lowest group, one at a higher group’s line in it, and keeps the others without a group', () => {
    const low = g('102', 540)
    const high = g('101', 580)
    expect(assignToGroups([545, 579, 580, 620, 530], [low, high])).toEqual([low, low, high, null, undefined])
  })

  it('places the one major of the school at a line only one group has in that group (its lowest major), and no other', () => {
    const low = g('116', 544)
    const mid = g('105', 550)
    const high = g('117', 588)
    const twin = g('110', 586)
    const twin2 = g('118', 586)
    // 华北水利水电大学 2025 物理: 人工智能 588 is 117's lowest; two majors at 550 or a line two groups share stay the school's
    expect(assignToGroups([588, 586, 550, 590], [low, mid, twin, twin2, high], [588, 586, 550, 550, 590])).toEqual([high, null, null, null])
  })

  it('places nothing without a group line', () => {
    expect(assignToGroups([600], [])).toEqual([undefined])
  })
})
