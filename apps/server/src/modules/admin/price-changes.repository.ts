import type { Db } from '../../db/client.ts'
import type { ProductRow } from './operations.repository.ts'

type PriceFields = Pick<ProductRow, 'price_fen' | 'original_price_fen' | 'on_sale'>

export type PriceChangeRow = {
  changed_at: Date
  account_name: string
  old_price_fen: number
  new_price_fen: number
  old_original_fen: number
  new_original_fen: number
  old_on_sale: boolean
  new_on_sale: boolean
}

/** product_price_changes: one row per saved change of a product's price, list price or sale state. */
export function createPriceChangesRepository(db: Db) {
  return {
    async record(productId: number, by: { accountId: number; name: string }, before: PriceFields, after: PriceFields, at: Date): Promise<void> {
      await db.query(
        `INSERT INTO product_price_changes (product_id, account_id, account_name, changed_at, old_price_fen, new_price_fen,
           old_original_fen, new_original_fen, old_on_sale, new_on_sale) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          productId,
          by.accountId,
          by.name,
          at,
          before.price_fen,
          after.price_fen,
          before.original_price_fen,
          after.original_price_fen,
          before.on_sale,
          after.on_sale,
        ],
      )
    },
    async ofProduct(productId: number): Promise<PriceChangeRow[]> {
      return db.query<PriceChangeRow>('SELECT * FROM product_price_changes WHERE product_id = $1 ORDER BY changed_at DESC, id DESC LIMIT 200', [productId])
    },
  }
}
