import { apartGroupClass } from '@gk/domain'
import type { Row } from '../write-tables.ts'

/** How far a school line may lie above its lowest ordinary group before it cannot be that school's line. */
export const SCHOOL_ABOVE_GROUP_TOLERANCE = 5

const level = (r: Row) => (/专科|高职|高专/.test(typeof r.batch === 'string' ? r.batch : '') ? '专科' : '本科')
const schoolYear = (r: Row) => [r.province_code, r.year, r.subject_type, r.institution_id, level(r)].map(String).join('|')
const ordinary = (r: Row) => r.plan_type === '普通类' && typeof r.min_score === 'number'
const text = (v: unknown) => (typeof v === 'string' ? v : null)
const isApart = (r: Row) =>
  apartGroupClass({
    unit_level: 'major-group',
    institution_name: String(r.institution_name),
    major_group: text(r.major_group),
    major_name: text(r.major_name),
  }) !== null
/** The group number a school-level row names, e.g. "南京邮电大学|海南|2024|普通类|物理+化学|代码11" or "第03组". */
export function namedGroup(v: unknown): string | null {
  const m = /代码(\d+)$|第(\d+)组$|(\d+)专业组$/.exec(typeof v === 'string' ? v.trim() : '')
  const g = m?.[1] ?? m?.[2] ?? m?.[3]
  return g === undefined ? null : g.replace(/^0+(?=\d)/, '')
}

/**
 * A school's line is the lowest line of its ordinary groups, so a school-level row more than
 * {@link SCHOOL_ABOVE_GROUP_TOLERANCE} points above the school's lowest ordinary group of the same
 * province/year/track/level is not that school's line (海南 2025 集美大学 613 against groups from
 * 556; 湖北 2025 江苏海洋大学 526 from a third party against official groups 521 and 498). When the row
 * names a group the school has no row for, it is that group's line and is re-levelled; otherwise it
 * is dropped and the groups stand.
 */
export function dropSchoolLinesAboveGroups(rows: Row[]): { rows: Row[]; dropped: number; relevelled: number } {
  const lowest = new Map<string, number>()
  const groups = new Map<string, Set<string>>()
  for (const r of rows) {
    if (r.unit_level !== 'major-group' || !ordinary(r)) continue
    const k = schoolYear(r)
    // a 护理 or one-sex group's lower line is no bar for the school's line (ADR 114)
    if (!isApart(r)) lowest.set(k, Math.min(lowest.get(k) ?? Infinity, r.min_score as number))
    const g = namedGroup(r.major_group) ?? /\d+/.exec(typeof r.major_group === 'string' ? r.major_group : '')?.[0]?.replace(/^0+(?=\d)/, '')
    if (g) groups.set(k, (groups.get(k) ?? new Set()).add(g))
  }
  let dropped = 0
  let relevelled = 0
  const kept = rows.filter((r) => {
    if (r.unit_level !== 'institution' || !ordinary(r)) return true
    const k = schoolYear(r)
    const low = lowest.get(k)
    if (low === undefined || (r.min_score as number) <= low + SCHOOL_ABOVE_GROUP_TOLERANCE) return true
    const g = namedGroup(r.major_group)
    if (g !== null && !groups.get(k)?.has(g)) {
      r.unit_level = 'major-group'
      groups.set(k, (groups.get(k) ?? new Set()).add(g))
      relevelled++
      return true
    }
    dropped++
    return false
  })
  return { rows: kept, dropped, relevelled }
}
