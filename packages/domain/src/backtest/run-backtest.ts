import { type AdmissionModelParams } from '../admission/admission-model.ts'
import { admissionModelFor } from '../admission/calibrated-models.ts'
import { admissionProbability } from '../admission/admission-probability.ts'
import { classifyTier } from '../admission/classify-tier.ts'
import { defaultAdmissionModel } from '../admission/admission-model.ts'
import {
  estimateAdmissionLine,
  type AdmissionHistoryYear,
  type AdmissionLineEstimate,
  type AdmissionPeerContext,
  type AdmissionTarget,
} from '../admission/estimate-admission-line.ts'
import { institutionVolatilities } from '../admission/volatility-prior.ts'
import { provinceYearMoves, type ProvinceYearMove } from '../admission/common-move.ts'
import { baselineProbability } from './baseline-probability.ts'
import { forecastMetrics, type Forecast, type ForecastMetrics } from './forecast-metrics.ts'

/** One backtest input row: a unit's min rank in one year. */
export type BacktestRow = {
  readonly province: string
  readonly year: number
  readonly subjectType: string
  readonly unitId: string
  readonly minRank: number
  readonly planCount?: number
  readonly totalCandidates?: number
  /** rank of that year's ordinary 本科 control line, when known */
  readonly lineRank?: number
  /** the rank was converted from the pre-reform track (ADR 015) */
  readonly isDerived?: boolean
  /**
   * where the line comes from (ADR 072): `official`, `third-party`, or `placed` (the third-party per-major rows whose
   * batch the dataset build placed, ADR 040); absent in the official backtest files (official)
   */
  readonly source?: string
}

/** The source kind of a placed third-party line (see {@link BacktestRow.source}). */
export const PLACED = 'placed'

/** Candidate positions as multiples of R, the unit's most recent min rank before the target year. */
export const backtestMultipliers = [0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 1, 1.05, 1.1, 1.2, 1.3, 1.5, 2] as const

/** One scored candidate of the backtest. */
export type BacktestCase = {
  readonly province: string
  readonly year: number
  readonly multiplier: number
  readonly model: number
  readonly baseline: number
  readonly outcome: 0 | 1
  readonly tier: 'reach' | 'match' | 'safe' | 'hidden'
}

/** Model and baseline metrics on the same candidates. */
export type BacktestReport = {
  readonly n: number
  readonly units: number
  readonly model: ForecastMetrics
  readonly baseline: ForecastMetrics
}

/** Which parameters score a row: one set for all, or one per province (leave-one-province-out). */
export type BacktestParams = AdmissionModelParams | ((province: string) => AdmissionModelParams)

/** One unit's forecast for a target year and what happened. */
export type BacktestForecast = {
  readonly province: string
  readonly year: number
  readonly unitId: string
  readonly estimate: AdmissionLineEstimate
  readonly params: AdmissionModelParams
  /** the unit's most recent min rank before the target year (R) */
  readonly recent: number
  readonly actual: number
  /** the target year's 招生计划, when known (the backtest's breakdown by plan size) */
  readonly planCount?: number
  /** where the newest history year's line comes from (the backtest's breakdown by source kind, ADR 072) */
  readonly source?: string
}

/** What the model sees for one unit and target year (earlier years only), and what happened. */
export type BacktestInput = {
  readonly province: string
  readonly year: number
  readonly unitId: string
  readonly history: readonly AdmissionHistoryYear[]
  readonly target: AdmissionTarget
  /** what is known about similar units before the target year (the institution's other units) */
  readonly peers: AdmissionPeerContext
  /** the unit's most recent min rank before the target year (R) */
  readonly recent: number
  readonly actual: number
  /** where R comes from (see {@link BacktestRow.source}) */
  readonly source?: string
}

/** Options of {@link backtestInputs}. */
export type BacktestInputOptions = {
  readonly targetYear?: number
  /**
   * rows the institution volatility is computed from (default: `rows`): a fit that samples units still
   * measures each unit's institution on every unit of it
   */
  readonly peerRows?: readonly BacktestRow[]
}

