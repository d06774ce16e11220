import { type Rank } from '../types.ts'
import { defaultAdmissionModel, type AdmissionModelParams } from './admission-model.ts'
import { commonMoveFrom, type ProvinceYearMove } from './common-move.ts'
import { commonShift, commonShiftVariance } from './common-shift.ts'
import { confidenceOfInterval, lineInterval } from './line-interval.ts'
import { lineDistribution } from './line-distribution.ts'
import { lastOwnMove, revertingPart } from './last-move-reversion.ts'
import { robustSpread, shrunkVolatility, usableYears } from './volatility-prior.ts'

/** One year of a unit's admission history (院校专业组, 专业+院校, or 院校). */
export type AdmissionHistoryYear = {
  readonly year: number
  /** 最低位次 of the admitted/filed candidates */
  readonly minRank: number
  /** 招生计划 that year, when known */
  readonly planCount?: number
  /** size of that year's ranked cohort (last 累计人数 of the 一分一段表), when known */
  readonly totalCandidates?: number
  /** total 招生计划 of the batch and subject type that year, when known */
  readonly totalSeats?: number
  /** geometric mean min rank of the same institution's other units that year (院校 peers), when known */
  readonly peerMinRank?: number
  /** rank of that year's ordinary 本科 control line in that year's 一分一段表, when known */
  readonly lineRank?: number
  /** the rank is not the unit's own line: converted from 文/理 (ADR 015) or borrowed from the institution */
  readonly isDerived?: boolean
  /**
   * the line is a third-party per-major row whose batch the dataset build placed (SOURCES.md entry 27, ADR 040): its
   * errors (a special plan or another batch's major taken for the ordinary one) are not in the rows: they make it too
   * easy, so the model moves the newest year toward better ranks by `placedShift` / `placedDerivedShift` (ADR 074)
   * and widens it by `placedSpread` (ADR 072)
   */
  readonly isPlaced?: boolean
}

/** What is known in advance about the target year (plans and the 一分一段表 are published before filling). */
export type AdmissionTarget = {
  readonly year: number
  readonly planCount?: number
  readonly totalCandidates?: number
  readonly totalSeats?: number
  /** rank of the target year's ordinary 本科 control line in its 一分一段表 (published before filling) */
  readonly lineRank?: number
  /**
   * the province-track's observed yearly moves (provinceYearMoves over every unit of the bucket): with
   * `params.commonMove`, the forecast centre follows the province's common move (ADR 049)
   */
  readonly provinceMoves?: readonly ProvinceYearMove[]
  /**
   * the control-line floor (ADR 058): the rank of the forecast year's ordinary control line of the unit's batch and track,
   * on the candidate's axis. An ordinary 本科 unit's line is never below its batch's control line, so neither its shown
   * line nor its interval lies beyond this rank, and a line held at the floor is not widened by the province's spread
   * factor. Absent for special plans, 专科 units and units compared on 线差.
   */
  readonly floorRank?: number
}

/** How much the forecast can be trusted. */
export type Confidence = 'high' | 'medium' | 'low'

/** The forecast of a unit's target-year min rank: a log-normal with centre `logBaseline` and spread `spread`. */
export type AdmissionLineEstimate = {
  /** ln of the model's centre before the final calibration (see lineDistribution) */
  readonly logBaseline: number
  /** the expected min rank: the median of the calibrated line distribution */
  readonly baselineRank: Rank
  /** σ in log-rank units, after floor and widening */
  readonly spread: number
  /** σ the centre's calibration shift reads, where it differs from `spread`: before a skipped year's widening (ADR 049) and the province's spread factor (ADR 054) */
  readonly centreSpread?: number
  /** the calibrated 80 % interval of the forecast min rank (10th to 90th percentile) */
  readonly likelyRange: { readonly low: number; readonly high: number }
  readonly yearsUsed: readonly number[]
  /** P_now / P_latest, or null when either plan is unknown */
  readonly planChange: number | null
  readonly confidence: Confidence
  /** the history had one year only (首年数据) */
  readonly isSingleYear: boolean
  /** the latest year used is derived (converted or borrowed), so the forecast was widened */
  readonly isDerived: boolean
}

/** Facts about similar units that the caller may know (all optional). */
export type AdmissionPeerContext = {
  /** mean year-to-year volatility (log rank) of the institution's other units */
  readonly institutionVolatility?: number
}

/**
 * Forecasts a unit's target-year min rank from earlier years only: the province-year common shift
 * (cohort, seats, control-line rank), plan-size change, recency weights, optional trend, and a spread
 * from the unit's volatility shrunk toward similar units, plus the common shift's own uncertainty,
 * widened for small plans, few years, missing inputs and derived history. Returns null when no
 * earlier year exists. The interval and confidence are those of the calibrated line distribution.
 *
 * @example
 * estimateAdmissionLine([{ year: 2024, minRank: 10_000 }, { year: 2023, minRank: 11_000 }], { year: 2025 })
 * //=> { baselineRank: ≈10 300, spread: ≈0.1, yearsUsed: [2024, 2023], … }
 */
