import { describe, expect, it } from 'vitest'
import { defaultAdmissionModel } from '../admission/admission-model.ts'
import { backtestCases, backtestInputs, backtestMultipliers, seatTotals, summariseBacktest, type BacktestRow } from './run-backtest.ts'

const row = (unitId: string, year: number, minRank: number, extra: Partial<BacktestRow> = {}): BacktestRow => ({
  province: 'p',
  year,
  subjectType: 'combined',
  unitId,
  minRank,
  ...extra,
})

describe('backtestCases', () => {
  const rows = [row('a', 2023, 1000), row('a', 2024, 1000), row('a', 2025, 1100), row('new', 2025, 500)]

  it('skips units with no earlier year and uses only earlier years', () => {
    const cases = backtestCases(rows, { targetYear: 2025 })
    expect(cases).toHaveLength(backtestMultipliers.length)
  })

  it('places candidates at R × multipliers and scores admission as rank ≤ actual', () => {
    const cases = backtestCases(rows, { targetYear: 2025 })
    // R = 1000 (2024); actual 1100 → admitted up to multiplier 1.10
    expect(cases.map((c) => c.outcome)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0])
    expect(cases.map((c) => c.baseline)).toEqual([0.95, 0.95, 0.95, 0.95, 0.7, 0.7, 0.7, 0.3, 0.3, 0.05, 0.05, 0.05, 0.05])
  })

  it('without a target year scores every year that has history', () => {
    expect(backtestCases(rows)).toHaveLength(2 * backtestMultipliers.length)
  })

  it('summarises model and baseline on the same cases', () => {
    const report = summariseBacktest(backtestCases(rows, { targetYear: 2025 }))
    expect(report.n).toBe(13)
    expect(report.units).toBe(1)
    // admitted at 0.95 ×4 and 0.7 ×3 and 0.3 ×2, refused at 0.05 ×4
    expect(report.baseline.brier).toBeCloseTo((4 * 0.05 ** 2 + 3 * 0.3 ** 2 + 2 * 0.7 ** 2 + 4 * 0.05 ** 2) / 13, 12)
  })
})

describe('seatTotals', () => {
  it('sums plans only where nearly every row has one', () => {
    const totals = seatTotals([
      row('a', 2024, 1, { planCount: 10 }),
      row('b', 2024, 1, { planCount: 5 }),
      row('a', 2025, 1, { planCount: 10 }),
      row('b', 2025, 1),
    ])
    expect(totals.get('p|combined|2024')).toBe(15)
    expect(totals.has('p|combined|2025')).toBe(false)
  })
})

describe('backtestInputs', () => {
  it('passes control-line ranks and the derived flag through, earlier years only', () => {
    const inputs = backtestInputs([row('a', 2024, 900, { lineRank: 100_000, isDerived: true }), row('a', 2025, 1000, { lineRank: 110_000 })], {
      targetYear: 2025,
    })
    expect(inputs).toHaveLength(1)
    expect(inputs[0]!.history).toEqual([{ year: 2024, minRank: 900, lineRank: 100_000, isDerived: true }])
    // the track's observed moves before the target travel with it (ADR 049): here one year, too few units to measure a move;
    // the target's line is also the unit's floor, as the app gives every ordinary 本科 unit (ADR 058)
    expect(inputs[0]!.target).toEqual({
      year: 2025,
      lineRank: 110_000,
      floorRank: 110_000,
      provinceMoves: [{ year: 2024, units: 0, lineRank: 100_000 }],
    })
    expect(inputs[0]!).toMatchObject({ recent: 900, actual: 1000 })
  })

  it('flags a placed third-party year for the model and carries the source of R to the forecast (ADR 072)', () => {
    const rows = [row('a', 2023, 800), row('a', 2024, 900, { source: 'placed' }), row('a', 2025, 1000, { source: 'official' })]
    const input = backtestInputs(rows, { targetYear: 2025 })[0]!
    expect(input.history.map((h) => h.isPlaced)).toEqual([undefined, true])
    expect(input.source).toBe('placed')
    expect(backtestInputs([row('b', 2024, 900), row('b', 2025, 1000)], { targetYear: 2025 })[0]!.source).toBeUndefined()
  })

  it('measures the track’s common move on every unit of it, the target year left out', () => {
    const rows = Array.from({ length: 40 }, (_, i) => [
      row(`u${i}`, 2023, 1000 + 10 * i),
      row(`u${i}`, 2024, Math.round((1000 + 10 * i) * 1.1)),
      row(`u${i}`, 2025, 5000),
    ]).flat()
    const moves = backtestInputs(rows, { targetYear: 2025 })[0]!.target.provinceMoves!
    expect(moves.map((m) => m.year)).toEqual([2023, 2024])
    expect(moves[1]!.rankMove).toBeCloseTo(Math.log(1.1), 2)
  })

  it('scores each province with its own parameters when given a function (leave-one-province-out)', () => {
    const seen: string[] = []
    backtestCases([row('a', 2024, 900), row('a', 2025, 1000)], {
      params: (province) => {
        seen.push(province)
        return defaultAdmissionModel
      },
    })
    expect(seen).toEqual(['p'])
  })

  it('gives each unit the volatility of its institution’s other units in the same track, from the sample’s full rows', () => {
    const rows = [
      ...[2023, 2024, 2025].flatMap((y, i) => [row('S|a', y, 1000 + 100 * i), row('S|b', y, 2000 * (1 + i)), row('S|c', y, 3000 * (1 + 0.1 * i))]),
      row('S|d', 2024, 5000, { subjectType: 'physics' }),
    ]
    const full = backtestInputs(rows, { targetYear: 2025 })
    const a = full.find((i) => i.unitId === 'S|a')!
    const expected = Math.sqrt(((Math.log(4000 / 2000) / Math.SQRT2) ** 2 + (Math.log(3300 / 3000) / Math.SQRT2) ** 2) / 2)
    expect(a.peers.institutionVolatility).toBeCloseTo(expected, 12)
    // a sampled unit keeps the value measured on every unit of its institution
    const sampled = backtestInputs(
      rows.filter((r) => r.unitId === 'S|a'),
      { targetYear: 2025, peerRows: rows },
    )
    expect(sampled[0]!.peers).toEqual(a.peers)
    expect(
      backtestInputs(
        rows.filter((r) => r.unitId === 'S|a'),
        { targetYear: 2025 },
      )[0]!.peers,
    ).toEqual({})
  })
})
