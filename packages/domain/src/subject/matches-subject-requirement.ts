import { SubjectType, type Subject, type SubjectCombo } from '../types.ts'
import { subjectLabel } from './subject-labels.ts'
import { type SubjectRequirement } from './subject-requirement.ts'

/**
 * Explains why a 选科 combination fails a requirement, or returns null when it qualifies.
 * The 3+1+2 首选 subject counts as chosen even if it is not repeated in `subjects`.
 *
 * @example
 * subjectRequirementMismatch({ first: 'physics', allOf: ['chemistry'], anyOf: [] },
 *   { subjectType: 'history', subjects: ['history', 'chemistry', 'geography'] })
 * //=> '首选科目须为物理'
 */
export function subjectRequirementMismatch(requirement: SubjectRequirement, combo: SubjectCombo): string | null {
  if (requirement.first === null && requirement.allOf.length === 0 && requirement.anyOf.length === 0) return null
  const chosen = new Set<Subject>(combo.subjects)
  if (combo.subjectType === SubjectType.Physics) chosen.add('physics')
  if (combo.subjectType === SubjectType.History) chosen.add('history')
  if (requirement.first === 'physics' && combo.subjectType !== SubjectType.Physics && !isThreePlusThree(combo)) {
    return '首选科目须为物理'
  }
  if (requirement.first === 'history' && combo.subjectType !== SubjectType.History && !isThreePlusThree(combo)) {
    return '首选科目须为历史'
  }
  if (isThreePlusThree(combo)) {
    if (requirement.first === 'physics' && !chosen.has('physics')) return '须选考物理'
    if (requirement.first === 'history' && !chosen.has('history')) return '须选考历史'
  }
  const missing = requirement.allOf.filter((s) => !chosen.has(s))
  if (missing.length > 0) return `须选考${missing.map((s) => subjectLabel(s)).join('、')}`
  if (requirement.anyOf.length > 0 && !requirement.anyOf.some((s) => chosen.has(s))) {
    return `须至少选考${requirement.anyOf.map((s) => subjectLabel(s)).join('、')}中的一门`
  }
  return null
}

/**
 * Whether a candidate's 选科 meets a requirement.
 *
 * @example
 * matchesSubjectRequirement({ first: null, allOf: ['physics', 'chemistry'], anyOf: [] },
 *   { subjectType: 'combined', subjects: ['physics', 'chemistry', 'technology'] }) //=> true
 */
export function matchesSubjectRequirement(requirement: SubjectRequirement, combo: SubjectCombo): boolean {
  return subjectRequirementMismatch(requirement, combo) === null
}

function isThreePlusThree(combo: SubjectCombo): boolean {
  return combo.subjectType === SubjectType.Combined
}
