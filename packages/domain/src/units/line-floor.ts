/**
 * Where a batch's units stopped filling, read from the results themselves. A control line shows in
 * the results as a score that many institutions share as their minimum at the bottom of the batch
 * (民办 and under-applied units fill down to the line, not to their demand). The data lacks some
 * years' lines (宁夏 2024 理科, 新疆 2025 文科), and some carried lines sit below where the ordinary
 * route stopped (新疆 2025 理科: line 276, 43 institutions at 280 and none of the batch between).
 */

/** institutions sharing one minimum score before it counts as the batch's floor */
export const FLOOR_SCHOOLS = 5
/** a floor further above the published line than this is demand, not the line */
export const FLOOR_ABOVE_LINE = 10

export type FloorRow = { year: number; subject_type: string; institution_id: string | null; min_score: number | null }

/**
 * The lowest minimum score at least {@link FLOOR_SCHOOLS} institutions share, per `year|track`, among
 * the ordinary 本科 rows passed in — when it is a spike: at least twice as many institutions as any
 * lower score. A bottom that thins out gradually (宁夏 2025 物理类) has no floor.
 *
 * @example
 * batchFloors(rows).get('2025|理科') // 280
 */
export function batchFloors(rows: readonly FloorRow[]): Map<string, number> {
  const schools = new Map<string, Map<number, Set<string>>>()
  for (const r of rows) {
    if (!r.institution_id || r.min_score === null || r.min_score <= 0) continue
    const key = `${r.year}|${r.subject_type}`
    let byScore = schools.get(key)
    if (!byScore) schools.set(key, (byScore = new Map<number, Set<string>>()))
    let set = byScore.get(Number(r.min_score))
    if (!set) byScore.set(Number(r.min_score), (set = new Set<string>()))
    set.add(r.institution_id)
  }
  const out = new Map<string, number>()
  for (const [key, byScore] of schools) {
    const scores = [...byScore.entries()].sort((a, b) => a[0] - b[0])
    const at = scores.findIndex(([, s]) => s.size >= FLOOR_SCHOOLS)
    if (at < 0) continue
    const below = Math.max(0, ...scores.slice(0, at).map(([, s]) => s.size))
    if (scores[at]![1].size >= 2 * below) out.set(key, scores[at]![0])
  }
  return out
}

/** The score a unit filled "at the line" stopped at: the published line, else the data's floor (an estimate). */
export type FillLine = { score: number; isEstimate: boolean }

/**
 * The line that cut a unit off: the published line, raised to the data's floor when the floor sits
 * just above it (the ordinary route stopped there); without a published line, the floor, flagged as
 * an estimate. A floor far above the line is ordinary demand and is ignored.
 */
export function fillLine(published: number | undefined, floor: number | undefined): FillLine | undefined {
  if (published === undefined) return floor === undefined ? undefined : { score: floor, isEstimate: true }
  if (floor !== undefined && floor > published && floor - published <= FLOOR_ABOVE_LINE) return { score: floor, isEstimate: true }
  return { score: published, isEstimate: false }
}

/**
 * A year the unit filled at the line (min score ≤ line + 1): next year it fills down to next year's
 * line, wherever that line's rank falls, so its demand is at least as far out as the target's line
 * rank — a better rank is moved out to it, a worse one is kept (the unit was under-applied). Either
 * way the year is flagged: such a line is not demand and carries no conversion error.
 */
export function atLineRank(
  row: { year: number; minScore: number | null; minRank: number | null },
  fill: FillLine | undefined,
  targetLineRank: number | undefined,
  lineName: '本科线' | '专科线' = '本科线',
): { minRank: number; note: string } | null {
  if (!fill || targetLineRank === undefined || row.minRank === null || row.minScore === null || row.minScore > fill.score + 1) return null
  const where = fill.isEstimate ? `在多所院校同以${fill.score}分录满的批次底线（由录取数据估计，非公布的批次线）处录满` : `在${lineName}处录满`
  if (row.minRank < targetLineRank) return { minRank: targetLineRank, note: `${row.year}年${where}，按今年${lineName}位次计` }
  return { minRank: row.minRank, note: `${row.year}年${where}` }
}