/**
 * The model's inputs for every unit and target year (only `targetYear` when given) with at least one
 * earlier year; independent of the parameters, so a fit builds them once.
 *
 * @example
 * backtestInputs(rows, { targetYear: 2025 })[0].history.length
 */
export function backtestInputs(rows: readonly BacktestRow[], options: BacktestInputOptions = {}): BacktestInput[] {
  const units = new Map<string, BacktestRow[]>()
  for (const row of rows) {
    const key = `${row.province}\u0000${row.subjectType}\u0000${row.unitId}`
    const list = units.get(key)
    if (list) list.push(row)
    else units.set(key, [row])
  }
  const seats = seatTotals(rows)
  const peers = peerMinRanks(rows)
  const institutions = institutionVolatilityByTarget(options.peerRows ?? rows, options.targetYear)
  // the province's common move is read off every unit of the track, as the app reads it off every unit of its bucket
  const moves = provinceMovesByTarget(options.peerRows ?? rows, options.targetYear)
  const out: BacktestInput[] = []
  for (const list of units.values()) {
    for (const target of list) {
      if (options.targetYear !== undefined && target.year !== options.targetYear) continue
      const earlier = list.filter((r) => r.year < target.year)
      if (earlier.length === 0) continue
      out.push({
        province: target.province,
        year: target.year,
        unitId: target.unitId,
        history: earlier.map((r) => ({
          year: r.year,
          minRank: r.minRank,
          ...(r.planCount !== undefined ? { planCount: r.planCount } : {}),
          ...(r.totalCandidates !== undefined ? { totalCandidates: r.totalCandidates } : {}),
          ...(r.lineRank !== undefined ? { lineRank: r.lineRank } : {}),
          ...(r.isDerived === true ? { isDerived: true } : {}),
          ...(r.source === PLACED ? { isPlaced: true } : {}),
          ...withSeats(seats, r),
          ...withPeer(peers, r),
        })),
        target: {
          year: target.year,
          ...(target.planCount !== undefined ? { planCount: target.planCount } : {}),
          ...(target.totalCandidates !== undefined ? { totalCandidates: target.totalCandidates } : {}),
          // every unit of the backtest is an ordinary 本科 unit: its line has the app's control-line floor (ADR 058)
          ...(target.lineRank !== undefined ? { lineRank: target.lineRank, floorRank: target.lineRank } : {}),
          ...withSeats(seats, target),
          ...withMoves(moves, target),
        },
        peers: withInstitution(institutions.get(unitYearKey(target))),
        ...recentOf(earlier),
        actual: target.minRank,
      })
    }
  }
  return out
}

/** The unit's most recent year before the target: its min rank (R) and where it comes from. */
function recentOf(earlier: readonly BacktestRow[]): { recent: number; source?: string } {
  const newest = earlier.reduce((a, b) => (b.year > a.year ? b : a))
  return { recent: newest.minRank, ...(newest.source !== undefined ? { source: newest.source } : {}) }
}

/**
 * Every unit forecast of the backtest (see {@link backtestInputs}). Without `params`, each row's
 * province uses its calibrated model ({@link admissionModelFor}).
 *
 * @example
 * backtestForecasts(rows, { targetYear: 2025 })[0].estimate.likelyRange
 */
export function backtestForecasts(rows: readonly BacktestRow[], options: BacktestInputOptions & { readonly params?: BacktestParams } = {}): BacktestForecast[] {
  const paramsOf = (province: string): AdmissionModelParams =>
    options.params === undefined ? admissionModelFor(province) : typeof options.params === 'function' ? options.params(province) : options.params
  const out: BacktestForecast[] = []
  for (const input of backtestInputs(rows, options)) {
    const params = paramsOf(input.province)
    const estimate = estimateAdmissionLine(input.history, input.target, params, input.peers)
    if (estimate === null) continue
    out.push({
      province: input.province,
      year: input.year,
      unitId: input.unitId,
      estimate,
      params,
      recent: input.recent,
      actual: input.actual,
      ...(input.target.planCount !== undefined ? { planCount: input.target.planCount } : {}),
      ...(input.source !== undefined ? { source: input.source } : {}),
    })
  }
  return out
}

