// The issue #30 view of a backtest run (leave-last-year-out or leave-one-province-out): per province ECE and the worst
// reliability bin against the issue's targets, per unit kind against the rank-gap rule, 80 % interval coverage per
// confidence label, and the pooled reliability table — each beside the engine before ADR 049.
import { casesOfForecasts, coverageByConfidence, summariseBacktest, type BacktestForecast, type ReliabilityBin } from '@gk/domain'
import { pct, r4, reliabilityRow } from './report-tables.ts'

/** One province's forecasts of its headline year, now and with the engine before ADR 049. */
export type Run = { readonly name: string; readonly year: number; readonly after: readonly BacktestForecast[]; readonly before: readonly BacktestForecast[] }

/** The issue's targets (issue #30, "Done when"): never relaxed here. */
export const TARGETS = { eceLarge: 0.02, eceSmall: 0.025, largeCases: 2000, binCases: 200, binGap: 0.06, coverage: 0.8, coverageGap: 0.04, pooledBrier: 0.11 }

/** provinces whose backtest units are 院校专业组 (the official files of 江苏 and 上海); the others are 专业+院校 */
const GROUP_LEVEL = new Set(['jiangsu', 'shanghai'])

type Score = {
  units: number
  n: number
  brier: number
  baseline: number
  improvement: number
  ece: number
  baselineEce: number
  worstBin: number
  bins: readonly ReliabilityBin[]
}

function score(forecasts: readonly BacktestForecast[]): Score {
  const m = summariseBacktest(casesOfForecasts(forecasts))
  return {
    units: m.units,
    n: m.n,
    brier: m.model.brier,
    baseline: m.baseline.brier,
    improvement: 1 - m.model.brier / m.baseline.brier,
    ece: m.model.ece,
    baselineEce: m.baseline.ece,
    worstBin: worstBin(m.model.reliability),
    bins: m.model.reliability,
  }
}

/** The largest |mean probability − observed rate| over bins with at least TARGETS.binCases cases (0 if none). */
function worstBin(bins: readonly ReliabilityBin[]): number {
  let worst = 0
  for (const b of bins) if (b.count >= TARGETS.binCases) worst = Math.max(worst, Math.abs(b.meanProbability! - b.observedRate!))
  return worst
}

const eceTarget = (n: number): number => (n >= TARGETS.largeCases ? TARGETS.eceLarge : TARGETS.eceSmall)
const yes = (ok: boolean): string => (ok ? 'yes' : '**no**')

/** The kinds a unit belongs to: years of history, skipped year, plan size, derived history, level, source of R (ADR 072). */
export function unitKinds(f: BacktestForecast): string[] {
  const years = f.estimate.yearsUsed.length
  const gap = f.year - (f.estimate.yearsUsed[0] ?? f.year - 1) - 1
  const plan = f.planCount
  return [
    years === 1 ? 'history: 1 year' : years === 2 ? 'history: 2 years' : 'history: 3+ years',
    gap > 0 ? 'skipped year' : 'no skipped year',
    plan === undefined ? 'plan: unknown' : plan <= 5 ? 'plan: ≤ 5' : plan <= 20 ? 'plan: 6–20' : 'plan: > 20',
    f.estimate.isDerived ? 'derived history' : 'own history',
    GROUP_LEVEL.has(f.province) ? 'level: group (院校专业组)' : 'level: major (专业+院校)',
    `source: ${f.source ?? 'official file'}`,
  ]
}

function byKind(forecasts: readonly BacktestForecast[]): Map<string, BacktestForecast[]> {
  const out = new Map<string, BacktestForecast[]>()
  for (const f of forecasts) for (const k of unitKinds(f)) (out.get(k) ?? out.set(k, []).get(k)!).push(f)
  return new Map([...out].sort((a, b) => a[0].localeCompare(b[0])))
}

