// Refits only the interval widenings (ADR 096), every other cached parameter as it is: the app's and the LOPO folds'
// (`recalibrated-params.json` → widening) and the leave-last-year-out widening and its LOPO folds (`llyo-params.json`),
// each with the volatility prior and label step-down it was fitted with before. The widening moves interval ends only,
// so no probability, Brier or ECE figure changes. Prints the pooled fit (the rule before ADR 096) beside the written
// one. npm run backtest -- --widening, then paste `app` into defaultAdmissionModel.intervalWidening.
import { readFileSync, writeFileSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { admissionModelFor, fitIntervalWidening, type AdmissionModelParams, type IntervalWidening, type WideningAcrossYears } from '@gk/domain'
import { FIT_UNITS, runProtocol } from './protocol.ts'
import { sampleUnits, scoreableYears } from './provinces.ts'
import { forecastsOf, recalBlocks, weightOf, type Overrides, type RecalBlock } from './recalibrate.ts'
import { withStepDown } from './llyo-step-down.ts'

const here = dirname(fileURLToPath(import.meta.url))
const recalFile = join(here, 'recalibrated-params.json')
const llyoFile = join(here, 'llyo-params.json')

type Both = Record<WideningAcrossYears, IntervalWidening>

/** The widenings refitted by the median over years; returns what was written and the pooled fit beside it. */
export function refitWidenings(log: (line: string) => void): Record<string, unknown> {
  const protocol = runProtocol(false, log)
  const { provinces, latest, recalibrated } = protocol
  const llyo = JSON.parse(readFileSync(llyoFile, 'utf8')) as {
    volatilityPrior: Overrides
    widening: IntervalWidening
    stepDown: Record<string, 0 | 1>
    lopoWidening: Record<string, IntervalWidening>
  }
  const sampled = new Map([...provinces].map(([p, rows]) => [p, sampleUnits(rows, FIT_UNITS)]))
  const scoreable = new Map([...provinces].map(([p, rows]) => [p, new Set(scoreableYears(rows))]))
  const all = recalBlocks(sampled, provinces, (p, y) => scoreable.get(p)!.has(y))
  const beforeHeadline = all.filter((b) => b.inputs[0]!.year < (latest.get(b.province) ?? 0))
  const asThen = (p: string): AdmissionModelParams => withStepDown(admissionModelFor(p), llyo.stepDown[p])
  // the forecasts depend on the prior and the labels only: folds that share a prior share them (held-out province dropped)
  const memo = new Map<string, ReturnType<typeof forecastsOf>>()
  const fit = (blocks: readonly RecalBlock[], prior: Overrides, labels: 'app' | 'then', leaveOut?: string): Both => {
    const key = `${labels}|${JSON.stringify(prior)}|${blocks === beforeHeadline ? 'before' : 'all'}`
    if (!memo.has(key)) memo.set(key, forecastsOf(prior, blocks, labels === 'app' ? admissionModelFor : asThen))
    const list = memo.get(key)!.filter((f) => f.province !== leaveOut)
    const weight = weightOf(blocks)
    return { median: fitIntervalWidening(list, 50, weight, 1, 'median'), pooled: fitIntervalWidening(list, 50, weight, 1, 'pooled') }
  }
  log('widening: app (every province, every year; the labels the app shows)')
  const app = fit(all, recalibrated.volatilityPrior.app, 'app')
  const lopo: Record<string, Both> = {}
  const llyoLopo: Record<string, Both> = {}
  for (const p of latest.keys()) {
    log(`widening: fold ${p}`)
    lopo[p] = fit(all, recalibrated.volatilityPrior.lopo[p]!, 'app', p)
    llyoLopo[p] = fit(all, recalibrated.volatilityPrior.lopo[p]!, 'then', p)
  }
  log('widening: leave-last-year-out (years before each headline year; labels as they stood then)')
  const llyoWidening = fit(beforeHeadline, llyo.volatilityPrior, 'then')
  const pick = (m: Record<string, Both>, rule: WideningAcrossYears) => Object.fromEntries(Object.entries(m).map(([p, b]) => [p, b[rule]]))
  writeFileSync(recalFile, JSON.stringify({ ...recalibrated, widening: { app: app.median, lopo: pick(lopo, 'median') } }, null, 2) + '\n')
  writeFileSync(llyoFile, JSON.stringify({ ...llyo, widening: llyoWidening.median, lopoWidening: pick(llyoLopo, 'median') }, null, 2) + '\n')
  return {
    app,
    llyo: llyoWidening,
    cached: { app: recalibrated.widening.app, llyo: llyo.widening },
    lopo: pick(lopo, 'median'),
    llyoLopo: pick(llyoLopo, 'median'),
    pooledLlyoLopo: pick(llyoLopo, 'pooled'),
  }
}
