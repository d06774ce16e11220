import type { Db } from '../../db/client.ts'
import { toQuality, type ReferenceLabels } from '../../db/read-model/reference-labels.ts'

type RequirementRow = { year: number; major_group: string | null; majors: string | null; requirement_text: string | null; source_id: string; quality: string }

/**
 * 选科要求 of a college in a province, from the best table that has them: the province's 选科要求表
 * (江苏 2024), else the newest plan year's rows, else the newest admission year's rows (the requirement
 * the college set that year). Majors with the same group and requirement are listed together.
 */
export async function selectExam(db: Db, schoolId: string, provinceCode: string, labels: ReferenceLabels) {
  const tables: [string, () => Promise<RequirementRow[]>][] = [
    [
      '选科要求表',
      () =>
        db.query<RequirementRow>(
          `SELECT year, major_group, majors, requirement_text, source_id, quality FROM subject_requirements
           WHERE institution_id = $1 AND province_code = $2 AND year = (SELECT max(year) FROM subject_requirements WHERE institution_id = $1 AND province_code = $2)
           ORDER BY major_group LIMIT 300`,
          [schoolId, provinceCode],
        ),
    ],
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
        Quality: toQuality(r.quality),
        Source: labels.sourceName(r.source_id),
      })),
    }
  }
  return { Basis: '', List: [] }
}

function newestWithText(db: Db, table: 'enrollment_plans' | 'admission_results', schoolId: string, provinceCode: string) {
  return db.query<RequirementRow>(
    `WITH t AS (SELECT year, major_group, major_name, requirement_text, source_id, quality FROM ${table}
                WHERE institution_id = $1 AND province_code = $2 AND requirement_text IS NOT NULL AND requirement_text <> '')
     SELECT year, major_group, major_name AS majors, requirement_text, source_id, quality FROM t
     WHERE year = (SELECT max(year) FROM t) ORDER BY major_group NULLS LAST, requirement_text, major_name LIMIT 600`,
    [schoolId, provinceCode],
  )
}

/** One row per group and requirement, its majors joined. */
function combine(rows: RequirementRow[]): RequirementRow[] {
  const byKey = new Map<string, RequirementRow & { names: Set<string> }>()
  for (const r of rows) {
    const key = `${r.year}|${r.major_group ?? ''}|${r.requirement_text ?? ''}`
    const seen = byKey.get(key)
    if (seen) {
      if (r.majors) seen.names.add(r.majors)
    } else byKey.set(key, { ...r, names: new Set(r.majors ? [r.majors] : []) })
  }
  return [...byKey.values()].slice(0, 200).map(({ names, ...r }) => ({ ...r, majors: [...names].join('、') }))
}
