import { type SubjectRequirement } from '../subject/subject-requirement.ts'
import { type Rank, type SubjectType, type Tier } from '../types.ts'
import { defaultAdmissionModel, type AdmissionModelParams } from './admission-model.ts'
import { probabilityFromLine } from './admission-probability.ts'
import { chancesBySelectivitySteps, ITEMS_PER_STEP } from './chances-by-selectivity.ts'
import { runSteps } from '../steps.ts'
import { tierCutoffs, type RiskAppetite, type TierCutoffs } from './classify-tier.ts'
import { lineDistribution, type LineDistribution } from './line-distribution.ts'
import { unitIneligibilityReasons, type EligibilityCandidate } from './check-unit-eligibility.ts'
import { estimateAdmissionLine, type AdmissionHistoryYear, type AdmissionLineEstimate, type AdmissionTarget } from './estimate-admission-line.ts'

/** An admission unit (院校专业组, 专业+院校, or 院校) with its history. */
export type AdmissionUnit = {
  readonly id: string
  readonly subjectType: SubjectType
  readonly batchId: string
  readonly requirement: SubjectRequirement
  readonly history: readonly AdmissionHistoryYear[]
  /** this year's 招生计划, when published */
  readonly planCount?: number
  /** volatility of the institution's other units (institutionVolatilities): the closer prior for the unit's own */
  readonly institutionVolatility?: number
  /** a group only one locality's candidates may fill (「面向漳州」): no probability for a candidate whose locality is unknown */
  readonly restrictedTo?: string
}

/** Why a probability is what it is: years used, baseline rank, spread, plan change. */
export type AdmissionExplanation = {
  readonly yearsUsed: readonly number[]
  readonly baselineRank: number
  readonly spread: number
  readonly likelyRange: { readonly low: number; readonly high: number }
  readonly planChange: number | null
}

/** A unit with its line forecast computed once (reuse it for many candidates). */
export type PreparedUnit = AdmissionUnit & {
  readonly estimate: AdmissionLineEstimate | null
  readonly line: LineDistribution | null
  readonly explanation: AdmissionExplanation | null
}

/** The candidate: rank, 选科 and fillable batches. */
export type AdmissionCandidate = EligibilityCandidate & { readonly rank: Rank }

/** The result for one unit: excluded (with reasons), without data, or assessed. */
export type UnitAssessment =
  | { readonly unitId: string; readonly status: 'excluded'; readonly reasons: readonly string[] }
  | { readonly unitId: string; readonly status: 'no-data'; readonly reason: string }
  | {
      readonly unitId: string
      readonly status: 'assessed'
      readonly probability: number
      readonly tier: Tier | null
      readonly isHidden: boolean
      readonly isWastedSlot: boolean
      readonly confidence: AdmissionLineEstimate['confidence']
      readonly explanation: AdmissionExplanation
    }

/** Options of {@link assessUnits}. */
export type AssessOptions = {
  /** only the probability clamp bounds are read here; prepareUnits applied the model */
  readonly params?: AdmissionModelParams
  readonly riskAppetite?: RiskAppetite | TierCutoffs
  /**
   * Treat the units as one list whose chances fall with selectivity (chancesBySelectivity): `labels` are the
   * confidence labels the units show, by index (default: each forecast's own); `capByRank` false where
   * the ranks are positions on a 线差 scale (no rank to halve).
   */
  readonly asList?: {
    readonly labels?: readonly string[]
    readonly capByRank: boolean
    /** the least selective of the lines each unit shows for its three newest years (default: of the years its forecast used) */
    readonly recentLines?: readonly (number | undefined)[]
  }
}

/**
 * Computes each unit's line forecast for a target year once, so many candidates can reuse it.
 *
 * @example
 * const prepared = prepareUnits(units, { year: 2025, totalCandidates: 660_000 })
 */
export function prepareUnits(
  units: readonly AdmissionUnit[],
  target: Omit<AdmissionTarget, 'planCount'>,
  params: AdmissionModelParams = defaultAdmissionModel,
): PreparedUnit[] {
  return units.map((unit) => {
    const peers = unit.institutionVolatility === undefined ? {} : { institutionVolatility: unit.institutionVolatility }
    const estimate = estimateAdmissionLine(unit.history, unit.planCount === undefined ? target : { ...target, planCount: unit.planCount }, params, peers)
    const explanation =
      estimate === null
        ? null
        : {
            yearsUsed: estimate.yearsUsed,
            baselineRank: estimate.baselineRank,
            spread: estimate.spread,
            likelyRange: estimate.likelyRange,
            planChange: estimate.planChange,
          }
    return {
      ...unit,
      estimate,
      line: estimate === null ? null : lineDistribution(estimate, params),
      explanation,
    }
  })
}

/**
 * 录取概率, 冲/稳/保 tier, confidence and explanation for every prepared unit; ineligible units are
 * excluded with reasons (科类, 批次, 选科), units without earlier years are marked 数据不足.
 *
 * @example
 * assessUnits({ rank: 12_000, subjectCombo, batchIds: ['undergraduate'] }, prepared)[0]
 * //=> { unitId: 'A001-16', status: 'assessed', probability: 0.62, tier: 'match', … }
 */
