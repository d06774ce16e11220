// Experiment (ADR 033): the hierarchical volatility prior with the institution level exercised. Each unit's
// volatility is shrunk toward the volatility of its institution's other units in the same province and
// track (years before the target only, the unit itself left out: institutionVolatilities) as well as toward
// the level prior. Every arm starts from the set shipped before ADR 033 (no volatility prior) and is fitted
// leave-one-province-out on the other provinces' sampled units (pooled Brier), then the interval widening:
//   0. the set shipped before ADR 033, widening only (the reference)
//   1. ADR 028's recalibration (eight terms, coordinate descent), level prior only    2. the same + institution prior
//   3. the volatility-prior terms alone, coordinate descent, level prior only    4. the same + institution prior
//   5. the volatility prior on a grid (fitVolatilityPrior), level prior only    6. the same + institution prior (ships)
// Arms 3–6 are what could ship (ADR 028's common-shift terms do not). Fold fits are cached in
// institution-volatility-folds.json; --refit [--arms 0,2,4] recomputes them (a few minutes per arm on two cores).
// Run: node --import tsx bench/backtest/institution-volatility-experiment.ts
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  admissionModelFor,
  backtestInputs,
  casesOfForecasts,
  estimateAdmissionLine,
  summariseBacktest,
  type AdmissionModelParams,
  type BacktestForecast,
  type BacktestRow,
} from '@gk/domain'
import { FIT_UNITS } from './protocol.ts'
import { loadProvinces, sampleUnits, scoreableYears } from './provinces.ts'
import {
  fitVolatilityPrior,
  fitWidening,
  recalBlocks,
  recalibrate,
  recalibratedTerms,
  volatilityPriorTerms,
  type Overrides,
  type RecalBlock,
} from './recalibrate.ts'
import { coverageHeader, coverageRows, pct, r4 } from './report-tables.ts'

const here = dirname(fileURLToPath(import.meta.url))
const cacheFile = join(here, 'institution-volatility-folds.json')

type Arm = { readonly name: string; readonly terms: typeof recalibratedTerms; readonly institution: boolean; readonly grid?: true }
const arms: readonly Arm[] = [
  { name: 'shipped before ADR 033', terms: [], institution: false },
  { name: 'recalibrated (ADR 028), level prior', terms: recalibratedTerms, institution: false },
  { name: 'recalibrated + institution prior', terms: recalibratedTerms, institution: true },
  { name: 'shipped + level prior', terms: volatilityPriorTerms, institution: false },
  { name: 'shipped + institution prior', terms: volatilityPriorTerms, institution: true },
  { name: 'shipped + level prior, grid', terms: volatilityPriorTerms, institution: false, grid: true },
  { name: 'shipped + institution prior, grid', terms: volatilityPriorTerms, institution: true, grid: true },
]

/** the volatility prior shipped before ADR 033: off */
const before: Overrides = { volatilityPrior: 0, volatilityPriorWeight: 0, volatilityPriorSlope: 0 }

// Arms 5 and 6 (added after arms 1–4 had run, grid fixed before they ran): coordinate descent cannot move the prior —
// volatilityPrior is tried while its weight is 0 (no effect), the weight only with a zero level prior — so the
// weight and the level prior are searched jointly on a grid, slope 0 (fitVolatilityPrior); then the widening.
function fit(arm: Arm, blocks: readonly RecalBlock[]): Overrides {
  if (arm.grid) {
    const best = fitVolatilityPrior(blocks)
    return { ...best, intervalWidening: fitWidening(blocks, best) }
  }
  if (arm.terms.length === 0) return { ...before, intervalWidening: fitWidening(blocks, before) }
  return recalibrate(blocks, () => {}, arm.terms, { ...admissionModelFor(''), ...before })
}

const provinces = loadProvinces()
const latest = new Map<string, number>()
for (const [p, rows] of provinces) {
  const years = scoreableYears(rows)
  if (years.length > 0) latest.set(p, years[years.length - 1]!)
}
const names = [...latest.keys()].sort()
const withoutPeers = (blocks: readonly RecalBlock[]): RecalBlock[] => blocks.map((b) => ({ ...b, inputs: b.inputs.map((i) => ({ ...i, peers: {} })) }))

const cached = (): Record<string, Record<string, Overrides>> =>
  existsSync(cacheFile) ? (JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, Record<string, Overrides>>) : {}
