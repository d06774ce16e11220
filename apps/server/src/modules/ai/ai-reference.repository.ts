import type { Db } from '../../db/client.ts'

/** The reference data the assistant reads (its conversations have ai.repository.ts). */

/** Everything the lexicon recognises in a message: colleges and their aliases, majors, provinces. */
export async function lexiconRows(db: Db) {
  const schools = await db.query<{ id: string; name: string; province_code: string }>('SELECT id, name, province_code FROM institutions')
  const aliases = await db.query<{ alias: string; institution_id: string }>('SELECT alias, institution_id FROM institution_aliases')
  const majors = await db.query<{ id: string; name: string; level: string; category: string }>('SELECT id, name, level, category FROM majors')
  const provinceRows = await db.query<{ code: string; name: string; short_name: string; slug: string }>('SELECT code, name, short_name, slug FROM provinces')
  return { schools, aliases, majors, provinceRows }
}

/** A college's 985/211/双一流 flags; null for an unknown college. */
export async function institutionTags(db: Db, schoolId: string) {
  const rows = await db.query<{ is_985: boolean; is_211: boolean; is_double_first_class: boolean }>(
    'SELECT is_985, is_211, is_double_first_class FROM institutions WHERE id = $1',
    [schoolId],
  )
  return rows[0]
}

const ORDINARY_ROW = "(plan_type IS NULL OR plan_type = '普通类')"
export type PlanRow = {
  year: number
  subject_type: string
  batch: string
  major_group: string | null
  major_name: string | null
  plan_count: number | null
  plan_type: string | null
  requirement_text: string | null
  source_id: string | null
}

/** The years a college has plans in a province, newest first. */
export function planYearRows(db: Db, schoolId: string, provinceCode: string) {
  return db.query<{ year: number }>('SELECT DISTINCT year FROM enrollment_plans WHERE institution_id = $1 AND province_code = $2 ORDER BY year DESC', [
    schoolId,
    provinceCode,
  ])
}

export function planRowsOfYear(db: Db, schoolId: string, provinceCode: string, year: number) {
  return db.query<PlanRow>(
    'SELECT year, subject_type, batch, major_group, major_name, plan_count, plan_type, requirement_text, source_id FROM enrollment_plans WHERE institution_id = $1 AND province_code = $2 AND year = $3 ORDER BY subject_type, major_group, major_name',
    [schoolId, provinceCode, year],
  )
}

/** A college's ordinary admission rows with a 专业组, of its newest such year in the province. */
export function newestGroupAdmissionRows(db: Db, schoolId: string, provinceCode: string) {
  return db.query<PlanRow>(
    `SELECT year, subject_type, batch, major_group, major_name, plan_count, plan_type, requirement_text, source_id FROM admission_results
          WHERE institution_id = $1 AND province_code = $2 AND major_group IS NOT NULL AND major_group <> '' AND ${ORDINARY_ROW}
            AND year = (SELECT MAX(year) FROM admission_results WHERE institution_id = $1 AND province_code = $2 AND major_group IS NOT NULL AND major_group <> '')`,
    [schoolId, provinceCode],
  )
}
