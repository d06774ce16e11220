/**
 * The rank-gap rule most apps use: d = (R − r) / R with R the unit's most recent min rank;
 * d < −0.15 → 0.05, −0.15 ≤ d < 0 → 0.30 (冲), 0 ≤ d < 0.15 → 0.70 (稳), d ≥ 0.15 → 0.95 (保).
 *
 * @example
 * baselineProbability(9_000, 10_000) //=> 0.7 (d = 0.10)
 * baselineProbability(12_000, 10_000) //=> 0.05 (d = −0.20)
 */
export function baselineProbability(rank: number, recentMinRank: number): number {
  const d = (recentMinRank - rank) / recentMinRank
  if (d < -0.15) return 0.05
  if (d < 0) return 0.3
  if (d < 0.15) return 0.7
  return 0.95
}
