import type { Row } from '../write-tables.ts'

/**
 * Field-level fusion of two sources' rows for one filling unit (ADR 041): when one source's rows are kept
 * for a unit (ADR 014) and another's are dropped, a field the kept row lacks or holds only as derived is
 * taken from the dropped row that published it. A published field (rank, plan, seats) is never replaced
 * by a derived one. A rank moves only between rows of the same minimum score: a rank belongs to its score.
 */
export function fuseFields(kept: Row, dropped: Row): { rank: boolean; plan: boolean; admitted: boolean } {
  const out = { rank: false, plan: false, admitted: false }
  const rankPublished = (r: Row) => typeof r.min_rank === 'number' && r.min_rank > 0 && r.min_rank_quality !== 'derived'
  if (!rankPublished(kept) && rankPublished(dropped) && typeof kept.min_score === 'number' && kept.min_score === dropped.min_score) {
    kept.min_rank = dropped.min_rank
    kept.min_rank_quality = dropped.min_rank_quality ?? dropped.quality
    out.rank = true
  }
  if (kept.plan_count == null && typeof dropped.plan_count === 'number') {
    kept.plan_count = dropped.plan_count
    out.plan = true
  }
  if (kept.admitted_count == null && typeof dropped.admitted_count === 'number') {
    kept.admitted_count = dropped.admitted_count
    out.admitted = true
  }
  return out
}

/**
 * Fuses every kept row of a unit with the dropped rows of the same unit (matched by `key`). With several
 * kept rows for one unit (one source may list a unit twice), each takes from the dropped row of its own
 * minimum score first. Returns how many fields were filled, for the build report.
 */
export function fuseUnits(kept: Row[], dropped: Row[], key: (r: Row) => string): { ranks: number; plans: number; admitted: number } {
  const byUnit = new Map<string, Row[]>()
  for (const d of dropped) byUnit.set(key(d), [...(byUnit.get(key(d)) ?? []), d])
  const n = { ranks: 0, plans: 0, admitted: 0 }
  for (const k of kept) {
    const donors = byUnit.get(key(k))
    if (!donors) continue
    const ordered = [...donors].sort((a, b) => Number(b.min_score === k.min_score) - Number(a.min_score === k.min_score))
    for (const d of ordered) {
      const f = fuseFields(k, d)
      n.ranks += Number(f.rank)
      n.plans += Number(f.plan)
      n.admitted += Number(f.admitted)
    }
  }
  return n
}
