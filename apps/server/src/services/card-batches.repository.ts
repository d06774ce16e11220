import type { Db } from '../db/client.ts'

/** card_batches and cards, written inside the batch's transaction. */
export function createCardBatchesRepository(tx: Db) {
  return {
    async productExists(productId: number): Promise<boolean> {
      return (await tx.query('SELECT id FROM products WHERE id = $1', [productId])).length > 0
    },
    /**
     * The new batch's id, or `repeatOf` the batch already made for this request key. ON CONFLICT
     * (not a look-up first) so two concurrent requests with one key still make one batch.
     */
    async insertBatch(b: {
      productId: number
      count: number
      note: string
      activateBefore: Date | null
      now: Date
      requestKey?: string
    }): Promise<{ id: number; repeatOf: boolean }> {
      const batch = await tx.query<{ id: number }>(
        `INSERT INTO card_batches (product_id, card_count, note, activate_before, created_at, request_key) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (request_key) DO NOTHING RETURNING id`,
        [b.productId, b.count, b.note, b.activateBefore, b.now, b.requestKey ?? null],
      )
      if (batch[0]) return { id: batch[0].id, repeatOf: false }
      const earlier = await tx.query<{ id: number }>('SELECT id FROM card_batches WHERE request_key = $1', [b.requestKey])
      return { id: earlier[0]!.id, repeatOf: true }
    },
    /** One multi-row insert (PGlite is slow row by row); returns the numbers that went in (a colliding number does not). */
    async insertCards(cards: { cardNo: string; salt: string; secretHash: string }[], batchId: number, productId: number): Promise<Set<string>> {
      const params: unknown[] = []
      const values = cards.map((c, i) => {
        params.push(c.cardNo, c.salt, c.secretHash, batchId, productId)
        const b = i * 5
        return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5})`
      })
      const inserted = await tx.query<{ card_no: string }>(
        `INSERT INTO cards (card_no, secret_salt, secret_hash, batch_id, product_id) VALUES ${values.join(', ')} ON CONFLICT (card_no) DO NOTHING RETURNING card_no`,
        params,
      )
      return new Set(inserted.map((r) => r.card_no))
    },
  }
}
