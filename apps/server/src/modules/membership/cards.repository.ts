import type { Db } from '../../db/client.ts'
import type { CardRow } from '../../services/card-batches.ts'

/** Activation cards: the lookup and the one claim that activates a card. */
export function createCards(db: Db) {
  return {
    async byNo(cardNo: string): Promise<CardRow | null> {
      const rows = await db.query<CardRow>(`SELECT c.*, b.activate_before FROM cards c JOIN card_batches b ON b.id = c.batch_id WHERE c.card_no = $1`, [cardNo])
      return rows[0] ?? null
    },
    /** The one gate for activation: only the first of any number of concurrent calls gets the row. */
    async claim(tx: Db, cardNo: string, userId: number, now: Date): Promise<boolean> {
      const rows = await tx.query('UPDATE cards SET activated_by = $2, activated_at = $3 WHERE card_no = $1 AND activated_at IS NULL RETURNING card_no', [
        cardNo,
        userId,
        now,
      ])
      return rows.length === 1
    },
  }
}
