import type { Db } from '../../db/client.ts'

/** The college facts three answers read beside the lexicon (ADRs 161–162): its place, its 软科 major grades, its free majors. */

export type CollegePlace = { city: string | null; address?: string | null; campus_cities: string | null }

/** A college's city and address, and the cities of its campuses listed as institutions of their own (山东大学（威海）). */
export async function collegePlace(db: Db, schoolId: string): Promise<CollegePlace | undefined> {
  const rows = await db.query<CollegePlace>(
    `SELECT i.city, i.address, (SELECT string_agg(DISTINCT c.city, ',') FROM institutions c WHERE c.name LIKE i.name || '（%') AS campus_cities
       FROM institutions i WHERE i.id = $1`,
    [schoolId],
  )
  return rows[0]
}

export type MajorRankRow = {
  year: number | null
  subject_name: string | null
  major_id: string | null
  rank: number | null
  grade: string | null
  source_id: string
  n: number
}

/** A college's rows of the 软科 major ranking for the majors asked, newest year first, each with its list's size. */
export function majorRankRows(db: Db, schoolId: string, majorIds: string[]): Promise<MajorRankRow[]> {
  return db.query<MajorRankRow>(
    `SELECT r.year, r.subject_name, r.major_id, r.rank, r.grade, r.source_id,
            (SELECT count(*)::int FROM rankings x WHERE x.kind = 'ruanke-major' AND x.major_id = r.major_id AND x.year = r.year) AS n
       FROM rankings r
      WHERE r.kind = 'ruanke-major' AND r.institution_id = $1 AND r.major_id = ANY($2)
      ORDER BY r.year DESC`,
    [schoolId, majorIds],
  )
}

/** Which of the majors asked are a 国家级一流本科专业建设点 at the college. */
export function firstClassMajorRows(db: Db, schoolId: string, majorIds: string[]): Promise<{ major_id: string }[]> {
  return db.query<{ major_id: string }>(
    `SELECT DISTINCT major_id FROM rankings WHERE kind = 'first-class-major' AND institution_id = $1 AND major_id = ANY($2)`,
    [schoolId, majorIds],
  )
}

export type FreeRow = { major_name: string; province_code: string; year: number; notes: string | null }

/**
 * The plans of the college's newest year that print the major as free: a tuition of 0 (the plan's 免费, ADR 170) or
 * 免费, 免收学费 as a clause of the notes.
 */
export function freeMajorRows(db: Db, schoolId: string): Promise<FreeRow[]> {
  return db.query<FreeRow>(
    `SELECT major_name, province_code, year, notes FROM enrollment_plans
      WHERE institution_id = $1 AND major_name IS NOT NULL
        AND (tuition = 0 OR notes ~ '(^|[,，;；。、 ])(免费|免收学费|免学费|学费全免)([,，;；。、 ]|$)')
        AND year = (SELECT MAX(year) FROM enrollment_plans WHERE institution_id = $1)
      ORDER BY major_name, province_code`,
    [schoolId],
  )
}
