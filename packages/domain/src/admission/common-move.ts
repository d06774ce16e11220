import { commonMoveTrust } from './common-move-trust.ts'
import { type AdmissionHistoryYear } from './estimate-admission-line.ts'

/**
 * One results year of a province and track as the common move reads it: the median year-on-year move of its units'
 * ln(min rank) from the year before (units seen in both years, own history only), and the year's cohort and control
 * line. Independent of the model's parameters, so a fit or an index computes it once per province, track and year.
 */
export type ProvinceYearMove = {
  readonly year: number
  /** median ln(r_year / r_year−1) over the units seen in both years; undefined with fewer than {@link MIN_MOVE_UNITS} */
  readonly rankMove?: number
  /** how many units the median was taken over */
  readonly units: number
  /** the year's ranked cohort (last 累计人数 of the 一分一段表), when known */
  readonly totalCandidates?: number
  /** rank of the year's ordinary 本科 control line, when known */
  readonly lineRank?: number
}

/** Parameters of the common move (ADR 049): all in ln rank share (rank ÷ cohort). */
export type CommonMoveParams = {
  /** σ of a province-track's persistent drift between years (the prior the drift is shrunk toward 0 with) */
  readonly driftPrior: number
  /** σ of a year's move around the drift: what no earlier year says */
  readonly yearNoise: number
  /** share of the control line's move (in rank share) to the target that the units' lines follow */
  readonly lineWeight: number
  /** how many of the newest observed moves estimate the drift */
  readonly driftYears: number
  /** 1: moves are measured and carried in rank share (the cohort's change moves every line with it); 0: in rank */
  readonly shareElasticity: number
  /** weight of the move's variance in the unit's spread (1 = all of it; the spread's other terms were fitted with the move inside them) */
  readonly spreadWeight: number
  /**
   * ADR 076: weight of `yearNoise`² added to the spread (always, whatever `spreadWeight`) when the track has no observed
   * move before the target (a reform year's first forecast). Absent = 0.
   */
  readonly unobservedMoveWeight?: number
  /**
   * ADR 076: check the control line's term on the earlier years where both lines and the units' move are known, apply
   * it in the share of those years where it helped, and add the rest, squared, to the spread. Absent = off.
   */
  readonly lineFollowCheck?: boolean
}

/** a year's move is the median over at least this many units seen in both years */
export const MIN_MOVE_UNITS = 30

/**
 * The province-track's observed yearly moves from its units' histories (years before `targetYear` only): for each
 * year, the median ln-rank move of the units seen in that year and the one before, skipping derived (converted) years.
 *
 * @example
 * provinceYearMoves(unitHistories, 2025) //=> [{ year: 2023, rankMove: 0.021, units: 812, … }, { year: 2024, … }]
 */
export function provinceYearMoves(histories: readonly (readonly AdmissionHistoryYear[])[], targetYear: number): ProvinceYearMove[] {
  const moves = new Map<number, number[]>()
  const context = new Map<number, { totalCandidates?: number; lineRank?: number }>()
  for (const history of histories) {
    const own = new Map<number, number>()
    for (const h of history) {
      if (h.year >= targetYear || !(h.minRank >= 1) || !Number.isFinite(h.minRank)) continue
      const c = context.get(h.year) ?? {}
      if (c.totalCandidates === undefined && h.totalCandidates !== undefined && h.totalCandidates > 0) c.totalCandidates = h.totalCandidates
      if (c.lineRank === undefined && h.lineRank !== undefined && h.lineRank > 0) c.lineRank = h.lineRank
      context.set(h.year, c)
      if (h.isDerived !== true) own.set(h.year, h.minRank)
    }
    for (const [year, rank] of own) {
      const before = own.get(year - 1)
      if (before === undefined) continue
      const list = moves.get(year) ?? []
      list.push(Math.log(rank / before))
      moves.set(year, list)
    }
  }
  return [...context.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([year, c]) => {
      const list = moves.get(year) ?? []
      return {
        year,
        ...(list.length >= MIN_MOVE_UNITS ? { rankMove: median(list) } : {}),
        units: list.length,
        ...c,
      }
    })
}

/**
 * The common move from one history year to the target: add `shift` to ln(min rank); `variance` is what it leaves unknown
 * (weighted into the spread by `spreadWeight`); `uncertainty` is the variance of inputs found unreliable (ADR 076),
 * which always joins the spread.
 */
