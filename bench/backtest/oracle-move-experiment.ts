// Dev experiment (ADR 092): how much of a province's leave-last-year-out ECE is the common move of its scored year,
// which nobody knows when students fill (ADR 080), and how much is left unit by unit (the data, or the spread). The
// issue's own leave-last-year-out forecasts (issue-runs.ts) are scored as they are, then with an oracle that knows each
// province-track's centre shift of the scored year — the median of ln(actual) − the centre of the unit's calibrated
// line distribution — moving every unit's distribution by it (spread unchanged), then with the spread also scaled by
// the factor that minimises that province-track's Brier. Both oracles read the scored year: bounds, never a model to
// ship. Per province also the ECE after the move by the newest history line's source kind (ADR 072), and, for the
// dataset's provinces, a third oracle whose move is known per track and per reading of the unit's newest earlier rank
// (published, its year's table, or 线差 from another year's table: extract-dataset-rows.ts), to see whether a reading
// carries a move of its own.
// Usage: node --import tsx bench/backtest/oracle-move-experiment.ts [slug,…]
import { casesOfForecasts, forecastMetrics, type BacktestCase, type BacktestForecast, type BacktestRow } from '@gk/domain'
import { logResidual, minimiseOnLogScale, movedEstimate, oracleShift } from './ceiling-oracles.ts'
import { runProtocol } from './protocol.ts'
import { extractProvinceRows, loadProvincesList } from './extract-dataset-rows.ts'
import { ndjson, rankTables, type LineRow } from './vocational-read-model.ts'
import { issueRuns } from './issue-runs.ts'

const names = (process.argv[2] ?? 'yunnan,gansu,guizhou,tianjin,shaanxi,ningxia,hainan,hebei').split(',')
const protocol = runProtocol(false, () => {})
const runs = issueRuns(protocol, { names })

const metrics = (cases: readonly BacktestCase[]) => {
  const m = forecastMetrics(cases.map((c) => ({ probability: c.model, outcome: c.outcome })))
  const b = forecastMetrics(cases.map((c) => ({ probability: c.baseline, outcome: c.outcome })))
  return { ece: m.ece, improvement: 1 - m.brier / b.brier, brier: m.brier, n: cases.length }
}
const show = (m: ReturnType<typeof metrics>) => `ECE ${m.ece.toFixed(4)}, Brier ${(m.improvement * 100).toFixed(1)} %`

/** the track of a forecast: the target-year row of its unit with its actual line (a unit id can be in two tracks) */
function trackOf(rows: readonly BacktestRow[], year: number): (f: BacktestForecast) => string {
  const of = new Map<string, string>()
  for (const r of rows) if (r.year === year) of.set(`${r.unitId}|${r.minRank}`, r.subjectType)
  return (f) => of.get(`${f.unitId}|${f.actual}`) ?? '?'
}

const moved = (f: BacktestForecast, shift: number, scale: number): BacktestForecast => ({ ...f, estimate: movedEstimate(f.estimate, f.params, shift, scale) })

const controlLines = ndjson<LineRow>('control_lines.ndjson.gz')
const tables = await rankTables(controlLines)
const datasetProvinces = loadProvincesList()
/** how each unit-year's rank of a dataset province was read, by track, unit and rank (undefined for the official files) */
function readings(slug: string): Map<string, string> | undefined {
  const province = datasetProvinces.find((p) => p.slug === slug)
  const rows = province ? extractProvinceRows(province, tables, controlLines) : undefined
  if (!rows) return undefined
  return new Map(rows.map((r) => [`${r.st}|${r.unit}|${Math.round(r.rank)}`, r.rankFrom]))
}

const lines: string[] = []
const pooled: Record<'actual' | 'move' | 'spread', BacktestCase[]> = { actual: [], move: [], spread: [] }
for (const run of runs.llyo) {
  const rows = protocol.provinces.get(run.name)!
  const track = trackOf(rows, run.year)
  const blocks = new Map<string, BacktestForecast[]>()
  for (const f of run.after) blocks.set(track(f), [...(blocks.get(track(f)) ?? []), f])
  const withMove: BacktestForecast[] = []
  const withSpread: BacktestForecast[] = []
  const shifts: string[] = []
  for (const [t, fs] of blocks) {
    const shift = oracleShift(fs.map((f) => logResidual(f.estimate, f.params, f.actual)))
    const shiftedOnly = fs.map((f) => moved(f, shift, 1))
    const scale = minimiseOnLogScale((k) => metrics(casesOfForecasts(fs.map((f) => moved(f, shift, k)))).brier, 0.3, 3, 12).x
    withMove.push(...shiftedOnly)
    withSpread.push(...fs.map((f) => moved(f, shift, scale)))
    shifts.push(`${t} ${fs.length} units: move ${shift >= 0 ? '+' : ''}${shift.toFixed(3)}, spread ×${scale.toFixed(2)}`)
  }
  const read = readings(run.name)
  const byReading = new Map<string, BacktestForecast[]>()
  for (const f of run.after) {
    const k = `${track(f)} ${read?.get(`${track(f)}|${f.unitId}|${f.recent}`) ?? 'file'}`
    byReading.set(k, [...(byReading.get(k) ?? []), f])
  }
  const perReading: BacktestForecast[] = []
  const readingShifts: string[] = []
  for (const [k, fs] of byReading) {
    const shift = oracleShift(fs.map((f) => logResidual(f.estimate, f.params, f.actual)))
    perReading.push(...fs.map((f) => moved(f, shift, 1)))
    readingShifts.push(`${k} ${fs.length}: ${shift >= 0 ? '+' : ''}${shift.toFixed(3)}`)
  }
  const actual = casesOfForecasts(run.after)
  const move = casesOfForecasts(withMove)
  const spread = casesOfForecasts(withSpread)
  pooled.actual.push(...actual)
  pooled.move.push(...move)
  pooled.spread.push(...spread)
  const bySource = new Map<string, BacktestForecast[]>()
  for (const f of withMove) bySource.set(f.source ?? 'file', [...(bySource.get(f.source ?? 'file') ?? []), f])
  lines.push(
    `== ${run.name} ${run.year}: actual ${show(metrics(actual))}; oracle move ${show(metrics(move))}; + oracle spread ${show(metrics(spread))}`,
    `   ${shifts.join('; ')}`,
    `   after the move, by source of R: ${[...bySource]
      .map(([s, fs]) => `${s} ${fs.length} units ECE ${metrics(casesOfForecasts(fs)).ece.toFixed(4)}`)
      .join('; ')}`,
    `   oracle move per track and reading of R: ${show(metrics(casesOfForecasts(perReading)))} (${readingShifts.join('; ')})`,
  )
}
lines.push(
  `pooled over these provinces: actual ${show(metrics(pooled.actual))}; oracle move ${show(metrics(pooled.move))}; + oracle spread ${show(metrics(pooled.spread))}`,
)
console.log(lines.join('\n'))
