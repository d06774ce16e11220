import { classifyPlanType, groupCodeOf } from '@gk/domain'
import { subjectRequirementColumn } from '../../subjects/subject-requirement-column.ts'
import { examModel } from '../provinces.ts'
import type { Row } from '../write-tables.ts'
import { assignToGroups, type GroupLine } from './group-majors.ts'

const TRACK: Record<string, string> = { 物理类: '物理', 理科: '物理', 历史类: '历史', 文科: '历史' }

export type JoinReport = { coded: number; placed: number }

/**
 * Joins other sources' ordinary major rows to the official groups of their school, year and track
 * (`lines`: officialGroupLines of the 2025 group tables, entries 29 and 31). Two kinds of rows did not join
 * (issue #29, 河南 物理类 565: 13 of 48 one-tap wishes had an empty major picker, 39 chose no major):
 *  - a major whose source names its group number ("第101组", "101组", "302") but not the 院校代码: the unit
 *    builder keys a group by school, code and number, and a school with several codes (campuses, 中外合作
 *    codes: 华北水利水电大学 6095/6097/6395) has no single code to stand in, so the major sat under a key no group
 *    had. The row takes the code of the one official group with that number (none when two codes share it);
 *  - a major whose source names no group (school sites: "郑州轻工业大学-河南-物理类-本科批-人工智能"): placed by
 *    its score as entry 27's majors are (group-majors.ts), against the school's other majors of the same source.
 * `skip`: sources whose rows are the group tables themselves or were placed already (entry 27).
 */
export function joinMajorsToGroups(admissions: Row[], lines: Map<string, GroupLine[]>, skip: ReadonlySet<string>): JoinReport {
  const report: JoinReport = { coded: 0, placed: 0 }
  const ungrouped = new Map<string, Row[]>()
  for (const a of admissions) {
    const track = TRACK[String(a.subject_type)]
    if (!track || a.unit_level !== 'major' || skip.has(String(a.source_id)) || typeof a.min_score !== 'number') continue
    const key = `${String(a.province_code)}|${Number(a.year)}|${track}|${String(a.institution_id)}`
    const groups = lines.get(key)
    if (!groups || !isOrdinary(a)) continue
    const number = groupCodeOf(a.major_code as string | null, a.major_group as string | null)
    if (number !== null) {
      if (a.provincial_code !== null && a.provincial_code !== undefined) continue
      const same = groups.filter((g) => g.group === number && g.code !== null)
      if (same.length !== 1) continue
      take(a, same[0]!, false)
      report.coded++
      continue
    }
    const k = `${key}|${String(a.source_id)}`
    ungrouped.set(k, [...(ungrouped.get(k) ?? []), a])
  }
  for (const [k, rows] of ungrouped) {
    const groups = lines.get(k.slice(0, k.lastIndexOf('|')))!
    const scores = rows.map((r) => r.min_score as number)
    assignToGroups(scores, groups).forEach((g, i) => {
      if (!g || g.code === null) return
      take(rows[i]!, g, true)
      report.placed++
    })
  }
  return report
}

/** The row becomes a major of the group: its code, number and (where the row states none) 选科. */
function take(a: Row, g: GroupLine, renumber: boolean): void {
  a.provincial_code = g.code
  if (renumber) a.major_group = g.group
  if ((a.requirement_text === null || a.requirement_text === undefined) && g.requirement !== null) {
    a.requirement_text = g.requirement
    a.subject_requirement = subjectRequirementColumn(g.requirement, examModel(String(a.province_code), Number(a.year)))
  }
}

function isOrdinary(a: Row): boolean {
  const batch = typeof a.batch === 'string' ? a.batch : ''
  if (/专科|高职|艺术|体育|提前|专项/.test(batch)) return false
  return (
    classifyPlanType({
      batch,
      majorGroup: a.major_group as string | null,
      institutionName: a.institution_name as string | null,
      majorName: a.major_name as string | null,
      remark: (a.plan_remark as string | null | undefined) ?? null,
    }) === '普通类'
  )
}
