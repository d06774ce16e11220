import type { RankRow } from '../../rank/rank-rows.ts'

/**
 * The (score, rank) points entry 27 reads off a year's official 一分一段 table. Its per-major `min_rank` is the
 * cumulative count at `min_score` (SOURCES.md: 97–100 % of rows; 甘肃 2025 物理类: 207 of 207 scores equal entry 28's
 * table), so each score a school's minimum fell on is a point of the table. Where rows of one score disagree (a
 * bucket start or an OCR slip, e.g. 590 → 4,600 ×19 against 4,475 ×1) the rank most rows give is kept; a point that
 * would make the cumulative counts fall is dropped. Rows sorted high→low, counts unknown (null).
 */
export function rankPoints(rows: readonly Record<string, string | undefined>[], year: number, track: string): RankRow[] {
  const byScore = new Map<number, Map<number, number>>()
  for (const r of rows) {
    if (Number(r.year) !== year || r.subject_type !== track) continue
    const score = Number(r.min_score)
    const rank = Number(r.min_rank)
    if (!Number.isInteger(score) || !Number.isInteger(rank) || rank < 1) continue
    const ranks = byScore.get(score) ?? new Map<number, number>()
    ranks.set(rank, (ranks.get(rank) ?? 0) + 1)
    byScore.set(score, ranks)
  }
  const out: RankRow[] = []
  for (const score of [...byScore.keys()].sort((a, b) => b - a)) {
    const [rank] = [...byScore.get(score)!].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]!
    if (rank > (out[out.length - 1]?.cumulative ?? 0)) out.push({ score, count: null, cumulative: rank })
  }
  return out
}

/**
 * A partial table completed with points: below `completeTo` each point at a score the table lacks is added when it
 * lies strictly between the table's neighbouring anchors (so it can only refine the step, never contradict it).
 */
export function withPoints(table: readonly RankRow[], points: readonly RankRow[], completeTo: number): RankRow[] {
  const have = new Map(table.map((r) => [r.score, r]))
  const rows = [...table]
  for (const p of points) {
    if (p.score >= completeTo || have.has(p.score)) continue
    const above = table.filter((r) => r.score > p.score).at(-1)
    const below = table.find((r) => r.score < p.score)
    if (above && p.cumulative > above.cumulative && (!below || p.cumulative < below.cumulative)) rows.push(p)
  }
  return rows.sort((a, b) => b.score - a.score)
}
