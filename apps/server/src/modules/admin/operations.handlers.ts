import { ErrorCode, type TicketState } from '@gk/contract'
import { refundAtGateway } from '../../adapters/pay/refund.ts'
import { TICKET_TRANSITIONS, transitionTicket } from '../../services/consult-tickets.ts'
import { revertOrderGrant } from '../../services/grant-refund.ts'
import { AppError } from '../../kernel/app-error.ts'
import { requireConsole } from '../../http/console-auth.ts'
import { defineHandlers } from '../../http/endpoint.ts'
import { userChanged } from '../../services/user-cache.ts'
import { writeAudit } from './audit.ts'
import { createOperationsRepository, toAdminOrder } from './operations.repository.ts'
import { grantable } from './products.handlers.ts'

/** Operators: orders and refunds, users and grants, card batches (prices: `products.handlers.ts`, partners: `partners.handlers.ts`). */
export const operationsHandlers = defineHandlers({
  async 'Admin/OrderList'(input, ctx) {
    await requireConsole(ctx, 'Admin/OrderList')
    return createOperationsRepository(ctx.db).orderPage(input.Keyword, input.State, input.PageIndex, input.PageSize)
  },

  /**
   * Refunds a paid order: the gateway first (nothing in the sandbox; WeChat Pay / Alipay refund
   * APIs with PAY_PROVIDER=real, one refund number per order so a retry is the same refund), then
   * order, ticket and grant in one transaction. A consulting ticket is refunded with its order,
   * and only before delivery (checked before the money moves, and again inside the transaction).
   */
  async 'Admin/OrderRefund'(input, ctx) {
    const me = await requireConsole(ctx, 'Admin/OrderRefund')
    const now = ctx.now()
    const repo = createOperationsRepository(ctx.db)
    const found = await repo.refundFacts(input.OrderNo)
    if (!found) throw new AppError(ErrorCode.OrderNotFound)
    const refundable =
      (found.state === 'paid' || found.state === 'fulfilled') &&
      (found.ticket_state === null || TICKET_TRANSITIONS.refund.from.includes(found.ticket_state as TicketState))
    if (!refundable) throw new AppError(ErrorCode.RefundNotAllowed)
    try {
      await refundAtGateway(ctx.env, { gateway: found.gateway, orderNo: input.OrderNo, amountFen: found.amount_fen, reason: input.Reason }, now)
    } catch (error) {
      ctx.log.error({ err: error, orderNo: input.OrderNo }, 'gateway refund failed')
      throw new AppError(ErrorCode.PayUnavailable, '支付通道退款失败，请稍后重试或在商户平台处理')
    }
    const after = await ctx.db.transaction(async (tx) => {
      const order = await repo.orderForUpdate(tx, input.OrderNo)
      if (!order) throw new AppError(ErrorCode.OrderNotFound)
      if (order.state !== 'paid' && order.state !== 'fulfilled') throw new AppError(ErrorCode.RefundNotAllowed)
      const ticketId = await repo.ticketIdOfOrder(tx, order.order_no)
      if (ticketId !== null) await transitionTicket(tx, ticketId, 'refund', now)
      await repo.markRefunded(tx, order.order_no, now)
      // the time this order granted comes off; a grant recorded without it ends the product now
      const reverted = await revertOrderGrant(tx, order.order_no, now)
      if (reverted) {
        // other grants (cards, other orders) keep their time
      } else if (order.product_kind === 'package') {
        await repo.endPackageNow(tx, order.user_id, order.product_from, now)
      } else {
        await repo.endMembershipNow(tx, order.user_id, order.member_type, now)
      }
      const refunded = (await repo.orderForUpdate(tx, order.order_no))!
      await writeAudit(tx, me, 'order.refund', `order:${order.order_no}`, toAdminOrder(order), { ...toAdminOrder(refunded), Reason: input.Reason }, now)
      return refunded
    })
    // after the commit: the refunded time is gone from every instance's cached entitlements (ADR 025)
    userChanged(ctx.db, after.user_id)
    return toAdminOrder(after)
  },

  async 'Admin/UserList'(input, ctx) {
    await requireConsole(ctx, 'Admin/UserList')
    return createOperationsRepository(ctx.db).userPage(input.Keyword, input.PageIndex, input.PageSize)
  },

  /** A goodwill or correction grant: the product's membership or package for `Days`, with the reason in the audit log. */
  async 'Admin/UserGrant'(input, ctx) {
    const me = await requireConsole(ctx, 'Admin/UserGrant')
    const repo = createOperationsRepository(ctx.db)
    const before = await repo.user(input.UserId)
    if (!before) throw new AppError(ErrorCode.NotFound, '用户不存在')
    const product = await repo.product(input.ProductId)
    if (!product) throw new AppError(ErrorCode.ProductNotFound)
    if ((product.product_from ?? '').startsWith('consult_'))
      throw new AppError(ErrorCode.InvalidInput, '咨询服务不能直接发放：请让学生下单，或在咨询工单中处理')
    if (!grantable(product)) throw new AppError(ErrorCode.InvalidInput, '该商品已下架，不能发放')
    const now = ctx.now()
    const end = new Date(now.getTime() + input.Days * 86_400_000)
    await ctx.db.transaction(async (tx) => {
      if (product.kind === 'member') {
        await repo.grantMembershipUntil(tx, input.UserId, product.member_type, end, now)
      } else {
        await repo.grantPackageUntil(tx, input.UserId, product.product_from, end, now)
      }
    })
    userChanged(ctx.db, input.UserId)
    const after = (await repo.user(input.UserId))!
    await writeAudit(ctx.db, me, 'user.grant', `user:${input.UserId}`, before, { ...after, ProductId: product.id, Days: input.Days, Reason: input.Reason }, now)
    return after
  },

  async 'Admin/CardBatchList'(_input, ctx) {
    await requireConsole(ctx, 'Admin/CardBatchList')
    const rows = await createOperationsRepository(ctx.db).cardBatches()
    return rows.map((b) => ({
      BatchId: b.id,
      ProductId: b.product_id,
      Note: b.note,
      Count: b.card_count,
      Activated: Number(b.activated),
      Voided: b.voided_at !== null,
      CreatedAt: new Date(b.created_at).toISOString(),
    }))
  },

  /** Voiding closes the batch's activation window now: unused cards answer "expired", used ones stay. */
  async 'Admin/CardBatchVoid'(input, ctx) {
    const me = await requireConsole(ctx, 'Admin/CardBatchVoid')
    const now = ctx.now()
    if (!(await createOperationsRepository(ctx.db).voidBatch(input.BatchId, now))) throw new AppError(ErrorCode.NotFound, '批次不存在或已作废')
    await writeAudit(ctx.db, me, 'cards.void', `batch:${input.BatchId}`, { Voided: false }, { Voided: true, Reason: input.Reason }, now)
    return null
  },
})
