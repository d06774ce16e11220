import { type MemberGroup, MemberGroups, type Product } from '@gk/contract'
import type { Db } from '../../db/client.ts'

export type ProductRow = {
  id: number
  name: string
  kind: 'member' | 'package'
  member_type: number | null
  product_from: string | null
  validity_type: 'season' | 'days'
  valid_days: number | null
  price_fen: number
  original_price_fen: number
  privileges: string
  description: string
  on_sale: boolean
  receivable: boolean
}

export function validityText(p: Pick<ProductRow, 'validity_type' | 'valid_days'>): string {
  return p.validity_type === 'season' ? '有效期至当届录取结束（9月1日零点）' : `${p.valid_days ?? 0}天有效`
}

export function groupsOf(memberType: number | null): MemberGroup[] {
  if (memberType === null) return []
  return (Object.keys(MemberGroups) as MemberGroup[]).filter((g) => (MemberGroups[g] as readonly number[]).includes(memberType))
}

export function toProduct(row: ProductRow): Product {
  return {
    ProductId: row.id,
    Name: row.name,
    Kind: row.kind,
    MemberType: row.member_type,
    ProductFrom: row.product_from,
    ValidityType: row.validity_type,
    ValidDays: row.valid_days,
    ValidityText: validityText(row),
    Price: row.price_fen,
    OriginalPrice: row.original_price_fen,
    Privileges: JSON.parse(row.privileges) as string[],
    Description: row.description,
    Groups: groupsOf(row.member_type),
    OnSale: row.on_sale,
  }
}

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