/**
 * Builds every backtest candidate: for each unit forecast, candidates at R × {0.50 … 2.00}; admitted
 * iff rank ≤ actual min rank.
 *
 * @example
 * backtestCases(rows, { targetYear: 2025 }).length // 13 per unit with history
 */
export function backtestCases(rows: readonly BacktestRow[], options: BacktestInputOptions & { readonly params?: BacktestParams } = {}): BacktestCase[] {
  return casesOfForecasts(backtestForecasts(rows, options))
}

/**
 * The scored candidates of already computed unit forecasts (see {@link backtestCases}).
 *
 * @example
 * casesOfForecasts(backtestForecasts(rows)).length
 */
export function casesOfForecasts(forecasts: readonly BacktestForecast[]): BacktestCase[] {
  const cases: BacktestCase[] = []
  for (const f of forecasts) {
    for (const multiplier of backtestMultipliers) {
      const rank = Math.max(1, Math.round(f.recent * multiplier))
      const model = admissionProbability(rank, f.estimate, f.params)
      const classification = classifyTier(model)
      cases.push({
        province: f.province,
        year: f.year,
        multiplier,
        model,
        baseline: baselineProbability(rank, f.recent),
        outcome: rank <= f.actual ? 1 : 0,
        tier: classification.tier ?? 'hidden',
      })
    }
  }
  return cases
}

/**
 * Total 招生计划 per province, subject type and year, only where at least 90 % of the rows carry a plan
 * (a partial sum would fake a seat change). Target-year plans are published before filling.
 *
 * @example
 * seatTotals(rows).get('shandong|combined|2025') //=> 260559
 */
export function seatTotals(rows: readonly BacktestRow[]): Map<string, number> {
  const sums = new Map<string, { seats: number; withPlan: number; all: number }>()
  for (const r of rows) {
    const key = `${r.province}|${r.subjectType}|${r.year}`
    const s = sums.get(key) ?? { seats: 0, withPlan: 0, all: 0 }
    s.all++
    if (r.planCount !== undefined) {
      s.seats += r.planCount
      s.withPlan++
    }
    sums.set(key, s)
  }
  const totals = new Map<string, number>()
  for (const [key, s] of sums) if (s.withPlan >= 0.9 * s.all && s.seats > 0) totals.set(key, s.seats)
  return totals
}

/**
 * For each row, the geometric mean min rank of the other units of the same institution (the part of
 * `unitId` before the first `|`) in the same province, subject type and year.
 *
 * @example
 * peerMinRanks(rows).get(rows[0]) // e.g. 12 400
 */
export function peerMinRanks(rows: readonly BacktestRow[]): Map<BacktestRow, number> {
  const groups = new Map<string, BacktestRow[]>()
  for (const r of rows) {
    const bar = r.unitId.indexOf('|')
    if (bar < 0) continue
    const key = `${r.province}|${r.subjectType}|${r.year}|${r.unitId.slice(0, bar)}`
    const list = groups.get(key)
    if (list) list.push(r)
    else groups.set(key, [r])
  }
  const peers = new Map<BacktestRow, number>()
  for (const list of groups.values()) {
    if (list.length < 2) continue
    const sum = list.reduce((s, r) => s + Math.log(r.minRank), 0)
    for (const r of list) peers.set(r, Math.exp((sum - Math.log(r.minRank)) / (list.length - 1)))
  }
  return peers
}

/**
 * For each unit and target year, the volatility of the same institution's other units (the part of
 * `unitId` before the first `|`) in the same province and subject type, from years before the target only
 * ({@link institutionVolatilities}). Keyed by {@link unitYearKey}.
 */
