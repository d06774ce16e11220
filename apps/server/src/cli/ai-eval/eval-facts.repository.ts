import type { Db } from '../../db/client.ts'

/**
 * The evaluation's ground truth, read straight from the reference tables with SQL: an independent path
 * from the assistant's tools, so a wrong tool cannot grade itself. Each fact reader returns the value an
 * answer must contain, or 'missing' when the data lacks it.
 */
export type FactReader = (db: Db) => Promise<string>

const tagColumn = { '985': 'is_985', '211': 'is_211', 双一流: 'is_double_first_class' } as const

/** 累计人数 of a score in a province's 一分一段表: the worst rank of that score. */
export const rankOfYear = (province: string, year: number, type: string, score: number) => async (db: Db) =>
  String(
    (
      await db.query<{ cumulative: number }>(
        'SELECT cumulative FROM score_rank_rows WHERE province_code = $1 AND year = $2 AND subject_type = $3 AND score = $4',
        [province, year, type, score],
      )
    )[0]?.cumulative ?? 'missing',
  )

export const controlLineOfYear = (province: string, year: number, type: string, like: string) => async (db: Db) =>
  String(
    (
      await db.query<{ score: number }>(
        'SELECT score FROM control_lines WHERE province_code = $1 AND year = $2 AND subject_type = $3 AND category = $5 AND batch LIKE $4 ORDER BY score LIMIT 1',
        [province, year, type, like, '普通类'],
      )
    )[0]?.score ?? 'missing',
  )

/** Worst rank of a score in the newest 一分一段表 of that track. */
export const rankAt =
  (province: string, type: string, score: number): FactReader =>
  async (db) => {
    const rows = await db.query<{ cumulative: number }>(
      'SELECT cumulative FROM score_rank_rows WHERE province_code = $1 AND subject_type = $2 AND score = $3 ORDER BY year DESC LIMIT 1',
      [province, type, score],
    )
    return String(rows[0]?.cumulative ?? 'missing')
  }

export const cityOf =
  (name: string): FactReader =>
  async (db) =>
    (await db.query<{ city: string }>('SELECT city FROM institutions WHERE name = $1', [name]))[0]?.city ?? 'missing'
export const majorYears =
  (name: string): FactReader =>
  async (db) =>
    `${(await db.query<{ years: number }>("SELECT years FROM majors WHERE name = $1 AND level = '本科' LIMIT 1", [name]))[0]?.years ?? 'missing'} 年`
export const majorDegree =
  (name: string): FactReader =>
  async (db) =>
    (await db.query<{ degree: string }>("SELECT degree FROM majors WHERE name = $1 AND level = '本科' LIMIT 1", [name]))[0]?.degree ?? 'missing'
export const majorCategory =
  (name: string): FactReader =>
  async (db) =>
    (await db.query<{ category: string }>("SELECT category FROM majors WHERE name = $1 AND level = '本科' LIMIT 1", [name]))[0]?.category ?? 'missing'

/** Seats a college plans in a province and year (ordinary plans), as the data sums them. */
export const planSeats =
  (school: string, province: string, year: number): FactReader =>
  async (db) =>
    String(
      (
        await db.query<{ n: number }>(
          "SELECT SUM(plan_count)::int AS n FROM enrollment_plans WHERE institution_name = $1 AND province_code = $2 AND year = $3 AND (plan_type IS NULL OR plan_type = '普通类')",
          [school, province, year],
        )
      )[0]?.n ?? 'missing',
    )

/** The lowest score of the newest ordinary control line whose batch matches. */
export const controlLine =
  (province: string, type: string, like: string): FactReader =>
  async (db) =>
    String(
      (
        await db.query<{ score: number }>(
          "SELECT score FROM control_lines WHERE province_code = $1 AND subject_type = $2 AND batch LIKE $3 AND category = '普通类' ORDER BY year DESC, score LIMIT 1",
          [province, type, like],
        )
      )[0]?.score ?? 'missing',
    )

/** A major-level line (山东/浙江 rows): the newest min score of that major at that college. */
export const majorLine =
  (school: string, province: string, major: string): FactReader =>
  async (db) =>
    String(
      (
        await db.query<{ min_score: number }>(
          "SELECT min_score FROM admission_results WHERE institution_name = $1 AND province_code = $2 AND major_name LIKE $3 AND min_score IS NOT NULL AND (plan_type IS NULL OR plan_type = '普通类') ORDER BY year DESC, min_score LIMIT 1",
          [school, province, `%${major}%`],
        )
      )[0]?.min_score ?? 'missing',
    )

const ORDINARY_ROW = "(plan_type IS NULL OR plan_type = '普通类')"

/** Seats of one major (name prefix) at a college in a province's newest plan year. */
export const majorPlanSeats =
  (school: string, province: string, major: string): FactReader =>
  async (db) =>
    String(
      (
        await db.query<{ n: number }>(
          `SELECT SUM(plan_count)::int AS n FROM enrollment_plans WHERE institution_name = $1 AND province_code = $2 AND major_name LIKE $3 AND ${ORDINARY_ROW}
         AND year = (SELECT MAX(year) FROM enrollment_plans WHERE institution_name = $1 AND province_code = $2)`,
          [school, province, `${major}%`],
        )
      )[0]?.n ?? 'missing',
    )

