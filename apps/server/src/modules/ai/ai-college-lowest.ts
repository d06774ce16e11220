import type { Entities } from './ai-nlu.ts'
import { dataOf, type Plan } from './ai-plan.ts'

type PerYear = { Year: number; SubjectType: string; MinScore: number | null; MinRank: number | null }[]

/**
 * The college's lowest ordinary line in each of its two newest years, beside a chance (ADR 115): a unit's 「最近录取」 is
 * its own newest line only, and where a college renumbered its groups (东北林业大学 in 2026) no unit carries last year's
 * line, though the college's bar of that year is what the asker compares with. Null when the data has one year or none.
 */
export async function collegeLowestTwoYears(plan: Plan, e: Entities, schoolId: string, schoolName: string): Promise<string | null> {
  if (!e.province) return null
  const d = dataOf(
    await plan.call('lines_by_year', { SchoolId: schoolId, ProvinceId: e.province.id, ...(e.subjectType ? { SubjectType: e.subjectType } : {}), Years: 2 }),
  ) as { PerYear: PerYear } | null
  const rows = (d?.PerYear ?? []).filter((l) => l.MinScore !== null)
  if (new Set(rows.map((l) => l.Year)).size < 2 || new Set(rows.map((l) => l.SubjectType)).size > 2) return null
  const said = rows.map((l) => `${l.Year}年 ${l.MinScore}分${l.MinRank ? `/${l.MinRank}名` : ''}`).join('，')
  return `- ${schoolName}全校普通类最低录取线（每年最低的一个单位；专业组可能逐年重新编号）：${said}。`
}
