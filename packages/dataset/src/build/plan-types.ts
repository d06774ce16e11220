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

// Batch wordings that name an ordinary route: a 本科/专科 batch, segment or round with no plan marker.
const ORDINARY_BATCH =
  /^(普通类?|统招|综合改革|文理|广西文理综合)?[-（(]?\s*(本科|专科|高职|高专|一本|二本|三本|第[一二三]批|[一二三]批|本[一二三]批?|提前|普通|平行|常规|首轮|批次|普专|综合|物理|历史|理|文)/

/**
 * Wordings to review: batch texts of rows left 普通类 that do not read as an ordinary batch, and the
 * source remarks of 普通类 rows other than the ordinary labels. Most common first, with row counts.
 */
export function planTypeReview(rows: Row[], limit = 60): { batch: [string, number][]; remark: [string, number][] } {
  const batch = new Map<string, number>()
  const remark = new Map<string, number>()
  for (const r of rows) {
    if (r.plan_type !== '普通类') continue
    const b = typeof r.batch === 'string' ? r.batch.trim() : ''
    if (b && !ORDINARY_BATCH.test(b)) batch.set(b, (batch.get(b) ?? 0) + 1)
    const m = typeof r.plan_remark === 'string' ? r.plan_remark : ''
    for (const part of m.split('；'))
      if (part && !/^(普通|一般统考生|普招|统考|本科|第[一二]批|一批|二批)/.test(part) && !part.includes('批')) remark.set(part, (remark.get(part) ?? 0) + 1)
  }
  const top = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, limit)
  return { batch: top(batch), remark: top(remark) }
}
