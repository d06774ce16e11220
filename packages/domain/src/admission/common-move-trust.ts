import { type ProvinceYearMove } from './common-move.ts'

/**
 * How far the common move's inputs can be trusted for one province and track (ADR 076), read off the years before the
 * target only. Two inputs go wrong in this data:
 * - **a track with no observed move**: the first year of a reformed track (物理/历史 after 文/理), or a track whose
 *   earlier years are all converted or too thin, has never shown how its lines move from one year to the next. The
 *   model's spread was fitted where such moves exist in the history the volatility reads; here the target year's move is
 *   wholly unknown, so its variance (the common move's `yearNoise`², times `unobservedMoveWeight`) joins the spread.
 * - **a control line the units did not follow**: in the earlier years where the line's rank is known in both years and
 *   the units' move was measured, the line term (`lineWeight` × the line's move) is checked against the units' move. The
 *   term is trusted in the share of checked years where it brought the forecast closer to the units' move; the
 *   untrusted share is not applied and its size, squared, joins the spread. No checked year: trusted in full (the
 *   pooled slope is all that is known).
 */
export type CommonMoveTrust = {
  /** share of the control line's term applied (0–1) */
  readonly lineTrust: number
  /** true when no year before the target has a measured move in the track */
  readonly hasNoObservedMove: boolean
}

/**
 * @example
 * commonMoveTrust([{ year: 2024, units: 0, lineRank: 90_000 }], 2025, 0.22) //=> { lineTrust: 1, hasNoObservedMove: true }
 */
export function commonMoveTrust(moves: readonly ProvinceYearMove[], targetYear: number, lineWeight: number): CommonMoveTrust {
  const byYear = new Map(moves.map((m) => [m.year, m]))
  let checked = 0
  let helped = 0
  let observed = 0
  for (const m of moves) {
    if (m.year >= targetYear || m.rankMove === undefined) continue
    observed++
    const before = byYear.get(m.year - 1)?.lineRank
    if (before === undefined || m.lineRank === undefined || !(before > 0) || !(m.lineRank > 0)) continue
    const term = lineWeight * Math.log(m.lineRank / before)
    checked++
    if (Math.abs(m.rankMove - term) <= Math.abs(m.rankMove)) helped++
  }
  return { lineTrust: checked === 0 ? 1 : helped / checked, hasNoObservedMove: observed === 0 }
}
