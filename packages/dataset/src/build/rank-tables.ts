import { repairRankRows, type RankRow } from '../rank/rank-rows.ts'
import type { RankCandidate } from './rank-candidates.ts'
import type { Row } from './write-tables.ts'

export type ChosenTable = { key: string; candidate: RankCandidate; rows: RankRow[]; notes: string[] }

const totalFor = (province: string) => (province === '31' ? 660 : province === '46' ? 900 : 750)

/**
 * Keeps one table per province/year/subject type: official before third-party, then the source
 * preference, then the longer table. Each copy is repaired first; copies that cannot be repaired are
 * skipped and the reason is recorded.
 */
export function chooseRankTables(candidates: RankCandidate[]): { tables: ChosenTable[]; defects: string[] } {
  const defects: string[] = []
  const byKey = new Map<string, ChosenTable[]>()
  for (const c of candidates) {
    const key = `${c.province_code}|${c.year}|${c.subject_type}`
    const repaired = repairRankRows(c.rows, totalFor(c.province_code))
    const label = `${key} (${c.source_id}: ${c.label})`
    if (repaired.notes.length) defects.push(`${label}: ${repaired.notes.join('; ')}`)
    if (!repaired.usable || repaired.rows.length < 20) {
      defects.push(`${label}: not used (${repaired.rows.length} usable rows)`)
      continue
    }
    const list = byKey.get(key) ?? []
    list.push({ key, candidate: c, rows: repaired.rows, notes: repaired.notes })
    byKey.set(key, list)
  }
  const tables: ChosenTable[] = []
  for (const list of byKey.values()) {
    list.sort(
      (a, b) =>
        (a.candidate.quality === 'official' ? 0 : 1) - (b.candidate.quality === 'official' ? 0 : 1) ||
        a.candidate.pref - b.candidate.pref ||
        b.rows.length - a.rows.length,
    )
    const best = list[0]
    if (best) tables.push(best)
  }
  return { tables, defects }
}

/** Known caveats of whole tables (SOURCES.md §1), carried into score_rank_tables.notes. */
function caveat(province: string, year: number): string | null {
  if (province === '65') return 'the source author flags Xinjiang rank rows as not aligned with school scores'
  if (province === '53' && year === 2026) return 'labelled 文科/理科 in the source although Yunnan uses 物理/历史 since 2025; relabelled'
  return null
}

export function rankTableRows(tables: ChosenTable[]): { tables: Row[]; rows: Row[] } {
  const tRows: Row[] = []
  const rRows: Row[] = []
  for (const t of tables) {
    const c = t.candidate
    const base = { province_code: c.province_code, year: c.year, subject_type: c.subject_type, source_id: c.source_id, quality: c.quality }
    const last = t.rows[t.rows.length - 1]
    tRows.push({
      ...base,
      max_score: t.rows[0]?.score ?? null,
      min_score: last?.score ?? null,
      total: last?.cumulative ?? null,
      rows: t.rows.length,
      notes: [...t.notes, ...(c.notes ?? []), caveat(c.province_code, c.year)].filter(Boolean).join('; ') || null,
    })
    // an interpolated row (ADR 093) is an estimate of the source's table, not a copy of it
    for (const r of t.rows)
      rRows.push({ ...base, score: r.score, count: r.count, cumulative: r.cumulative, ...(r.interpolated ? { quality: 'estimated' } : {}) })
  }
  return { tables: tRows, rows: rRows }
}

/** Rank of a score in a table sorted high→low: the cumulative count at the score (or the next higher listed score). */
export function rankForScore(rows: RankRow[], score: number): number | null {
  const last = rows[rows.length - 1]
  if (!last || score < last.score) return null
  // Above the table's top row the rank is not derivable: the top row (often "690及以上") holds everyone
  // above it, so 690 and 699 would share one rank (ADR 041). Unknown, never equal.
  if (score > (rows[0]?.score ?? Infinity)) return null
  let lo = 0
  let hi = rows.length - 1
  // First row whose score <= target; rows are descending.
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((rows[mid]?.score ?? 0) <= score) hi = mid
    else lo = mid + 1
  }
  const r = rows[lo]
  if (!r) return null
  if (r.score === score) return r.cumulative
  // Nobody scored exactly this; candidates at the next listed higher score share the rank.
  return rows[lo - 1]?.cumulative ?? r.cumulative
}
