import { toRank, type Score } from '../types.ts'
import { rankToScore } from './rank-to-score.ts'
import { type ScoreRankTable } from './score-rank-table.ts'
import { scoreToWorstRank } from './score-to-rank.ts'

/** Options for {@link equivalentScore}. */
export type EquivalentScoreOptions = {
  /** scale the rank by the ratio of cohort sizes (等位分 as a percentile) instead of keeping it (同位分) */
  readonly isCohortNormalised?: boolean
}

/**
 * 等位分: converts a score of one year into the score with the same rank in another year (works in
 * both directions: pass the tables in the order you need).
 *
 * @example
 * // 2024 table: 600 → rank 12,000; in the 2025 table rank 12,000 falls at 604
 * equivalentScore(table2024, table2025, toScore(600)) //=> 604
 */
export function equivalentScore(from: ScoreRankTable, to: ScoreRankTable, value: Score, options: EquivalentScoreOptions = {}): Score {
  const rank = scoreToWorstRank(from, value)
  const scaled = options.isCohortNormalised === true ? Math.max(1, Math.round((rank * to.total) / from.total)) : rank
  return rankToScore(to, toRank(scaled))
}
