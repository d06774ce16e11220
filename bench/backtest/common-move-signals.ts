// Experiment (ADR 116): what is known when students fill that predicts a province-track's common move of the year?
// Measured on province-track-years BEFORE each province's headline year only (the headline year never enters), as
// leave-one-province-out regressions: each province's years are predicted by a slope fitted on the other provinces'.
// Two targets: the raw common move (median ln min-rank move of the units seen in both years, `provinceYearMoves`) and
// what the engine leaves of it (median ln(actual) − the centre of the calibrated line distribution of the app's
// forecast, ADR 080's blocks, ADR 092's oracle move). Then the pooled Brier and ECE of those years with each unit's
// distribution moved by the signal's out-of-province prediction, beside the oracle that knows the move.
// Run: node --import tsx bench/backtest/common-move-signals.ts (about two minutes).
import { casesOfForecasts, forecastMetrics, provinceYearMoves, type BacktestCase, type BacktestForecast, type BacktestRow } from '@gk/domain'
import { logResidual, movedEstimate, oracleShift } from './ceiling-oracles.ts'
import { loadProvinces, scoreableYears } from './provinces.ts'
import { yearBlocks } from './province-recalibration-blocks.ts'
import { moveSignals, SIGNALS, type Signal } from './common-move-signal-values.ts'

type Point = { province: string; track: string; year: number; move?: number; residual?: number; x: Partial<Record<Signal, number>> }

const LINE_WEIGHT = 0.22 // the shipped lineWeight (admission-model.ts), for the engine's own prediction of the raw move

const provinces = loadProvinces()
const headline = new Map<string, number>()
for (const [p, rows] of provinces) {
  const ys = scoreableYears(rows)
  if (ys.length) headline.set(p, ys[ys.length - 1]!)
}

const points = new Map<string, Point>()
for (const [p, rows] of provinces) {
  const h = headline.get(p)
  if (h === undefined) continue
  const tracks = new Map<string, BacktestRow[]>()
  for (const r of rows) if (r.year < h) (tracks.get(r.subjectType) ?? tracks.set(r.subjectType, []).get(r.subjectType)!).push(r)
  for (const [track, trows] of tracks) {
    const units = new Map<string, BacktestRow[]>()
    for (const r of trows) (units.get(r.unitId) ?? units.set(r.unitId, []).get(r.unitId)!).push(r)
    const moves = new Map(provinceYearMoves([...units.values()], h).map((m) => [m.year, m.rankMove]))
    for (const year of new Set(trows.map((r) => r.year))) {
      const x = moveSignals(trows, provinces.get(p)!, track, year)
      if (x === undefined) continue
      const move = moves.get(year)
      points.set(`${p}|${track}|${year}`, { province: p, track, year, ...(move !== undefined ? { move } : {}), x })
    }
  }
}

const forecastsOf = new Map<string, readonly BacktestForecast[]>()
for (const b of yearBlocks(1000).blocks) {
  if (b.year >= (headline.get(b.province) ?? 0)) continue
  const key = `${b.province}|${b.track}|${b.year}`
  const pt = points.get(key)
  if (!pt || b.forecasts.length < 30) continue
  pt.residual = oracleShift(b.forecasts.map((f) => logResidual(f.estimate, f.params, f.actual)))
  forecastsOf.set(key, b.forecasts)
}
const keyOf = (p: Point) => `${p.province}|${p.track}|${p.year}`

/** no-intercept least squares slopes of y on the columns of x */
function ols(rows: readonly { x: number[]; y: number }[]): number[] | undefined {
  const k = rows[0]?.x.length ?? 0
  const a = Array.from({ length: k }, () => new Array<number>(k + 1).fill(0))
  for (const r of rows)
    for (let i = 0; i < k; i++) {
      for (let j = 0; j < k; j++) a[i]![j]! += r.x[i]! * r.x[j]!
      a[i]![k]! += r.x[i]! * r.y
    }
  for (let i = 0; i < k; i++) {
    const piv = a[i]![i]!
    if (Math.abs(piv) < 1e-12) return undefined
    for (let j = i; j <= k; j++) a[i]![j]! /= piv
    for (let m = 0; m < k; m++) if (m !== i) for (let j = k; j >= i; j--) a[m]![j]! -= a[m]![i]! * a[i]![j]!
  }
  return a.map((row) => row[k]!)
}

type Spec = { name: string; cols: (Signal | 'one')[] }
const specs: Spec[] = [
  { name: 'mean (intercept only)', cols: ['one'] },
  ...SIGNALS.map((s) => ({ name: s, cols: [s] as (Signal | 'one')[] })),
  { name: 'line + planMatched', cols: ['line', 'planMatched'] },
  { name: 'line + cohort', cols: ['line', 'cohort'] },
  { name: 'planMatched − cohort', cols: ['seatsPerCandidate'] },
]

/** each usable point's prediction by the slopes fitted on the other provinces' points */
function lopo(target: 'move' | 'residual', spec: Spec, fromYear: number): { usable: Point[]; predictions: Map<string, number> } {
  const usable = [...points.values()].filter(
    (p) => p.year >= fromYear && p[target] !== undefined && spec.cols.every((c) => c === 'one' || p.x[c] !== undefined),
  )
  const predictions = new Map<string, number>()
  for (const p of usable) {
    const beta = ols(usable.filter((q) => q.province !== p.province).map((q) => rowOf(q, target, spec)))
    const r = rowOf(p, target, spec)
    predictions.set(keyOf(p), beta === undefined ? 0 : r.x.reduce((s, v, i) => s + v * beta[i]!, 0))
  }
  return { usable, predictions }
}
const rowOf = (p: Point, target: 'move' | 'residual', spec: Spec) => ({ x: spec.cols.map((c) => (c === 'one' ? 1 : p.x[c]!)), y: p[target]! })

