import type { Row } from '../write-tables.ts'

/**
 * Province-years whose raw sources print every 院校专业组's 投档 rank (SOURCES.md entry 26: 广东 2022–2026). There a
 * group row of a school the table covers that carries no published rank is another source's label of one of the
 * table's groups (苏州大学 "专业组(历史+不限)(Ⅰ)" 601 is the table's 211专业组 601; 南京邮电大学 "代码11"), so keeping it
 * would list the group twice, once with a rank derived from the score (ADR 041).
 */
export const COMPLETE_GROUP_TABLES: Readonly<Record<string, readonly number[]>> = { '44': [2022, 2023, 2024, 2025, 2026] }

const published = (r: Row) => typeof r.min_rank === 'number' && r.min_rank > 0 && r.min_rank_quality !== 'derived'
// by level, not by the batch's wording: another source files the same groups under the batch "普通类" (南京邮电大学 2024 "代码11")
const level = (r: Row) => (/专科|高职|高专/.test(typeof r.batch === 'string' ? r.batch : '') ? '专科' : '本科')
const schoolYear = (r: Row) => [r.province_code, r.year, r.subject_type, r.institution_id, level(r)].map(String).join('|')
const covered = (r: Row) => COMPLETE_GROUP_TABLES[String(r.province_code)]?.includes(Number(r.year)) === true
const ordinaryGroup = (r: Row) => r.unit_level === 'major-group' && r.plan_type === '普通类' && covered(r)

/** Drops the unranked ordinary group rows of a school-year that a complete group table covers with published ranks. */
export function dropGroupsOutsideCompleteTables(rows: Row[]): { rows: Row[]; dropped: number } {
  const ranked = new Set<string>()
  for (const r of rows) if (ordinaryGroup(r) && published(r)) ranked.add(schoolYear(r))
  const kept = rows.filter((r) => !(ordinaryGroup(r) && !published(r) && ranked.has(schoolYear(r))))
  return { rows: kept, dropped: rows.length - kept.length }
}
