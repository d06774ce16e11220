import type { Db } from '../../db/client.ts'

export async function productName(db: Db, productId: number): Promise<{ name: string } | undefined> {
  return (await db.query<{ name: string }>('SELECT name FROM products WHERE id = $1', [productId]))[0]
}

/** Every card of a batch with its activation, by card number. */
export function batchCards(db: Db, batchId: number) {
  return db.query<{ card_no: string; activated_by: number | null; activated_at: Date | null }>(
    'SELECT card_no, activated_by, activated_at FROM cards WHERE batch_id = $1 ORDER BY card_no',
    [batchId],
  )
}
