import { classifyPlanType } from '@gk/domain'
import type { Row } from '../write-tables.ts'

/**
 * Majors for the 院校专业组 of the official 2025 group tables (SOURCES.md entries 29 and 31), from entry 27's
 * per-major rows of the same school, year and track (issue #29 item 2). The group tables name each group, its
 * code, 选科 and line, but not its majors; entry 27 names the school's majors (recovered names) with their
 * minimum scores, but not their group or batch. Which group a major was admitted in is knowable only where the
 * scores allow one answer:
 *  - a major scored below the school's lowest ordinary group line was not admitted in an ordinary group (专项,
 *    中外合作, 预科 or 专科 rows are mixed in entry 27): left out;
 *  - a school with one ordinary group: every other major is that group's;
 *  - several groups: a major's minimum is at or above its group's 投档 line, so a major scored below the
 *    second-lowest line can only be the lowest group's. The others stay the school's majors without a group
 *    (the major picker lists them as the school's; the one-tap table picks none of them for a group).
 * 河南's table is partial (rows between screenshots are missing): a school shown with one group may have had a
 * second, so its one group may take a missing group's majors — labelled with the source, third-party.
 */
export type GroupLine = { code: string | null; group: string; score: number; requirement: string | null }

const TRACK: Record<string, string> = { 物理类: '物理', 理科: '物理', 历史类: '历史', 文科: '历史' }
const ordinary = (a: Row) =>
  classifyPlanType({
    batch: typeof a.batch === 'string' ? a.batch : '',
    majorGroup: a.major_group as string | null,
    institutionName: a.institution_name as string | null,
    majorName: a.major_name as string | null,
    remark: (a.plan_remark as string | null | undefined) ?? null,
  }) === '普通类'

/** Ordinary group lines of the official-table transcriptions, keyed province|year|track|institution. */
export function officialGroupLines(admissions: readonly Row[], sources: ReadonlySet<string>): Map<string, GroupLine[]> {
  const out = new Map<string, GroupLine[]>()
  for (const a of admissions) {
    const track = TRACK[String(a.subject_type)]
    if (!track || a.unit_level !== 'major-group' || !sources.has(String(a.source_id)) || typeof a.min_score !== 'number') continue
    if (typeof a.major_group !== 'string' || a.major_group === '' || !ordinary(a)) continue
    const k = `${String(a.province_code)}|${Number(a.year)}|${track}|${String(a.institution_id)}`
    const list = out.get(k) ?? []
    list.push({
      code: typeof a.provincial_code === 'string' ? a.provincial_code : null,
      group: a.major_group,
      score: a.min_score,
      requirement: typeof a.requirement_text === 'string' ? a.requirement_text : null,
    })
    out.set(k, list)
  }
  for (const list of out.values()) list.sort((x, y) => x.score - y.score)
  return out
}

/** Schools (province|year|track|institution) that already have ordinary major rows from another source. */
export function schoolsWithMajors(admissions: readonly Row[]): Set<string> {
  const out = new Set<string>()
  for (const a of admissions) {
    const track = TRACK[String(a.subject_type)]
    if (
      !track ||
      a.unit_level !== 'major' ||
      typeof a.min_score !== 'number' ||
      /专科|高职|艺术|体育/.test(typeof a.batch === 'string' ? a.batch : '') ||
      !ordinary(a)
    )
      continue
    out.add(`${String(a.province_code)}|${Number(a.year)}|${track}|${String(a.institution_id)}`)
  }
  return out
}

/**
 * The group of each major score (by the rules above): a group, `null` (the school's, group unknown) or `undefined`
 * (left out). Above the second-lowest line one more case has one answer: a group's 投档 line is its lowest
 * admitted score, so one of its majors has exactly that minimum; a score equal to the line of one group only, held
 * by no other major of the school (`all`: every score the source gives the school, named or not), is that group's
 * lowest major. Measured on the 2025 majors whose source names their group (河南, 安徽, 江西, 福建): the lowest-group
 * rule 197 right / 8 wrong, the equal-line rule 18 / 1; a score equal to a line several majors share was right only
 * 139 / 62 and stays the school's.
 */
export function assignToGroups(scores: readonly number[], groups: readonly GroupLine[], all: readonly number[] = scores): (GroupLine | null | undefined)[] {
  const [lowest, second] = groups
  const held = new Map<number, number>()
  for (const s of all) held.set(s, (held.get(s) ?? 0) + 1)
  return scores.map((s) => {
    if (!lowest || s < lowest.score) return undefined
    if (!second || s < second.score) return lowest
    const at = groups.filter((g) => g.score === s)
    return at.length === 1 && held.get(s) === 1 ? at[0]! : null
  })
}
