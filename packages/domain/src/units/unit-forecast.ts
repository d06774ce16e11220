/**
 * What the build hands the model besides the units: which years count as recent, each history year
 * in the model's terms, and the target year a unit is forecast against.
 */
import type { AdmissionModelParams } from '../admission/admission-model.ts'
import type { AdmissionHistoryYear } from '../admission/estimate-admission-line.ts'
import { institutionVolatilities } from '../admission/volatility-prior.ts'
import { PLACED_SOURCE, type UnitYear } from './rows.ts'

const HISTORY_YEARS = 4
/** a unit not seen in the province's two newest results years was renamed, merged or closed */
const FRESH_YEARS = 2
/** an institution with an ordinary line in the province's last three results years is always listed */
const SCHOOL_LINE_YEARS = 3

/** The first year of each window: history read, a unit still fresh, an institution's line still listed. */
export type RecentYears = { history: number; fresh: number; schoolLine: number }

/**
 * "Recent" counts back from the province's newest ordinary results year, not from the calendar: in a
 * season whose newest results are two years behind the target (2027 with 2025 results), counting from
 * the target dropped a year of real results (吉林's 2023 文科 lines, the only ones near its 本科 line).
 */
export function recentYears(targetYear: number, newestResultsYear: number | null): RecentYears {
  const newest = Math.min(newestResultsYear ?? targetYear - 1, targetYear - 1)
  return { history: newest - HISTORY_YEARS + 1, fresh: newest - FRESH_YEARS + 1, schoolLine: newest - SCHOOL_LINE_YEARS + 1 }
}

/**
 * The target the model forecasts against. A unit that filled down to the control line in its newest
 * year has that year's rank set to the newest real line's rank (unit-drafts): its next line follows
 * the control line, not its demand, so it is as fresh as that line — no year of results is missing
 * for it. Without this, a 2027 season whose newest results are 2025 while the 2026 line and table
 * are out widened every such unit as if a year were missing, and no unit near the line was 保.
 * (The gap widening still applies to every unit whose line follows demand.)
 */
export function forecastTarget<T extends { year: number }>(target: T, hist: readonly UnitYear[], lineYear: number | undefined): T {
  const newest = hist.find((h) => h.minRank !== null && h.minRank >= 1)
  if (!newest?.isAtLine || lineYear === undefined) return target
  // the model counts missing years from the newest history year to the target: count them from the line's year
  const known = Math.min(Math.max(newest.year, lineYear), target.year - 1)
  return { ...target, year: newest.year + target.year - known }
}

/**
 * A history year as the model reads it. A converted 文/理 year is derived (widened for the
 * conversion's error), except when the unit filled at the control line: its rank is then the target
 * line's own rank, not a conversion, and the next line cannot fall below the control line — widening
 * it left no 保 near the line in a first 3+1+2 year, where every year is converted. A line from the placed third-party
 * rows is flagged for the model's placed-line widening (ADR 072).
 */
export function historyYear(h: UnitYear, ctx: { cohort: number | undefined; line: number | undefined }): AdmissionHistoryYear {
  const isDerived = h.isCrossTrack && h.isAtLine !== true
  return {
    year: h.year,
    minRank: h.minRank!,
    ...(h.planCount ? { planCount: h.planCount } : {}),
    ...(ctx.cohort ? { totalCandidates: ctx.cohort } : {}),
    ...(ctx.line !== undefined ? { lineRank: ctx.line } : {}),
    ...(isDerived ? { isDerived: true } : {}),
    // a placed third-party line is widened by the model (ADR 072), as the backtest widens it
    ...(h.source === PLACED_SOURCE ? { isPlaced: true } : {}),
  }
}

/** A unit of one bucket as the institution volatility reads it. */
export type PeerUnit = { readonly schoolId: string; readonly history: readonly AdmissionHistoryYear[]; readonly isBorrowed?: boolean }

/**
 * Each unit's institution volatility (ADR 033): the volatility of the same school's other units of the
 * bucket (one province, track, batch and plan type), from the years before the target — what the backtest
 * measured on every province's units. A unit forecast from the institution's line (borrowed) neither gives
 * nor gets one: its line is the institution's, not a unit of it, and the fit never saw such units.
 */
export function institutionVolatilityOf(
  units: readonly PeerUnit[],
  targetYear: number,
  params: Pick<AdmissionModelParams, 'recencyWeights' | 'fullYears'>,
): (number | undefined)[] {
  const own = units.flatMap((u, i) => (u.isBorrowed ? [] : [{ index: i, institution: u.schoolId, history: u.history }]))
  const values = institutionVolatilities(own, targetYear, params)
  const out = new Array<number | undefined>(units.length).fill(undefined)
  own.forEach((u, k) => (out[u.index] = values[k]))
  return out
}
