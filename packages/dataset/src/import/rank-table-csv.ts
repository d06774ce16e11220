import type { SqlPort } from '../load/sql-port.ts'

/**
 * Stored 一分一段表 rows as the CSV the yearly import reads (科类,分数,本段人数,累计人数): how a real table of
 * the dataset is brought to the import again, e.g. to prove that full tables still pass its checks.
 */
export async function rankTableCsv(db: SqlPort, provinceCode: string, year: number, subjectTypes: readonly string[]): Promise<string> {
  const rows = await db.query<{ subject_type: string; score: number; count: number | null; cumulative: number }>(
    `SELECT subject_type, score, count, cumulative FROM score_rank_rows
     WHERE province_code = $1 AND year = $2 AND subject_type = ANY($3::text[]) ORDER BY array_position($3::text[], subject_type), score DESC`,
    [provinceCode, year, subjectTypes],
  )
  if (rows.length === 0) throw new Error(`no stored table for ${provinceCode} ${year} ${subjectTypes.join('/')}`)
  return ['科类,分数,本段人数,累计人数', ...rows.map((r) => `${r.subject_type},${r.score},${r.count ?? ''},${r.cumulative}`)].join('\n') + '\n'
}
