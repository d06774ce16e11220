import { beijingDigits } from '@gk/domain'
import { randomInt } from 'node:crypto'
import type { OrderState } from '@gk/contract'
import type { Db } from '../../db/client.ts'

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
    /** The gate of a payment: moves a created or closed order to paid once; undefined when it already moved. */
    async markPaid(orderId: number, tradeNo: string, amountFen: number, now: Date): Promise<OrderRow | undefined> {
      const moved = await db.query<OrderRow>(
        `UPDATE orders SET state = 'paid', paid_at = $2, gateway_trade_no = $3
          WHERE id = $1 AND state IN ('created', 'closed') AND amount_fen = $4 RETURNING *`,
        [orderId, now, tradeNo, amountFen],
      )
      return moved[0]
    },
    async markFulfilled(orderId: number, now: Date): Promise<OrderRow | undefined> {
      return (await db.query<OrderRow>(`UPDATE orders SET state = 'fulfilled', fulfilled_at = $2 WHERE id = $1 RETURNING *`, [orderId, now]))[0]
    },
  }
}
