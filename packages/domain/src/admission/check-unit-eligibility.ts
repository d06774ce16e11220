import { subjectRequirementMismatch } from '../subject/matches-subject-requirement.ts'
import { type SubjectRequirement } from '../subject/subject-requirement.ts'
import { subjectTypeLabels, type SubjectCombo, type SubjectType } from '../types.ts'

/** What eligibility needs to know about a unit. */
export type EligibilityUnit = {
  readonly subjectType: SubjectType
  readonly batchId: string
  readonly requirement: SubjectRequirement
  /** a group only one locality's candidates may fill, as its source prints it (「面向漳州」; apart-group.ts, ADR 175) */
  readonly restrictedTo?: string
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
  if (mismatch === null && isTypeOk && isBatchOk && !unit.restrictedTo) return noReasons
  const reasons: string[] = []
  if (unit.subjectType !== candidate.subjectCombo.subjectType) {
    reasons.push(`科类不符：该单位只招${subjectTypeLabels[unit.subjectType]}`)
  }
  if (!isBatchOk) reasons.push('批次不符：考生不能填报该批次')
  if (mismatch !== null) reasons.push(`选科不符：${mismatch}`)
  // the profile holds no city: whether the candidate is one of that locality's is theirs to say, so no probability is given
  if (unit.restrictedTo) reasons.push(`限地区：该组${unit.restrictedTo}招生，只有符合该地区户籍、学籍条件的考生可以填报`)
  return reasons
}

const noReasons: string[] = []
