import { type AdmissionHistoryYear } from './estimate-admission-line.ts'
import { type ProvinceYearMove } from './common-move.ts'

/**
 * The unit's own last year-to-year move in ln rank, net of its province-track's common move that year (ADR 079): the
 * part of the newest move that was the unit's alone. Lines revert (a unit whose line jumped one year tends to fall
 * back the next), so the centre moves by −`lastMoveReversion` × this. Only a move between two consecutive years of
 * the unit's own history counts: a converted (文/理) year is not the unit's own line, and a move over a skipped year
 * mixes two years' moves. Without the track's measured move that year, the raw move (nothing is known to net).
 * `usable` is newest first, as the engine reads it.
 *
 * @example
 * lastOwnMove([{ year: 2024, minRank: 11_000 }, { year: 2023, minRank: 10_000 }], [{ year: 2024, rankMove: 0.05, units: 300 }])
 * //=> ln(1.1) − 0.05 ≈ 0.045
 */
export function lastOwnMove(usable: readonly AdmissionHistoryYear[], moves: readonly ProvinceYearMove[] | undefined): number {
  const [newest, before] = usable
  if (newest === undefined || before === undefined) return 0
  if (newest.isDerived === true || before.isDerived === true || newest.year !== before.year + 1) return 0
  const common = moves?.find((m) => m.year === newest.year)?.rankMove ?? 0
  return Math.log(newest.minRank / before.minRank) - common
}

/**
 * The part of a last move beyond `threshold` in ln rank, signed (ADR 084): a move within ±threshold reverts not at all,
 * a larger one by its excess only, so the centre does not jump as a move crosses the threshold.
 *
 * @example
 * revertingPart(-0.5, 0.2) //=> -0.3
 */
export function revertingPart(move: number, threshold: number): number {
  const excess = Math.abs(move) - threshold
  return excess > 0 ? Math.sign(move) * excess : 0
}
