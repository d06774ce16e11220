import type { Row } from './write-tables.ts'

const RANK: Record<string, number> = { official: 0, 'third-party': 1, derived: 2, estimated: 3 }

/**
 * Drops rows that repeat the same unit with the same numbers (several compilations copy the same
 * official table), keeping the best-quality copy. Rows that disagree are all kept: the engine sees both.
 */
export function dedupeRows(rows: Row[], keyColumns: string[]): { rows: Row[]; dropped: number } {
  const kept = new Map<string, Row>()
  for (const r of rows) {
    const key = JSON.stringify(keyColumns.map((c) => r[c] ?? null))
    const cur = kept.get(key)
    if (!cur || (RANK[String(r.quality)] ?? 9) < (RANK[String(cur.quality)] ?? 9)) kept.set(key, r)
  }
  return { rows: [...kept.values()], dropped: rows.length - kept.size }
}
