import { describe, expect, it } from 'vitest'
import { rankForScore } from '../build/rank-tables.ts'
import { checkRankRows, repairRankRows, type RankRow } from './rank-rows.ts'

const table = (pairs: [number, number][]): RankRow[] => pairs.map(([score, cumulative]) => ({ score, count: null, cumulative }))

describe('checkRankRows', () => {
  it('accepts a consistent table and reports decreases, duplicates and out-of-range scores by input index', () => {
    expect(
      checkRankRows(
        table([
          [700, 5],
          [699, 9],
          [698, 20],
        ]),
        750,
      ),
    ).toEqual([])
    const problems = checkRankRows(
      table([
        [700, 5],
        [699, 4],
        [699, 6],
        [760, 1],
      ]),
      750,
    )
    expect(problems.map((p) => p.index).sort()).toEqual([1, 2, 3].sort())
  })
})

describe('repairRankRows', () => {
  it('collapses a fabricated 1-per-point run at the top into one bucket (Hubei 2024 defect)', () => {
    const fake = Array.from({ length: 44 }, (_, i) => [750 - i, i + 1] as [number, number])
    const r = repairRankRows([
      ...table(fake),
      ...table([
        [706, 50],
        [705, 61],
      ]),
    ])
    expect(r.rows[0]).toEqual({ score: 707, count: 44, cumulative: 44 })
    expect(r.rows).toHaveLength(3)
    expect(r.notes.join()).toMatch(/fake/)
  })

  it('truncates a broken bottom, and drops a table when most of it is broken (Jiangsu 2023/2024 copies)', () => {
    const mostlyGood = repairRankRows(
      table([
        [700, 5],
        [699, 9],
        [698, 20],
        [697, 30],
        [696, 3],
      ]),
    )
    expect(mostlyGood.usable).toBe(true)
    expect(mostlyGood.rows.map((r) => r.score)).toEqual([700, 699, 698, 697])
    expect(
      repairRankRows(
        table([
          [700, 5],
          [699, 3],
          [698, 4],
          [697, 6],
        ]),
      ).usable,
    ).toBe(false)
  })

  it('recomputes per-score counts from cumulative counts', () => {
    const r = repairRankRows([
      { score: 700, count: 5, cumulative: 5 },
      { score: 699, count: 99, cumulative: 9 },
    ])
    expect(r.rows[1]?.count).toBe(4)
  })
})

describe('rankForScore', () => {
  const rows = table([
    [700, 5],
    [699, 9],
    [697, 20],
    [696, 31],
  ])
  it('returns the cumulative count at the score, the next higher score for a gap, null below or above the table', () => {
    expect(rankForScore(rows, 699)).toBe(9)
    expect(rankForScore(rows, 698)).toBe(9)
    expect(rankForScore(rows, 696)).toBe(31)
    expect(rankForScore(rows, 695)).toBeNull()
    // 720 and 700 cannot share the top row's rank: above the table the rank is unknown.
    expect(rankForScore(rows, 700)).toBe(5)
    expect(rankForScore(rows, 720)).toBeNull()
  })
})