const refit = process.argv.includes('--refit')
const only = process.argv.includes('--arms') ? process.argv[process.argv.indexOf('--arms') + 1]!.split(',').map(Number) : arms.map((_, i) => i)
const toFit = refit ? arms.filter((_, i) => only.includes(i)) : arms.filter((a) => cached()[a.name] === undefined)
if (toFit.length > 0) {
  const sampled = new Map([...provinces].map(([p, rows]) => [p, sampleUnits(rows, FIT_UNITS)]))
  const scoreable = new Map([...provinces].map(([p, rows]) => [p, new Set(scoreableYears(rows))]))
  const all = recalBlocks(sampled, provinces, (p, y) => scoreable.get(p)!.has(y))
  const bare = withoutPeers(all)
  const fitted: Record<string, Record<string, Overrides>> = {}
  for (const arm of toFit) {
    fitted[arm.name] = {}
    for (const p of names) {
      const started = Date.now()
      const training = (arm.institution ? all : bare).filter((b) => b.province !== p)
      fitted[arm.name]![p] = fit(arm, training)
      console.error(`${arm.name} · fold ${p}: ${((Date.now() - started) / 1000).toFixed(1)} s`)
    }
  }
  // read again before writing: two processes may fit different arms at once
  writeFileSync(cacheFile, JSON.stringify({ ...cached(), ...fitted }, null, 1) + '\n')
}
const folds = cached()

function forecasts(rows: readonly BacktestRow[], year: number, params: AdmissionModelParams, institution: boolean): BacktestForecast[] {
  const out: BacktestForecast[] = []
  for (const input of backtestInputs(rows, { targetYear: year })) {
    const estimate = estimateAdmissionLine(input.history, input.target, params, institution ? input.peers : {})
    if (estimate !== null) out.push({ ...input, estimate, params })
  }
  return out
}

type Score = { improvement: number; ece: number; brier: number }
const scoreOf = (f: readonly BacktestForecast[]): Score => {
  const m = summariseBacktest(casesOfForecasts(f))
  return { improvement: 1 - m.model.brier / m.baseline.brier, ece: m.model.ece, brier: m.model.brier }
}
const cell = (s: Score): string => `${pct(s.improvement)} / ${r4(s.ece)}`

const byArm = new Map<string, Map<string, BacktestForecast[]>>(arms.map((a) => [a.name, new Map()]))
let withInstitution = 0
let scoredUnits = 0
for (const p of names) {
  const rows = provinces.get(p)!
  const year = latest.get(p)!
  for (const arm of arms) byArm.get(arm.name)!.set(p, forecasts(rows, year, { ...admissionModelFor(p), ...before, ...folds[arm.name]![p]! }, arm.institution))
  const inputs = backtestInputs(rows, { targetYear: year })
  scoredUnits += inputs.length
  withInstitution += inputs.filter((i) => i.peers.institutionVolatility !== undefined).length
}
const arm = (i: number): Map<string, BacktestForecast[]> => byArm.get(arms[i]!.name)!

const lines: string[] = []
lines.push(
  `Held-out units with an institution volatility (≥ 2 other units of the institution with ≥ 2 earlier years): ${withInstitution} of ${scoredUnits}.`,
  '',
)
lines.push(`| Province | ${arms.map((a, i) => `${i}. ${a.name}`).join(' | ')} |`, `| --- |${arms.map(() => ' --- |').join('')}`)
for (const p of names) lines.push(`| ${p} | ${arms.map((a) => cell(scoreOf(byArm.get(a.name)!.get(p)!))).join(' | ')} |`)
const pooled = (m: Map<string, BacktestForecast[]>): BacktestForecast[] => names.flatMap((p) => m.get(p)!)
lines.push(`| **pooled** | ${arms.map((a) => cell(scoreOf(pooled(byArm.get(a.name)!)))).join(' | ')} |`, '')

// paired comparisons fixed in advance: institution vs level prior within each kind of fit, and arm 4 vs what ships
const compare = (label: string, a: Map<string, BacktestForecast[]>, b: Map<string, BacktestForecast[]>): void => {
  let better = 0
  let worse = 0
  let eceWorse = 0
  for (const p of names) {
    const x = scoreOf(a.get(p)!)
    const y = scoreOf(b.get(p)!)
    if (x.brier < y.brier - 1e-9) better++
    else if (x.brier > y.brier + 1e-9) worse++
    if (x.ece > y.ece + 1e-9) eceWorse++
  }
  lines.push(
    `* ${label}: Brier better in ${better}, worse in ${worse}, equal in ${names.length - better - worse} of ${names.length} provinces; ECE worse in ${eceWorse}.`,
  )
}
compare('2 vs 1 (recalibrated: institution vs level prior)', arm(2), arm(1))
compare('4 vs 3 (coordinate descent: institution vs level prior)', arm(4), arm(3))
compare('6 vs 5 (grid: institution vs level prior)', arm(6), arm(5))
for (const i of [1, 3, 4, 5, 6]) compare(`${i} vs 0 (against the set shipped before)`, arm(i), arm(0))
lines.push('', coverageHeader)
for (const a of arms) lines.push(...coverageRows(a.name, pooled(byArm.get(a.name)!)))
lines.push('', '| Arm | Term | Folds (min – median – max) |', '| --- | --- | --- |')
for (const a of arms)
  for (const term of a.terms) {
    const values = names.map((p) => folds[a.name]![p]![term] as number).sort((x, y) => x - y)
    const off = values.filter((v) => v === 0).length
    lines.push(`| ${a.name} | ${term} | ${values[0]} – ${values[values.length >> 1]} – ${values[values.length - 1]} (0 in ${off}) |`)
  }
console.log(lines.join('\n'))
