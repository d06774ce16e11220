import { describe, expect, it } from 'vitest'
import { vocationalFills } from './line-floor-vocational.ts'

const rowsAt = (year: number, scores: Record<number, number>) =>
  Object.entries(scores).flatMap(([score, n]) =>
    Array.from({ length: n }, (_, i) => ({ year, subject_type: '物理类', institution_id: `${score}-${i}`, min_score: Number(score) })),
  )
const ctx = (line?: number) => ({
  targetYear: 2027,
  vocationalLine: (year: number) => (year === 2023 ? line : undefined),
  targetRankOfScore: (_st: unknown, _b: string, score: number) => 1000 - score,
})

describe('vocationalFills', () => {
  it('reads the line from a spike of institutions at the bottom when no line is published (江苏 220)', () => {
    const f = vocationalFills(rowsAt(2025, { 220: 30, 250: 4, 300: 2 }), ctx())
    expect(f.fill({ year: 2025, subject_type: '物理类', min_score: 220 })).toEqual({ score: 220, isEstimate: true })
    expect(f.targetRank('physics')).toBe(780)
  })
  it('ignores a spike with more of the batch below it than on it (山西 2025 历史类)', () => {
    const below = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [100 + i * 2, 1]))
    const f = vocationalFills(rowsAt(2025, { ...below, 206: 6, 230: 2 }), ctx())
    expect(f.fill({ year: 2025, subject_type: '物理类', min_score: 206 })).toBeUndefined()
  })
  it('uses the published line, but not for a row far below it', () => {
    const f = vocationalFills(rowsAt(2023, { 250: 3, 300: 2 }), ctx(200))
    expect(f.fill({ year: 2023, subject_type: '物理类', min_score: 201 })).toEqual({ score: 200, isEstimate: false })
    expect(f.fill({ year: 2023, subject_type: '物理类', min_score: 150 })).toBeUndefined()
    expect(f.targetRank('physics')).toBe(800)
  })
})
