import type { Db } from '../../db/client.ts'
import { MAIN_ROUND_SQL } from '../../db/read-model/admission-round.ts'
import { ORDINARY_RESULTS_SQL } from '../../db/read-model/ordinary-results.ts'

export type MajorRef = { id: string; name: string; subCategory: string }
export type LineRow = {
  institution_id: string
  institution_name: string
  year: number
  subject_type: string
  major_name: string | null
  major_id: string | null
  min_score: number | null
  min_rank: number | null
  min_rank_quality: string | null
  source_id: string
  quality: string
}

// a solicitation round's leftover score is never a college's line for the major (admission-round.ts)
const ORDINARY = `plan_type = '普通类' AND ${ORDINARY_RESULTS_SQL} AND ${MAIN_ROUND_SQL}`
const COLUMNS = `institution_id, institution_name, year, subject_type, major_name, major_id, min_score, min_rank, min_rank_quality, source_id, quality`
// a name of this major or of its 专业类, bare or with a campus/remark in brackets
const NAMED = (p: string) => `(major_name = ${p} OR major_name LIKE ${p} || '（%' OR major_name LIKE ${p} || '(%')`

/** A province's ordinary lines of this major, or of its 专业类 when `category` is given. */
export function majorLineRows(db: Db, provinceCode: string, major: MajorRef, category: string | null) {
  return db.query<LineRow>(
    `SELECT ${COLUMNS} FROM admission_results
     WHERE province_code = $1 AND unit_level = 'major' AND institution_id IS NOT NULL AND ${ORDINARY}
       AND (min_score IS NOT NULL OR min_rank IS NOT NULL)
       AND (major_id = $2 OR ${NAMED('$3')}${category ? ` OR ${NAMED('$4')}` : ''})`,
    category ? [provinceCode, major.id, major.name, category] : [provinceCode, major.id, major.name],
  )
}

/** The tracks of a province's newest ordinary admission year. */
export function newestOrdinaryTracks(db: Db, provinceCode: string) {
  return db.query<{ subject_type: string }>(
    `SELECT DISTINCT subject_type FROM admission_results WHERE province_code = $1 AND ${ORDINARY}
       AND year = (SELECT max(year) FROM admission_results WHERE province_code = $1 AND ${ORDINARY})`,
    [provinceCode],
  )
}

/** Seats per college planned for this major in the province's newest plan year. */
export function majorPlanCounts(db: Db, provinceCode: string, major: MajorRef) {
  return db.query<{ institution_id: string; institution_name: string; year: number; n: number }>(
    `WITH p AS (SELECT institution_id, institution_name, year, plan_count, subject_type FROM enrollment_plans
                WHERE province_code = $1 AND institution_id IS NOT NULL AND (major_id = $2 OR ${NAMED('$3')}))
     SELECT institution_id, max(institution_name) AS institution_name, year, coalesce(sum(plan_count), 0)::int AS n FROM p
     WHERE year = (SELECT max(year) FROM p) GROUP BY institution_id, year`,
    [provinceCode, major.id, major.name],
  )
}

/** Every (major, college) pair seen in plans, results or the major rankings. */
export function offererRows(db: Db) {
  return db.query<{ major_id: string; institution_id: string }>(
    `SELECT major_id, institution_id FROM admission_results WHERE major_id IS NOT NULL AND institution_id IS NOT NULL
     UNION SELECT major_id, institution_id FROM enrollment_plans WHERE major_id IS NOT NULL AND institution_id IS NOT NULL
     UNION SELECT major_id, institution_id FROM rankings WHERE kind IN ('ruanke-major', 'first-class-major') AND major_id IS NOT NULL AND institution_id IS NOT NULL`,
  )
}

/** Each college's lowest ordinary 本科 line of its newest year in a province and tracks. */
export function floorRows(db: Db, provinceCode: string, types: string[]) {
  return db.query<LineRow>(
    `SELECT DISTINCT ON (institution_id) ${COLUMNS} FROM admission_results
     WHERE province_code = $1 AND institution_id IS NOT NULL AND subject_type = ANY($2) AND ${ORDINARY}
       AND (min_score IS NOT NULL OR min_rank IS NOT NULL) AND batch !~ '专科|高职'
     ORDER BY institution_id, year DESC, min_score ASC NULLS LAST, min_rank DESC NULLS LAST`,
    [provinceCode, types],
  )
}

