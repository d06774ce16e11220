// The signals ADR 116 measures against a province-track's common move of one year: what is published before students
// fill (the year's 一分一段 table and control line, the plan book) or a count of the data, each as the change from the
// year before. A signal is left unknown, not 0, where either year lacks it or where both years carry the same value
// (a province whose dataset has one table for every year repeats its total: that is no measurement of a change).
import { type BacktestRow } from '@gk/domain'

export const SIGNALS = ['line', 'cohort', 'planMatched', 'planAll', 'planComparable', 'units', 'colleges', 'reform', 'seatsPerCandidate'] as const
export type Signal = (typeof SIGNALS)[number]

const MIN_ROWS = 30

/**
 * The signals of `track`'s year `year` against `year − 1` (undefined when the province has no rows the year before).
 * `trackRows` are the track's rows, `provinceRows` every row of the province (for the reform flag).
 */
export function moveSignals(
  trackRows: readonly BacktestRow[],
  provinceRows: readonly BacktestRow[],
  track: string,
  year: number,
): Partial<Record<Signal, number>> | undefined {
  if (!provinceRows.some((r) => r.year === year - 1)) return undefined
  const now = trackRows.filter((r) => r.year === year && r.isDerived !== true)
  const before = trackRows.filter((r) => r.year === year - 1 && r.isDerived !== true)
  if (now.length < MIN_ROWS) return undefined
  const x: Partial<Record<Signal, number>> = {}
  const change = (a: number | undefined, b: number | undefined) =>
    a !== undefined && b !== undefined && a > 0 && b > 0 && a !== b ? Math.log(a / b) : undefined
  const first = (rows: readonly BacktestRow[], k: 'lineRank' | 'totalCandidates') => rows.find((r) => (r[k] ?? 0) > 0)?.[k]
  const set = (s: Signal, v: number | undefined) => {
    if (v !== undefined && Number.isFinite(v)) x[s] = v
  }
  set('line', change(first(now, 'lineRank'), first(before, 'lineRank')))
  set('cohort', change(first(now, 'totalCandidates'), first(before, 'totalCandidates')))
  const planBefore = new Map(before.filter((r) => (r.planCount ?? 0) > 0).map((r) => [r.unitId, r.planCount!]))
  const matched = now.filter((r) => (r.planCount ?? 0) > 0 && planBefore.has(r.unitId))
  if (matched.length >= MIN_ROWS)
    set('planMatched', Math.log(matched.reduce((s, r) => s + r.planCount!, 0) / matched.reduce((s, r) => s + planBefore.get(r.unitId)!, 0)))
  const planned = (rows: readonly BacktestRow[]) => rows.filter((r) => (r.planCount ?? 0) > 0)
  if (planned(now).length >= MIN_ROWS && planned(before).length >= MIN_ROWS)
    set('planAll', Math.log(planned(now).reduce((s, r) => s + r.planCount!, 0) / planned(before).reduce((s, r) => s + r.planCount!, 0)))
  // the same total where the data holds about as many planned rows both years (±20 %): beyond that the "total" follows
  // the data's coverage (a province whose plan rows appear one year), not the plan book
  const rowsRatio = planned(now).length / Math.max(1, planned(before).length)
  if (x.planAll !== undefined && rowsRatio >= 1 / 1.2 && rowsRatio <= 1.2) set('planComparable', x.planAll)
  if (before.length >= MIN_ROWS) {
    set('units', Math.log(now.length / before.length))
    const colleges = (rows: readonly BacktestRow[]) => new Set(rows.map((r) => r.unitId.split('|')[0])).size
    set('colleges', Math.log(colleges(now) / colleges(before)))
  }
  // a reform year: the track's first own year while the province published another track's lines the year before
  const newTrack = track === 'physics' || track === 'history'
  set('reform', newTrack && before.length === 0 && provinceRows.some((r) => r.year === year - 1 && r.subjectType !== track) ? 1 : 0)
  if (x.planMatched !== undefined && x.cohort !== undefined) set('seatsPerCandidate', x.planMatched - x.cohort)
  return x
}