function institutionVolatilityByTarget(rows: readonly BacktestRow[], targetYear: number | undefined): Map<string, number> {
  const tracks = new Map<string, Map<string, BacktestRow[]>>()
  for (const r of rows) {
    if (r.unitId.indexOf('|') < 0) continue
    const track = `${r.province}\u0000${r.subjectType}`
    const units = tracks.get(track) ?? tracks.set(track, new Map()).get(track)!
    const list = units.get(r.unitId)
    if (list) list.push(r)
    else units.set(r.unitId, [r])
  }
  const out = new Map<string, number>()
  for (const units of tracks.values()) {
    const ids = [...units.keys()]
    const list = ids.map((id) => ({ institution: id.slice(0, id.indexOf('|')), history: units.get(id)! }))
    const years = new Set<number>()
    for (const rowsOfUnit of units.values()) for (const r of rowsOfUnit) if (targetYear === undefined || r.year === targetYear) years.add(r.year)
    for (const year of years) {
      const values = institutionVolatilities(list, year, defaultAdmissionModel)
      values.forEach((v, i) => {
        if (v !== undefined) out.set(unitYearKey({ ...units.get(ids[i]!)![0]!, year }), v)
      })
    }
  }
  return out
}

/**
 * For each province, track and target year, the observed yearly moves of the track's units before the target
 * ({@link provinceYearMoves}). Keyed by `province\0subjectType\0year`.
 */
function provinceMovesByTarget(rows: readonly BacktestRow[], targetYear: number | undefined): Map<string, ProvinceYearMove[]> {
  const tracks = new Map<string, Map<string, BacktestRow[]>>()
  for (const r of rows) {
    const track = `${r.province}\u0000${r.subjectType}`
    const units = tracks.get(track) ?? tracks.set(track, new Map()).get(track)!
    const list = units.get(r.unitId)
    if (list) list.push(r)
    else units.set(r.unitId, [r])
  }
  const out = new Map<string, ProvinceYearMove[]>()
  for (const [track, units] of tracks) {
    const histories = [...units.values()].map((list) =>
      list.map((r) => ({
        year: r.year,
        minRank: r.minRank,
        ...(r.totalCandidates !== undefined ? { totalCandidates: r.totalCandidates } : {}),
        ...(r.lineRank !== undefined ? { lineRank: r.lineRank } : {}),
        ...(r.isDerived === true ? { isDerived: true } : {}),
      })),
    )
    const years = new Set<number>()
    for (const list of units.values()) for (const r of list) if (targetYear === undefined || r.year === targetYear) years.add(r.year)
    for (const year of years) out.set(`${track}\u0000${year}`, provinceYearMoves(histories, year))
  }
  return out
}

function withMoves(moves: Map<string, ProvinceYearMove[]>, r: BacktestRow): { provinceMoves?: readonly ProvinceYearMove[] } {
  const list = moves.get(`${r.province}\u0000${r.subjectType}\u0000${r.year}`)
  return list === undefined ? {} : { provinceMoves: list }
}

function unitYearKey(r: Pick<BacktestRow, 'province' | 'subjectType' | 'unitId' | 'year'>): string {
  return `${r.province}\u0000${r.subjectType}\u0000${r.unitId}\u0000${r.year}`
}

function withInstitution(volatility: number | undefined): AdmissionPeerContext {
  return volatility === undefined ? {} : { institutionVolatility: volatility }
}

function withPeer(peers: Map<BacktestRow, number>, r: BacktestRow): { peerMinRank?: number } {
  const peer = peers.get(r)
  return peer === undefined ? {} : { peerMinRank: peer }
}

function withSeats(seats: Map<string, number>, r: BacktestRow): { totalSeats?: number } {
  const total = seats.get(`${r.province}|${r.subjectType}|${r.year}`)
  return total === undefined ? {} : { totalSeats: total }
}

/**
 * Scores model and baseline on the same backtest cases.
 *
 * @example
 * summariseBacktest(backtestCases(rows, { targetYear: 2025 })).model.brier
 */
export function summariseBacktest(cases: readonly BacktestCase[]): BacktestReport {
  const model: Forecast[] = cases.map((c) => ({ probability: c.model, outcome: c.outcome }))
  const baseline: Forecast[] = cases.map((c) => ({ probability: c.baseline, outcome: c.outcome }))
  return {
    n: cases.length,
    units: Math.round(cases.length / backtestMultipliers.length),
    model: forecastMetrics(model),
    baseline: forecastMetrics(baseline),
  }
}
