import { describe, expect, it } from 'vitest'
import { toScore } from '../types.ts'
import { makeScoreRankTable } from './score-rank-table.ts'
import { scoreToRank, scoreToWorstRank } from './score-to-rank.ts'

const table = makeScoreRankTable([
  { score: 700, count: 3 },
  { score: 698, count: 5 },
  { score: 697, count: 0 },
  { score: 696, count: 2 },
])

describe('scoreToRank', () => {
  it.each([
    ['above the top row: inside the top row (its 及以上 band), ADR 093', 705, { best: 1, worst: 3 }],
    ['top row shares its band', 700, { best: 1, worst: 3 }],
    ['gap between rows ranks behind everyone above', 699, { best: 4, worst: 4 }],
    ['ties share the worst rank of the band', 698, { best: 4, worst: 8 }],
    ['an empty band', 697, { best: 9, worst: 9 }],
    ['bottom row', 696, { best: 9, worst: 10 }],
    ['below the bottom row gets the last rank', 600, { best: 10, worst: 10 }],
    ['fractional scores count as their integer part', 698.5, { best: 4, worst: 8 }],
  ])('%s: %d', (_, score, expected) => {
    expect(scoreToRank(table, toScore(score))).toEqual(expected)
    expect(scoreToWorstRank(table, toScore(score))).toBe(expected.worst)
  })

  it('treats a banded top row (684+) as everyone at or above it', () => {
    const banded = makeScoreRankTable([
      { score: 684, cumulative: 120, isTopBand: true },
      { score: 683, cumulative: 130 },
    ])
    expect(scoreToRank(banded, toScore(700))).toEqual({ best: 1, worst: 120 })
    expect(scoreToRank(banded, toScore(684))).toEqual({ best: 1, worst: 120 })
    expect(scoreToRank(banded, toScore(683))).toEqual({ best: 121, worst: 130 })
  })

  it('knows the unpublished band above a table whose first cumulative exceeds its count', () => {
    const hidden = makeScoreRankTable([{ score: 685, count: 12, cumulative: 57 }])
    expect(scoreToRank(hidden, toScore(690))).toEqual({ best: 1, worst: 45 })
    expect(scoreToRank(hidden, toScore(685))).toEqual({ best: 46, worst: 57 })
  })

  it('builds from cumulative counts only and from unsorted rows', () => {
    const t = makeScoreRankTable([
      { score: 698, cumulative: 8 },
      { score: 700, cumulative: 3 },
    ])
    expect(t.rows.map((r) => r.count)).toEqual([3, 5])
    expect(t.total).toBe(8)
  })

  it.each([
    ['empty table', []],
    [
      'cumulative that falls',
      [
        { score: 700, cumulative: 5 },
        { score: 699, cumulative: 3 },
      ],
    ],
    ['non-integer score', [{ score: 700.5, count: 1 }]],
  ])('rejects %s', (_, rows) => {
    expect(() => makeScoreRankTable(rows)).toThrow(RangeError)
  })
})

// 甘肃 2025 物理类 as published (SOURCES.md entry 28, gaokao-pro): its first row is "670 及以上", 37 candidates
describe('a score above a real table top row (ADR 093)', () => {
  const gansu = makeScoreRankTable([
    { score: 670, count: 37, cumulative: 37 },
    { score: 669, count: 4, cumulative: 41 },
    { score: 668, count: 3, cumulative: 44 },
  ])
  it('reads the top row rank (its 累计人数), not rank 1', () => {
    expect(scoreToRank(gansu, toScore(676))).toEqual({ best: 1, worst: 37 })
    expect(scoreToWorstRank(gansu, toScore(690))).toBe(37)
    expect(scoreToRank(gansu, toScore(670))).toEqual({ best: 1, worst: 37 })
  })
})
