import type { Db } from '../../../db/client.ts'
import { ORDINARY_RESULTS_SQL } from '../../../db/read-model/ordinary-results.ts'
import type { ControlLineRow, PlanRow, ResultRow } from '@gk/domain'

export type { ControlLineRow, PlanRow } from '@gk/domain'

/** The reference tables the wish units are built from: provinces, schools, control lines, results and plans. */

export type ProvinceRow = { code: string; name: string; short_name: string; slug: string }

export type SchoolRow = {
  id: string
  name: string
  city: string | null
  province_code: string | null
  nature: string | null
  type: string | null
  is_985: boolean
  is_211: boolean
  is_double_first_class: boolean
  pinyin: string | null
  pinyin_initials: string | null
  pname: string | null
}

export function provinceRows(db: Db): Promise<ProvinceRow[]> {
  return db.query<ProvinceRow>('SELECT code, name, short_name, slug FROM provinces ORDER BY code')
}

/** Every school with its home province's short name. */
export function schoolRows(db: Db): Promise<SchoolRow[]> {
  return db.query<SchoolRow>(
    `SELECT i.id, i.name, i.city, i.province_code, i.nature, i.type, i.is_985, i.is_211, i.is_double_first_class, i.pinyin, i.pinyin_initials, p.short_name AS pname
       FROM institutions i LEFT JOIN provinces p ON p.code = i.province_code`,
  )
}

/** Every control line of a province up to a year. */
export function controlLineRows(db: Db, provinceCode: string, upTo: number): Promise<ControlLineRow[]> {
  return db.query<ControlLineRow>(
    'SELECT year, subject_type, category, batch, batch_key, score, quality FROM control_lines WHERE province_code = $1 AND year <= $2',
    [provinceCode, upTo],
  )
}

/** The newest year before `before` with ordinary admission results in the province; null when there is none. */
export async function newestResultYear(db: Db, provinceCode: string, before: number): Promise<number | null> {
  const newest = await db.query<{ year: number | null }>(
    `SELECT max(year) AS year FROM admission_results WHERE province_code = $1 AND year < $2 AND ${ORDINARY_RESULTS_SQL}`,
    [provinceCode, before],
  )
  const year = newest[0]?.year
  return year === null || year === undefined ? null : Number(year)
}

/**
 * Admission results of a province in the years [from, before), one year per query: a read through a
 * cursor (the index worker's, ADR 042) runs its whole query when the cursor opens, so a query of one
 * year keeps that step to a third of the rows (issue 33).
 */
export async function resultRows(db: Db, provinceCode: string, from: number, before: number): Promise<ResultRow[]> {
  const rows: ResultRow[] = []
  for (let year = from; year < before; year++) {
    const ofYear = await db.query<ResultRow>(
      `SELECT year, subject_type, batch, unit_level, institution_id, institution_name, provincial_code, major_group, major_code, major_name,
              min_score, min_rank, plan_count, requirement_text, subject_requirement, source_id, quality, plan_type
         FROM admission_results a WHERE province_code = $1 AND year = $2`,
      [provinceCode, year],
    )
    for (const r of ofYear) rows.push(r)
  }
  return rows
}

/** The province's newest plan book up to a year. */
export function newestPlanRows(db: Db, provinceCode: string, upTo: number): Promise<PlanRow[]> {
  return db.query<PlanRow>(
    `SELECT year, subject_type, batch, level, institution_id, institution_name, provincial_code, major_group, major_code, major_name, plan_count, tuition,
            requirement_text, subject_requirement, plan_type
       FROM enrollment_plans p
      WHERE province_code = $1 AND year = (SELECT max(year) FROM enrollment_plans WHERE province_code = $1 AND year <= $2)`,
    [provinceCode, upTo],
  )
}
