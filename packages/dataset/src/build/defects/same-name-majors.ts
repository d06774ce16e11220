import type { Row } from '../write-tables.ts'

/**
 * Majors of one school that share a name but are different programmes (ADR 051). The app keys a major unit by
 * school and name, so two programmes with one name became one unit with two minimum scores:
 *  - a campus the MOE list does not hold apart (华北电力大学(保定), 北京师范大学(珠海校区), 哈尔滨工业大学(威海)):
 *    its majors are named with the campus, as the printed school name gives it;
 *  - one table listing one name twice under one 院校代码 (山东's 投档表: 河北工业大学 电气工程及其自动化 0F
 *    13,043 and 1K 30,405 — two 专业代号, no remark; 2026 prints no 专业代号 at all): the copies, most selective
 *    first, keep the name, then 「（同名专业2）」, 「（同名专业3）」… — the same order every year, so a programme's
 *    history stays one unit where its selectivity order holds.
 */
const CAMPUS = /校区|分校|^(威海|深圳|珠海|保定|秦皇岛|北京|苏州|青岛|南海|海南)$/
const half = (s: string) => s.replace(/（/g, '(').replace(/）/g, ')')

/** The campus a printed school name adds to the official one ("华北电力大学(保定)" → "保定"), or null. */
export function campusOf(printed: string, official: string): string | null {
  const p = half(printed)
  const o = half(official)
  if (!p.startsWith(o) || p === o) return null
  for (const m of p.slice(o.length).matchAll(/\(([^()]+)\)/g)) if (CAMPUS.test(m[1]!)) return m[1]!
  return null
}

const str = (v: unknown) => (typeof v === 'string' ? v : '')

/** Renames the majors of both kinds; returns how many rows were renamed for a campus and as a same-name copy. */
export function separateSameNameMajors(rows: Row[], officialName: ReadonlyMap<string, string>): { campus: number; copies: number } {
  let campus = 0
  for (const r of rows) {
    if (r.unit_level !== 'major' || !str(r.major_name)) continue
    const c = campusOf(str(r.institution_name), officialName.get(str(r.institution_id)) ?? '')
    if (c === null || half(str(r.major_name)).includes(c)) continue
    r.major_name = `${str(r.major_name)}(${c})`
    campus++
  }
  const copies = new Map<string, Row[]>()
  for (const r of rows) {
    if (r.unit_level !== 'major' || !str(r.major_name) || !str(r.provincial_code)) continue
    const k = [r.source_id, r.province_code, r.year, r.subject_type, r.batch, r.institution_id, r.provincial_code, r.major_group, r.major_name, r.plan_remark]
      .map(String)
      .join('|')
    copies.set(k, [...(copies.get(k) ?? []), r])
  }
  let renamed = 0
  const sel = (r: Row) => (typeof r.min_rank === 'number' && r.min_rank > 0 ? r.min_rank : typeof r.min_score === 'number' ? 1e9 - r.min_score : 2e9)
  for (const list of copies.values()) {
    if (list.length < 2) continue
    // an exact repeat is a duplicate (dropped later), not a second programme
    if (new Set(list.map((r) => `${String(r.min_rank)}|${String(r.min_score)}`)).size < list.length) continue
    list.sort((a, b) => sel(a) - sel(b))
    list.slice(1).forEach((r, i) => {
      r.major_name = `${str(r.major_name)}（同名专业${i + 2}）`
      renamed++
    })
  }
  return { campus, copies: renamed }
}
