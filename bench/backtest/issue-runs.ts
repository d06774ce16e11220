// The two runs the issue's targets are read on (issue #30, ADR 049), each beside the engine before ADR 049:
// leave-last-year-out — each province's newest results year forecast from the years before with the app's own
// parameters (admissionModelFor), its volatility prior and interval widening refitted on every province's years
// before its headline year — and leave-one-province-out — the shipped set with the volatility prior and widening of
// the fold that never saw the province (the "shipped set" of the protocol). In both the province's label step-down is
// the one its summary gave before the headline year (ADR 061), never the scored year's own result, and the interval
// widening is refitted on labels drawn that way.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { admissionModelFor, backtestForecasts, type AdmissionModelParams, type BacktestRow, type IntervalWidening } from '@gk/domain'
import { FIT_UNITS, type Protocol } from './protocol.ts'
import { sampleUnits, scoreableYears } from './provinces.ts'
import { earlierStepDowns, withStepDown, type StepDowns } from './llyo-step-down.ts'
import { fitVolatilityPrior, fitWidening, recalBlocks, type Overrides } from './recalibrate.ts'
import { type Run } from './report-issue-targets.ts'

const llyoFile = join(dirname(fileURLToPath(import.meta.url)), 'llyo-params.json')

/**
 * The volatility prior and interval widening fitted on every province's years before its headline year, and each
 * province's step-down as its summary stood before the headline year (ADR 061).
 */
type LlyoFit = {
  readonly volatilityPrior: Overrides
  readonly widening: IntervalWidening
  readonly stepDown: StepDowns
  /**
   * each LOPO fold's widening refitted on those labels (every training province with its step-down from before its
   * headline year), so that the held-out province's labels and its fold's widening are drawn the same way
   */
  readonly lopoWidening: Readonly<Record<string, IntervalWidening>>
}

function llyoFit(protocol: Protocol, refit: boolean, log: (line: string) => void): LlyoFit {
  if (!refit && existsSync(llyoFile)) {
    const cached = JSON.parse(readFileSync(llyoFile, 'utf8')) as LlyoFit
    if (cached.stepDown !== undefined && cached.lopoWidening !== undefined) return cached
  }
  const { provinces, latest } = protocol
  const sampled = new Map([...provinces].map(([p, rows]) => [p, sampleUnits(rows, FIT_UNITS)]))
  const scoreable = new Map([...provinces].map(([p, rows]) => [p, new Set(scoreableYears(rows))]))
  const blocks = recalBlocks(sampled, provinces, (p, y) => scoreable.get(p)!.has(y) && y < (latest.get(p) ?? 0))
  log('leave-last-year-out: volatility prior and widening on years before each headline year')
  const volatilityPrior = fitVolatilityPrior(blocks)
  const stepDown = earlierStepDowns(provinces, latest, volatilityPrior, log)
  // the labels the widening is fitted on are those the app showed then: the step-down from before the headline year
  const widening = fitWidening(blocks, volatilityPrior, (p) => withStepDown(admissionModelFor(p), stepDown[p]))
  const asThen = (p: string) => withStepDown(admissionModelFor(p), stepDown[p])
  const all = recalBlocks(sampled, provinces, (p, y) => scoreable.get(p)!.has(y))
  const lopoWidening: Record<string, IntervalWidening> = {}
  for (const p of latest.keys()) {
    log(`leave-one-province-out widening on earlier labels: fold ${p}`)
    const training = all.filter((b) => b.province !== p)
    lopoWidening[p] = fitWidening(training, protocol.recalibrated.volatilityPrior.lopo[p], asThen)
  }
  const fit = { volatilityPrior, widening, stepDown, lopoWidening }
  writeFileSync(llyoFile, JSON.stringify(fit, null, 2) + '\n')
  return fit
}

/** Both runs for `names` (default: every eligible province); `move` replaces the shipped common move (dev experiments). */
export function issueRuns(
  protocol: Protocol,
  options: {
    names?: readonly string[]
    refit?: boolean
    move?: Partial<NonNullable<AdmissionModelParams['commonMove']>> | null
    /** parameters laid over both runs' sets (dev experiments, e.g. the placed-line widening of ADR 072) */
    extra?: Partial<AdmissionModelParams>
    log?: (line: string) => void
  } = {},
): { llyo: Run[]; lopo: Run[] } {
  const log = options.log ?? (() => {})
  const fit = llyoFit(protocol, options.refit ?? false, log)
  const names = options.names ?? [...protocol.latest.keys()].sort()
  const withMove = (given: AdmissionModelParams): AdmissionModelParams => {
    const params = { ...given, ...options.extra }
    if (options.move === undefined) return params
    if (options.move === null || params.commonMove === undefined) {
      const { commonMove: _m, ...plain } = params
      return options.move === null || options.move === undefined
        ? plain
        : { ...plain, commonMove: options.move as NonNullable<AdmissionModelParams['commonMove']> }
    }
    return { ...params, commonMove: { ...params.commonMove, ...options.move } }
  }
  // the engine before ADR 049 is the same domain engine with the common move switched off (params without commonMove:
  // no move, and so no centreSpread — the centre's shift grows with the whole spread, a skipped year's widening included)
  const before = (rows: readonly BacktestRow[], year: number, params: AdmissionModelParams) => {
    const { commonMove: _off, ...plain } = params
    return backtestForecasts(rows, { targetYear: year, params: plain })
  }
  const llyo: Run[] = []
  const lopo: Run[] = []
  for (const name of names) {
    const rows: BacktestRow[] | undefined = protocol.provinces.get(name)
    const year = protocol.latest.get(name)
    if (rows === undefined || year === undefined) continue
    log(`issue runs: ${name} ${year}`)
    const app = withMove({ ...withStepDown(admissionModelFor(name), fit.stepDown[name]), ...fit.volatilityPrior, intervalWidening: fit.widening })
    llyo.push({ name, year, after: backtestForecasts(rows, { targetYear: year, params: app }), before: before(rows, year, app) })
    // the labels as the app showed them when the scored year was filled, and the fold's widening fitted on labels drawn
    // the same way (ADR 061)
    const fold = withMove({
      ...withStepDown(admissionModelFor(name), fit.stepDown[name]),
      ...protocol.recalibrated.volatilityPrior.lopo[name]!,
      intervalWidening: fit.lopoWidening[name]!,
    })
    lopo.push({ name, year, after: backtestForecasts(rows, { targetYear: year, params: fold }), before: before(rows, year, fold) })
  }
  return { llyo, lopo }
}
