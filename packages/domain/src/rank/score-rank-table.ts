/** One row of a 一分一段表 as published: the score, how many scored it, and/or the running total. */
export type ScoreRankRowInput = {
  readonly score: number
  /** 本段人数 */
  readonly count?: number
  /** 累计人数 */
  readonly cumulative?: number
  /** true for a banded top row such as `684+` (everyone at or above the score) */
  readonly isTopBand?: boolean
  /** true for a row the dataset filled in by linear interpolation between two published anchor scores (ADR 093) */
  readonly interpolated?: boolean
}

/** A normalised 一分一段 row: rows are sorted from the highest score down. */
export type ScoreRankRow = {
  readonly score: number
  readonly count: number
  readonly cumulative: number
}

/** 一分一段表 ready for O(1) lookups (build it once with {@link makeScoreRankTable}). */
export type ScoreRankTable = {
  readonly rows: readonly ScoreRankRow[]
  readonly topScore: number
  readonly bottomScore: number
  /** 累计人数 of the last row: the size of the ranked cohort */
  readonly total: number
  readonly hasTopBand: boolean
  /** scores whose row is interpolated between published anchors (甘肃 2025 物理类 below 450): an estimate, to be labelled */
  readonly interpolated: ReadonlySet<number>
  /** best (first) rank for each integer score from bottomScore up, index = score − bottomScore */
  readonly bestByOffset: Int32Array
  /** worst (last) rank for each integer score from bottomScore up */
  readonly worstByOffset: Int32Array
}

/**
 * Builds a 一分一段表 from published rows (count, cumulative or both; any order).
 * Missing counts are derived from the cumulative column and vice versa.
 *
 * @example
 * const table = makeScoreRankTable([{ score: 700, count: 3 }, { score: 698, count: 5 }])
 * table.total //=> 8
 */
export function makeScoreRankTable(input: readonly ScoreRankRowInput[]): ScoreRankTable {
  if (input.length === 0) throw new RangeError('a 一分一段表 needs at least one row')
  const sorted = [...input].sort((a, b) => b.score - a.score)
  const rows: ScoreRankRow[] = []
  let running = 0
  for (const row of sorted) {
    if (!Number.isInteger(row.score)) throw new RangeError(`non-integer score row: ${row.score}`)
    const cumulative = row.cumulative ?? running + (row.count ?? 0)
    const count = row.count ?? cumulative - running
    if (count < 0 || cumulative < running) throw new RangeError(`cumulative count falls at score ${row.score}`)
    rows.push({ score: row.score, count, cumulative })
    running = cumulative
  }
  const top = rows[0]!
  const bottom = rows[rows.length - 1]!
  const span = top.score - bottom.score + 1
  const bestByOffset = new Int32Array(span)
  const worstByOffset = new Int32Array(span)
  let next = 0
  for (let score = top.score; score >= bottom.score; score--) {
    const row = rows[next]
    const offset = score - bottom.score
    if (row && row.score === score) {
      const best = Math.max(1, row.cumulative - row.count + 1)
      bestByOffset[offset] = best
      worstByOffset[offset] = Math.max(best, row.cumulative)
      next++
    } else {
      // nobody scored exactly this: the candidate ranks just behind everyone above
      const above = rows[next - 1]!.cumulative + 1
      bestByOffset[offset] = above
      worstByOffset[offset] = above
    }
  }
  return {
    rows,
    topScore: top.score,
    bottomScore: bottom.score,
    total: bottom.cumulative,
    hasTopBand: input.some((r) => r.isTopBand === true),
    interpolated: new Set(input.filter((r) => r.interpolated === true).map((r) => r.score)),
    bestByOffset,
    worstByOffset,
  }
}
