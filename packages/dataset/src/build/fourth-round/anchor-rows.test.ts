import { describe, expect, it } from 'vitest'
import { fillBetweenAnchors } from './anchor-rows.ts'
import { gaokaoProCandidate } from './rank-tables.ts'

// the bottom of 甘肃 2025 物理类 as SOURCES.md entry 28 gives it: whole down to 450, then anchors (374 is the 本科 line)
const gansu = [
  { score: 451, count: 537, cumulative: 51995 },
  { score: 450, count: 558, cumulative: 52553 },
  { score: 440, count: 5509, cumulative: 58062 },
  { score: 380, count: 5021, cumulative: 90931 },
  { score: 374, count: 2857, cumulative: 93788 },
]

describe('fillBetweenAnchors (ADR 093)', () => {
  const filled = fillBetweenAnchors(gansu, 450)
  it('keeps every anchor unchanged and fills each score between two of them on the straight line', () => {
    expect(filled.filter((r) => !r.interpolated)).toEqual(gansu)
    expect(filled.map((r) => r.score)).toEqual(Array.from({ length: 451 - 374 + 1 }, (_, i) => 451 - i))
    expect(filled.find((r) => r.score === 445)).toEqual({ score: 445, count: null, cumulative: Math.round(52553 + 5509 / 2), interpolated: true })
    expect(filled.find((r) => r.score === 377)!.cumulative).toBe(Math.round(90931 + 2857 / 2))
  })
  it('never fills a gap above the complete part (nobody scored there)', () => {
    const top = [{ score: 670, count: 37, cumulative: 37 }, { score: 668, count: 3, cumulative: 40 }, ...gansu]
    expect(fillBetweenAnchors(top, 450).some((r) => r.score === 669)).toBe(false)
  })
  it('is used for the 甘肃 2025 物理类 copy only, so its table reaches the 本科 line', () => {
    const t = gaokaoProCandidate('gansu-2025-physics', { year: 2025, track_cn: '物理类', rows: gansu })!
    expect(t.rows.find((r) => r.score === 374)).toMatchObject({ cumulative: 93788 })
    expect(t.rows.filter((r) => r.interpolated).length).toBe(9 + 59 + 5)
    const other = gaokaoProCandidate('anhui-2024-physics', { year: 2024, track_cn: '物理类', rows: gansu })!
    expect(other.rows.some((r) => r.interpolated)).toBe(false)
  })
})
