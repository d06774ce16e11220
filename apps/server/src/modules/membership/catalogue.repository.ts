import type { Db } from '../../db/client.ts'
import type { ProductRow } from './catalogue.ts'

/** The products on sale and the recommend codes. */
export function createCatalogue(db: Db) {
  return {
    async listOnSale(kind?: 'member' | 'package'): Promise<ProductRow[]> {
      return db.query<ProductRow>('SELECT * FROM products WHERE on_sale AND ($1::text IS NULL OR kind = $1) ORDER BY sort, id', [kind ?? null])
    },
    async byId(id: number): Promise<ProductRow | null> {
      return (await db.query<ProductRow>('SELECT * FROM products WHERE id = $1', [id]))[0] ?? null
    },
    async byProductFrom(): Promise<Map<string, string>> {
      const rows = await db.query<{ product_from: string; name: string }>(
        'SELECT product_from, name FROM products WHERE product_from IS NOT NULL ORDER BY on_sale DESC, id',
      )
      const names = new Map<string, string>()
      for (const r of rows) if (!names.has(r.product_from)) names.set(r.product_from, r.name)
      return names
    },
    /** percent off of an active recommend code, or null */
    async recommendPercent(code: string): Promise<number | null> {
      const rows = await db.query<{ percent_off: number }>('SELECT percent_off FROM recommend_codes WHERE code = $1 AND active', [code])
      return rows[0]?.percent_off ?? null
    },
  }
}
