import type { Db } from '../../db/client.ts'

/** The reference data the assistant reads (its conversations have ai.repository.ts). */

/** Everything the lexicon recognises in a message: colleges and their aliases, majors, provinces. */
export async function lexiconRows(db: Db) {
  const schools = await db.query<{
    id: string
    name: string
    province_code: string
    city: string | null
    is_985: boolean
    is_211: boolean
    is_double_first_class: boolean
    ruanke_rank: number | null
  }>('SELECT id, name, province_code, city, is_985, is_211, is_double_first_class, ruanke_rank FROM institutions')
  const aliases = await db.query<{ alias: string; institution_id: string }>('SELECT alias, institution_id FROM institution_aliases')
  const majors = await db.query<{ id: string; name: string; level: string; category: string; sub_category: string | null }>(
    'SELECT id, name, level, category, sub_category FROM majors',
  )
  const provinceRows = await db.query<{ code: string; name: string; short_name: string; slug: string }>('SELECT code, name, short_name, slug FROM provinces')
  const newest = await db.query<{ year: number | null }>('SELECT max(year) AS year FROM admission_results')
  const newestYear = newest[0]?.year === null || newest[0]?.year === undefined ? null : Number(newest[0].year)
  return { schools, aliases, majors, provinceRows, newestYear }
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
  return db.query<PlanRow & { min_score: number | null; min_rank: number | null }>(
    `SELECT year, subject_type, batch, major_group, major_name, plan_count, plan_type, requirement_text, source_id, min_score, min_rank FROM admission_results
          WHERE institution_id = $1 AND province_code = $2 AND major_group IS NOT NULL AND major_group <> '' AND ${ORDINARY_ROW}
            AND year = (SELECT MAX(year) FROM admission_results WHERE institution_id = $1 AND province_code = $2 AND major_group IS NOT NULL AND major_group <> '')`,
    [schoolId, provinceCode],
  )
}

export type PlanDetailRow = PlanRow & { tuition: number | null; years: number | null }

/** The years a college has plan rows in a province (ordinary and special), newest first. */
export const planDetailYears = planYearRows

/** Every plan row of a college in a province and year, with tuition and 学制 (special plans included). */
export function planDetailRows(db: Db, schoolId: string, provinceCode: string, year: number) {
  return db.query<PlanDetailRow>(
    `SELECT year, subject_type, batch, major_group, major_name, plan_count, plan_type, requirement_text, source_id, tuition, years
       FROM enrollment_plans WHERE institution_id = $1 AND province_code = $2 AND year = $3 ORDER BY subject_type, major_group, major_name`,
    [schoolId, provinceCode, year],
  )
}

/** unit_name: the plan's own name of the unit (河北经贸大学(国际本科学术互认课程项目)[公办]), a second programme's label */
export type PlanFactRow = PlanDetailRow & { notes: string | null; unit_name: string | null }

/** Every plan row of a college in a province and year with its notes (外语要求, 含专业) as printed in the plan. */
export function planFactRows(db: Db, schoolId: string, provinceCode: string, year: number) {
  return db.query<PlanFactRow>(
    `SELECT year, subject_type, batch, major_group, major_name, plan_count, plan_type, requirement_text, source_id, tuition, years, notes,
            institution_name AS unit_name
       FROM enrollment_plans WHERE institution_id = $1 AND province_code = $2 AND year = $3 ORDER BY subject_type, major_group, major_name`,
    [schoolId, provinceCode, year],
  )
}

/** The tuition (元/年) of a college's major in other provinces' plans of a year, where the plan states it in 元. */
export function tuitionElsewhere(db: Db, schoolId: string, year: number, majorName: string) {
  return db.query<{ tuition: number; province_code: string }>(
    `SELECT tuition, MIN(province_code) AS province_code FROM enrollment_plans
      WHERE institution_id = $1 AND year = $2 AND major_name = $3 AND tuition >= 1000 GROUP BY tuition ORDER BY COUNT(*) DESC LIMIT 1`,
    [schoolId, year, majorName],
  )
}

/** The province a college is in (its own province's plan is the default when none was named). */
/** The provinces where a college has plan rows, the most rows first (a 专科 college in another province recruits in a few). */
export async function planProvinces(db: Db, schoolId: string) {
  const rows = await db.query<{ province_code: string }>(
    'SELECT province_code FROM enrollment_plans WHERE institution_id = $1 GROUP BY province_code ORDER BY COUNT(*) DESC LIMIT 3',
    [schoolId],
  )
  return rows.map((r) => r.province_code)
}

export async function institutionProvince(db: Db, schoolId: string) {
  const rows = await db.query<{ province_code: string }>('SELECT province_code FROM institutions WHERE id = $1', [schoolId])
  return rows[0]?.province_code ?? null
}

/** The provinces where a college has a group of this code (0-padded or not: 02 and 2, 005602 and 5602). */
export async function groupCodeProvinces(db: Db, schoolId: string, code: string) {
  const rows = await db.query<{ province_code: string }>(
    `SELECT DISTINCT province_code FROM admission_results WHERE institution_id = $1 AND major_group ~ $2`,
    [schoolId, `(^|[^0-9A-Za-z])0*${code.replace(/^0+(?=\d)/, '')}([^0-9A-Za-z]|$)`],
  )
  return rows.map((r) => r.province_code)
}

