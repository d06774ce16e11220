import { describe, expect, it } from 'vitest'
import { rankPoints, withPoints } from './rank-points.ts'
import { pointsCandidate } from './rank-tables.ts'

const row = (year: number, subject_type: string, min_score: number, min_rank: number) => ({
  year: String(year),
  subject_type,
  min_score: String(min_score),
  min_rank: String(min_rank),
})
// 甘肃 2025 物理类 rows of entry 27 as the raw file gives them (590: 19 rows at the cumulative count, 1 at the bucket start)
const rows = [
  ...Array.from({ length: 19 }, () => row(2025, '物理', 590, 4600)),
  row(2025, '物理', 590, 4475),
  row(2025, '物理', 591, 4474),
  row(2025, '物理', 446, 54689),
  row(2025, '物理', 445, 50000), // falls below the rank of a higher score: dropped
  row(2024, '物理', 446, 1),
  row(2025, '历史', 446, 18000),
]

describe('rankPoints (ADR 093)', () => {
  it('keeps per score the rank most rows give, of the asked year and track only, never a falling one', () => {
    expect(rankPoints(rows, 2025, '物理')).toEqual([
      { score: 591, count: null, cumulative: 4474 },
      { score: 590, count: null, cumulative: 4600 },
      { score: 446, count: null, cumulative: 54689 },
    ])
  })
  it('adds a point below the complete part only inside the step of its neighbouring anchors', () => {
    const table = [
      { score: 450, count: 558, cumulative: 52553 },
      { score: 440, count: 5509, cumulative: 58062 },
    ]
    const points = [
      { score: 446, count: null, cumulative: 54689 },
      { score: 444, count: null, cumulative: 60000 }, // beyond the 440 anchor: not added
      { score: 455, count: null, cumulative: 1 }, // in the complete part: not added
    ]
    expect(withPoints(table, points, 450).map((r) => r.score)).toEqual([450, 446, 440])
  })
  it('makes a table of points alone with the scores between them interpolated', () => {
    const points = Array.from({ length: 20 }, (_, i) => ({ score: 600 - 2 * i, count: null, cumulative: 100 * (i + 1) }))
    const t = pointsCandidate('62', 2025, '历史类', points)!
    expect(t.rows.length).toBe(39)
    expect(t.rows.find((r) => r.score === 599)).toMatchObject({ cumulative: 150, interpolated: true })
    expect(pointsCandidate('62', 2025, '历史类', points.slice(0, 5))).toBeNull()
  })
})
