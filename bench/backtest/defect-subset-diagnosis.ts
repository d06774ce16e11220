// Dev diagnosis (ADR 120): how much of a province's leave-last-year-out miss sits in units with a suspected data
// defect. Each scored unit of the headline year is joined to its two dataset rows (extract-dataset-rows.ts: the
// target row and the newest history row, R) and flagged: R read by 线差 in another year's table, R's year without a
// table of its own (its cohort total then comes from another year's table), R or the target from the placed
// third-party rows (SOURCES entry 27), a batch word its year's policy lacks, converted 文/理 history, a skipped year.
// Printed per flag: units, and the province's ECE and Brier improvement with the flagged units removed — a diagnosis,
// never a fix (removing units by how they score is not a rule). Usage: node --import tsx bench/backtest/defect-subset-diagnosis.ts [slug,…]
import { casesOfForecasts, findProvincePolicy, forecastMetrics, type BacktestForecast, type ProvinceCode } from '@gk/domain'
import { runProtocol } from './protocol.ts'
import { issueRuns } from './issue-runs.ts'
import { extractProvinceRows, loadProvincesList, type ExtractedRow } from './extract-dataset-rows.ts'
import { ndjson, rankTables, type LineRow } from './vocational-read-model.ts'

const names = (process.argv[2] ?? 'guizhou,yunnan,ningxia,hainan,tianjin,shaanxi,hebei,inner-mongolia,guangdong,gansu').split(',')
const protocol = runProtocol(false, () => {})
const runs = issueRuns(protocol, { names })
const lines = ndjson<LineRow>('control_lines.ndjson.gz')
const tables = await rankTables(lines)
const provinces = loadProvincesList()

const show = (fs: readonly BacktestForecast[]) => {
  if (fs.length === 0) return '—'
  const cases = casesOfForecasts(fs)
  const m = forecastMetrics(cases.map((c) => ({ probability: c.model, outcome: c.outcome })))
  const b = forecastMetrics(cases.map((c) => ({ probability: c.baseline, outcome: c.outcome })))
  return `ECE ${m.ece.toFixed(4)} Brier ${(100 * (1 - m.brier / b.brier)).toFixed(1)} %`
}
const lacksBatch = (slug: string, r: ExtractedRow) =>
  /一批|二批|一本|二本|第一批|第二批/.test(r.row.batch) && !findProvincePolicy(slug as ProvinceCode, r.year)?.batches.some((b) => b.id === 'undergraduate-1')

for (const run of runs.llyo) {
  const province = provinces.find((p) => p.slug === run.name)
  const rows = province ? extractProvinceRows(province, tables, lines) : undefined
  const byKey = new Map<string, ExtractedRow>()
  for (const r of rows ?? []) byKey.set(`${r.year}|${r.unit}|${Math.round(r.rank)}`, r)
  const target = (f: BacktestForecast) => byKey.get(`${run.year}|${f.unitId}|${f.actual}`)
  // the newest history row of a unit whose rank is R
  const history = new Map<string, ExtractedRow>()
  for (const r of rows ?? []) {
    if (r.year >= run.year) continue
    const k = `${r.unit}|${Math.round(r.rank)}`
    const seen = history.get(k)
    if (!seen || seen.year < r.year) history.set(k, r)
  }
  const flags: [string, (f: BacktestForecast) => boolean][] = [
    ['R by 线差', (f) => /line-gap|below-table/.test(history.get(`${f.unitId}|${f.recent}`)?.rankFrom ?? '')],
    [
      'R year without own table',
      (f) => {
        const h = history.get(`${f.unitId}|${f.recent}`)
        return h !== undefined && !h.derived && tables.get(province!.code, h.year, h.row.subject_type) === null
      },
    ],
    ['R placed', (f) => history.get(`${f.unitId}|${f.recent}`)?.source === 'placed'],
    ['target placed', (f) => target(f)?.source === 'placed'],
    [
      'batch its year lacks',
      (f) => {
        const h = history.get(`${f.unitId}|${f.recent}`)
        const t = target(f)
        return (h !== undefined && lacksBatch(run.name, h)) || (t !== undefined && lacksBatch(run.name, t))
      },
    ],
    ['R derived 文/理', (f) => history.get(`${f.unitId}|${f.recent}`)?.derived === true],
    ['skipped year', (f) => (history.get(`${f.unitId}|${f.recent}`)?.year ?? run.year - 1) < run.year - 1],
  ]
  console.log(
    `== ${run.name} ${run.year}: ${run.after.length} units, ${show(run.after)} (joined ${run.after.filter((f) => history.has(`${f.unitId}|${f.recent}`)).length})`,
  )
  for (const [name, flag] of flags) {
    const hit = run.after.filter(flag)
    if (hit.length === 0) continue
    console.log(`   ${name.padEnd(26)} ${String(hit.length).padStart(5)} units: flagged ${show(hit)}; without them ${show(run.after.filter((f) => !flag(f)))}`)
  }
}
