import type { Db } from '../../db/client.ts'
import { ORDINARY_RESULTS_SQL } from '../../db/read-model/ordinary-results.ts'

export type AdmissionRow = {
  year: number
  subject_type: string
  batch: string | null
  unit_level: string
  institution_id: string | null
  institution_name: string
  major_group: string | null
  major_code: string | null
  major_name: string | null
  min_score: number | null
  /** derived: the pipeline filled the score from a rank-only row (山东) */
  min_score_quality?: string | null
  min_rank: number | null
  min_rank_quality: string | null
  avg_score: number | null
  max_score: number | null
  plan_count: number | null
  source_id: string
  quality: string
  /** 普通类 or the special plan (classified at run time when null) */
  plan_type?: string | null
}

export type PlanRowDb = {
  year: number
  subject_type: string
  batch: string | null
  institution_id: string | null
  institution_name: string
  major_group: string | null
  major_name: string | null
  plan_count: number | null
  years: number | null
  tuition: number | null
  requirement_text: string | null
  source_id: string
  quality: string
}

// a college's lines are shown as published: the decimal minimum where the source prints one (min_score is its floor)
const ADMISSION_COLUMNS = `year, subject_type, batch, unit_level, institution_id, institution_name, major_group, major_code, major_name,
  COALESCE(min_score_exact, min_score) AS min_score, min_score_quality, min_rank, min_rank_quality, avg_score, max_score, plan_count, source_id, quality`

/** Institution- and group-level lines of one college in one province (every year). */
export function schoolLines(db: Db, schoolId: string, provinceCode: string) {
  // rows with a rank but no score count too (山东 publishes ranks): the page looks the score up
  return db.query<AdmissionRow>(
    `SELECT ${ADMISSION_COLUMNS}, plan_type FROM admission_results
     WHERE institution_id = $1 AND province_code = $2 AND (min_score IS NOT NULL OR min_rank IS NOT NULL)
     ORDER BY year, subject_type, min_score`,
    [schoolId, provinceCode],
  )
}

/** Distinct years and subject types with major-level lines for a college in a province. */
export function majorLineYears(db: Db, schoolId: string, provinceCode: string) {
  return db.query<{ year: number; ordinary: boolean }>(
    `SELECT year, bool_or(${ORDINARY_RESULTS_SQL}) AS ordinary FROM admission_results
      WHERE institution_id = $1 AND province_code = $2 AND unit_level = 'major' GROUP BY year ORDER BY year DESC`,
    [schoolId, provinceCode],
  )
}

export async function majorLines(
  db: Db,
  q: { schoolId: string; provinceCode: string; year: number; subjectType?: string | undefined; offset: number; limit: number },
) {
  const params: unknown[] = [q.schoolId, q.provinceCode, q.year]
  let where = `institution_id = $1 AND province_code = $2 AND year = $3 AND unit_level = 'major'`
  if (q.subjectType) {
    params.push(q.subjectType)
    where += ` AND subject_type = $${params.length}`
  }
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM admission_results WHERE ${where}`, params)
  const rows = await db.query<AdmissionRow>(
    `SELECT ${ADMISSION_COLUMNS} FROM admission_results WHERE ${where}
     ORDER BY subject_type, min_score DESC NULLS LAST, major_name LIMIT ${q.limit} OFFSET ${q.offset}`,
    params,
  )
  return { total: count?.n ?? 0, rows }
}

export type PlanQuery = {
  provinceCode: string
  year?: number | undefined
  schoolId?: string | undefined
  specialtyName?: string | undefined
  subjectType?: string | undefined
  offset: number
  limit: number
}

/** Plan rows of a province (optionally one college / a major name), newest year with data by default; 普通类 before special plans. */
export async function planRows(db: Db, q: PlanQuery) {
  const params: unknown[] = [q.provinceCode]
  let base = 'province_code = $1'
  if (q.schoolId) {
    params.push(q.schoolId)
    base += ` AND institution_id = $${params.length}`
  }
  if (q.specialtyName) {
    params.push(`%${q.specialtyName.replace(/[%_\\]/g, (c) => `\\${c}`)}%`)
    base += ` AND major_name LIKE $${params.length}`
  }
  const years = (await db.query<{ year: number }>(`SELECT DISTINCT year FROM enrollment_plans WHERE ${base} ORDER BY year DESC`, params)).map((r) => r.year)
  const year = q.year ?? years[0]
  if (year === undefined) return { years, year: null, total: 0, rows: [] as PlanRowDb[] }
  let where = `${base} AND year = $${params.push(year)}`
  if (q.subjectType) where += ` AND subject_type = $${params.push(q.subjectType)}`
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM enrollment_plans WHERE ${where}`, params)
  const rows = await db.query<PlanRowDb>(
    `SELECT year, subject_type, batch, institution_id, institution_name, major_group, major_name, plan_count, years, tuition, requirement_text, source_id, quality
     FROM enrollment_plans WHERE ${where}
     ORDER BY institution_name, subject_type, coalesce(plan_type, '普通类') <> '普通类', major_group NULLS FIRST, major_name LIMIT ${q.limit} OFFSET ${q.offset}`,
    params,
  )
  return { years, year, total: count?.n ?? 0, rows }
}