/** Every institution with its tags' flags and its province's short name. */
export function institutionTagRows(db: Db) {
  return db.query<{
    id: string
    name: string
    is_985: boolean | null
    is_211: boolean | null
    is_double_first_class: boolean | null
    short_name: string | null
  }>(`SELECT i.id, i.name, i.is_985, i.is_211, i.is_double_first_class, p.short_name FROM institutions i LEFT JOIN provinces p ON p.code = i.province_code`)
}

export type OccupationName = { code: string; name: string }
type MajorRow = {
  id: string
  code: string | null
  name: string
  level: string
  category: string | null
  sub_category: string | null
  degree: string | null
  years: number | null
  source_id: string
  quality: string
}

/** What the major index is built from: the catalogue, how many colleges plan each major (the "hot" basis) and the detailed occupations. */
export async function specialtyIndexRows(db: Db) {
  const rows = await db.query<MajorRow>(
    'SELECT id, code, name, level, category, sub_category, degree, years, source_id, quality FROM majors ORDER BY level, code NULLS LAST, name',
  )
  const counts = await db.query<{ major_id: string; n: number }>(
    `SELECT major_id, count(DISTINCT institution_id)::int AS n FROM enrollment_plans WHERE major_id IS NOT NULL GROUP BY major_id`,
  )
  const occupations = await db.query<OccupationName>(`SELECT code, name FROM occupations WHERE level = 4 ORDER BY code`)
  return { rows, counts, occupations }
}

type RankingRow = {
  rank: number
  grade: string | null
  institution_id: string | null
  institution_name: string
  year: number
  source_id: string
  quality: string
}

/** One page of the 软科 major ranking, of a major or of a college, and the count of all its entries. */
export async function ruankeMajorRanking(db: Db, by: { specialtyId?: string | undefined; schoolId?: string | undefined }, pageIndex: number, pageSize: number) {
  const params: unknown[] = []
  let where = `kind = 'ruanke-major'`
  if (by.specialtyId) where += ` AND major_id = $${params.push(by.specialtyId)}`
  if (by.schoolId) where += ` AND institution_id = $${params.push(by.schoolId)}`
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM rankings WHERE ${where}`, params)
  const rows = await db.query<RankingRow & { subject_name: string }>(
    `SELECT rank, grade, institution_id, institution_name, subject_name, year, source_id, quality FROM rankings WHERE ${where}
       ORDER BY rank, institution_name LIMIT ${pageSize} OFFSET ${(pageIndex - 1) * pageSize}`,
    params,
  )
  return { total: count?.n ?? 0, rows }
}

/** A major's first ten in the 软科 ranking, the ranking's size and year, and its 国家级一流本科专业建设点. */
export async function majorHolderRows(db: Db, majorId: string) {
  const [ranked, count, firstClass] = await Promise.all([
    db.query<RankingRow>(
      `SELECT rank, grade, institution_id, institution_name, year, source_id, quality FROM rankings WHERE kind = 'ruanke-major' AND major_id = $1 ORDER BY rank, institution_name LIMIT 10`,
      [majorId],
    ),
    db.query<{ n: number; year: number | null }>(`SELECT count(*)::int AS n, max(year) AS year FROM rankings WHERE kind = 'ruanke-major' AND major_id = $1`, [
      majorId,
    ]),
    db.query<{ institution_id: string; institution_name: string; source_id: string }>(
      `SELECT DISTINCT ON (institution_id) institution_id, institution_name, source_id FROM rankings
       WHERE kind = 'first-class-major' AND grade = 'national' AND major_id = $1 AND institution_id IS NOT NULL ORDER BY institution_id`,
      [majorId],
    ),
  ])
  return { ranked, count, firstClass }
}
