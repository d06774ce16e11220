import type { Db } from '../../db/client.ts'
import { toQuality, type ReferenceLabels } from '../../db/read-model/reference-labels.ts'
import { newestWithText, requirementTableRows, type RequirementRow } from './school.repository.ts'

/**
 * 选科要求 of a college in a province, from the best table that has them: the province's 选科要求表
 * (江苏 2024), else the newest plan year's rows, else the newest admission year's rows (the requirement
 * the college set that year). Majors with the same group and requirement are listed together.
 */
export async function selectExam(db: Db, schoolId: string, provinceCode: string, labels: ReferenceLabels) {
  const tables: [string, () => Promise<RequirementRow[]>][] = [
    ['选科要求表', () => requirementTableRows(db, schoolId, provinceCode)],
    ['招生计划', () => newestWithText(db, 'enrollment_plans', schoolId, provinceCode)],
    ['录取数据', () => newestWithText(db, 'admission_results', schoolId, provinceCode)],
  ]
  for (const [basis, read] of tables) {
    const rows = await read()
    if (rows.length === 0) continue
    return {
      Basis: basis,
      List: combine(rows).map((r) => ({
        Year: r.year,
        MajorGroup: r.major_group,
        Majors: r.majors ?? '',
        Requirement: r.requirement_text ?? '不限',
        SubjectType: r.subject_type,
        Quality: toQuality(r.quality),
        Source: labels.sourceName(r.source_id),
      })),
    }
  }
  return { Basis: '', List: [] }
}

/** One row per group and requirement, its majors joined. */
function combine(rows: RequirementRow[]): RequirementRow[] {
  const byKey = new Map<string, RequirementRow & { names: Set<string> }>()
  for (const r of rows) {
    // a track is part of the requirement: 河北大学's 临床医学 is 物理类 + 化学, not 化学 for every track
    const key = `${r.year}|${r.major_group ?? ''}|${r.subject_type ?? ''}|${r.requirement_text ?? ''}`
    const seen = byKey.get(key)
    if (seen) {
      if (r.majors) seen.names.add(r.majors)
    } else byKey.set(key, { ...r, names: new Set(r.majors ? [r.majors] : []) })
  }
  return [...byKey.values()].slice(0, 200).map(({ names, ...r }) => ({ ...r, majors: [...names].join('、') }))
}
