import { describe, expect, it } from 'vitest'
import { admissionModelFor, type BacktestRow } from '@gk/domain'
import { earlierStepDowns, earlierSummary, withStepDown } from './llyo-step-down.ts'

// 80 units a year, 2021–2024: calm lines (±2 %) until 2023; `headline` sets what 2024 does
function province(name: string, headline: (i: number) => number): BacktestRow[] {
  const rows: BacktestRow[] = []
  for (let i = 0; i < 80; i++) {
    const base = 1_000 + i * 500
    for (const [year, factor] of [
      [2021, 1],
      [2022, 1 + ((i % 5) - 2) / 100],
      [2023, 1 + ((i % 3) - 1) / 100],
      [2024, headline(i)],
    ] as const)
      rows.push({ province: name, year, subjectType: '物理类', unitId: `u${i}`, minRank: Math.round(base * factor), totalCandidates: 300_000 })
  }
  return rows
}

describe('the leave-last-year-out step-down', () => {
  it('is read off the year before the headline year, so the scored year cannot change it', () => {
    const latest = new Map([['p', 2024]])
    const calm = earlierStepDowns(new Map([['p', province('p', () => 1)]]), latest, {})
    // a headline year whose lines all moved outward by half: its own summary would miss every target
    const wild = earlierStepDowns(new Map([['p', province('p', (i) => 1.5 + (i % 7) / 10)]]), latest, {})
    expect(wild).toEqual(calm)
    expect(calm.p).toBeDefined()
  })

  it('scores the last scoreable year before the headline year, not the headline year', () => {
    // 2023 has 70 of the 80 units, 2024 all 80: the units scored say which year was read
    const rows = province('p', () => 1).filter((r) => r.year !== 2023 || Number(r.unitId.slice(1)) < 70)
    const summary = earlierSummary('p', rows, 2024, {})
    expect(summary?.year).toBe(2023)
    expect(summary?.units).toBe(70)
  })

  it('gives no step-down to a province without a scoreable year before its headline year', () => {
    const rows = province('q', () => 1).filter((r) => r.year >= 2023)
    expect(earlierStepDowns(new Map([['q', rows]]), new Map([['q', 2024]]), {})).toEqual({})
  })

  it("replaces the app's newest step-down with the earlier one", () => {
    const stepped = { ...admissionModelFor('x'), confidenceDowngrade: 1 }
    expect(withStepDown(stepped, 0).confidenceDowngrade).toBeUndefined()
    expect(withStepDown(stepped, undefined).confidenceDowngrade).toBeUndefined()
    expect(withStepDown(admissionModelFor('x'), 1).confidenceDowngrade).toBe(1)
  })
})
