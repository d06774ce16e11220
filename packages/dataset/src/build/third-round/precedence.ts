import { fuseUnits } from '../defects/fuse-fields.ts'
import type { Row } from '../write-tables.ts'

const QUALITY: Record<string, number> = { official: 0, 'third-party': 1, derived: 2, estimated: 3 }
/** Cell value as text; the row columns used here are strings or numbers. */
const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')

/** School name as printed, bracket width and spaces aside: 北京大学医学部 and 北京大学 share an id but not their group numbers. */
const printed = (v: unknown) => text(v).replace(/（/g, '(').replace(/）/g, ')').replace(/\s/g, '')

/**
 * The filling unit a row describes, whatever the source's wording: 院校专业组 by the printed school
 * name and the group number ("206专业组", "第01组" and "01" are the same group), majors by provincial
 * school code + major code where both are known, else by the printed name and the major name
 * without remarks.
 */
export function unitKey(r: Row): string {
  const level = String(r.unit_level)
  let unit = printed(r.institution_name)
  if (level === 'major-group') {
    const g = text(r.major_group)
    unit += `|${/\d+/.exec(g)?.[0].replace(/^0+(?=\d)/, '') ?? g}`
  } else if (level === 'major') {
    unit =
      r.provincial_code && r.major_code
        ? `${text(r.provincial_code)}:${text(r.major_code)}`
        : `${unit}|${text(r.major_name).replace(/[(（][^()（）]*[)）]|\s/g, '')}`
  }
  return [r.province_code, r.year, r.subject_type, level, r.institution_id, unit].map(text).join('|')
}

/**
 * Keeps one source per filling unit where a new source repeats a unit that another source already
 * has: official before third-party, then the source that was there first (the order of `rows`). Rows
 * of one source are never dropped against each other (a school can list one major twice, e.g. two
 * campuses). Units that no new source touches are left alone.
 */
export function applyPrecedence(
  rows: Row[],
  newSources: ReadonlySet<string>,
): { rows: Row[]; dropped: Map<string, number>; fused: ReturnType<typeof fuseUnits> } {
  const firstSeen = new Map<string, number>()
  rows.forEach((r, i) => {
    const s = String(r.source_id)
    if (!firstSeen.has(s)) firstSeen.set(s, i)
  })
  const byKey = new Map<string, Set<string>>()
  for (const r of rows) {
    const k = unitKey(r)
    byKey.set(k, (byKey.get(k) ?? new Set()).add(`${String(r.source_id)}\u0000${String(r.quality)}`))
  }
  const winner = new Map<string, string>()
  for (const [k, set] of byKey) {
    if (set.size < 2) continue
    const entries = [...set].map((e) => e.split('\u0000') as [string, string])
    if (!entries.some(([s]) => newSources.has(s))) continue
    const sources = new Set(entries.map(([s]) => s))
    if (sources.size < 2) continue
    entries.sort((a, b) => (QUALITY[a[1]] ?? 9) - (QUALITY[b[1]] ?? 9) || (firstSeen.get(a[0]) ?? 0) - (firstSeen.get(b[0]) ?? 0))
    winner.set(k, entries[0]![0])
  }
  const dropped = new Map<string, number>()
  const losers: Row[] = []
  const kept = rows.filter((r) => {
    const w = winner.get(unitKey(r))
    if (w === undefined || w === r.source_id) return true
    dropped.set(String(r.source_id), (dropped.get(String(r.source_id)) ?? 0) + 1)
    losers.push(r)
    return false
  })
  // The kept source's rows take the fields only the dropped source published (ADR 041).
  const fused = fuseUnits(
    kept.filter((r) => winner.has(unitKey(r))),
    losers,
    unitKey,
  )
  return { rows: kept, dropped, fused }
}
