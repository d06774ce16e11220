import type { Entities } from './ai-nlu.ts'
import { dataOf, type Plan } from './ai-plan.ts'
import { trackVerdict } from './ai-subject-verdict.ts'

type Rows = { Year: number | null; Matched: boolean; List: { SubjectType: string; Major: string | null; Requirement: string | null }[] }

/**
 * A major named with the asker's track whose rows in the province's newest plan are all closed to that track
 * (「广西 历史类 广西大学 计算机」: 计算机科学与技术 is planned for 物理类 only): said first, whatever else was asked of it,
 * so a line or a plan is never read as one the asker could apply for. Null when the track may apply or nothing is known.
 */
export async function closedToTrack(plan: Plan, e: Entities): Promise<string | null> {
  const major = e.majors[0]?.name
  if (!major || !e.province || e.schools.length !== 1 || (e.subjectType !== '物理类' && e.subjectType !== '历史类')) return null
  const run = await plan.call('college_plan_facts', { SchoolId: e.schools[0]!.id, ProvinceId: e.province.id, Unit: major })
  const d = dataOf(run) as Rows | null
  if (!d || d.Year === null || !d.Matched) return null
  // only the rows that name the major (a pair it shares with another, 计算机 in 计算机类, counts; 医学 alone does not)
  const stem = major.replace(/(科学与技术|科学与工程|与技术|与工程|类)$/, '')
  const rows = d.List.filter((r) => r.Major && (r.Major.includes(major) || (stem.length >= 2 && r.Major.includes(stem))))
  if (rows.length === 0) return null
  const verdict = trackVerdict(rows, e.subjectType, major)
  return verdict && verdict.includes('不能报') ? `${verdict}（${e.schools[0]!.name}${d.Year}年在${e.province.shortName}的招生计划）` : null
}
