/** One line of a 一分一段 table: candidates at `score` and at or above it. */
export type RankRow = {
  score: number
  count: number | null
  cumulative: number
  /** filled in between two published anchor scores by linear interpolation (ADR 093): written with quality `estimated` */
  interpolated?: true
}
export type RankProblem = { index: number; message: string }

/** Problems that make a table unusable as published: duplicates, scores out of range, cumulative counts going down. */
export function checkRankRows(rows: RankRow[], maxScore: number): RankProblem[] {
  const problems: RankProblem[] = []
  const sorted = rows.map((r, index) => ({ ...r, index })).sort((a, b) => b.score - a.score)
  for (let i = 0; i < sorted.length; i++) {
    const r = sorted[i]
    if (!r) continue
    if (!Number.isInteger(r.score) || r.score < 0 || r.score > maxScore) problems.push({ index: r.index, message: `score ${r.score} outside 0–${maxScore}` })
    if (!Number.isInteger(r.cumulative) || r.cumulative < 0) problems.push({ index: r.index, message: `bad cumulative count ${r.cumulative}` })
    const prev = sorted[i - 1]
    if (!prev) continue
    if (prev.score === r.score) problems.push({ index: r.index, message: `duplicate score ${r.score}` })
    else if (r.cumulative < prev.cumulative) {
      problems.push({ index: r.index, message: `cumulative count ${r.cumulative} at ${r.score} is below ${prev.cumulative} at ${prev.score}` })
    } else if (r.count !== null && r.count !== r.cumulative - prev.cumulative && prev.score - r.score === 1) {
      problems.push({ index: r.index, message: `count ${r.count} at ${r.score} does not equal the cumulative difference ${r.cumulative - prev.cumulative}` })
    }
  }
  return problems
}

export type Repair = { rows: RankRow[]; notes: string[]; usable: boolean }

/**
 * Repairs the defects seen in third-party copies: a fake 1-per-point run at the top (collapsed into
 * one top bucket), a broken bottom (truncated at the first decrease), zero rows, inconsistent counts
 * (recomputed from the cumulative column, which is what rank lookups use).
 */
export function repairRankRows(input: RankRow[], maxScore = 750): Repair {
  const notes: string[] = []
  const byScore = new Map<number, RankRow>()
  for (const r of input) if (r.cumulative > 0 && !byScore.has(r.score)) byScore.set(r.score, r)
  let rows = [...byScore.values()].sort((a, b) => b.score - a.score)
  if (rows.length < input.length) notes.push(`${input.length - rows.length} empty or duplicate rows dropped`)

  let run = 0
  while (run < rows.length && rows[run]?.cumulative === run + 1 && (run === 0 || (rows[run - 1]?.score ?? 0) - (rows[run]?.score ?? 0) === 1)) run++
  // Nobody scores within 10 points of the maximum, so a 1-per-point run starting there is fabricated.
  if (run >= 10 && (rows[0]?.score ?? 0) >= maxScore - 10) {
    notes.push(`fake 1-per-point run of ${run} rows at the top collapsed into one top bucket`)
    rows = rows.slice(run - 1)
  }

  const breakAt = rows.findIndex((r, i) => i > 0 && r.cumulative < (rows[i - 1]?.cumulative ?? 0))
  if (breakAt > 0) {
    notes.push(`cumulative counts break at score ${rows[breakAt]?.score}; ${rows.length - breakAt} rows below dropped`)
    const usable = breakAt >= rows.length * 0.5
    rows = rows.slice(0, breakAt)
    if (!usable) return { rows, notes: [...notes, 'table dropped: less than half of it is consistent'], usable: false }
  }
  let fixed = 0
  rows = rows.map((r, i) => {
    const prev = rows[i - 1]
    // Nobody is above the top row, so its count is its cumulative count (a top bucket such as 686–750).
    const expected = prev ? r.cumulative - prev.cumulative : r.cumulative
    if (prev && prev.score - r.score === 1 && r.count !== expected) fixed++
    const row: RankRow = { score: r.score, count: prev && prev.score - r.score > 1 ? r.count : expected, cumulative: r.cumulative }
    return r.interpolated ? { ...row, interpolated: true } : row
  })
  if (fixed) notes.push(`${fixed} per-score counts recomputed from cumulative counts`)
  return { rows, notes, usable: rows.length > 0 }
}
