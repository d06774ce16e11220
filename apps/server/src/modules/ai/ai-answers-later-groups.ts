import type { Entities } from './ai-nlu.ts'
import { dataOf, type Plan } from './ai-plan.ts'
import { besideYears, relativeYearOf } from './ai-relative-years.ts'
import { lineCell } from './ai-unit-code.ts'
import type { YearLine } from './ai-tools-lines.ts'

/**
 * A college's groups asked in a table with a relative year (「去年各专业组的线列个表」, ADR 129): the asked year's table,
 * and beside it the later years' tables the asker may mean (the season's reading of 去年, and the newest round the data
 * holds), each a table of its own with its year — as the lines' lead does for the lowest line (ADR 115, 124). Only when
 * the groups themselves are asked (组, 表, 列): a plain line question keeps the one table and the lead's sentence.
 */

/** 各专业组, 几个组, 每个组, 列个表, 做成表格: the groups or a table of them asked */
const GROUPS_ASKED = /专业组|[各每几哪].{0,2}组|组的?(线|分|投档)|表|列出|列一下/

type Groups = { FocusYear: number | null; GroupsOfYear: YearLine[]; YearsInData: number[] }

export const groupRows = (rows: YearLine[]) => [
  '| 科类 | 专业组 | 最低分 | 最低位次 |',
  '| --- | --- | --- | --- |',
  ...rows.map((l) => `| ${l.SubjectType} | ${l.Group ?? '—'} | ${lineCell(l.MinScore)} | ${lineCell(l.MinRank)} |`),
]

/** The later years' groups, oldest first; none when no relative year was said, the groups are not asked, or none is later. */
export async function laterGroups(
  plan: Plan,
  e: Entities,
  question: string,
  d: Groups,
  ask: (year: number) => ReturnType<Plan['call']>,
): Promise<{ year: number; newest: boolean; rows: YearLine[] }[]> {
  const rel = relativeYearOf(e)
  if (!rel || d.FocusYear !== rel.year || !GROUPS_ASKED.test(question) || !d.YearsInData.length) return []
  const newest = Math.max(...d.YearsInData)
  const out: { year: number; newest: boolean; rows: YearLine[] }[] = []
  for (const year of besideYears(rel.year, newest, plan.ctx.now())) {
    const later = dataOf(await ask(year)) as Groups | null
    const rows = later?.FocusYear === year ? later.GroupsOfYear : []
    if (rows.length) out.push({ year, newest: year === newest, rows })
  }
  return out
}
