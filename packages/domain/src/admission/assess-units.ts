import { type SubjectRequirement } from '../subject/subject-requirement.ts'
import { type Rank, type SubjectType, type Tier } from '../types.ts'
import { defaultAdmissionModel, type AdmissionModelParams } from './admission-model.ts'
import { probabilityFromLine } from './admission-probability.ts'
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
    const isHidden = probability < cutoffs.reachFloor
    results[i] = {
      unitId: unit.id,
      status: 'assessed',
      probability,
      tier: isHidden ? null : probability >= cutoffs.safe ? 'safe' : probability >= cutoffs.match ? 'match' : 'reach',
      isHidden,
      isWastedSlot: probability > cutoffs.wasted,
      confidence: estimate.confidence,
      explanation: unit.explanation,
    }
  }
  return results
}
