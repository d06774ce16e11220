import { classifyPlanType, type PlanType } from '@gk/domain'
import type { Row } from './write-tables.ts'

/**
 * Sets `plan_type` on every admission or plan row from its batch, group, school-name suffix, major
 * name and the source's route remark (`plan_remark`, a build-only field that is not written out).
 * Returns the count per plan type for the build report.
 */
export function assignPlanTypes(rows: Row[]): Map<PlanType, number> {
  const counts = new Map<PlanType, number>()
  for (const r of rows) {
    const type = classifyPlanType({
      batch: r.batch as string | null,
      majorGroup: r.major_group as string | null,
      institutionName: r.institution_name as string | null,
      majorName: r.major_name as string | null,
      remark: (r.plan_remark as string | null | undefined) ?? (r.notes as string | null | undefined) ?? null,
    })
    r.plan_type = type
    counts.set(type, (counts.get(type) ?? 0) + 1)
  }
  return counts
}

/** Joins the route labels a source gives a record (录取类型, 备注 …) into one remark, dropping blanks and repeats. */
export function planRemark(...parts: unknown[]): string | null {
  const seen = [...new Set(parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').map((p) => p.trim()))]
  return seen.length ? seen.join('；') : null
}
