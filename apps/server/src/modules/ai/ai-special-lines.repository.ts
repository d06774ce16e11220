import type { Db } from '../../db/client.ts'

/**
 * The rows a quoted line is checked against in their own wording (ADR 168): the college lines the app shows keep only a
 * plan type, while the name a special plan goes by (振兴龙江计划, 八协计划, 边防军人子女预科班) and a major's own line live
 * in the row's institution, group and major text.
 */
export type CollegeRow = {
  year: number
  subject_type: string
  batch: string | null
  unit_level: string
  institution_name: string
  major_group: string | null
  major_name: string | null
  min_score: number | null
  min_rank: number | null
  plan_type: string | null
}

/** A college's admission rows in one province, every plan, 艺术/体育 left out (a quoted line is never one of theirs). */
export function collegeRowsIn(db: Db, schoolId: string, provinceCode: string): Promise<CollegeRow[]> {
  return db.query<CollegeRow>(
    `SELECT year, subject_type, batch, unit_level, institution_name, major_group, major_name, min_score, min_rank, plan_type
       FROM admission_results
      WHERE institution_id = $1 AND province_code = $2 AND min_score IS NOT NULL
        AND subject_type !~ '艺术|体育' AND coalesce(plan_type, '') NOT IN ('艺术', '体育')`,
    [schoolId, provinceCode],
  )
}

export type BachelorLine = { year: number; subject_type: string; score: number }

/** The province's ordinary 本科 control line per year and track (the lowest where a year has several 本科 batches). */
export function bachelorLinesIn(db: Db, provinceCode: string): Promise<BachelorLine[]> {
  return db.query<BachelorLine>(
    `SELECT year, subject_type, min(score)::int AS score FROM control_lines
      WHERE province_code = $1 AND batch_key = 'bk' AND category = '普通类' AND score IS NOT NULL
      GROUP BY year, subject_type`,
    [provinceCode],
  )
}