/** The (year, track) pairs a college's plans in a province have, newest year first. */
export function planTracks(db: Db, provinceCode: string, schoolId: string) {
  return db.query<{ year: number; subject_type: string }>(
    `SELECT DISTINCT year, subject_type FROM enrollment_plans WHERE province_code = $1 AND institution_id = $2 ORDER BY year DESC, subject_type`,
    [provinceCode, schoolId],
  )
}

/** Plan totals per province for one college (招生方向). */
export async function planDirection(db: Db, schoolId: string, year: number | undefined) {
  const years = await db.query<{ year: number }>(`SELECT max(year) AS year FROM enrollment_plans WHERE institution_id = $1`, [schoolId])
  const y = year ?? years[0]?.year ?? null
  if (y === null) return { year: null, rows: [] as { province_code: string; n: number }[] }
  const rows = await db.query<{ province_code: string; n: number }>(
    `SELECT province_code, coalesce(sum(plan_count), 0)::int AS n FROM enrollment_plans WHERE institution_id = $1 AND year = $2 GROUP BY province_code ORDER BY n DESC`,
    [schoolId, y],
  )
  return { year: y, rows }
}

export function offeredMajors(db: Db, schoolId: string) {
  return db.query<{ major_name: string; major_id: string | null }>(
    `SELECT major_name, max(major_id) AS major_id FROM (
       SELECT major_name, major_id FROM enrollment_plans WHERE institution_id = $1 AND major_name IS NOT NULL
       UNION ALL
       SELECT major_name, major_id FROM admission_results WHERE institution_id = $1 AND unit_level = 'major' AND major_name IS NOT NULL AND year >= 2022
     ) m GROUP BY major_name ORDER BY major_name LIMIT 400`,
    [schoolId],
  )
}

export function firstClassSubjects(db: Db, schoolId: string) {
  return db.query<{ subject_name: string; kind: string }>(
    `SELECT DISTINCT subject_name, kind FROM rankings WHERE institution_id = $1 AND kind IN ('double-first-class', 'first-class-major') AND subject_name IS NOT NULL`,
    [schoolId],
  )
}

export function planTotal(db: Db, schoolId: string, provinceCode: string) {
  return db.query<{ year: number; n: number }>(
    `SELECT year, coalesce(sum(plan_count), 0)::int AS n FROM enrollment_plans WHERE institution_id = $1 AND province_code = $2
     GROUP BY year ORDER BY year DESC LIMIT 1`,
    [schoolId, provinceCode],
  )
}

export function charters(db: Db, schoolId: string) {
  return db.query<{ id: number; institution_id: string; title: string; year: number; published_at: Date | string }>(
    `SELECT id, institution_id, title, year, published_at FROM school_charters WHERE institution_id = $1 ORDER BY year DESC, id DESC`,
    [schoolId],
  )
}

export async function charter(db: Db, id: number) {
  const rows = await db.query<{ id: number; institution_id: string; title: string; year: number; published_at: Date | string; content: string }>(
    `SELECT id, institution_id, title, year, published_at, content FROM school_charters WHERE id = $1`,
    [id],
  )
  return rows[0] ?? null
}

export type AdmissionSearchQuery = Omit<PlanQuery, 'year'> & { year?: number | undefined }

