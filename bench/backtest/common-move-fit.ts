// Dev-time fit of the common move's prior (ADR 049): the yearly moves of every province-track's lines, in rank share and
// in rank, over the years before each province's headline year only (the leave-last-year-out fit). Method of moments:
// the mean square of the moves is τ² + σ² (drift plus a year's own move), their lag-1 covariance within a
// province-track is τ² (the drift persists, a year's own move does not). Run: node --import tsx bench/backtest/common-move-fit.ts
import { provinceYearMoves, type BacktestRow } from '@gk/domain'
import { loadProvinces, scoreableYears } from './provinces.ts'

const provinces = loadProvinces()
for (const share of [0, 1]) {
  let sq = 0
  let n = 0
  let cov = 0
  let pairs = 0
  let lineX = 0
  let lineXX = 0
  let lineN = 0
  const series: string[] = []
  for (const [p, rows] of provinces) {
    const ys = scoreableYears(rows)
    const latest = ys[ys.length - 1]
    if (latest === undefined) continue
    const tracks = new Map<string, Map<string, BacktestRow[]>>()
    for (const r of rows) {
      const t = tracks.get(r.subjectType) ?? tracks.set(r.subjectType, new Map()).get(r.subjectType)!
      ;(t.get(r.unitId) ?? t.set(r.unitId, []).get(r.unitId)!).push(r)
    }
    for (const [track, units] of tracks) {
      const moves = provinceYearMoves([...units.values()], latest)
      const byYear = new Map(moves.map((m) => [m.year, m]))
      const list: { year: number; move: number; line?: number }[] = []
      for (const m of moves) {
        if (m.rankMove === undefined) continue
        const before = byYear.get(m.year - 1)
        const c = before?.totalCandidates && m.totalCandidates ? Math.log(m.totalCandidates / before.totalCandidates) : 0
        const l = before?.lineRank && m.lineRank ? Math.log(m.lineRank / before.lineRank) - share * c : undefined
        list.push({ year: m.year, move: m.rankMove - share * c, ...(l !== undefined ? { line: l } : {}) })
      }
      for (let i = 0; i < list.length; i++) {
        sq += list[i]!.move ** 2
        n++
        if (list[i]!.line !== undefined) {
          lineX += list[i]!.line! * list[i]!.move
          lineXX += list[i]!.line! ** 2
          lineN++
        }
        if (i > 0 && list[i]!.year === list[i - 1]!.year + 1) {
          cov += list[i]!.move * list[i - 1]!.move
          pairs++
        }
      }
      if (list.length)
        series.push(`${p}/${track}: ${list.map((x) => `${x.year}:${x.move.toFixed(3)}${x.line !== undefined ? `(L${x.line.toFixed(3)})` : ''}`).join(' ')}`)
    }
  }
  console.log(
    `share=${share}: moves ${n}, mean square ${(sq / n).toFixed(5)} (rms ${Math.sqrt(sq / n).toFixed(4)}), lag-1 cov ${(cov / pairs).toFixed(5)} over ${pairs}; line slope ${(lineX / lineXX).toFixed(3)} over ${lineN}`,
  )
  if (process.argv.includes('--series')) console.log(series.join('\n'))
}
