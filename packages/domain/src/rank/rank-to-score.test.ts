import { describe, expect, it } from 'vitest'
import { toRank, toScore } from '../types.ts'
import { equivalentScore } from './equivalent-score.ts'
import { rankToScore } from './rank-to-score.ts'
import { makeScoreRankTable } from './score-rank-table.ts'

const y2024 = makeScoreRankTable([
  { score: 650, count: 10 },
  { score: 640, count: 40 },
  { score: 630, count: 50 },
  { score: 620, count: 100 },
])
const y2025 = makeScoreRankTable([
  { score: 660, count: 20 },
  { score: 650, count: 60 },
  { score: 640, count: 120 },
  { score: 630, count: 200 },
])

describe('rankToScore', () => {
  it.each([
    [1, 650],
    [10, 650],
    [11, 640],
    [50, 640],
    [51, 630],
    [200, 620],
    [999, 620],
  ])('rank %i → %i', (rank, score) => {
    expect(rankToScore(y2024, toRank(rank))).toBe(score)
  })
})

describe('equivalentScore (等位分)', () => {
  it.each([
    ['2024 → 2025 through the same rank', y2024, y2025, 640, 650],
    ['2025 → 2024 (the other direction)', y2025, y2024, 650, 630],
    ['top score maps to top score', y2024, y2025, 650, 660],
  ])('%s', (_, from, to, score, expected) => {
    expect(equivalentScore(from, to, toScore(score))).toBe(expected)
  })

  it('can normalise by cohort size (percentile 等位分)', () => {
    // 2024 rank 50 of 200 = 25 %; 2025 has 400 → rank 100 → 640
    expect(equivalentScore(y2024, y2025, toScore(640), { isCohortNormalised: true })).toBe(640)
  })
})
