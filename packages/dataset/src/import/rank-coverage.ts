/**
 * Whether an imported 一分一段表 covers its cohort (ADR 069). A table that stops at a high score is read by
 * every lower score as its last row (「至少18名」 for a whole province), so a partial table is refused
 * before anything is written. One rule per track of the file, the first that the data allows:
 *
 * 1. the year's ordinary 本科 line of the track is known: the table reaches down to it (the engine reads
 *    the line's rank in it; below that line ADR 030 answers 专科 by 线差 where a table stops early);
 * 2. else the track's newest ordinary 本科 line of the three years before: the table reaches it plus
 *    {@link LINE_DRIFT} points (a line moves from year to year);
 * 3. else an earlier table of the track (or of the track it continues): the table holds at least
 *    {@link MIN_COHORT_SHARE} of that table's cohort;
 * 4. else nothing to compare with: the table reaches {@link MAX_START_SHARE} of the total score.
 */
import { firstOrdinaryLine, predecessorLabelOf, UNDERGRADUATE_LINE_KEYS, type ControlLineRow } from '@gk/domain'
import type { Row } from '../build/write-tables.ts'
import type { SqlPort } from '../load/sql-port.ts'

/**
 * How far above the previous years' 本科 line a table may stop: the 155 tables of the dataset with such a line
 * stop at most 19 points above it (江苏 物理类 2023: 448 against 2022's 429); the one partial table it carries
 * (甘肃 2025 物理类, from 450 only) stops 80 points above 2024's 370.
 */
export const LINE_DRIFT = 40

/** How many years back an earlier line still stands for the year's. */
const LINE_YEARS_BACK = 3

/**
 * The least share of the previous table's cohort a table must hold. Year-on-year the 121 pairs of
 * tables in the dataset hold 0.82 to 1.2 of the previous cohort; the one partial table it carries
 * (甘肃 2025 物理类, from 450 only) holds 0.45.
 */
export const MIN_COHORT_SHARE = 0.6

/**
 * Where a table must start at the latest, as a share of the total score, when no line or earlier table
 * is known: the ordinary 本科 lines of the dataset reach 0.66 of it (浙江 2026 一段 494 of 750), and
 * tables that start at the line (江苏) must pass.
 */
export const MAX_START_SHARE = 2 / 3

export type CoverageProblem = { subjectType: string; message: string }

type Track = { subjectType: string; lowest: number; cohort: number }

function tracksOf(rows: readonly Row[]): Track[] {
  const by = new Map<string, Track>()
  for (const r of rows) {
    const subjectType = String(r.subject_type)
    const t = by.get(subjectType) ?? { subjectType, lowest: Infinity, cohort: 0 }
    t.lowest = Math.min(t.lowest, Number(r.score))
    t.cohort = Math.max(t.cohort, Number(r.cumulative))
    by.set(subjectType, t)
  }
  return [...by.values()]
}

/** The tracks of an imported table that do not cover their cohort, each with the reason (English, as the library reports). */
export async function rankCoverageProblems(
  db: SqlPort,
  provinceCode: string,
  year: number,
  maxScore: number,
  rows: readonly Row[],
): Promise<CoverageProblem[]> {
  const lines = await db.query<ControlLineRow>(
    `SELECT year, subject_type, category, batch, batch_key, score, quality FROM control_lines WHERE province_code = $1 AND year BETWEEN $2 AND $3`,
    [provinceCode, year - LINE_YEARS_BACK, year],
  )
  const lineOf = (y: number, label: string) =>
    firstOrdinaryLine(
      lines.filter((l) => Number(l.year) === y),
      label,
      UNDERGRADUATE_LINE_KEYS,
    )
  const problems: CoverageProblem[] = []
  for (const t of tracksOf(rows)) {
    const line = lineOf(year, t.subjectType)
    if (line !== undefined) {
      if (t.lowest > line) problems.push({ subjectType: t.subjectType, message: `table stops at ${t.lowest}, above the ${year} undergraduate line ${line}` })
      continue
    }
    const earlierLine = Array.from({ length: LINE_YEARS_BACK }, (_, i) => year - 1 - i)
      .map((y) => ({ y, line: lineOf(y, t.subjectType) }))
      .find((l) => l.line !== undefined)
    if (earlierLine) {
      const limit = earlierLine.line! + LINE_DRIFT
      if (t.lowest > limit)
        problems.push({
          subjectType: t.subjectType,
          message: `table stops at ${t.lowest}, above ${limit} (the ${earlierLine.y} undergraduate line ${earlierLine.line} + ${LINE_DRIFT})`,
        })
      continue
    }
    const labels = [t.subjectType, predecessorLabelOf.get(t.subjectType)].filter((l): l is string => l !== undefined)
    const earlier = await db.query<{ year: number; total: number }>(
      `SELECT year, total FROM score_rank_tables WHERE province_code = $1 AND year < $2 AND subject_type = ANY($3::text[]) AND total > 0
       ORDER BY year DESC, array_position($3::text[], subject_type) LIMIT 1`,
      [provinceCode, year, labels],
    )
    const before = earlier[0]
    if (before) {
      if (t.cohort < Number(before.total) * MIN_COHORT_SHARE)
        problems.push({
          subjectType: t.subjectType,
          message: `table holds ${t.cohort} candidates, under ${Math.round(MIN_COHORT_SHARE * 100)}% of the ${before.year} table's ${before.total}`,
        })
      continue
    }
    const start = Math.floor(maxScore * MAX_START_SHARE)
    if (t.lowest > start) problems.push({ subjectType: t.subjectType, message: `table stops at ${t.lowest}, above ${start} (two thirds of ${maxScore})` })
  }
  return problems
}