/** A 专业组 code of the college's newest ordinary plan (or results) of that track in the province. */
export const groupOf =
  (school: string, province: string, type: string): FactReader =>
  async (db) => {
    for (const table of ['enrollment_plans', 'admission_results']) {
      const rows = await db.query<{ major_group: string }>(
        `SELECT major_group FROM ${table} WHERE institution_name = $1 AND province_code = $2 AND subject_type = $3 AND major_group IS NOT NULL AND major_group <> '' AND ${ORDINARY_ROW}
         ORDER BY year DESC, major_group LIMIT 1`,
        [school, province, type],
      )
      if (rows[0]) return rows[0].major_group.replace(/^.*?(\d+).*$/, '$1')
    }
    return 'missing'
  }

/** The college's lowest ordinary min score in its newest year of that track (undergraduate batches). */
export const schoolLine =
  (school: string, province: string, type: string): FactReader =>
  async (db) =>
    String(
      (
        await db.query<{ s: number }>(
          `SELECT MIN(min_score)::int AS s FROM admission_results WHERE institution_name = $1 AND province_code = $2 AND subject_type = $3 AND ${ORDINARY_ROW} AND batch !~ '(提前|专科)'
         AND year = (SELECT MAX(year) FROM admission_results WHERE institution_name = $1 AND province_code = $2 AND subject_type = $3 AND min_score IS NOT NULL)`,
          [school, province, type],
        )
      )[0]?.s ?? 'missing',
    )

export const rankingOf =
  (school: string): FactReader =>
  async (db) => {
    const r = (
      await db.query<{ ruanke_rank: number | null; ruanke_rank_label: string | null }>(
        'SELECT ruanke_rank, ruanke_rank_label FROM institutions WHERE name = $1',
        [school],
      )
    )[0]
    return r?.ruanke_rank_label || (r?.ruanke_rank !== null && r?.ruanke_rank !== undefined ? String(r.ruanke_rank) : 'missing')
  }

/** Every college with its 985/211 flags (to find the ones an answer names). */
export function collegeNames(db: Db): Promise<{ id: string; name: string; is_985: boolean; is_211: boolean }[]> {
  return db.query<{ id: string; name: string; is_985: boolean; is_211: boolean }>('SELECT id, name, is_985, is_211 FROM institutions')
}

/** How many ordinary admission results the college has in the province for these track labels. */
export async function ordinaryResultCount(db: Db, institutionId: string, province: string, labels: string[]): Promise<number> {
  const rows = await db.query<{ n: number }>(
    "SELECT COUNT(*)::int AS n FROM admission_results WHERE institution_id = $1 AND province_code = $2 AND subject_type = ANY($3) AND (plan_type IS NULL OR plan_type = '普通类')",
    [institutionId, province, labels],
  )
  return rows[0]?.n ?? 0
}

/** Whether the college (by id or name) carries the tag; undefined when it is not in the data. */
export async function collegeHasTag(db: Db, by: { id: string } | { name: string }, tag: keyof typeof tagColumn): Promise<boolean | undefined> {
  const [column, value] = 'id' in by ? ['id', by.id] : ['name', by.name]
  const rows = await db.query<{ ok: boolean }>(`SELECT ${tagColumn[tag]} AS ok FROM institutions WHERE ${column} = $1`, [value])
  return rows[0]?.ok
}

/** The worst min rank of the college's ordinary undergraduate lines of these tracks in its newest year with ranks. */
export async function worstOrdinaryRank(db: Db, school: string, province: string, labels: string[]): Promise<number | null | undefined> {
  const rows = await db.query<{ worst: number | null }>(
    `SELECT MAX(min_rank)::int AS worst FROM admission_results WHERE institution_name = $1 AND province_code = $2 AND subject_type = ANY($3)
       AND (plan_type IS NULL OR plan_type = '普通类') AND batch !~ '(提前|专科|征集)'
       AND year = (SELECT MAX(year) FROM admission_results WHERE institution_name = $1 AND province_code = $2 AND subject_type = ANY($3) AND min_rank IS NOT NULL)`,
    [school, province, labels],
  )
  return rows[0]?.worst
}

/**
 * The evaluation's one student: signed in, a member (the evaluation measures the whole assistant; what a
 * non-member is told instead of a chance is tested in ai-free-tier.data.test.ts), without a saved score profile.
 */
export async function freshStudent(db: Db, mobile: string): Promise<number> {
  const user = (
    await db.query<{ id: number }>(
      'INSERT INTO users (mobile, member_type) VALUES ($1, 1) ON CONFLICT (mobile) DO UPDATE SET mobile = EXCLUDED.mobile, member_type = 1 RETURNING id',
      [mobile],
    )
  )[0]!
  await db.query('DELETE FROM score_profiles WHERE user_id = $1', [user.id])
  return user.id
}

/** The province a holdout profile names (full name, short name, or a name starting with the short name). */
export async function provinceCodeNamed(db: Db, name: string): Promise<string | null> {
  const rows = await db.query<{ code: string }>("SELECT code FROM provinces WHERE name = $1 OR short_name = $1 OR $1 LIKE short_name || '%'", [name])
  return rows[0]?.code ?? null
}
