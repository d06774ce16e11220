import type { LineRow } from './ai-reference.repository.ts'

/**
 * A group asked by its code (「合工大004专业组」, 「南昌大学第504组」, 「同济02组」): its rows found by the code itself, not by
 * the words of its name. A group-level row often has no name at all (安徽 「004」), so matching names alone misses it.
 *
 * One code can stand for more than one unit in a year: a campus or a college's medical school filed under a 院校代码 of
 * its own (南昌大学(抚州医学院) 504 beside 南昌大学 504, 合肥工业大学（宜城校区） 006 beside 合肥工业大学 006). Those are other
 * groups that only share the number; the group asked is the college's own, and the others are named apart, never given
 * as a second line of the same group.
 */
/**
 * A line's unit as the answer names it: a group known only by its bare code (2026 rows: 「12」) reads as 「第12组」, as the
 * named years' 「武汉大学第13组」 do; a row without a group is its major, else the college.
 */
export const unitLabel = (l: { Group: string | null; Major: string | null }) =>
  l.Group ? (/^[A-Za-z]?\d{1,6}[A-Za-z]?$/.test(l.Group) ? `第${l.Group}组` : l.Group) : (l.Major ?? '院校')

/** A line's score or rank in a table cell: a missing one is 「—」, never 「null」. */
export const lineCell = (v: number | null | undefined) => (v === null || v === undefined ? '—' : String(v))

export type GroupByCode = { own: LineRow[]; apart: string[] }

/** The group's line per year and track: its group-level row, else (where only major rows exist) its lowest major. */
export function groupRowsByCode(rows: LineRow[], code: string, apartOf: (r: LineRow) => string | null): GroupByCode {
  const whole = new RegExp(`(?<![\\dA-Za-z])0*${code.replace(/^0+(?=.)/, '')}(?![\\dA-Za-z])`, 'i')
  const groupLevel = (r: LineRow) => !r.major_name || (/组/.test(r.major_name) && whole.test(r.major_name))
  const hits = rows.filter((r) => (r.major_group ? whole.test(r.major_group) : groupLevel(r) && r.major_name !== null))
  const byKey = new Map<string, LineRow[]>()
  for (const r of hits) {
    const key = `${r.year}|${r.subject_type}|${apartOf(r) ?? ''}`
    byKey.set(key, [...(byKey.get(key) ?? []), r])
  }
  const own: LineRow[] = []
  const apart = new Set<string>()
  const others: LineRow[] = []
  for (const group of byKey.values()) {
    const level = group.filter(groupLevel)
    const pool = level.length ? level : group
    const line = pool.reduce((a, b) => ((b.min_score ?? Infinity) < (a.min_score ?? Infinity) ? b : a))
    const where = apartOf(line)
    const label =
      line.major_name && groupLevel(line) ? line.major_name : /[\u4e00-\u9fa5]/.test(line.major_group ?? '') ? line.major_group : `${line.major_group}组`
    if (where) {
      apart.add(where)
      others.push({ ...line, major_name: `${label}（${where}）` })
    } else own.push({ ...line, major_name: label })
  }
  // only a campus has the code: its rows are the group asked, each named by its campus
  return own.length ? { own, apart: [...apart] } : { own: others, apart: [] }
}

/**
 * A group asked by its own number (上海大学 「01组」) in a year that prints each group as the college's code followed by the
 * group's two digits (上海 2026: 11901, 11902 …): that year's group rows whose codes are all one length and share all but
 * their last two digits, the one ending in the number asked. Years already found by the group's name are left out.
 */
export function groupsByCollegeCode<R extends { year: number; major_name: string | null; major_group: string | null }>(
  rows: R[],
  code: string,
  foundYears: Set<number>,
): R[] {
  if (!/^\d{1,2}$/.test(code)) return []
  const two = code.padStart(2, '0')
  const years = [...new Set(rows.map((r) => r.year))].filter((y) => !foundYears.has(y))
  return years.flatMap((y) => {
    const groups = rows.filter((r) => r.year === y && !r.major_name && r.major_group && /^\d{4,6}$/.test(r.major_group))
    const codes = [...new Set(groups.map((r) => r.major_group!))]
    const college = codes[0]?.slice(0, -2)
    if (codes.length < 2 || !codes.every((c) => c.length === codes[0]!.length && c.slice(0, -2) === college)) return []
    return groups.filter((r) => r.major_group!.endsWith(two)).map((r) => ({ ...r, major_name: r.major_group }))
  })
}
