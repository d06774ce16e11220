import { type AdmissionModelParams } from './admission-model.ts'

/** What is known about a year at province level (the history year, or the target year before filling). */
export type YearContext = {
  readonly totalCandidates?: number
  readonly totalSeats?: number
  /** rank of the ordinary 本科 control line that year, from that year's 一分一段 table */
  readonly lineRank?: number
}

/**
 * The province-year common shift of ln(min rank) from a history year to the target year: every unit
 * of a province moves together with its cohort size, its batch's seat total and the rank of the
 * control line (the target year's 一分一段 table and lines are published before filling). Terms whose
 * inputs are missing on either side are left out; {@link commonShiftSpread} widens for them instead.
 *
 * @example
 * commonShift({ lineRank: 100_000 }, { lineRank: 110_000 }, { ...params, lineElasticity: 1 }) // ln 1.1
 */
export function commonShift(
  year: YearContext,
  target: YearContext,
  params: Pick<AdmissionModelParams, 'cohortElasticity' | 'seatElasticity' | 'lineElasticity'>,
): number {
  let x = 0
  if (known(year.totalCandidates) && known(target.totalCandidates)) x += params.cohortElasticity * Math.log(target.totalCandidates / year.totalCandidates)
  // more seats in the batch → every line moves to worse ranks
  if (known(year.totalSeats) && known(target.totalSeats)) x += params.seatElasticity * Math.log(target.totalSeats / year.totalSeats)
  if (known(year.lineRank) && known(target.lineRank)) x += params.lineElasticity * Math.log(target.lineRank / year.lineRank)
  return x
}

/**
 * σ² of the province-year shift that no input explains: smaller when the control line's rank shift is
 * known, larger when the cohort size is unknown (the model widens instead of guessing).
 *
 * @example
 * commonShiftVariance(true, {}, params) // yearShiftSpreadKnown² + missingCohortSpread²
 */
export function commonShiftVariance(
  isLineKnown: boolean,
  target: YearContext,
  params: Pick<AdmissionModelParams, 'yearShiftSpreadKnown' | 'yearShiftSpread' | 'missingCohortSpread'>,
): number {
  const year = isLineKnown ? params.yearShiftSpreadKnown : params.yearShiftSpread
  const cohort = known(target.totalCandidates) ? 0 : params.missingCohortSpread
  return year ** 2 + cohort ** 2
}

function known(value: number | undefined): value is number {
  return value !== undefined && value > 0 && Number.isFinite(value)
}
