import type { Db } from '../../db/client.ts'
import { userChanged } from '../../services/user-cache.ts'
import { createCatalogue } from './catalogue.repository.ts'
import { grantProduct } from './grants.ts'
import { createOrders, type OrderRow } from './orders.repository.ts'

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
    const orders = createOrders(tx)
    const order = await orders.byNo(payment.orderNo)
    if (!order) return { outcome: 'unknown_order', order: null }
    if (order.gateway !== payment.gateway) return { outcome: 'gateway_mismatch', order }
    if (order.amount_fen !== payment.amountFen) return { outcome: 'amount_mismatch', order }
    const paid = await orders.markPaid(order.id, payment.tradeNo, payment.amountFen, now)
    if (!paid) return { outcome: 'duplicate', order }
    const product = await createCatalogue(tx).byId(paid.product_id)
    if (!product) throw new Error(`order ${paid.order_no} names a missing product`)
    await grantProduct(tx, { userId: paid.user_id, product, now, source: { source: 'order', ref: paid.order_no }, strict: false })
    const done = await orders.markFulfilled(paid.id, now)
    return { outcome: 'fulfilled', order: done ?? paid }
  })
  // after the commit: cached entitlements on every instance see the grant on their next read (ADR 025)
  if (applied.outcome === 'fulfilled' && applied.order) userChanged(db, applied.order.user_id)
  return applied
}
