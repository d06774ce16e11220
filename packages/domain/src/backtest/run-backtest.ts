import { type AdmissionModelParams } from '../admission/admission-model.ts'
import { admissionModelFor } from '../admission/calibrated-models.ts'
import { admissionProbability } from '../admission/admission-probability.ts'
import { classifyTier } from '../admission/classify-tier.ts'
import {
  estimateAdmissionLine,
  type AdmissionHistoryYear,
} from '../admission/estimate-admission-line.ts'
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
}

/** Candidate positions as multiples of R, the unit's most recent min rank before the target year. */
export const backtestMultipliers = [
  0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 1, 1.05, 1.1, 1.2, 1.3, 1.5, 2,
] as const

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

/**
 * Builds every backtest candidate: for each unit and target year (only `targetYear` when given) with
 * at least one earlier year, candidates at R × {0.50 … 2.00}; admitted iff rank ≤ actual min rank.
 * Without `params`, each row's province uses its calibrated model ({@link admissionModelFor}).
 *
 * @example
 * backtestCases(rows, { targetYear: 2025 }).length // 13 per unit with history
 */
export function backtestCases(
  rows: readonly BacktestRow[],
  options: { readonly targetYear?: number; readonly params?: AdmissionModelParams } = {},
): BacktestCase[] {
  const units = new Map<string, BacktestRow[]>()
  for (const row of rows) {
    const key = `${row.province}\u0000${row.subjectType}\u0000${row.unitId}`
    const list = units.get(key)
    if (list) list.push(row)
    else units.set(key, [row])
  }
  const seats = seatTotals(rows)
  const peers = peerMinRanks(rows)
  const cases: BacktestCase[] = []
  for (const list of units.values()) {
    for (const target of list) {
      if (options.targetYear !== undefined && target.year !== options.targetYear) continue
      const earlier = list.filter((r) => r.year < target.year)
      if (earlier.length === 0) continue
      const history: AdmissionHistoryYear[] = earlier.map((r) => ({
        year: r.year,
        minRank: r.minRank,
        ...(r.planCount !== undefined ? { planCount: r.planCount } : {}),
        ...(r.totalCandidates !== undefined ? { totalCandidates: r.totalCandidates } : {}),
        ...withSeats(seats, r),
        ...withPeer(peers, r),
      }))
      const params = options.params ?? admissionModelFor(target.province)
      const estimate = estimateAdmissionLine(
        history,
        {
          year: target.year,
          ...(target.planCount !== undefined ? { planCount: target.planCount } : {}),
          ...(target.totalCandidates !== undefined
            ? { totalCandidates: target.totalCandidates }
            : {}),
          ...withSeats(seats, target),
        },
        params,
      )
      if (estimate === null) continue
      const recent = earlier.reduce((a, b) => (b.year > a.year ? b : a)).minRank
      for (const multiplier of backtestMultipliers) {
        const rank = Math.max(1, Math.round(recent * multiplier))
        const model = admissionProbability(rank, estimate, params)
        const classification = classifyTier(model)
        cases.push({
          province: target.province,
          year: target.year,
          multiplier,
          model,
          baseline: baselineProbability(rank, recent),
          outcome: rank <= target.minRank ? 1 : 0,
          tier: classification.tier ?? 'hidden',
        })
      }
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
  for (const [key, s] of sums)
    if (s.withPlan >= 0.9 * s.all && s.seats > 0) totals.set(key, s.seats)
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
