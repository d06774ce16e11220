import { ConsultingProductId, ErrorCode, type TicketDetail } from '@gk/contract'
import {
  addTicketMessage,
  DELIVERY_DAYS,
  syncTickets,
  ticketById,
  ticketMessages,
  toTicketSummary,
  transitionTicket,
  type TicketRow,
} from '../../services/consult-tickets.ts'
import { AppError } from '../../kernel/app-error.ts'
import type { RequestContext } from '../../http/context.ts'
import { defineHandlers } from '../../http/endpoint.ts'
import { createConsultingRepository } from './consulting.repository.ts'

const SERVICE_OF: Record<number, 'review' | 'custom' | 'parentCourse'> = {
  [ConsultingProductId.review]: 'review',
  [ConsultingProductId.custom]: 'custom',
  [ConsultingProductId.parentCourse]: 'parentCourse',
}

async function servicesOf(ctx: RequestContext) {
  const rows = await createConsultingRepository(ctx.db).services()
  return rows.map((p) => {
    const service = SERVICE_OF[p.id] ?? 'review'
    return {
      Service: service,
      ProductId: p.id,
      Name: p.name,
      Description: p.description,
      Price: p.price_fen,
      OriginalPrice: p.original_price_fen,
      DeliveryDays: service === 'parentCourse' ? 0 : DELIVERY_DAYS[service],
    }
  })
}

/** The student's own ticket, or "not found" (another user's ticket reveals nothing). */
async function ownTicket(ctx: RequestContext, ticketId: number): Promise<TicketRow> {
  const { userId } = ctx.requireUser()
  await syncTickets(ctx.db, ctx.now())
  const row = await ticketById(ctx.db, ticketId)
  if (!row || row.user_id !== userId || row.state === 'unpaid') throw new AppError(ErrorCode.TicketNotFound)
  return row
}

/** Orders go through the membership pay call in-process, so price, idempotency and notify are theirs. */
async function payOrder(ctx: RequestContext, productId: number, idempotencyKey: string | undefined) {
  const paid = await ctx.invoke('Payment/WechatPayForH5', { ProductId: productId, ...(idempotencyKey ? { IdempotencyKey: idempotencyKey } : {}) })
  return { OrderNo: paid.OrderNo, Amount: paid.Amount, SandboxPayUrl: paid.SandboxPayUrl, PayUrl: paid.h5_url }
}

/** Expert consulting for students: services, tickets, messages. */
export const consultingHandlers = defineHandlers({
  async 'Consulting/Home'(_input, ctx) {
    return { Services: await servicesOf(ctx), Experts: await createConsultingRepository(ctx.db).experts() }
  },

  async 'Consulting/TicketCreate'(input, ctx) {
    const { userId } = ctx.requireUser()
    let wish: { id: number; version: number; name: string } | null = null
    if (input.Service === 'review' && input.WishId !== undefined) {
      // the wish module's own owner check: another user's table answers "not found"
      const detail = await ctx.invoke('User/WishDetail', { WishId: input.WishId })
      if (detail.WishCount === 0) throw new AppError(ErrorCode.InvalidInput, '志愿表是空的，请先填报志愿')
      wish = { id: detail.WishId, version: detail.Version, name: detail.Name }
    }
    const productId = input.Service === 'review' ? ConsultingProductId.review : ConsultingProductId.custom
    const order = await payOrder(ctx, productId, input.IdempotencyKey)
    const ticket = await createConsultingRepository(ctx.db).insertTicket({
      userId,
      service: input.Service,
      orderNo: order.OrderNo,
      wishId: wish?.id ?? null,
      wishVersion: wish?.version ?? null,
      wishName: wish?.name ?? '',
      questionnaire: input.Service === 'custom' ? (input.Questionnaire ?? null) : null,
      now: ctx.now(),
    })
    return { TicketId: ticket.id, ...order }
  },

  async 'Consulting/TicketList'(_input, ctx) {
    const { userId } = ctx.requireUser()
    await syncTickets(ctx.db, ctx.now())
    return (await createConsultingRepository(ctx.db).ticketsOf(userId)).map(toTicketSummary)
  },

  async 'Consulting/TicketDetail'(input, ctx): Promise<TicketDetail> {
    const row = await ownTicket(ctx, input.TicketId)
    return {
      ...toTicketSummary(row),
      Questionnaire: row.questionnaire,
      Review: row.review,
      Marks: row.marks,
      ResultWishId: row.result_wish_id,
      Messages: await ticketMessages(ctx.db, row.id),
      CanRefund: ['paid', 'assigned', 'in_progress'].includes(row.state),
      CanClose: row.state === 'delivered',
    }
  },

  async 'Consulting/TicketMessage'(input, ctx) {
    const row = await ownTicket(ctx, input.TicketId)
    if (row.state === 'closed' || row.state === 'refunded') throw new AppError(ErrorCode.TicketStateInvalid, '服务已结束，不能再留言')
    await addTicketMessage(ctx.db, row.id, 'student', '我', input.Body, ctx.now())
    return null
  },

  async 'Consulting/TicketClose'(input, ctx) {
    const row = await ownTicket(ctx, input.TicketId)
    await transitionTicket(ctx.db, row.id, 'close', ctx.now())
    return null
  },

  async 'Consulting/ParentCourse'(_input, ctx) {
    const { userId } = ctx.requireUser()
    const repo = createConsultingRepository(ctx.db)
    const service = (await servicesOf(ctx)).find((s) => s.Service === 'parentCourse')
    if (!service) throw new AppError(ErrorCode.ProductNotFound)
    const expireAt = await repo.parentCourseExpiry(userId, ctx.now())
    const courses = await repo.parentCourses()
    return {
      Service: service,
      Owned: expireAt !== null,
      ExpireAt: expireAt ? new Date(expireAt).toISOString() : null,
      Courses: courses.map((c) => ({ Id: c.id, Title: c.title, Summary: c.summary, Cover: c.cover })),
    }
  },

  async 'Consulting/ParentCourseBuy'(input, ctx) {
    ctx.requireUser()
    return payOrder(ctx, ConsultingProductId.parentCourse, input.IdempotencyKey)
  },
})
