import { type Rank, type Score } from '../types.ts'
import { type ScoreRankTable } from './score-rank-table.ts'

/**
 * Finds the score whose tie band contains a rank: the highest score whose 累计人数 reaches it.
 * Ranks beyond the table's total map to the bottom score.
 *
 * @example
 * const table = makeScoreRankTable([{ score: 700, count: 3 }, { score: 698, count: 5 }])
 * rankToScore(table, toRank(5)) //=> 698
 */
export function rankToScore(table: ScoreRankTable, rank: Rank): Score {
  const rows = table.rows
  let low = 0
  let high = rows.length - 1
  if (rank > rows[high]!.cumulative) return table.bottomScore as Score
  while (low < high) {
    const mid = (low + high) >> 1
    if (rows[mid]!.cumulative >= rank) high = mid
    else low = mid + 1
  }
  return rows[low]!.score as Score
}
