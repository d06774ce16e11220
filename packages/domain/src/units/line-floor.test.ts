import { describe, expect, it } from 'vitest'
import { atLineRank, batchFloors, fillLine, FLOOR_SCHOOLS, type FloorRow } from './line-floor.ts'

const rowsAt = (score: number, schools: number, year = 2025, track = '理科'): FloorRow[] =>
  Array.from({ length: schools }, (_, i) => ({ year, subject_type: track, institution_id: `s${score}-${i}`, min_score: score }))

describe('batchFloors', () => {
  it('finds the score many institutions share at the bottom of the batch', () => {
    const rows = [...rowsAt(262, 1), ...rowsAt(268, 1), ...rowsAt(280, 43), ...rowsAt(281, 20), ...rowsAt(330, 26, 2025, '文科')]
    const floors = batchFloors(rows)
    expect(floors.get('2025|理科')).toBe(280)
    expect(floors.get('2025|文科')).toBe(330)
  })

  it('counts institutions, not rows: one school listing many majors at a score is no floor', () => {
    const rows = Array.from({ length: 12 }, () => ({ year: 2025, subject_type: '理科', institution_id: 'one', min_score: 300 }))
    expect(batchFloors(rows).size).toBe(0)
  })

  it('has no floor where the bottom thins out gradually', () => {
    // 3 schools at 372, then 5 at 374: not twice as many as below, so demand, not a line
    const rows = [...rowsAt(363, 1), ...rowsAt(372, 3), ...rowsAt(374, FLOOR_SCHOOLS), ...rowsAt(376, 5)]
    expect(batchFloors(rows).get('2025|理科')).toBeUndefined()
  })
})

describe('fillLine', () => {
  it('is the published line, raised to a floor just above it, and the floor (an estimate) without a line', () => {
    expect(fillLine(405, undefined)).toEqual({ score: 405, isEstimate: false })
    expect(fillLine(276, 280)).toEqual({ score: 280, isEstimate: true })
    expect(fillLine(undefined, 330)).toEqual({ score: 330, isEstimate: true })
    expect(fillLine(undefined, undefined)).toBeUndefined()
  })

  it('ignores a floor far above the line (demand) or below it', () => {
    expect(fillLine(340, 410)).toEqual({ score: 340, isEstimate: false })
    expect(fillLine(340, 330)).toEqual({ score: 340, isEstimate: false })
  })
})

describe('atLineRank', () => {
  const line = { score: 340, isEstimate: false }
  it('moves a line-filled year with a better rank out to the target line rank', () => {
    expect(atLineRank({ year: 2025, minScore: 341, minRank: 50_000 }, line, 55_000)).toEqual({
      minRank: 55_000,
      note: '2025年在本科线处录满，按今年本科线位次计',
    })
  })

  it('keeps a worse rank (the unit was under-applied) but still flags the year', () => {
    expect(atLineRank({ year: 2025, minScore: 340, minRank: 60_000 }, line, 55_000)?.minRank).toBe(60_000)
  })

  it('says when the line is an estimate from the data', () => {
    expect(atLineRank({ year: 2025, minScore: 330, minRank: 14_519 }, { score: 330, isEstimate: true }, 13_000)?.note).toMatch(/估计，非公布/)
  })

  it('leaves units above the line, without a rank or without a target line alone', () => {
    expect(atLineRank({ year: 2025, minScore: 342, minRank: 50_000 }, line, 55_000)).toBeNull()
    expect(atLineRank({ year: 2025, minScore: 340, minRank: null }, line, 55_000)).toBeNull()
    expect(atLineRank({ year: 2025, minScore: 340, minRank: 50_000 }, line, undefined)).toBeNull()
    expect(atLineRank({ year: 2025, minScore: 340, minRank: 50_000 }, undefined, 55_000)).toBeNull()
  })
})
