/**
 * Group- and institution-level lines whose plan type the majors' own rows give away (issue 30 item 1, ADR 050).
 * A 专业组's line is the lowest line of its majors, and an institution's line the lowest of all of them, so when
 * the line is exactly (score and rank) the line of a 中外合作/专项/… major of the same institution, track, year and
 * batch, and of no ordinary major there, it is that special plan's line: 湖北 物理类 2025 武汉科技大学 第12组
 * 548/45,990 is 统计学（中外合作办学）. Such a group row takes the special plan type (it becomes a unit of
 * its own, beside the plan's other years); such an institution row is left out (the institution's ordinary line
 * of that year is not in the data). Pure: rows in, rows out.
 */
import { ORDINARY, planTypeOfRow } from '../plan-type/plan-type-of-row.ts'
import type { ResultRow } from './rows.ts'

export type PlanTypeCompletion = {
  /** the rows as the build reads them: group rows retyped, institution rows resting on a special line left out */
  rows: ResultRow[]
  /** group rows that took a special plan type */
  retyped: number
  /** institution rows left out */
  dropped: number
}

/**
 * Completes the plan types of group and institution rows from the major rows beside them. `batchOf` places a row's
 * batch wording (the policy's classifier), so rows worded differently for the same batch meet (本科批 / 本科普通批平行志愿).
 */
export function completePlanTypes(rows: readonly ResultRow[], batchOf: (batch: string) => string | null): PlanTypeCompletion {
  const majors = new Map<string, { special: string | null; ordinary: boolean }>()
  const keyOf = (r: ResultRow, batch: string) => `${r.institution_id}|${r.subject_type}|${r.year}|${batch}|${r.min_score}|${r.min_rank}`
  const batchCache = new Map<string, string | null>()
  const placed = (raw: string) => {
    if (!batchCache.has(raw)) batchCache.set(raw, batchOf(raw))
    return batchCache.get(raw)!
  }
  for (const r of rows) {
    if (r.unit_level !== 'major' || r.institution_id === null || r.min_score === null || r.min_rank === null) continue
    const batch = placed(r.batch)
    if (batch === null) continue
    const key = keyOf(r, batch)
    const seen = majors.get(key) ?? { special: null, ordinary: false }
    const type = planTypeOfRow(r)
    if (type === ORDINARY) seen.ordinary = true
    else seen.special ??= type
    majors.set(key, seen)
  }
  const out: ResultRow[] = []
  let retyped = 0
  let dropped = 0
  for (const r of rows) {
    const level = r.unit_level
    if ((level !== 'major-group' && level !== 'institution') || r.min_score === null || r.min_rank === null || planTypeOfRow(r) !== ORDINARY) {
      out.push(r)
      continue
    }
    const batch = placed(r.batch)
    const seen = batch === null ? undefined : majors.get(keyOf(r, batch))
    if (!seen?.special || seen.ordinary) {
      out.push(r)
      continue
    }
    if (level === 'institution') dropped++
    else {
      retyped++
      out.push({ ...r, plan_type: seen.special })
    }
  }
  return { rows: out, retyped, dropped }
}
