// npm run backtest                       → the whole protocol: writes docs/backtest.md and the reliability plot
// npm run backtest -- --refit             → refits every parameter set first (leave-one-province-out folds)
// npm run backtest -- --recalibrate       → refits only the recalibration and the interval widening (about a minute)
// npm run backtest -- --widening          → refits only the interval widenings, median over years (ADR 096); then run it plain
// npm run backtest -- --spread-scale      → refits each province's spread factor (ADR 054) on its earlier years only
//   (ADR 075 §5: the shipped factors are the older fit, kept by a validation year over this refit: do not run it to ship)
// npm run backtest -- --input FILE.csv[.gz] [--target-year Y]
//   predicts each unit's target-year outcome from earlier years only and prints model vs baseline metrics as JSON.
import { backtestCases, summariseBacktest, forecastMetrics, type BacktestCase } from '@gk/domain'
import { readBacktestRows } from './read-backtest-rows.ts'
import { writeReport } from './report.ts'

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}

if (process.argv.includes('--spread-scale')) {
  // each province's spread factor from its years before the headline year (ADR 054); then run --recalibrate
  const { writeSpreadScales } = await import('./spread-scale-fit.ts')
  console.log(
    JSON.stringify(
      writeSpreadScales((l) => console.error(l)),
      null,
      2,
    ),
  )
  process.exit(0)
}
if (process.argv.includes('--widening')) {
  const { refitWidenings } = await import('./refit-widening.ts')
  console.log(
    JSON.stringify(
      refitWidenings((l) => console.error(l)),
      null,
      2,
    ),
  )
  process.exit(0)
}
if (process.argv.includes('--issue')) {
  // dev: the issue's two runs on a few provinces (--provinces a,b), optionally with another common move (--move JSON or 'off')
  const { runProtocol } = await import('./protocol.ts')
  const { issueRuns } = await import('./issue-runs.ts')
  const { issueTargetSection } = await import('./report-issue-targets.ts')
  const names = argument('--provinces')?.split(',')
  const moveText = argument('--move')
  const move = moveText === undefined ? undefined : moveText === 'off' ? null : (JSON.parse(moveText) as object)
  const runs = issueRuns(
    runProtocol(false, () => {}),
    { ...(names ? { names } : {}), ...(move !== undefined ? { move } : {}), log: (l) => console.error(l) },
  )
  for (const [title, list] of [
    ['Leave-last-year-out', runs.llyo],
    ['Leave-one-province-out', runs.lopo],
  ] as const) {
    const section = issueTargetSection(title, list)
    if (process.argv.includes('--markdown')) console.log(section.markdown)
    console.log(section.summary)
  }
  process.exit(0)
}
const input = argument('--input')
if (input === undefined) {
  console.log(writeReport(process.argv.includes('--refit'), process.argv.includes('--refit') || process.argv.includes('--recalibrate')))
  process.exit(0)
}
const targetYearText = argument('--target-year')
const targetYear = targetYearText === undefined ? undefined : Number(targetYearText)
const rows = readBacktestRows(input)
const cases = backtestCases(rows, targetYear === undefined ? {} : { targetYear })
const report = summariseBacktest(cases)

const byTier = (tier: BacktestCase['tier']): object => {
  const subset = cases.filter((c) => c.tier === tier)
  const m = forecastMetrics(subset.map((c) => ({ probability: c.model, outcome: c.outcome })))
  const b = forecastMetrics(subset.map((c) => ({ probability: c.baseline, outcome: c.outcome })))
  return {
    n: subset.length,
    admittedRate: subset.length === 0 ? null : subset.reduce((s, c) => s + c.outcome, 0) / subset.length,
    meanProbability: subset.length === 0 ? null : subset.reduce((s, c) => s + c.model, 0) / subset.length,
    brier: m.brier,
    baselineBrier: b.brier,
  }
}

const output = {
  input,
  targetYear: targetYear ?? 'all',
  units: report.units,
  n: report.n,
  brier: report.model.brier,
  logLoss: report.model.logLoss,
  ece: report.model.ece,
  reliability: report.model.reliability,
  baseline: {
    n: report.baseline.n,
    brier: report.baseline.brier,
    logLoss: report.baseline.logLoss,
    ece: report.baseline.ece,
    reliability: report.baseline.reliability,
  },
  brierImprovement: 1 - report.model.brier / report.baseline.brier,
  byTier: {
    reach: byTier('reach'),
    match: byTier('match'),
    safe: byTier('safe'),
    hidden: byTier('hidden'),
  },
}
console.log(JSON.stringify(output, null, 2))
