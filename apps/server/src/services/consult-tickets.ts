import { ErrorCode, ticketStateNames, type Mark, type Questionnaire, type TicketState, type TicketSummary } from '@gk/contract'
import { AppError } from '../kernel/app-error.ts'
import type { Db } from '../db/client.ts'
import { createConsultTicketsRepository as tickets } from './consult-tickets.repository.ts'

/**
 * Consulting tickets, shared by the student module (consulting) and the console (admin): both move
 * tickets through the one state machine below, so it lives here rather than in either module.
 */
export type TicketRow = {
  id: number
  user_id: number
  service: 'review' | 'custom'
  order_no: string
  state: TicketState
  wish_id: number | null
  wish_version: number | null
  wish_name: string
  questionnaire: Questionnaire | null
  expert_account_id: number | null
  expert_name: string | null
  review: string
  marks: Mark[]
  result_wish_id: number | null
  created_at: Date
  paid_at: Date | null
  due_at: Date | null
  delivered_at: Date | null
}

export type TicketEvent = 'pay' | 'assign' | 'start' | 'deliver' | 'close' | 'refund'

/** paid → assigned → in progress → delivered → closed; a refund only before delivery; no skipping. */
export const TICKET_TRANSITIONS: Record<TicketEvent, { from: readonly TicketState[]; to: TicketState; stamp: string }> = {
  pay: { from: ['unpaid'], to: 'paid', stamp: 'paid_at' },
  assign: { from: ['paid'], to: 'assigned', stamp: 'assigned_at' },
  start: { from: ['assigned'], to: 'in_progress', stamp: 'started_at' },
  deliver: { from: ['in_progress'], to: 'delivered', stamp: 'delivered_at' },
  close: { from: ['delivered'], to: 'closed', stamp: 'closed_at' },
  refund: { from: ['paid', 'assigned', 'in_progress'], to: 'refunded', stamp: 'refunded_at' },
}

export const serviceNames = { review: '志愿表专家审核', custom: '专家定制志愿' } as const
/** days the expert has from payment */
export const DELIVERY_DAYS = { review: 3, custom: 5 } as const
/** a delivered ticket the student does not close is closed after this many days */
const AUTO_CLOSE_DAYS = 7

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null)

export function toTicketSummary(row: TicketRow): TicketSummary {
  return {
    TicketId: row.id,
    Service: row.service,
    ServiceName: serviceNames[row.service],
    State: row.state,
    StateName: ticketStateNames[row.state],
    OrderNo: row.order_no,
    WishId: row.wish_id,
    WishName: row.wish_name,
    ExpertName: row.expert_name,
    CreatedAt: new Date(row.created_at).toISOString(),
    PaidAt: iso(row.paid_at),
    DueAt: iso(row.due_at),
    DeliveredAt: iso(row.delivered_at),
  }
}

const NOTICE_TITLES: Partial<Record<TicketEvent, (service: string) => string>> = {
  pay: (s) => `${s}：支付成功，正在为你分配专家`,
  assign: (s) => `${s}：专家已接单`,
  deliver: (s) => `${s}：专家已交付结果，请查看`,
  refund: (s) => `${s}：已退款`,
}

/** A per-user message (the tab badge counts unread ones); the key makes each event notify once. */
export async function notifyStudent(db: Db, row: Pick<TicketRow, 'id' | 'user_id' | 'service'>, key: string, title: string, now: Date) {
  const body = `<p>${title}</p><p><a href="#/pages/home/expert-consulting/index?ticket=${row.id}">查看服务详情</a></p>`
  await tickets(db).notifyOnce(row.user_id, `consult:${row.id}:${key}`, title, body, now)
}

export async function addTicketMessage(db: Db, ticketId: number, author: 'student' | 'expert' | 'system', authorName: string, body: string, now: Date) {
  await tickets(db).addMessage(ticketId, author, authorName, body, now)
}

/**
 * Moves a ticket by one event with a conditional UPDATE (two experts or a refund racing a delivery
 * cannot both win); anything else answers 2311 (2312 for a refund after delivery).
 */
export async function transitionTicket(db: Db, ticketId: number, event: TicketEvent, now: Date, patch: Record<string, unknown> = {}): Promise<TicketRow> {
  const rule = TICKET_TRANSITIONS[event]
  const store = tickets(db)
  // paying starts the delivery clock
  const row = await store.move(ticketId, rule, now, event === 'pay' ? DELIVERY_DAYS : null, patch)
  if (!row) {
    if (!(await store.exists(ticketId))) throw new AppError(ErrorCode.TicketNotFound)
    throw new AppError(event === 'refund' ? ErrorCode.RefundNotAllowed : ErrorCode.TicketStateInvalid)
  }
  const title = NOTICE_TITLES[event]
  if (title) await notifyStudent(db, row, event, title(serviceNames[row.service]), now)
  return row
}

/**
 * Payment is confirmed by the membership module's notify route (orders move to paid/fulfilled);
 * tickets follow lazily whenever anyone reads them, so consulting needs no hook inside the payment
 * transaction. Delivered tickets past their acceptance window close here too.
 */
export async function syncTickets(db: Db, now: Date): Promise<void> {
  const paid = await tickets(db).unpaidWithPaidOrder()
  for (const id of paid) {
    await db.transaction(async (tx) => {
      if (!(await tickets(tx).lockUnpaid(id))) return
      await transitionTicket(tx, id, 'pay', now)
      await addTicketMessage(tx, id, 'system', '系统', '订单已支付，等待专家接单。', now)
    })
  }
  await tickets(db).closeDeliveredBefore(AUTO_CLOSE_DAYS, now)
}

export async function ticketById(db: Db, id: number): Promise<TicketRow | null> {
  return tickets(db).byId(id)
}

export type TicketMessageRow = { id: number; author: 'student' | 'expert' | 'system'; author_name: string; body: string; created_at: Date }

export async function ticketMessages(db: Db, id: number) {
  const rows = await tickets(db).messages(id)
  return rows.map((m) => ({ MessageId: m.id, Author: m.author, AuthorName: m.author_name, Body: m.body, CreatedAt: new Date(m.created_at).toISOString() }))
}
