// Writes docs/backtest.md and docs/backtest-reliability.svg: leave-one-province-out (the headline),
// held-out latest years, inputs removed, interval coverage per confidence label, before/after.
// Run by `npm run backtest` (no arguments); `--refit` refits every parameter set first (minutes).
import { readFileSync, writeFileSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  admissionModelFor,
  backtestForecasts,
  casesOfForecasts,
  summariseBacktest,
  type AdmissionModelParams,
  type BacktestForecast,
  type BacktestRow,
} from '@gk/domain'
import { issueRuns } from './issue-runs.ts'
import { issueTargetSection } from './report-issue-targets.ts'
import { previousModelFor } from './previous-model.ts'
import { FIT_ROUNDS, FIT_UNITS, runProtocol } from './protocol.ts'
import { writeCalibrationSummary } from './report-calibration.ts'
import { missNotes, overrideRows } from './report-misses.ts'
import { reliabilitySvg } from './report-svg.ts'
import { coverageHeader, coverageRows, meets, pct, reliabilityRow, scoreHeader, scoreRow, type Scored } from './report-tables.ts'

const here = dirname(fileURLToPath(import.meta.url))
const docs = join(here, '../../docs')

export function writeReport(refit: boolean, recalibrate = refit): string {
  const { provinces, latest, fitted, recalibrated } = runProtocol(refit, (l) => console.error(l), recalibrate)
  const score = (rows: readonly BacktestRow[], year: number, params: AdmissionModelParams, institutionPrior = true): BacktestForecast[] =>
    backtestForecasts(rows, { targetYear: year, params, ...(institutionPrior ? {} : { peerRows: [] }) })
  const names = [...latest.keys()].sort()
  const lopo: Scored[] = []
  const held: Scored[] = []
  const shipped: Scored[] = []
  const dropped: Scored[] = []
  const recal: Scored[] = []
  const recalHeld: Scored[] = []
  const unwidened: Scored[] = []
  const recalDropped: Scored[] = []
  for (const p of names) {
    const rows = provinces.get(p)!
    const year = latest.get(p)!
    const before = score(rows, year, previousModelFor(p))
    // the shipped set with the volatility prior and the interval widening of the fold that never saw the province
    const { intervalWidening: _appWidening, ...shippedPlain } = admissionModelFor(p)
    const plain = { ...shippedPlain, ...recalibrated.volatilityPrior.lopo[p]! }
    const shippedLopo = { ...plain, intervalWidening: recalibrated.widening.lopo[p]! }
    const asShipped = score(rows, year, shippedLopo)
    unwidened.push({ name: p, year, forecasts: score(rows, year, plain) })
    const lopoParams = { ...admissionModelFor(p), ...recalibrated.lopo[p]! }
    const recalForecasts = score(rows, year, lopoParams)
    recal.push({ name: p, year, forecasts: recalForecasts, before: asShipped })
    recalHeld.push({ name: p, year, forecasts: score(rows, year, { ...admissionModelFor(p), ...recalibrated.heldOutYears }), before: asShipped })
    // run 2's sets were fitted without the institution volatility: scored without it
    lopo.push({ name: p, year, forecasts: score(rows, year, fitted.lopo[p]!, false), before })
    held.push({ name: p, year, forecasts: score(rows, year, fitted.heldOutYears, false), before })
    shipped.push({ name: p, year, forecasts: asShipped, before })
    const hasInputs = rows.some((r) => r.year === year && (r.planCount !== undefined || r.totalCandidates !== undefined))
    if (hasInputs) {
      const bare = rows.map(({ planCount: _p, totalCandidates: _t, ...rest }) => rest)
      dropped.push({ name: p, year, forecasts: score(bare, year, shippedLopo), before: asShipped })
      recalDropped.push({ name: p, year, forecasts: score(bare, year, lopoParams), before: recalForecasts })
    }
  }
  // the app steps down the labels of provinces that miss the targets: the labels (and the widening fitted per
  // label) of this run came from the previous summary, so a changed summary needs one more run
  if (writeCalibrationSummary(shipped)) console.error('province-calibration.generated.ts changed: run `npm run backtest -- --recalibrate` once more')
  const pool = (list: readonly Scored[], name: string): Scored => ({
    name,
    year: 'latest',
    forecasts: list.flatMap((s) => s.forecasts),
    ...(list.every((s) => s.before) ? { before: list.flatMap((s) => s.before!) } : {}),
  })
  const recalPooled = pool(recal, 'pooled')
  const recalHeldPooled = pool(recalHeld, 'pooled')
  const lopoPooled = pool(lopo, 'pooled')
  const heldPooled = pool(held, 'pooled')
  const shippedPooled = pool(shipped, 'pooled')
  const metrics = (s: Scored) => summariseBacktest(casesOfForecasts(s.forecasts))
  const failing = (list: readonly Scored[]) =>
    list
      .filter((s) => {
        const m = metrics(s)
        return !meets(m.model.ece, 1 - m.model.brier / m.baseline.brier, false, m.n)
      })
      .map((s) => s.name)
  const bins = (s: Scored, before = false) => summariseBacktest(casesOfForecasts(before ? s.before! : s.forecasts))
  writeFileSync(
    join(docs, 'backtest-reliability.svg'),
    reliabilitySvg(
      [
        { label: `LOPO recalibrated, pooled (ECE ${bins(recalPooled).model.ece.toFixed(3)})`, color: '#d62728', bins: bins(recalPooled).model.reliability },
        { label: `shipped set as is (ECE ${bins(shippedPooled).model.ece.toFixed(3)})`, color: '#1f77b4', bins: bins(shippedPooled).model.reliability },
        {
          label: `LOPO full refit, run 2 (ECE ${bins(lopoPooled).model.ece.toFixed(3)})`,
          color: '#ff7f0e',
          bins: bins(lopoPooled).model.reliability,
          dashed: true,
        },
        {
          label: `before ADR 024 (ECE ${bins(heldPooled, true).model.ece.toFixed(3)})`,
          color: '#7f7f7f',
          bins: bins(heldPooled, true).model.reliability,
          dashed: true,
        },
        {
          label: `rank-gap baseline (ECE ${bins(heldPooled).baseline.ece.toFixed(3)})`,
          color: '#2ca02c',
          bins: bins(heldPooled).baseline.reliability,
          dashed: true,
        },
      ],
      'Reliability: pooled latest years (10 bins)',
    ),
  )
  const issue = issueRuns({ provinces, latest, fitted, recalibrated }, { refit: recalibrate, log: (l) => console.error(l) })
  const llyoSection = issueTargetSection('Leave-last-year-out', issue.llyo)
  const lopoSection = issueTargetSection('Leave-one-province-out', issue.lopo)
  const app = fitted.heldOutYears
  const w = recalibrated.widening.app
  const wideningText = `高 × ${w.high}, 中 × ${w.medium}, 低 × ${w.low}`
  const paramRows = (Object.keys(app) as (keyof AdmissionModelParams)[])
    .filter((k) => k !== 'recencyWeights' && k !== 'intervalWidening' && k !== 'commonMove')
    .map((k) => `| ${k} | ${String(app[k])} |`)
  const notes = readFileSync(join(here, 'report-notes.md'), 'utf8').trim()
  const doc = `# Admission-probability backtest

Generated by \`npm run backtest\` (bench/backtest/report.ts) from the committed inputs in \`bench/backtest/data/\`
and the fitted parameters in \`bench/backtest/fitted-params.json\` and \`recalibrated-params.json\`; \`npm run backtest -- --refit\`
refits them first (about half an hour on two cores). One province and year: \`npm run backtest -- --input bench/backtest/data/shandong.csv.gz --target-year 2025\`.

## Protocol (written before any held-out result was computed)

* **Inputs.** Official multi-year files (\`extract.ts\`: 山东, 浙江, 江苏, 河北, 上海, 重庆, 河南 school-published majors)
  and, for every other province, the app's own dataset (\`extract-dataset.ts\`, \`ds-*.csv.gz\`): 专业+院校 units of the
  ordinary 本科 batches, 普通类 plans, with the year's ordinary control-line rank (from that year's 一分一段 table) and
  the table's total (河北's official file: the line's rank, read in the same table as its ranks; ADR 066); a year
  without a table of its own has neither (ADR 120: it had carried the nearest year's total), and a row that is another
  year's line (its rank read in another year's table, or a 一批/二批 row of a merged-batch year repeating the unit's
  earlier score) is not in the dataset (the build drops it: ADR 120, 121, \`defects/another-years-rows.ts\`). Across the
  reform year the 文/理 history is converted as the app does (ADR 015) and flagged derived. Each dataset row carries
  where its line comes from (ADR 072): official (a province's or a school's own publication), third-party, or placed
  (the third-party per-major rows of 13 provinces, 2024–2025 at major level, whose batch the dataset build placed:
  SOURCES.md entry 27, ADR 040). The headline year is scored on measured lines only (ADR 092): a rank read by 线差
  in another year's table is left out there (a year without a table of the track), and below a table that stops above
  the line only units whose every candidate lies inside the table are scored (chosen by their history, never their outcome).
* **Eligible provinces:** every province with a target year that has ≥ 50 units seen in an earlier year. Its
  **headline year** is the latest such year.
* **Candidates:** R × {0.50 … 2.00} (13 positions), R = the unit's most recent min rank before the target year;
  admitted iff rank ≤ the actual min rank. Baseline: the rank-gap rule (d < −0.15 → 5 %, < 0 → 30 %, < 0.15 → 70 %, else 95 %).
* **Leave-one-province-out (headline):** for each eligible province, the parameters are fitted on **all other
  provinces** (all their scoreable years) and the province's headline year is scored. The province never enters its fold's fit.
* **Recalibration of the shipped set (ADR 028, the headline).** Every province keeps its shipped parameters
  (ADR 004's set, its refinements for 浙江/江苏/上海, \`derivedSpread\`); on top, one fit per fold moves only the terms of
  the province-year common shift and the missing inputs (\`lineElasticity\`, \`yearShiftSpreadKnown\`, \`yearShiftSpread\`,
  \`missingCohortSpread\`, \`missingPlanSpread\`) and the hierarchical volatility prior (\`volatilityPrior\`,
  \`volatilityPriorSlope\`, \`volatilityPriorWeight\`): coordinate descent (2 rounds) from the shipped values on the
  **pooled** Brier score (each sampled unit stands for its province-year's units, ≤ ${FIT_UNITS} sampled units per province).
  Then, on the same training units, the **interval widening per label**: for each label the app shows (after the province
  step-down), the factor on the log distance from the median to the interval's ends that makes 80 % of the training
  units' actual lines fall inside (\`fitIntervalWidening\`), fitted on each calendar year's units and the median over the
  years taken (ADR 096; before it every year pooled, which followed the widest years). The app's recalibration is the same
  fit on every province's years before its headline year. One change after the first run, before any held-out score was computed: the final
  \`zScale\`/\`zShift\` were dropped from the fitted terms, because one shared value replaced the refinements of 浙江, 江苏 and 上海.
* **The volatility prior of the shipped set (ADR 033).** A unit's year-to-year volatility is shrunk toward a prior
  (\`shrunkVolatility\`) made of the level prior and the root mean square volatility of the same institution's other
  units in the province and track (\`institutionVolatilities\`: years before the target only, the unit itself left out,
  at least 2 such units with 2 years). Its weight κ and level are fitted per fold on a grid (κ ∈ {0, 0.25, 0.5, 1, 2, 4},
  level ∈ {0, 0.05, 0.1, 0.15}, slope 0) on the pooled Brier score of the other provinces, then the interval widening
  on top; the app ships the same fit on every province and year. Added after the first run of ADR 028's coordinate
  descent had left the prior off in every fold (it tries the level while its weight is 0).
* **Full refit (ADR 024, run 2; kept for comparison):** coordinate descent (${FIT_ROUNDS} rounds) of every parameter on the
  Brier score relative to the baseline's, per province, averaged with weight √units, from ADR 004's global set.
* **Confidence labels** are a fixed rule on the 80 % interval before widening (high: log half-width ≤ 0.25, medium ≤ 0.45,
  low beyond; a single year never high; derived history always low; a plan change > 30 % never high); in a province
  whose latest year misses the targets as shipped every label is one step lower (高→中, 中→低), from the summary this
  report writes (\`packages/domain/src/admission/province-calibration.generated.ts\`); labels only, never a probability. The shown 80 % interval is the 10th–90th percentile of the
  calibrated line distribution, widened by its label's factor; its coverage is checked per label on the held-out units.
* **Targets** (the "Targets met" column and the app's step-down, issue #30): every province ECE ≤ 0.02 with
  ≥ 2,000 cases (≤ 0.025 below) and Brier ≥ 10 % below the baseline; pooled ECE ≤ 0.02 and ≥ 11 %; the 80 %
  interval covers 80 ± 4 % in every label; without totalCandidates/planCount, ECE no more than a small margin worse.
  ECE: 10 equal-width bins.

## Issue #30's targets: leave-last-year-out beside leave-one-province-out (ADR 049)

Targets (issue #30, "Done when"): ECE ≤ 0.02 in every province with ≥ 2,000 cases (≤ 0.025 below), no reliability bin
with ≥ 200 cases off by more than 0.06, 80 % intervals covering 80 ± 4 % per confidence label, no unit kind worse than
the rank-gap rule (Brier and ECE), pooled Brier ≥ 11 % below the rank-gap rule. "Before" is the engine before ADR 049
(the same domain engine with the common move switched off, so the calibration's centre shift grows with a skipped
year's widening too: \`issue-runs.ts\`).

* **Leave-last-year-out:** each province's newest results year forecast from the years before with everything the app
  uses (\`admissionModelFor\`: ADR 004's set, its province refinements, the common move, the province's spread
  factor), the province step-down as it stood before the headline year (ADR 061: from the province's last scoreable
  year before it, scored with the same engine; none without such a year), with the volatility prior and the interval
  widening refitted on every province's years before its headline year (\`llyo-params.json\`). The common move's
  prior was fitted by moments on the years before each headline year (\`common-move-fit.ts\`), the last-move reversion
  (ADR 079) by least squares on the same years (\`reversion-experiment.ts\`; leave-one-province-out folds 0.16–0.28); each province's spread
  factor (ADR 054, \`spread-scale-fit.ts\`) on up to three of its years before the headline year, never the headline
  year itself (the fit on the inputs before ADR 072: ADR 075's validation year kept it over a refit on today's). ADR 004's set itself was fitted on earlier years of 山东, 浙江, 江苏, 河北, 上海 only.
* **Leave-one-province-out:** the same engine with the volatility prior of the fold that never saw the province (the
  "shipped set" below). The province's spread factor is the one above: read off the province's own earlier years, as
  the app reads it; the scored year never enters it. Its step-down is the one above too, and the fold's interval
  widening is refitted on labels drawn the same way (every training province with its step-down from before its
  headline year; \`lopoWidening\` in \`llyo-params.json\`). Until ADR 061 both runs read the step-down off the scored
  year's own result, so which units showed 高, and which label's widening their interval got, depended on the year
  being scored.
* **Unit kinds:** years of history the forecast used, a skipped year (newest year before the target − 1), the target
  year's plan, derived (converted) history, level (江苏 and 上海's files are 院校专业组, every other file 专业+院校;
  no backtest input is at college (院校) level) and the source of R (the newest history year): official file
  (extract.ts), or the dataset row's source (official, third-party, placed; ADR 072).

${llyoSection.summary}

${lopoSection.summary}

${llyoSection.markdown}

${lopoSection.markdown}

## Leave-one-province-out: the shipped set recalibrated (headline)

${scoreHeader('Shipped set as is')}
${recal.map((s) => scoreRow(s)).join('\n')}
${scoreRow(recalPooled, true)}

Provinces missing a target in LOPO: ${failing(recal).join(', ') || 'none'}. Why, in numbers: under the shipped set's table below.

![Reliability, pooled](backtest-reliability.svg)

## Interval coverage per confidence label (target: 80 ± 5 % in every label)

Units are grouped by the label the app shows (after the province step-down). "LOPO widening": each province's intervals
are widened with the factors fitted on the other provinces; the app ships the same fit on every province
(${wideningText}).

${coverageHeader}
${[
  ...coverageRows('shipped set, LOPO widening', shippedPooled.forecasts),
  ...coverageRows('shipped set, no widening', pool(unwidened, 'pooled').forecasts),
  ...coverageRows('LOPO recalibrated', recalPooled.forecasts),
  ...coverageRows('held-out years, app recalibration', recalHeldPooled.forecasts),
].join('\n')}

## Without totalCandidates and planCount (the shipped set, inputs removed from every year)

${scoreHeader('With the inputs')}
${dropped.map((s) => scoreRow(s)).join('\n')}
${scoreRow(pool(dropped, 'pooled'), true)}
${scoreRow(pool(recalDropped, 'pooled, LOPO recalibrated'), true)}

Interval coverage without the inputs (shipped set, LOPO widening):

${coverageHeader}
${coverageRows('no totals or plans', pool(dropped, 'pooled').forecasts).join('\n')}

## The shipped set (latest years; each province with the volatility prior and widening of the fold that never saw it)

Not a clean hold-out for 山东, 浙江, 江苏, 河北, 上海 (ADR 004 saw their earlier years and was chosen while their
latest years were visible); the other provinces were never used to fit it.

${scoreHeader('Before (ADR 004)')}
${shipped.map((s) => scoreRow(s)).join('\n')}
${scoreRow(shippedPooled, true)}

Provinces missing a target as shipped (the app shows their labels one step lower, and one line above each
list with these figures, ADR 039), and why in numbers (the year's common move: median ln(actual / R) over the
province's units, against the median forecast centre):

${missNotes(shipped, provinces, latest)}

## Other fits (pooled latest years)

${scoreHeader('Before (ADR 004)')}
${scoreRow({ ...recalHeldPooled, name: 'held-out years, app recalibration', before: heldPooled.before! }, true)}
${scoreRow({ ...lopoPooled, name: 'LOPO, full refit (run 2)' }, true)}
${scoreRow({ ...heldPooled, name: 'held-out years, full refit (run 2)' }, true)}

Full refit (run 2) per province: LOPO ${failing(lopo).length} of ${lopo.length} provinces miss a target, held-out years ${failing(held).length}.

## Reliability tables (LOPO recalibrated; mean predicted → observed (count), bins 0–0.1 … 0.9–1.0)

| | 0.0 | 0.1 | 0.2 | 0.3 | 0.4 | 0.5 | 0.6 | 0.7 | 0.8 | 0.9 |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${[...recal, recalPooled].map((s) => reliabilityRow(s.name, metrics(s).model.reliability)).join('\n')}

## Recalibration parameters (app fit: years before each headline year; LOPO folds: range over folds)

| Parameter | App fit | LOPO folds (min – max) |
| --- | --- | --- |
${overrideRows(recalibrated.heldOutYears, Object.values(recalibrated.lopo)).join('\n')}

Volatility prior and interval widening of the shipped set (shipped: fitted on every province and year; LOPO folds: range):

| Parameter | Shipped | LOPO folds (min – max) |
| --- | --- | --- |
${overrideRows(
  { ...recalibrated.volatilityPrior.app, intervalWidening: w },
  Object.keys(recalibrated.widening.lopo).map((p) => ({ ...recalibrated.volatilityPrior.lopo[p]!, intervalWidening: recalibrated.widening.lopo[p]! })),
).join('\n')}

## Run 2's full refit, app set (not shipped)

| Parameter | Value |
| --- | --- |
${paramRows.join('\n')}

## Data and its limits

${notes}
`
  writeFileSync(join(docs, 'backtest.md'), doc)
  const shippedRows = shipped.map((s) => {
    const m = metrics(s)
    return `${s.name} ${pct(1 - m.model.brier / m.baseline.brier)} ${m.model.ece.toFixed(4)}`
  })
  return [
    llyoSection.summary,
    lopoSection.summary,
    scoreRow(recalPooled, true),
    scoreRow(shippedPooled, true),
    scoreRow(recalHeldPooled, true),
    scoreRow(lopoPooled, true),
    ...shippedRows,
  ].join('\n')
}
