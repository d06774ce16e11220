// ADR 092: the headline year is the year the backtest scores, so what it scores against must be measured. A rank read
// by 线差 in another year's table (rankOf: the year has no table of the track, or the score lies below a table that
// stops above the line — 甘肃 2025 has no 历史类 table and a 物理类 one from 450 up, the line at 374) is the app's
// estimate of the line, not the line: scored against, it measures the 线差 conversion, not the forecast.
// Dropping just those unit-years would select on the outcome (a unit that fell below the table's bottom would leave).
// A track-year without any table loses its 线差 ranks and keeps the published ones (which rows a school publishes does
// not depend on their outcome). Below a table that stops above the line, dropping just the 线差 unit-years would select
// on the outcome (a unit that fell below the table's bottom would leave), so there the selection reads the history
// only: the measured range ends at the largest measured rank below the smallest 线差 rank (the table's bottom), and a
// unit is scored only when every candidate (up to 2 × its newest earlier rank, backtestMultipliers) lies within it. Its
// outcome at each candidate is then exact even when its own line fell below the table (a 线差 rank beyond the bottom
// is still beyond every candidate). Earlier years keep 线差 ranks: the app reads its history the same way, so the
// forecast is scored on the inputs it really has.
import type { ExtractedRow } from './extract-dataset-rows.ts'
import { MIN_UNITS } from './provinces.ts'

type Row = Pick<ExtractedRow, 'year' | 'st' | 'unit' | 'rank' | 'rankFrom'>
/** the largest candidate as a multiple of the newest earlier rank (run-backtest's backtestMultipliers end at 2) */
export const LARGEST_CANDIDATE = 2

/** The year the protocol scores: the newest with at least MIN_UNITS units seen in an earlier year (provinces.ts). */
export function headlineYear(rows: readonly Pick<Row, 'year' | 'st' | 'unit'>[]): number | undefined {
  const first = new Map<string, number>()
  for (const r of rows) first.set(`${r.st}|${r.unit}`, Math.min(first.get(`${r.st}|${r.unit}`) ?? 9999, r.year))
  const counts = new Map<number, number>()
  for (const r of rows) if (first.get(`${r.st}|${r.unit}`)! < r.year) counts.set(r.year, (counts.get(r.year) ?? 0) + 1)
  const years = [...counts].filter(([, n]) => n >= MIN_UNITS).map(([y]) => y)
  return years.length === 0 ? undefined : Math.max(...years)
}

/** The measured range of a headline track-year: its table's bottom rank when scores fell below it, else Infinity. */
export function measuredCeiling(ranks: readonly Pick<Row, 'rank' | 'rankFrom'>[]): number {
  const below = ranks.filter((r) => r.rankFrom === 'below-table').map((r) => r.rank)
  if (below.length === 0) return Infinity
  const lowest = Math.min(...below)
  return Math.max(0, ...ranks.filter((r) => (r.rankFrom === 'table' || r.rankFrom === 'published') && r.rank < lowest).map((r) => r.rank))
}

/** The rows without the headline year's unit-years that cannot be scored on measured lines, and how many those were. */
export function measuredOutcomes<R extends Row>(rows: readonly R[]): { rows: R[]; dropped: number; year: number | undefined } {
  const year = headlineYear(rows)
  if (year === undefined) return { rows: [...rows], dropped: 0, year }
  const ceiling = new Map<string, number>()
  for (const st of new Set(rows.filter((r) => r.year === year).map((r) => r.st)))
    ceiling.set(st, measuredCeiling(rows.filter((r) => r.year === year && r.st === st)))
  const newestEarlier = new Map<string, { year: number; rank: number }>()
  for (const r of rows) {
    const k = `${r.st}|${r.unit}`
    const seen = newestEarlier.get(k)
    if (r.year < year && (!seen || r.year > seen.year)) newestEarlier.set(k, { year: r.year, rank: r.rank })
  }
  const kept = rows.filter((r) => {
    if (r.year !== year) return true
    if (r.rankFrom === 'line-gap') return false
    const top = ceiling.get(r.st)!
    if (top === Infinity) return true
    const recent = newestEarlier.get(`${r.st}|${r.unit}`)
    // a unit first seen this year is nobody's outcome, only later history: keep what was measured
    if (!recent) return r.rankFrom !== 'below-table'
    return recent.rank * LARGEST_CANDIDATE <= top
  })
  return { rows: kept, dropped: rows.length - kept.length, year }
}