/** Who runs the college (教育部, 浙江省, 河北省教育厅 …): a province's own college recruits most of its students at home. */
export async function institutionAuthority(db: Db, schoolId: string) {
  const rows = await db.query<{ authority: string | null }>('SELECT authority FROM institutions WHERE id = $1', [schoolId])
  return rows[0]?.authority ?? null
}

/**
 * How the plans of a major state its 选科 with the track each plan is for (物理类/历史类/综合…):
 * in 3+1+2 provinces the 首选 subject is the track, not the requirement text. Newest year that has
 * the major; ordinary plans; one province or all.
 */
export function majorRequirementByTrack(db: Db, major: string, provinceCode: string | null) {
  return db.query<{ year: number; subject_type: string; requirement_text: string; n: number; source_id: string | null }>(
    `WITH hit AS (
       SELECT year, subject_type, COALESCE(NULLIF(requirement_text, ''), '不限') AS requirement_text, source_id FROM enrollment_plans
        WHERE (major_name = $1 OR major_name LIKE $1 || '(%' OR major_name LIKE $1 || '（%') AND ${ORDINARY_ROW}
          AND ($2::text IS NULL OR province_code = $2))
     SELECT year, subject_type, requirement_text, COUNT(*)::int AS n, MIN(source_id) AS source_id FROM hit WHERE year = (SELECT MAX(year) FROM hit)
      GROUP BY year, subject_type, requirement_text ORDER BY n DESC`,
    [major, provinceCode],
  )
}

export type LineRow = {
  year: number
  subject_type: string
  batch: string
  major_group: string | null
  major_name: string | null
  min_score: number | null
  min_rank: number | null
  plan_type: string | null
  source_id: string | null
  /** the name the source gives the recruiting unit (北京大学医学部 beside 北京大学): a sub-unit recruits apart */
  institution_name?: string | null
  /** institution, major-group or major: a restricted group's label is read from group rows only (apart-group.ts) */
  unit_level?: string
  /** the group's 选科要求 as printed (不提科目要求, 物理+化学): a group asked by it (「不限选科的那个组」) */
  requirement_text?: string | null
}

/** A college's ordinary admission lines in a province (group, college and major rows), newest years first. */
/** A college's lines in a province: ordinary rows only, or (anyPlan) every plan type for the caller to pick from. */
export function ordinaryLineRows(db: Db, schoolId: string, provinceCode: string, anyPlan = false) {
  return db.query<LineRow>(
    `SELECT year, subject_type, batch, major_group, major_name, min_score, min_rank, plan_type, source_id, institution_name, unit_level, requirement_text FROM admission_results
      WHERE institution_id = $1 AND province_code = $2 AND ${anyPlan ? 'TRUE' : ORDINARY_ROW} AND (min_score IS NOT NULL OR min_rank IS NOT NULL)
        AND subject_type NOT LIKE '%体育%' AND subject_type NOT LIKE '%艺术%'
      ORDER BY year DESC, min_score DESC NULLS LAST`,
    [schoolId, provinceCode],
  )
}

/** The provinces (besides one) where a college has ordinary lines in the years given, with those years (ADR 129). */
export async function provincesWithLines(db: Db, schoolId: string, exceptProvince: string, years: number[], track: string | null) {
  return db.query<{ province_code: string; years: number[] }>(
    `SELECT province_code, array_agg(DISTINCT year ORDER BY year DESC) AS years FROM admission_results
      WHERE institution_id = $1 AND province_code <> $2 AND year = ANY($3::int[]) AND ${ORDINARY_ROW} AND min_score IS NOT NULL
        AND ($4::text IS NULL OR subject_type = $4) AND subject_type NOT LIKE '%体育%' AND subject_type NOT LIKE '%艺术%'
      GROUP BY province_code ORDER BY province_code`,
    [schoolId, exceptProvince, years, track],
  )
}

/** The provinces whose plans list a college's major by name (newest year first): where a unit the asked province lacks is. */
export async function majorPlanProvinces(db: Db, schoolId: string, majorName: string) {
  const rows = await db.query<{ province_code: string }>(
    `SELECT province_code FROM enrollment_plans WHERE institution_id = $1 AND major_name LIKE $2
      GROUP BY province_code ORDER BY MAX(year) DESC, COUNT(*) DESC LIMIT 3`,
    [schoolId, `%${majorName}%`],
  )
  return rows.map((r) => r.province_code)
}

/** The major names a college's plans list (in one province when given, else anywhere), newest year first. */
export async function collegeMajorNames(db: Db, schoolId: string, provinceCode: string | null) {
  const rows = await db.query<{ major_name: string }>(
    `SELECT major_name FROM enrollment_plans WHERE institution_id = $1 AND major_name IS NOT NULL ${provinceCode ? 'AND province_code = $2' : ''}
      GROUP BY major_name ORDER BY MAX(year) DESC LIMIT 400`,
    provinceCode ? [schoolId, provinceCode] : [schoolId],
  )
  return rows.map((r) => r.major_name)
}
