import { firstOrdinaryLine, UNDERGRADUATE_LINE_KEYS, VOCATIONAL_LINE_KEYS } from './control-line.ts'
import type { ControlLineRow, RankTableEntry, RankTableIndex } from './rows.ts'
import { predecessorLabelOf } from './track-succession.ts'

/**
 * Where a 专科 batch is answered from score lines although the province has 一分一段表 (ADR 030).
 *
 * Some provinces publish the table from the 本科 line (江苏, 山西, 上海) or from a score far above the
 * 专科 line (天津 from 300). Read in such a table every 专科 score — the candidate's and every unit's
 * — is its last row: one rank for all, every probability a coin toss. The batch is then compared by
 * 线差 as a province without any table is (ADR 026): each score by its distance to its year's
 * ordinary 本科 line, on the same declared scale. Decided per track from the tables and control lines
 * only (both cached), so the build of the units, the profile and every list read the same answer.
 */

/**
 * The share of the 专科 band (from the 专科 line up to the 本科 line) a table may leave out before the
 * batch leaves the rank path. The six tables that start at the 本科 line or at 300 miss 47–100 % of it;
 * the lowest other starts (内蒙古 200, 新疆 165/174 over a 专科 line of 160/140) miss at most a fifth,
 * where few units lie below the table and their ranks still order the rest.
 */
const MISSED_BAND_SHARE = 1 / 3

/** Why a 专科 batch is compared by 线差: the table it would be read in and where that table starts. */
export type OffTable = { table: RankTableEntry; bottom: number; vocationalLine: number; line: number }

/** The newest ordinary line of the keys, for the track or the one it continues, up to a year. */
function newestLine(rows: readonly ControlLineRow[], labels: readonly string[], keys: readonly string[], upTo: number): number | undefined {
  const years = [...new Set(rows.map((r) => Number(r.year)))].filter((y) => y <= upTo).sort((a, b) => b - a)
  for (const label of labels) {
    for (const year of years) {
      const ofYear = rows.filter((r) => Number(r.year) === year)
      const line = firstOrdinaryLine(ofYear, label, keys)
      if (line !== undefined) return line
    }
  }
  return undefined
}

/**
 * The track's 专科 scores lie below its newest table: the table (the one the candidate's rank is read
 * in) starts above the 专科 line by more than a third of the band up to the 本科 line. Null when the
 * table reaches 专科 scores, or when a line is missing (nothing better than the table is known then).
 */
export function vocationalOffTable(
  tables: RankTableIndex,
  lines: readonly ControlLineRow[],
  provinceCode: string,
  label: string,
  year: number,
): OffTable | null {
  // the old 理科/文科 track's lines stand in where the new track has none yet (山西's 专科 lines end in 2023)
  const before = predecessorLabelOf.get(label)
  const labels = before ? [label, before] : [label]
  const table = labels.map((l) => tables.get(provinceCode, year, l) ?? tables.latest(provinceCode, l, year)).find((t) => t !== null) ?? null
  if (!table) return null
  const vocationalLine = newestLine(lines, labels, VOCATIONAL_LINE_KEYS, year)
  const line = newestLine(lines, labels, UNDERGRADUATE_LINE_KEYS, year)
  if (vocationalLine === undefined || line === undefined || line <= vocationalLine) return null
  const bottom = table.table.bottomScore
  return bottom - vocationalLine > (line - vocationalLine) * MISSED_BAND_SHARE ? { table, bottom, vocationalLine, line } : null
}

/** 「江苏物理类一分一段表（2026年）从456分起，不含专科分数，专科按线差估算」 */
export function offTableLabel(provinceName: string, off: OffTable): string {
  return `${provinceName}${off.table.subjectType}一分一段表（${off.table.year}年）从${off.bottom}分起，不含专科分数，专科按线差估算`
}
