import { subjectRequirementMismatch } from '../subject/matches-subject-requirement.ts'
import { type SubjectRequirement } from '../subject/subject-requirement.ts'
import { subjectTypeLabels, type SubjectCombo, type SubjectType } from '../types.ts'

/** What eligibility needs to know about a unit. */
export type EligibilityUnit = {
  readonly subjectType: SubjectType
  readonly batchId: string
  readonly requirement: SubjectRequirement
}

/** What eligibility needs to know about a candidate. */
export type EligibilityCandidate = {
  readonly subjectCombo: SubjectCombo
  /** ids of the batches the candidate may fill (see applicableBatches) */
  readonly batchIds: readonly string[]
}

/**
 * Lists the Chinese reasons a candidate may not apply to a unit (科类, 批次, 选科); empty = eligible.
 *
 * @example
 * unitIneligibilityReasons({ subjectType: 'physics', batchId: 'undergraduate', requirement: noSubjectRequirement },
 *   { subjectCombo: { subjectType: 'history', subjects: [] }, batchIds: ['undergraduate'] })
 * //=> ['科类不符：该单位只招物理类']
 */
export function unitIneligibilityReasons(unit: EligibilityUnit, candidate: EligibilityCandidate): string[] {
  const mismatch = subjectRequirementMismatch(unit.requirement, candidate.subjectCombo)
  const isTypeOk = unit.subjectType === candidate.subjectCombo.subjectType
  const isBatchOk = candidate.batchIds.includes(unit.batchId)
  if (mismatch === null && isTypeOk && isBatchOk) return noReasons
  const reasons: string[] = []
  if (unit.subjectType !== candidate.subjectCombo.subjectType) {
    reasons.push(`科类不符：该单位只招${subjectTypeLabels[unit.subjectType]}`)
  }
  if (!isBatchOk) reasons.push('批次不符：考生不能填报该批次')
  if (mismatch !== null) reasons.push(`选科不符：${mismatch}`)
  return reasons
}

const noReasons: string[] = []
