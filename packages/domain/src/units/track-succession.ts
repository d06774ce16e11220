/**
 * The 3+1+2 track that continues each 文/理 track across the reform year (the same students, ranked
 * the same way): 理科 → 物理类, 文科 → 历史类. The one statement of that rule; the maps below derive from it.
 */
import { findProvincePolicy } from '../policy/province-policies.ts'
import type { ProvincePolicy } from '../policy/province-policy.ts'
import { subjectTypeFromLabel, subjectTypeLabels, type SubjectType } from '../types.ts'

export const successorTrack: Readonly<Partial<Record<SubjectType, SubjectType>>> = { science: 'physics', liberal: 'history' }
const predecessorTrack = new Map(Object.entries(successorTrack).map(([old, next]) => [next, old as SubjectType]))
/** The same succession by label: 理科 → 物理类, 文科 → 历史类, and back. */
export const successorLabelOf = new Map(Object.entries(successorTrack).map(([old, next]) => [subjectTypeLabels[old as SubjectType], subjectTypeLabels[next]]))
export const predecessorLabelOf = new Map([...successorLabelOf].map(([old, next]) => [next, old]))

/**
 * In a province's first 3+1+2 year the only history is 文/理: the 物理类/历史类 cohort continues the
 * 理科/文科 one, so those rows and tables stand in, labelled as estimates. Later years use their own
 * 物理类/历史类 rows only.
 */
export function predecessorLabel(policy: ProvincePolicy, subjectType: SubjectType): string | null {
  if (policy.examModel !== '3+1+2') return null
  const before = findProvincePolicy(policy.province, policy.year - 1)
  if (!before || before.examModel !== 'traditional') return null
  const old = predecessorTrack.get(subjectType)
  return old ? subjectTypeLabels[old] : null
}

/**
 * The target track of a history row: the same track, or across the reform year 理科 → 物理类 and
 * 文科 → 历史类 (the traditional cohort that matches the new one best), marked `isCrossTrack`.
 */
export function trackOf(label: string, policy: ProvincePolicy): { subjectType: SubjectType; isCrossTrack: boolean } | null {
  const st = subjectTypeFromLabel.get(label)
  if (!st) return null
  if (policy.subjectTypes.includes(st)) return { subjectType: st, isCrossTrack: false }
  const next = successorTrack[st]
  return next && policy.subjectTypes.includes(next) ? { subjectType: next, isCrossTrack: true } : null
}