function evaluate(target: 'move' | 'residual', spec: Spec, fromYear: number): string {
  const { usable, predictions } = lopo(target, spec, fromYear)
  const row = (p: Point) => rowOf(p, target, spec)
  let sse = 0
  let sse0 = 0
  let sseEngine = 0
  let ae = 0
  let ae0 = 0
  for (const p of usable) {
    const r = row(p)
    const pred = predictions.get(keyOf(p))!
    sse += (r.y - pred) ** 2
    sse0 += r.y ** 2
    ae += Math.abs(r.y - pred)
    ae0 += Math.abs(r.y)
    // the engine's own prediction of the raw move: its control-line term (the residual is already net of it)
    const engine = target === 'move' && p.x.line !== undefined ? LINE_WEIGHT * p.x.line : 0
    sseEngine += (r.y - engine) ** 2
  }
  const full = ols(usable.map(row))
  const provincesIn = new Set(usable.map((p) => p.province)).size
  const pct = (v: number) => (Number.isFinite(v) ? `${(100 * v).toFixed(1)} %` : '—')
  const n = Math.max(1, usable.length)
  return `| ${target} | ${spec.name} | ${usable.length} (${provincesIn}) | ${full?.map((b) => b.toFixed(3)).join(', ') ?? '—'} | ${pct(1 - sse / sse0)} | ${target === 'move' ? pct(1 - sseEngine / sse0) : '—'} | ${Math.sqrt(sse0 / n).toFixed(4)} → ${Math.sqrt(sse / n).toFixed(4)} | ${(ae0 / n).toFixed(4)} → ${(ae / n).toFixed(4)} |`
}

console.log(
  `province-track-years before the headline: ${points.size}; with a raw move ${[...points.values()].filter((p) => p.move !== undefined).length}; with an engine residual ${[...points.values()].filter((p) => p.residual !== undefined).length}`,
)
for (const fromYear of [0, 2023]) {
  console.log(`\n${fromYear ? `years from ${fromYear} on` : 'every year before the headline'}`)
  console.log('| Target | Signals | Points (provinces) | In-sample slope(s) | LOPO R² vs 0 | engine 0.22·line R² vs 0 | RMS 0 → LOPO | mean abs 0 → LOPO |')
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |')
  for (const target of ['move', 'residual'] as const) for (const spec of specs) console.log(evaluate(target, spec, fromYear))
}

// the forecasts of those years moved by the signal's prediction of what the engine leaves (spread unchanged)
const scored = (cases: readonly BacktestCase[]) => {
  const m = forecastMetrics(cases.map((c) => ({ probability: c.model, outcome: c.outcome })))
  const b = forecastMetrics(cases.map((c) => ({ probability: c.baseline, outcome: c.outcome })))
  return `${(100 * (1 - m.brier / b.brier)).toFixed(2)} % / ${m.ece.toFixed(4)}`
}
const moveAll = (fs: readonly BacktestForecast[], shift: number) => fs.map((f) => ({ ...f, estimate: movedEstimate(f.estimate, f.params, shift, 1) }))
for (const fromYear of [0, 2023]) {
  console.log(`\nBrier below the rank-gap rule / ECE of the engine's forecasts, ${fromYear ? `years from ${fromYear} on` : 'every year before the headline'}`)
  console.log('| Signals | Blocks | as forecast | moved by the LOPO prediction | oracle move (bound) |')
  console.log('| --- | --- | --- | --- | --- |')
  for (const spec of specs) {
    const { usable, predictions } = lopo('residual', spec, fromYear)
    const asIs: BacktestCase[] = []
    const moved: BacktestCase[] = []
    const oracle: BacktestCase[] = []
    for (const p of usable) {
      const fs = forecastsOf.get(keyOf(p))!
      asIs.push(...casesOfForecasts(fs))
      moved.push(...casesOfForecasts(moveAll(fs, predictions.get(keyOf(p))!)))
      oracle.push(...casesOfForecasts(moveAll(fs, p.residual!)))
    }
    console.log(`| ${spec.name} | ${usable.length} | ${scored(asIs)} | ${scored(moved)} | ${scored(oracle)} |`)
  }
}

// how many headline province-tracks would carry each signal (known at filing time; no outcome read)
const availability = new Map<Signal, number>()
let headlineTracks = 0
for (const [p, rows] of provinces) {
  const h = headline.get(p)
  if (h === undefined) continue
  for (const track of new Set(rows.filter((r) => r.year === h).map((r) => r.subjectType))) {
    const x = moveSignals(
      rows.filter((r) => r.subjectType === track),
      rows,
      track,
      h,
    )
    headlineTracks++
    for (const s of SIGNALS) if (x?.[s] !== undefined && (s !== 'reform' || x[s] === 1)) availability.set(s, (availability.get(s) ?? 0) + 1)
  }
}
console.log(`\nheadline province-tracks: ${headlineTracks}; carrying the signal: ${SIGNALS.map((s) => `${s} ${availability.get(s) ?? 0}`).join(', ')}`)
if (process.argv.includes('--points'))
  for (const p of [...points.values()].sort((a, b) => `${a.province}${a.track}${a.year}`.localeCompare(`${b.province}${b.track}${b.year}`)))
    console.log(
      `${p.province} ${p.track} ${p.year} move ${p.move?.toFixed(3) ?? '-'} residual ${p.residual?.toFixed(3) ?? '-'} ${Object.entries(p.x)
        .map(([k, v]) => `${k} ${v.toFixed(3)}`)
        .join(' ')}`,
    )
