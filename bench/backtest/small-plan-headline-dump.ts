// Dev dump (issue #30, ADR 138): every unit of every province's headline year as the leave-last-year-out run forecasts
// it (issue-runs.ts's "after" set: app parameters, the step-down from before the headline year, llyo-params.json's prior
// and widening), one JSON line per unit with its 13 cases, so the plan ≤ 5 diagnosis can be read without re-running
// the engine (about 15 s). YEAR=validation dumps each province's last scoreable year before its headline instead (read
// only: the same parameters, so that year is inside their fit).
// RUN=lopo dumps the leave-one-province-out run instead (the fold's volatility prior and widening, issue-runs.ts).
// [YEAR=validation] [RUN=lopo] OUT=/tmp/llyo-units.jsonl node --import tsx bench/backtest/small-plan-headline-dump.ts
import { createWriteStream } from 'node:fs'
import { admissionModelFor, backtestForecasts, casesOfForecasts } from '@gk/domain'
import { runProtocol } from './protocol.ts'
import { scoreableYears } from './provinces.ts'
import { withStepDown } from './llyo-step-down.ts'
import llyo from './llyo-params.json' with { type: 'json' }

const out = createWriteStream(process.env.OUT ?? '/tmp/llyo-units.jsonl')
const { provinces, latest, recalibrated } = runProtocol(false, () => {})
const lopo = process.env.RUN === 'lopo'
const stepDown = llyo.stepDown as Record<string, 0 | 1>
const yearOf = (p: string, headline: number): number | undefined =>
  process.env.YEAR === 'validation'
    ? scoreableYears(provinces.get(p)!)
        .filter((y) => y < headline)
        .at(-1)
    : headline
for (const [p, headline] of [...latest].sort()) {
  const year = yearOf(p, headline)
  if (year === undefined) continue
  const asThen = withStepDown(admissionModelFor(p), stepDown[p])
  const params = lopo
    ? { ...asThen, ...recalibrated.volatilityPrior.lopo[p]!, intervalWidening: (llyo.lopoWidening as Record<string, typeof llyo.widening>)[p]! }
    : { ...asThen, ...llyo.volatilityPrior, intervalWidening: llyo.widening }
  for (const f of backtestForecasts(provinces.get(p)!, { targetYear: year, params })) {
    const cases = casesOfForecasts([f])
    out.write(
      JSON.stringify({
        p,
        y: year,
        u: f.unitId,
        plan: f.planCount ?? null,
        planChange: f.estimate.planChange,
        src: f.source ?? 'official file',
        years: f.estimate.yearsUsed,
        derived: f.estimate.isDerived,
        centre: f.estimate.baselineRank,
        spread: f.estimate.spread,
        recent: f.recent,
        actual: f.actual,
        m: cases.map((c) => +c.model.toFixed(4)),
        b: cases.map((c) => +c.baseline.toFixed(4)),
        o: cases.map((c) => c.outcome),
      }) + '\n',
    )
  }
}
out.end()
