// The units a last-move reversion is fitted on (ADR 079 (ii), ADR 084 §2): every unit with an own net last move, once,
// with its province, year, the move and the centre's error at β = 0 (ln actual − the forecast centre), over the full data.
import { backtestInputs, lastOwnMove, lineForecast, type AdmissionModelParams, type BacktestRow } from '@gk/domain'

export type LastMovePoint = { p: string; year: number; x: number; e: number }

export function lastMovePoints(
  provinces: ReadonlyMap<string, readonly BacktestRow[]>,
  paramsAtZero: (province: string) => AdmissionModelParams,
): LastMovePoint[] {
  const points: LastMovePoint[] = []
  for (const [p, rows] of provinces)
    for (const i of backtestInputs(rows)) {
      const x = lastOwnMove(
        [...i.history].filter((h) => h.year < i.target.year).sort((a, c) => c.year - a.year),
        i.target.provinceMoves,
      )
      if (x === 0) continue
      const core = lineForecast(i.history, i.target, paramsAtZero(p), i.peers)
      if (core !== null) points.push({ p, year: i.year, x, e: Math.log(i.actual) - core.logBaseline })
    }
  return points
}