export function assessUnits(candidate: AdmissionCandidate, units: readonly PreparedUnit[], options: AssessOptions = {}): UnitAssessment[] {
  const params = options.params ?? defaultAdmissionModel
  const appetite = options.riskAppetite ?? 'balanced'
  const cutoffs = typeof appetite === 'string' ? tierCutoffs[appetite] : appetite
  const results: UnitAssessment[] = new Array<UnitAssessment>(units.length)
  for (let i = 0; i < units.length; i++) {
    const unit = units[i]!
    const reasons = unitIneligibilityReasons(unit, candidate)
    if (reasons.length > 0) {
      results[i] = { unitId: unit.id, status: 'excluded', reasons }
      continue
    }
    const estimate = unit.estimate
    if (estimate === null || unit.line === null || unit.explanation === null) {
      results[i] = { unitId: unit.id, status: 'no-data', reason: '数据不足：没有往年录取位次' }
      continue
    }
    const probability = probabilityFromLine(candidate.rank, unit.line, params)
    results[i] = { unitId: unit.id, status: 'assessed', ...tierOf(probability, cutoffs), confidence: estimate.confidence, explanation: unit.explanation }
  }
  return options.asList ? runSteps(inListOrder(results, units, candidate.rank, options.asList, cutoffs)) : results
}

/**
 * The list rule of {@link AssessOptions.asList} applied to results assessed without it (e.g. in slices, so the
 * event loop stays free between them): the same chances as `assessUnits(…, { asList })` over the whole list.
 */
export function orderAsList(
  candidate: Pick<AdmissionCandidate, 'rank'>,
  results: UnitAssessment[],
  units: readonly PreparedUnit[],
  list: NonNullable<AssessOptions['asList']>,
  riskAppetite: RiskAppetite | TierCutoffs = 'balanced',
): UnitAssessment[] {
  return runSteps(orderAsListSteps(candidate, results, units, list, riskAppetite))
}

/**
 * {@link orderAsList} as steps: the generator pauses every few thousand units (see chancesBySelectivitySteps),
 * so a server gives its event loop up while the rule runs over a whole batch (issue 33). Same result.
 */
export function orderAsListSteps(
  candidate: Pick<AdmissionCandidate, 'rank'>,
  results: UnitAssessment[],
  units: readonly PreparedUnit[],
  list: NonNullable<AssessOptions['asList']>,
  riskAppetite: RiskAppetite | TierCutoffs = 'balanced',
): Generator<void, UnitAssessment[], void> {
  const cutoffs = typeof riskAppetite === 'string' ? tierCutoffs[riskAppetite] : riskAppetite
  return inListOrder(results, units, candidate.rank, list, cutoffs)
}

function tierOf(probability: number, cutoffs: TierCutoffs) {
  const isHidden = probability < cutoffs.reachFloor
  return {
    probability,
    tier: isHidden ? null : probability >= cutoffs.safe ? ('safe' as const) : probability >= cutoffs.match ? ('match' as const) : ('reach' as const),
    isHidden,
    isWastedSlot: probability > cutoffs.wasted,
  }
}

/** The assessed units' chances made to fall with selectivity within each shown label, tiers re-read from them. */
function* inListOrder(
  results: UnitAssessment[],
  units: readonly PreparedUnit[],
  rank: number,
  list: NonNullable<AssessOptions['asList']>,
  cutoffs: TierCutoffs,
): Generator<void, UnitAssessment[], void> {
  const at: number[] = []
  const items = []
  for (let i = 0; i < results.length; i++) {
    if (i > 0 && i % ITEMS_PER_STEP === 0) yield
    const r = results[i]!
    if (r.status !== 'assessed') continue
    at.push(i)
    items.push({
      forecastRank: r.explanation.baselineRank,
      centreRank: Math.exp(units[i]!.estimate!.logBaseline),
      recentLinesRank: list.recentLines ? list.recentLines[i] : recentLinesRank(units[i]!),
      label: list.labels?.[i] ?? r.confidence,
      probability: r.probability,
    })
  }
  const chances = yield* chancesBySelectivitySteps(items, list.capByRank ? rank : null, rank)
  for (let k = 0; k < at.length; k++) {
    if (k > 0 && k % ITEMS_PER_STEP === 0) yield
    const i = at[k]!
    const r = results[i]!
    if (r.status === 'assessed' && chances[k] !== r.probability) results[i] = { ...r, ...tierOf(chances[k]!, cutoffs) }
  }
  return results
}

/** The least selective line of the three newest years the forecast used (the lines a card shows). */
function recentLinesRank(unit: PreparedUnit): number | undefined {
  const years = unit.explanation?.yearsUsed.slice(0, 3) ?? []
  let rank: number | undefined
  for (const h of unit.history) if (years.includes(h.year)) rank = Math.max(rank ?? 0, h.minRank)
  return rank
}
