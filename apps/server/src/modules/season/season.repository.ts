import type { Db } from '../../db/client.ts'

export type ProvinceRow = { code: string; short_name: string; slug: string }

/** Every province of the reference data, by code. */
export function provinceRows(db: Db): Promise<ProvinceRow[]> {
  return db.query<ProvinceRow>('SELECT code, short_name, slug FROM provinces ORDER BY code')
}
