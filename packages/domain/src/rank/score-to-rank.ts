import { type RankRange, type Score, type Rank } from '../types.ts'
import { type ScoreRankTable } from './score-rank-table.ts'

/**
 * Looks up the 位次 range for a score in a 一分一段表. Everyone with the same score shares the
 * band; `worst` is the 累计人数 most apps show. Fractional scores count as their integer part.
 * Above the top row: the top row's band [1, its 累计人数] — a published table's first row is a 「及以上」 bucket
 * (甘肃 2025 "670 及以上" holds 37), so a higher score is somewhere in it, never rank 1 (ADR 093); a table whose
 * first 累计人数 exceeds its count reads the unpublished band above that row instead. Below the
 * bottom row: the table's last rank.
 *
 * @example
 * const table = makeScoreRankTable([{ score: 700, count: 3 }, { score: 698, count: 5 }])
 * scoreToRank(table, toScore(698)) //=> { best: 4, worst: 8 }
 * scoreToRank(table, toScore(699)) //=> { best: 4, worst: 4 }
 * scoreToRank(table, toScore(705)) //=> { best: 1, worst: 3 }
 */
export function scoreToRank(table: ScoreRankTable, value: Score): RankRange {
  const score = Math.floor(value)
  if (score < table.bottomScore) {
    const last = table.total as Rank
    return { best: last, worst: last }
  }
  if (score > table.topScore) {
    // a table that starts below the best scores (first cumulative > count) has an unpublished band above its first row
    const hidden = table.rows[0]!.cumulative - table.rows[0]!.count
    return hidden > 0 && !table.hasTopBand ? { best: 1 as Rank, worst: hidden as Rank } : topBand(table)
  }
  const offset = score - table.bottomScore
  return { best: table.bestByOffset[offset]! as Rank, worst: table.worstByOffset[offset]! as Rank }
}

function topBand(table: ScoreRankTable): RankRange {
  return { best: 1 as Rank, worst: Math.max(1, table.rows[0]!.cumulative) as Rank }
}

/**
 * The single rank most apps display for a score: the worst rank of its tie band (累计人数).
 *
 * @example
 * scoreToWorstRank(table, toScore(698)) //=> 8
 */
export function scoreToWorstRank(table: ScoreRankTable, value: Score): Rank {
  const score = Math.floor(value)
  if (score < table.bottomScore) return table.total as Rank
  if (score > table.topScore) return scoreToRank(table, value).worst
  return table.worstByOffset[score - table.bottomScore]! as Rank
}
