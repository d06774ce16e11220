import { beijingDigits } from '@gk/domain'
import { randomInt } from 'node:crypto'
import type { OrderState } from '@gk/contract'
import type { Db } from '../../db/client.ts'
import { createCatalogue } from './catalogue.repository.ts'
import { grantProduct } from './grants.ts'
import { userChanged } from '../../services/user-cache.ts'

export type OrderRow = {
  id: number
  order_no: string
  user_id: number
  product_id: number
  gateway: 'wechat' | 'alipay'
  channel: string
  amount_fen: number
  original_fen: number
  discount_fen: number
  state: OrderState
  gateway_trade_no: string | null
  created_at: Date
  expires_at: Date
  paid_at: Date | null
}

/** GK + Beijing yyyyMMddHHmmss + 8 random digits: sortable, unguessable enough, ≤ 32 chars. */
export function newOrderNo(now: Date): string {
  const stamp = beijingDigits(now)
  return `GK${stamp}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`
}

export type NewOrder = {
  userId: number
  productId: number
  gateway: 'wechat' | 'alipay'
  channel: string
  amountFen: number
  originalFen: number
  discountFen: number
  recommendCode: string | null
  idempotencyKey: string | null
  now: Date
  expiresAt: Date
}

export function createOrders(db: Db) {
  return {
    async byNo(orderNo: string): Promise<OrderRow | null> {
      return (await db.query<OrderRow>('SELECT * FROM orders WHERE order_no = $1', [orderNo]))[0] ?? null
    },
    /** Same user + idempotency key → the existing order (a retried tap never makes a second one). */
    async insert(o: NewOrder): Promise<{ order: OrderRow; isNew: boolean }> {
      const rows = await db.query<OrderRow>(
        `INSERT INTO orders (order_no, user_id, product_id, gateway, channel, amount_fen, original_fen, discount_fen, recommend_code, idempotency_key, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING *`,
        [
          newOrderNo(o.now),
          o.userId,
          o.productId,
          o.gateway,
          o.channel,
          o.amountFen,
          o.originalFen,
          o.discountFen,
          o.recommendCode,
          o.idempotencyKey,
          o.now,
          o.expiresAt,
        ],
      )
      if (rows[0]) return { order: rows[0], isNew: true }
      const existing = await db.query<OrderRow>('SELECT * FROM orders WHERE user_id = $1 AND idempotency_key = $2', [o.userId, o.idempotencyKey])
      if (!existing[0]) throw new Error('order insert conflict without a row')
      return { order: existing[0], isNew: false }
    },
    /** An unpaid order past its time closes (the gateway's time_expire matches). */
    async closeIfExpired(order: OrderRow, now: Date): Promise<OrderRow> {
      if (order.state !== 'created' || new Date(order.expires_at).getTime() > now.getTime()) return order
      const rows = await db.query<OrderRow>(`UPDATE orders SET state = 'closed', closed_at = $2 WHERE id = $1 AND state = 'created' RETURNING *`, [
        order.id,
        now,
      ])
      return rows[0] ?? (await this.byNo(order.order_no)) ?? order
    },
    async logNotification(gateway: string, orderNo: string | null, verdict: string, detail: string, now: Date) {
      await db.query('INSERT INTO pay_notifications (gateway, order_no, verdict, detail, received_at) VALUES ($1, $2, $3, $4, $5)', [
        gateway,
        orderNo?.slice(0, 64) ?? null,
        verdict,
        detail.slice(0, 500),
        now,
      ])
    },
  }
}

export type PaymentOutcome = 'fulfilled' | 'duplicate' | 'unknown_order' | 'amount_mismatch' | 'gateway_mismatch'

/**
 * Applies a verified payment exactly once. The conditional UPDATE is the gate: of any number of
 * concurrent or repeated notifications only one moves the order out of created/closed (a paid
 * closed order is still honoured: the money was taken). The grant runs in the same transaction and
 * is itself unique per order, so a crash between the two cannot grant twice or lose the grant.
 */
export async function applyPayment(
  db: Db,
  payment: { gateway: 'wechat' | 'alipay'; orderNo: string; tradeNo: string; amountFen: number },
  now: Date,
): Promise<{ outcome: PaymentOutcome; order: OrderRow | null }> {
  const applied = await db.transaction(async (tx): Promise<{ outcome: PaymentOutcome; order: OrderRow | null }> => {
    const order = (await tx.query<OrderRow>('SELECT * FROM orders WHERE order_no = $1', [payment.orderNo]))[0]
    if (!order) return { outcome: 'unknown_order', order: null }
    if (order.gateway !== payment.gateway) return { outcome: 'gateway_mismatch', order }
    if (order.amount_fen !== payment.amountFen) return { outcome: 'amount_mismatch', order }
    const moved = await tx.query<OrderRow>(
      `UPDATE orders SET state = 'paid', paid_at = $2, gateway_trade_no = $3
        WHERE id = $1 AND state IN ('created', 'closed') AND amount_fen = $4 RETURNING *`,
      [order.id, now, payment.tradeNo, payment.amountFen],
    )
    const paid = moved[0]
    if (!paid) return { outcome: 'duplicate', order }
    const product = await createCatalogue(tx).byId(paid.product_id)
    if (!product) throw new Error(`order ${paid.order_no} names a missing product`)
    await grantProduct(tx, { userId: paid.user_id, product, now, source: { source: 'order', ref: paid.order_no }, strict: false })
    const done = await tx.query<OrderRow>(`UPDATE orders SET state = 'fulfilled', fulfilled_at = $2 WHERE id = $1 RETURNING *`, [paid.id, now])
    return { outcome: 'fulfilled', order: done[0] ?? paid }
  })
  // after the commit: cached entitlements on every instance see the grant on their next read (ADR 025)
  if (applied.outcome === 'fulfilled' && applied.order) userChanged(db, applied.order.user_id)
  return applied
}