export function estimateAdmissionLine(
  history: readonly AdmissionHistoryYear[],
  target: AdmissionTarget,
  params: AdmissionModelParams = defaultAdmissionModel,
  peers: AdmissionPeerContext = {},
): AdmissionLineEstimate | null {
  const core = lineForecast(history, target, params, peers)
  if (core === null) return null
  const interval = lineInterval(lineDistribution(core, params))
  const isBigPlanChange = core.planChange !== null && Math.abs(core.planChange - 1) > 0.3
  const confidence = confidenceOfInterval(interval, {
    years: core.yearsUsed.length,
    isDerived: core.isDerived,
    // a plan change of more than 30 % is outside what the history can say: never high
    cap: Math.min(params.confidenceCap, isBigPlanChange ? 1 : 2),
    downgrade: params.confidenceDowngrade ?? 0,
  })
  const range = widenInterval(interval, params.intervalWidening?.[confidence] ?? 1)
  // the line is censored at the floor: its mass beyond the control line sits on the line itself (ADR 058). The label
  // reads the interval before the floor (what the backtest measured); the chance of a rank inside the floor is unchanged
  const floor = floorOf(target)
  return {
    ...core,
    baselineRank: Math.min(interval.median, floor) as Rank,
    // each shown label's interval is widened by what the backtest measured for that label
    likelyRange: { low: Math.min(range.low, floor), high: Math.min(range.high, floor) },
    confidence,
    isSingleYear: core.yearsUsed.length === 1,
  }
}

/** The floor's rank, or Infinity without one. */
function floorOf(target: AdmissionTarget): number {
  return target.floorRank !== undefined && target.floorRank >= 1 ? target.floorRank : Infinity
}

/**
 * Stretches the log distance from the median to each end by `factor` (the measured widening of the
 * interval's label), so that the shown 80 % interval holds about 80 % of actual lines.
 *
 * @example
 * widenInterval({ low: 8_000, median: 10_000, high: 12_500 }, 2) //=> { low: 6_400, high: 15_625 }
 */
export function widenInterval(interval: { low: number; median: number; high: number }, factor: number): { low: number; high: number } {
  if (factor === 1) return { low: interval.low, high: interval.high }
  const m = interval.median
  return {
    low: Math.max(1, Math.round(m * (interval.low / m) ** factor)),
    high: Math.max(1, Math.round(m * (interval.high / m) ** factor)),
  }
}

/** The forecast's centre and spread without the interval (the fitting loop's fast path). */
export type LineForecast = Pick<AdmissionLineEstimate, 'logBaseline' | 'spread' | 'centreSpread' | 'yearsUsed' | 'planChange' | 'isDerived'>

/**
 * Centre and spread of a unit's target-year ln(min rank), see {@link estimateAdmissionLine}.
 *
 * @example
 * lineForecast([{ year: 2024, minRank: 10_000 }], { year: 2025 })?.spread
 */
