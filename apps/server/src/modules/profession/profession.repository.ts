import type { Db } from '../../db/client.ts'

export type CareerRow = {
  code: string
  name: string
  level: number
  parent_code: string | null
  holland: string | null
  description: string | null
  editorial_source_id: string | null
  source_id: string
  quality: string
}

/** Every occupation or industry, by code (parents before their children). */
export function careerRows(db: Db, table: 'occupations' | 'industries'): Promise<CareerRow[]> {
  return db.query<CareerRow>(`SELECT code, name, level, parent_code, holland, description, editorial_source_id, source_id, quality FROM ${table} ORDER BY code`)
}
