import type { RankRow } from '../rank/rank-rows.ts'
import { rankForScore, type ChosenTable } from './rank-tables.ts'
import type { Row } from './write-tables.ts'

/** Score of a rank in a table sorted high→low: the highest score whose cumulative count reaches the rank. */
export function scoreForRank(rows: RankRow[], rank: number): number | null {
  if (rows.length === 0 || rank < 1) return null
  const last = rows[rows.length - 1]
  if (!last || rank > last.cumulative) return null
  let lo = 0
  let hi = rows.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((rows[mid]?.cumulative ?? 0) >= rank) hi = mid
    else lo = mid + 1
  }
  return rows[lo]?.score ?? null
}

/** A published rank further than this from the score's place in the year's table cannot belong to that score. */
export const RANK_SCORE_TOLERANCE = 15

// Art and sport lines are ranked on their own lists; the ordinary table says nothing about them.
const ownRanking = (r: Row) => r.plan_type === '艺术' || r.plan_type === '体育'

export type RankRepairCounts = {
  zeroRanks: number
  rankEqualsScore: number
  sourceDerivedCleared: number
  inconsistentPublished: number
  derivedFromTable: number
  derivedKeptNoTable: number
  scoresFromRank: number
}

/**
 * Makes every rank agree with the app's own 一分一段 table of that province/year/subject type:
 * - rank 0 and a rank equal to the score are placeholders, not ranks;
 * - ranks the sources derived from their own (other) tables are dropped and derived again from the
 *   app's table, flagged `derived`; without a table there is no derived rank;
 * - a published rank that lies more than {@link RANK_SCORE_TOLERANCE} points from its score's place
 *   in the table is dropped (and derived again);
 * - a row with a rank but no score (山东 publishes ranks only) gets the score of that rank in the
 *   table, flagged `derived` in min_score_quality.
 * Also sets min_score_quality on every row (the row's quality, `derived`, or null without a score).
 */
export function repairRanks(rows: Row[], tables: ChosenTable[]): RankRepairCounts {
  const byKey = new Map(tables.map((t) => [t.key, t.rows]))
  const c: RankRepairCounts = {
    zeroRanks: 0,
    rankEqualsScore: 0,
    sourceDerivedCleared: 0,
    inconsistentPublished: 0,
    derivedFromTable: 0,
    derivedKeptNoTable: 0,
    scoresFromRank: 0,
  }
  const clear = (r: Row) => {
    r.min_rank = null
    r.min_rank_quality = null
  }
  for (const r of rows) {
    r.min_score_quality = typeof r.min_score === 'number' ? r.quality : null
    if (r.min_rank === 0) {
      clear(r)
      c.zeroRanks++
    } else if (typeof r.min_rank === 'number' && r.min_rank === r.min_score) {
      clear(r)
      c.rankEqualsScore++
    }
    const table = byKey.get(`${String(r.province_code)}|${Number(r.year)}|${String(r.subject_type)}`)
    if (r.min_rank_quality === 'derived') {
      clear(r)
      c.sourceDerivedCleared++
    }
    if (!table || ownRanking(r)) continue
    if (typeof r.min_rank === 'number' && typeof r.min_score === 'number') {
      const implied = scoreForRank(table, r.min_rank)
      if (implied === null || Math.abs(implied - r.min_score) > RANK_SCORE_TOLERANCE) {
        clear(r)
        c.inconsistentPublished++
      }
    }
    if (typeof r.min_rank === 'number' && typeof r.min_score !== 'number') {
      const score = scoreForRank(table, r.min_rank)
      if (score !== null) {
        r.min_score = score
        r.min_score_quality = 'derived'
        c.scoresFromRank++
      }
    }
    if (r.min_rank === null && typeof r.min_score === 'number') {
      const rank = rankForScore(table, r.min_score)
      if (rank !== null) {
        r.min_rank = rank
        // a score between two published anchors reads an interpolated row (ADR 093): an estimate, not a derivation
        r.min_rank_quality = table.find((t) => t.score === r.min_score)?.interpolated ? 'estimated' : 'derived'
        c.derivedFromTable++
      }
    }
  }
  c.derivedKeptNoTable = rows.filter(
    (r) => r.min_rank_quality === 'derived' && !byKey.has(`${String(r.province_code)}|${Number(r.year)}|${String(r.subject_type)}`),
  ).length
  return c
}
