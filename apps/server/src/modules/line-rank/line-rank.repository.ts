import type { Db } from '../../db/client.ts'

export type ControlLineRow = { year: number; subject_type: string; category: string; batch: string; score: number; source_id: string; quality: string }

/** A province's control lines (批次线), newest year first, optionally of one category. */
export function controlLines(db: Db, provinceCode: string, category?: string): Promise<ControlLineRow[]> {
  const params: unknown[] = [provinceCode]
  let where = 'province_code = $1'
  if (category) where += ` AND category = $${params.push(category)}`
  return db.query<ControlLineRow>(
    `SELECT year, subject_type, category, batch, score, source_id, quality FROM control_lines WHERE ${where} ORDER BY year DESC, batch_key, score DESC`,
    params,
  )
}