export type CommonMoveShift = { readonly shift: number; readonly variance: number; readonly uncertainty: number }

/** What is known of the target year before filling: its cohort and control line (the 一分一段表 and lines come first). */
export type CommonMoveTarget = { readonly year: number; readonly totalCandidates?: number; readonly lineRank?: number }

/**
 * The province-track's common move of lines from `fromYear` to the target year, in ln rank. Observed years carry their
 * measured move; each year not yet observed (the target, and a year whose results are missing) carries the drift —
 * the mean of the newest `driftYears` observed moves in rank share, shrunk toward 0 by their number (empirical Bayes:
 * n·τ² / (n·τ² + σ²)) — plus `lineWeight` × the control line's own move in rank share when both lines are known, and
 * σ² + the drift's posterior variance of uncertainty each. The cohort's change is carried in full (rank share) with
 * `shareElasticity` 1. A unit whose newest year is older than the last observed year (a skipped year) thus moves with
 * the province in the year it missed, and only the years nobody has seen add spread.
 *
 * @example
 * commonMoveFrom(2023, moves, { year: 2025, totalCandidates: 700_000 }, params) //=> { shift: 0.031, variance: 0.0011 }
 */
export function commonMoveFrom(fromYear: number, moves: readonly ProvinceYearMove[], target: CommonMoveTarget, params: CommonMoveParams): CommonMoveShift {
  const byYear = new Map(moves.map((m) => [m.year, m]))
  const s = params.shareElasticity
  const shareMoves: number[] = []
  for (const m of moves) {
    if (m.rankMove === undefined || m.year >= target.year) continue
    shareMoves.push(m.rankMove - s * cohortChange(byYear.get(m.year - 1)?.totalCandidates, m.totalCandidates))
  }
  const recent = shareMoves.slice(-Math.max(1, params.driftYears))
  const n = recent.length
  const tau2 = params.driftPrior ** 2
  const sigma2 = params.yearNoise ** 2
  const weight = n === 0 || tau2 + sigma2 === 0 ? 0 : (n * tau2) / (n * tau2 + sigma2)
  const drift = n === 0 ? 0 : (weight * recent.reduce((a, b) => a + b, 0)) / n
  const driftVariance = n === 0 ? tau2 : (tau2 * sigma2) / (n * tau2 + sigma2 || 1)
  let shift = 0
  let unseen = 0
  let unseenLineYear: number | undefined
  for (let year = fromYear + 1; year <= target.year; year++) {
    const m = year === target.year ? undefined : byYear.get(year)
    const totalBefore = byYear.get(year - 1)?.totalCandidates
    const total = year === target.year ? target.totalCandidates : m?.totalCandidates
    if (m?.rankMove !== undefined) {
      shift += m.rankMove
      continue
    }
    // a year nobody has seen: the drift, and the cohort's change carried in rank share
    shift += drift + s * cohortChange(totalBefore, total)
    unseen++
    unseenLineYear ??= year - 1
  }
  let uncertainty = 0
  if (unseen > 0 && unseenLineYear !== undefined) {
    const term = params.lineWeight * lineShareMove(byYear.get(unseenLineYear), target, s)
    const trust = commonMoveTrust(moves, target.year, params.lineWeight)
    const applied = params.lineFollowCheck === true ? trust.lineTrust : 1
    // the line's untrusted share is not applied: the forecast does not know that move, so its size widens instead
    shift += applied * term
    uncertainty += (1 - applied) * term ** 2
    if (trust.hasNoObservedMove) uncertainty += (params.unobservedMoveWeight ?? 0) * sigma2
  }
  return { shift, variance: unseen * sigma2 + unseen ** 2 * driftVariance, uncertainty }
}

/** ln(N_year / N_before), 0 unless both are known. */
function cohortChange(before: number | undefined, now: number | undefined): number {
  return before !== undefined && now !== undefined && before > 0 && now > 0 ? Math.log(now / before) : 0
}

/** The control line's move in rank share from the last seen year to the target, 0 unless both lines are known. */
function lineShareMove(from: ProvinceYearMove | undefined, target: CommonMoveTarget, s: number): number {
  if (from?.lineRank === undefined || target.lineRank === undefined || !(target.lineRank > 0)) return 0
  return Math.log(target.lineRank / from.lineRank) - s * cohortChange(from.totalCandidates, target.totalCandidates)
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