/** Major-level admission results of a province, by college and/or major name (newest year by default). */
export async function admissionSearch(db: Db, q: AdmissionSearchQuery) {
  const params: unknown[] = [q.provinceCode]
  let base = `province_code = $1 AND unit_level = 'major'`
  if (q.schoolId) base += ` AND institution_id = $${params.push(q.schoolId)}`
  if (q.specialtyName) base += ` AND major_name LIKE $${params.push(`%${q.specialtyName.replace(/[%_\\]/g, (c) => `\\${c}`)}%`)}`
  const found = await db.query<{ year: number; ordinary: boolean }>(
    `SELECT year, bool_or(${ORDINARY_RESULTS_SQL}) AS ordinary FROM admission_results WHERE ${base} GROUP BY year ORDER BY year DESC`,
    params,
  )
  const years = found.map((r) => r.year)
  // the default is the newest year of ordinary results: a few 专升本 or 艺术 rows of a later year are no "newest year"
  const year = q.year ?? found.find((r) => r.ordinary)?.year ?? years[0]
  if (year === undefined) return { years, year: null, total: 0, rows: [] as AdmissionRow[] }
  let where = `${base} AND year = $${params.push(year)}`
  if (q.subjectType) where += ` AND subject_type = $${params.push(q.subjectType)}`
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM admission_results WHERE ${where}`, params)
  const rows = await db.query<AdmissionRow>(
    `SELECT ${ADMISSION_COLUMNS} FROM admission_results WHERE ${where}
     ORDER BY min_score DESC NULLS LAST, institution_name, major_name LIMIT ${q.limit} OFFSET ${q.offset}`,
    params,
  )
  return { years, year, total: count?.n ?? 0, rows }
}

export type InstitutionRow = {
  id: string
  national_code: string | null
  name: string
  province_code: string
  city: string | null
  level: string | null
  nature: string | null
  authority: string | null
  type: string | null
  is_985: boolean | null
  is_211: boolean | null
  is_double_first_class: boolean | null
  ruanke_rank: number | null
  ruanke_rank_label: string | null
  website: string | null
  admission_site: string | null
  address: string | null
  phone: string | null
  pinyin: string | null
  pinyin_initials: string | null
  source_id: string
  quality: string
}

/** What the college search index is built from: every college, province names, former names and the newest 软科 ranking's source. */
export async function searchIndexRows(db: Db) {
  const rows = await db.query<InstitutionRow>('SELECT * FROM institutions')
  const provinces = await db.query<{ code: string; name: string }>('SELECT code, name FROM provinces')
  const aliases = await db.query<{ alias: string; institution_id: string }>(`SELECT alias, institution_id FROM institution_aliases WHERE kind = 'former'`)
  const [rank] = await db.query<{ year: number; source_id: string; quality: string }>(
    `SELECT year, source_id, quality FROM rankings WHERE kind = 'ruanke-bcur' ORDER BY year DESC LIMIT 1`,
  )
  return { rows, provinces, aliases, rank }
}

export type RankingRow = {
  kind: string
  year: number | null
  subject_code: string | null
  subject_name: string | null
  major_id: string | null
  grade: string | null
  source_id: string
}

/** The 一流学科, 学科评估 and 一流本科专业 rows of a college. */
export function profileRankings(db: Db, schoolId: string) {
  return db.query<RankingRow>(
    `SELECT kind, year, subject_code, subject_name, major_id, grade, source_id FROM rankings
     WHERE institution_id = $1 AND kind IN ('double-first-class', 'eval4', 'first-class-major')`,
    [schoolId],
  )
}

export type RequirementRow = {
  year: number
  major_group: string | null
  majors: string | null
  requirement_text: string | null
  /** the plan/admission row's track (物理类/历史类/综合…); null from the 选科要求表, which has none */
  subject_type: string | null
  source_id: string
  quality: string
}

/** A college's rows of the province's 选科要求表, newest year only. */
export function requirementTableRows(db: Db, schoolId: string, provinceCode: string) {
  return db.query<RequirementRow>(
    `SELECT year, major_group, majors, requirement_text, NULL::text AS subject_type, source_id, quality FROM subject_requirements
     WHERE institution_id = $1 AND province_code = $2 AND year = (SELECT max(year) FROM subject_requirements WHERE institution_id = $1 AND province_code = $2)
     ORDER BY major_group LIMIT 300`,
    [schoolId, provinceCode],
  )
}

/** The requirement texts of a college's newest year in a plan or admission table. */
export function newestWithText(db: Db, table: 'enrollment_plans' | 'admission_results', schoolId: string, provinceCode: string) {
  return db.query<RequirementRow>(
    `WITH t AS (SELECT year, major_group, major_name, requirement_text, subject_type, source_id, quality FROM ${table}
                WHERE institution_id = $1 AND province_code = $2 AND requirement_text IS NOT NULL AND requirement_text <> '')
     SELECT year, major_group, major_name AS majors, requirement_text, subject_type, source_id, quality FROM t
     WHERE year = (SELECT max(year) FROM t) ORDER BY major_group NULLS LAST, requirement_text, major_name LIMIT 600`,
    [schoolId, provinceCode],
  )
}

/** The policy slug of a province code (the plan's batch names are read under that province's policy). */
export async function provinceSlug(db: Db, code: string): Promise<string | null> {
  const rows = await db.query<{ slug: string }>('SELECT slug FROM provinces WHERE code = $1', [code])
  return rows[0]?.slug ?? null
}
