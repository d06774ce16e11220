import { describe, expect, it } from 'vitest'
import { headlineYear, measuredCeiling, measuredOutcomes } from './measured-outcomes.ts'
import type { RankFrom } from './extract-dataset-rows.ts'

type Row = { year: number; st: 'physics' | 'history'; unit: string; rank: number; rankFrom: RankFrom }
const row = (year: number, st: Row['st'], unit: string, rank: number, rankFrom: RankFrom): Row => ({ year, st, unit, rank, rankFrom })

// 物理类: 2025's table stops at rank 50,000 (scores below it are read by 线差); 历史类: 2025 has no table at all;
// 60 units per track with history in 2024, so 2025 is the headline year; 2026 has units without history only
const rows: Row[] = []
for (let i = 0; i < 60; i++) {
  const recent = 1000 * (i + 1) // 1,000 … 60,000
  rows.push(row(2024, 'physics', `p${i}`, recent, 'table'))
  const actual = recent * (i % 2 === 0 ? 1.2 : 0.8)
  rows.push(row(2025, 'physics', `p${i}`, actual, actual > 50_000 ? 'below-table' : 'published'))
  rows.push(row(2024, 'history', `h${i}`, recent, 'table'))
  rows.push(row(2025, 'history', `h${i}`, recent, i < 5 ? 'published' : 'line-gap'))
  rows.push(row(2026, 'physics', `n${i}`, recent, 'line-gap'))
}
// the bottom of the 2025 物理类 table as the measured ranks show it
rows.push(row(2025, 'physics', 'new', 50_000, 'table'))

describe('measuredOutcomes', () => {
  it('scores the newest year with enough units that have history, not the newest year', () => {
    expect(headlineYear(rows)).toBe(2025)
  })

  it('reads the measured range as the bottom of a table that stops above the line, and none below the lowest rank', () => {
    expect(measuredCeiling(rows.filter((r) => r.year === 2025 && r.st === 'physics'))).toBe(50_000)
    expect(measuredCeiling(rows.filter((r) => r.year === 2025 && r.st === 'history'))).toBe(Infinity)
    expect(measuredCeiling([{ rank: 10, rankFrom: 'below-table' }])).toBe(0)
  })

  it('selects the scored units by their history, never by their outcome', () => {
    const kept = measuredOutcomes(rows).rows.filter((r) => r.year === 2025 && r.st === 'physics' && r.unit !== 'new')
    // every unit whose candidates (up to 2 × 1,000 … 25,000) lie inside the table, the ones that fell included
    expect(kept.map((r) => r.unit)).toEqual(Array.from({ length: 25 }, (_, i) => `p${i}`))
  })

  it('keeps a history track only where its ranks were published, and every earlier or later year as it is', () => {
    const { rows: kept } = measuredOutcomes(rows)
    expect(kept.filter((r) => r.year === 2025 && r.st === 'history').map((r) => r.unit)).toEqual(['h0', 'h1', 'h2', 'h3', 'h4'])
    expect(kept.filter((r) => r.year === 2024)).toHaveLength(120)
    expect(kept.filter((r) => r.year === 2026)).toHaveLength(60)
  })
})