export function lineForecast(
  history: readonly AdmissionHistoryYear[],
  target: AdmissionTarget,
  params: AdmissionModelParams = defaultAdmissionModel,
  peers: AdmissionPeerContext = {},
): LineForecast | null {
  const usable = usableYears(history, target.year, params)
  const n = usable.length
  if (n === 0) return null
  const logs = new Array<number>(n)
  let weightSum = 0
  let weighted = 0
  let isLineKnown = target.lineRank !== undefined && target.lineRank > 0
  const moves = params.commonMove !== undefined && target.provinceMoves !== undefined ? target.provinceMoves : undefined
  let moveVariance = 0
  let moveUncertainty = 0
  for (let i = 0; i < n; i++) {
    const h = usable[i]!
    const plan = logPlanFactor(h.planCount, target.planCount, params)
    // the province-year shift (cohort, seats, control line) is common to every unit
    // a placed newest line is biased too easy (ADR 074): read it as the more selective ordinary line it stands for.
    // Only the newest year, as the backtest measured it (placed rows exist for 2024–2025 only, so an older placed year
    // was never scored)
    const bias = i === 0 && h.isPlaced === true ? placedBias(h, params) : 0
    const x = Math.log(h.minRank) - bias + commonShift(h, target, params) + plan
    if (i === 0 && !(h.lineRank !== undefined && h.lineRank > 0)) isLineKnown = false
    logs[i] = x
    // years beyond the recency weights still inform the volatility, not the centre
    const w = params.recencyWeights[i] ?? 0
    if (w === 0) continue
    let centre = x
    if (moves !== undefined) {
      // the province's common move from this year to the target, measured where seen and forecast where not (ADR 049)
      const move = commonMoveFrom(h.year, moves, target, params.commonMove!)
      centre = Math.log(h.minRank) - bias + move.shift + plan
      if (i === 0) {
        moveVariance = move.variance
        moveUncertainty = move.uncertainty
      }
    }
    weightSum += w
    weighted += w * centre
  }
  let mu = weighted / weightSum
  if (n >= 2) mu += params.trendWeight * (logs[0]! - logs[1]!)
  // the unit's own last move, net of its track's, partly reverts (ADR 079)
  if (params.lastMoveReversion !== undefined && params.lastMoveReversion !== 0)
    mu -= params.lastMoveReversion * revertingPart(lastOwnMove(usable, target.provinceMoves), params.lastMoveThreshold ?? 0)
  const peer = usable[0]!.peerMinRank
  // a unit far from its institution's other units that year is partly noise (大小年): pull it back
  if (peer !== undefined && peer >= 1) mu += params.peerReversion * (Math.log(peer) - Math.log(usable[0]!.minRank))
  const cohort = target.totalCandidates ?? usable[0]!.totalCandidates ?? params.referenceCohort
  const level = Math.max(0, Math.log(cohort / Math.exp(mu)))
  const own = shrunkVolatility(n >= 2 ? robustSpread(logs) : 0, n, level, peers.institutionVolatility, params)
  mu += params.levelShift * level
  const plan = target.planCount ?? usable[0]!.planCount
  const isDerived = usable[0]!.isDerived === true
  const baseSquared =
    params.spreadFloor ** 2 +
    (params.volatilityWeight * own) ** 2 +
    (params.levelSlope * level) ** 2 +
    params.countNoise ** 2 / Math.exp(mu) +
    commonShiftVariance(isLineKnown, target, params) +
    (plan !== undefined && plan > 0 ? 0 : params.missingPlanSpread ** 2) +
    (isDerived ? params.derivedSpread ** 2 : 0) +
    (usable[0]!.isPlaced === true ? (params.placedSpread ?? 0) ** 2 : 0) +
    (params.commonMove?.spreadWeight ?? 0) * moveVariance
  const planWidening = plan !== undefined && plan > 0 ? 1 + params.smallPlanInflation / Math.sqrt(plan) : 1
  const missingYears = Math.max(0, params.fullYears - n)
  const gap = Math.max(0, target.year - usable[0]!.year - 1)
  const centreSpread = Math.sqrt(baseSquared) * planWidening * (1 + params.fewYearsInflation * missingYears)
  const gapWidened = centreSpread * (1 + params.gapInflation * gap)
  // only a year the province was seen in and the unit skipped: a year nobody has seen yet (a season whose newest
  // results are two years behind) keeps the old centre shift, the only drift the model has for it
  const isSkipped = gap > 0 && moves !== undefined && hasSeenYear(moves, usable[0]!.year, target.year)
  // a line whose calibrated median sits at or beyond the control line is held there (it fills at the line): its line is
  // the control line, not the province's noisy demand the spread factor measured, so the factor does not widen it (ADR 058)
  const shiftSpread = isSkipped ? centreSpread : gapWidened
  const isHeld = mu + (params.zShift * shiftSpread) / params.zScale >= Math.log(floorOf(target))
  const scale = isHeld ? 1 : (params.provinceSpreadScale ?? 1)
  // the common move's unreliable inputs widen the line (ADR 076); like the spread factor, they neither move the centre
  // nor widen a line held at the control line, which fills at the line whatever the province's lines do
  const unscaled = moveUncertainty > 0 && !isHeld ? Math.sqrt(gapWidened ** 2 + moveUncertainty) : gapWidened
  const spread = unscaled * scale
  const latestPlan = usable[0]!.planCount
  const planChange = latestPlan !== undefined && latestPlan > 0 && target.planCount !== undefined ? target.planCount / latestPlan : null
  return {
    logBaseline: mu,
    spread,
    ...(isSkipped
      ? { centreSpread }
      : scale !== 1 || unscaled !== gapWidened
        ? // the province's spread factor and the move's uncertainty widen the line, they do not move the centre (ADR 054, 076)
          { centreSpread: gapWidened }
        : {}),
    yearsUsed: usable.map((h) => h.year),
    planChange,
    isDerived,
  }
}

/** How much too easy a placed line is, in ln rank: converted across the reform (derived) or the year's own track. */
function placedBias(h: AdmissionHistoryYear, params: AdmissionModelParams): number {
  return (h.isDerived === true ? params.placedDerivedShift : params.placedShift) ?? 0
}

/** A year strictly between `from` and `to` whose common move was measured. */
function hasSeenYear(moves: readonly ProvinceYearMove[], from: number, to: number): boolean {
  return moves.some((m) => m.year > from && m.year < to && m.rankMove !== undefined)
}

function logPlanFactor(planYear: number | undefined, planNow: number | undefined, params: AdmissionModelParams): number {
  if (planYear === undefined || planNow === undefined || planYear <= 0 || planNow <= 0) return 0
  const ratio = planNow / planYear
  if (Math.abs(ratio - 1) <= params.planChangeThreshold) return 0
  const factor = Math.min(params.planFactorMax, Math.max(params.planFactorMin, ratio ** params.planElasticity))
  return Math.log(factor)
}
