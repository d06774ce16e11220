import type { RankRow } from '../../rank/rank-rows.ts'
import type { ChosenTable } from '../rank-tables.ts'
import type { Row } from '../write-tables.ts'

/**
 * The 位次 a group table prints beside its score (江西/安徽 2025, SOURCES.md entry 29). It rides on the row
 * outside the declared columns (the writer drops it) until the year's 一分一段 table is chosen, so that
 * deduplication and the choice between conflicting rows see the row exactly as before: only its rank changes.
 */
export const PRINTED_RANK = 'printed_rank'

/**
 * The ranks held by the candidates at `score` in a table sorted high→low: [the rank after the next higher
 * score's cumulative count, the score's cumulative count]. A score above the top row falls in the top row
 * ("661 及以上"). Null when nobody scored exactly `score` or the score is below the table.
 */
export function scoreBucket(rows: RankRow[], score: number): [number, number] | null {
  const top = rows[0]
  if (!top) return null
  if (score > top.score) return [1, top.cumulative]
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!
    if (r.score === score) return [(rows[i - 1]?.cumulative ?? 0) + 1, r.cumulative]
    if (r.score < score) return null
  }
  return null
}

export type PrintedRankCounts = { inside: number; atBucketEnd: number; outside: number; noTable: number }

// Art and sport lines are ranked on their own lists (as in repair-ranks): the ordinary table cannot vouch for their 位次.
const ownRanking = (r: Row) => r.plan_type === '艺术' || r.plan_type === '体育'

/**
 * Keeps a printed 位次 as the row's rank where it lies in its score's bucket of the same province/year/track
 * table (the quality of a rank the row's source published); elsewhere (an OCR slip of the score or of the rank)
 * it is dropped and the rank is derived from the table as for any row without one. Runs before repairRanks.
 */
export function keepPrintedRanks(rows: Row[], tables: ChosenTable[]): PrintedRankCounts {
  const byKey = new Map(tables.map((t) => [t.key, t.rows]))
  const c: PrintedRankCounts = { inside: 0, atBucketEnd: 0, outside: 0, noTable: 0 }
  for (const r of rows) {
    const printed = r[PRINTED_RANK]
    if (printed === undefined) continue
    delete r[PRINTED_RANK]
    if (typeof printed !== 'number' || typeof r.min_score !== 'number' || r.min_rank !== null) continue
    const table = byKey.get(`${String(r.province_code)}|${Number(r.year)}|${String(r.subject_type)}`)
    if (!table || ownRanking(r)) {
      c.noTable++
      continue
    }
    const bucket = scoreBucket(table, r.min_score)
    if (!bucket || printed < bucket[0] || printed > bucket[1]) {
      c.outside++
      continue
    }
    r.min_rank = printed
    r.min_rank_quality = r.quality
    c.inside++
    if (printed === bucket[1]) c.atBucketEnd++
  }
  return c
}
