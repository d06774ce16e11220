import type { RankRow } from '../../rank/rank-rows.ts'

/**
 * A copy that is complete down to `completeTo` and below it gives only anchor scores 10–50 points apart (甘肃 2025
 * 物理类, SOURCES.md entry 28: 670–450 whole, then 440, 430 … the 本科 line 374 → 93,788 … 180). Read as it stands, a
 * score between two anchors would take the rank just behind the higher anchor (makeScoreRankTable's "nobody scored
 * this"), far too good. So the anchors are kept and every score between two of them gets a cumulative count on the
 * straight line between theirs (candidates spread evenly over the points of the step), flagged `interpolated`: an
 * estimate the app labels as such (ADR 093). Rows are sorted high→low; the anchors themselves are unchanged.
 */
export function fillBetweenAnchors(rows: readonly RankRow[], completeTo: number): RankRow[] {
  const out: RankRow[] = []
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!
    const prev = rows[i - 1]
    if (prev && prev.score <= completeTo && prev.score - r.score > 1) {
      const step = prev.score - r.score
      for (let s = prev.score - 1; s > r.score; s--) {
        const cumulative = Math.round(prev.cumulative + ((r.cumulative - prev.cumulative) * (prev.score - s)) / step)
        out.push({ score: s, count: null, cumulative, interpolated: true })
      }
    }
    out.push(r)
  }
  return out
}