/** Markdown of one run's issue view; `title` names the run (e.g. "Leave-last-year-out"). */
export function issueTargetSection(title: string, runs: readonly Run[]): { markdown: string; summary: string } {
  const lines: string[] = []
  const after = runs.flatMap((r) => r.after)
  const before = runs.flatMap((r) => r.before)
  const pooled = score(after)
  const pooledBefore = score(before)
  lines.push(
    `### ${title}: per province (targets: ECE ≤ ${TARGETS.eceLarge} with ≥ ${TARGETS.largeCases} cases, ≤ ${TARGETS.eceSmall} below; no bin with ≥ ${TARGETS.binCases} cases off by > ${TARGETS.binGap})`,
  )
  lines.push('')
  lines.push('| Province | Year | Units | n | Improvement | ECE | Worst bin (≥ 200) | ECE target met | Bins met | Before: improvement / ECE / worst bin |')
  lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |')
  let eceMet = 0
  let binsMet = 0
  for (const r of runs) {
    const s = score(r.after)
    const b = score(r.before)
    const okEce = s.ece <= eceTarget(s.n)
    const okBins = s.worstBin <= TARGETS.binGap
    if (okEce) eceMet++
    if (okBins) binsMet++
    lines.push(
      `| ${r.name} | ${r.year} | ${s.units} | ${s.n} | ${pct(s.improvement)} | ${r4(s.ece)} | ${r4(s.worstBin)} | ${yes(okEce)} | ${yes(okBins)} | ${pct(b.improvement)} / ${r4(b.ece)} / ${r4(b.worstBin)} |`,
    )
  }
  lines.push(
    `| **pooled** | latest | ${pooled.units} | ${pooled.n} | ${pct(pooled.improvement)} | ${r4(pooled.ece)} | ${r4(pooled.worstBin)} | — | ${yes(pooled.worstBin <= TARGETS.binGap)} | ${pct(pooledBefore.improvement)} / ${r4(pooledBefore.ece)} / ${r4(pooledBefore.worstBin)} |`,
  )
  lines.push('')
  lines.push(`### ${title}: per unit kind (target: no kind worse than the rank-gap rule)`)
  lines.push('')
  lines.push('| Kind | Units | n | Brier | Baseline | Improvement | ECE | Baseline ECE | Not worse than baseline | Before: improvement / ECE |')
  lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |')
  const kindsBefore = byKind(before)
  let kindsWorse = 0
  for (const [kind, list] of byKind(after)) {
    const s = score(list)
    const b = score(kindsBefore.get(kind) ?? [])
    const ok = s.brier <= s.baseline && s.ece <= s.baselineEce
    if (!ok) kindsWorse++
    lines.push(
      `| ${kind} | ${s.units} | ${s.n} | ${r4(s.brier)} | ${r4(s.baseline)} | ${pct(s.improvement)} | ${r4(s.ece)} | ${r4(s.baselineEce)} | ${yes(ok)} | ${pct(b.improvement)} / ${r4(b.ece)} |`,
    )
  }
  lines.push('')
  lines.push(`### ${title}: 80 % interval coverage per confidence label (target: 80 ± 4 %)`)
  lines.push('')
  lines.push('| Engine | Confidence | Units | Inside | Below (better) | Above (worse) | Target met |')
  lines.push('| --- | --- | --- | --- | --- | --- | --- |')
  let labelsMet = 0
  let labels = 0
  for (const [name, list] of [
    ['now', after],
    ['before', before],
  ] as const) {
    for (const c of coverageByConfidence(list)) {
      if (c.units === 0) continue
      const ok = Math.abs(c.coverage - TARGETS.coverage) <= TARGETS.coverageGap
      if (name === 'now') {
        labels++
        if (ok) labelsMet++
      }
      lines.push(`| ${name} | ${c.confidence} | ${c.units} | ${pct(c.coverage)} | ${pct(c.below)} | ${pct(c.above)} | ${yes(ok)} |`)
    }
  }
  lines.push('')
  lines.push(`### ${title}: reliability (mean predicted → observed (count), bins 0–0.1 … 0.9–1.0)`)
  lines.push('')
  lines.push(`| Engine | ${pooled.bins.map((b) => `${b.low.toFixed(1)}–${b.high.toFixed(1)}`).join(' | ')} |`)
  lines.push(`| --- | ${pooled.bins.map(() => '---').join(' | ')} |`)
  lines.push(reliabilityRow('now', pooled.bins))
  lines.push(reliabilityRow('before', pooledBefore.bins))
  const summary =
    `${title}: pooled Brier ${pct(pooled.improvement)} below the rank-gap rule (target ≥ ${pct(TARGETS.pooledBrier)}; before ${pct(pooledBefore.improvement)}), ` +
    `pooled ECE ${r4(pooled.ece)} (before ${r4(pooledBefore.ece)}); ECE target met in ${eceMet} of ${runs.length} provinces, bins in ${binsMet} of ${runs.length}; ` +
    `coverage within 80 ± 4 % in ${labelsMet} of ${labels} labels; ${kindsWorse} unit kinds worse than the baseline.`
  return { markdown: lines.join('\n'), summary }
}
