import { ErrorCode } from '@gk/contract'
import { syncTickets, type TicketRow } from '../../services/consult-tickets.ts'
import { AppError } from '../../kernel/app-error.ts'
import type { ConsoleUser } from '../../http/console-auth.ts'
import type { RequestContext } from '../../http/context.ts'
import { ticketWithMobile, type Row } from './tickets.repository.ts'

/** How a console call reaches a ticket and the student behind it; shared by the ticket calls and the table editor. */
export async function loadTicket(ctx: RequestContext, id: number): Promise<Row> {
  await syncTickets(ctx.db, ctx.now())
  const row = await ticketWithMobile(ctx.db, id)
  if (!row || row.state === 'unpaid') throw new AppError(ErrorCode.TicketNotFound)
  return row
}

/** After assignment only the assigned expert (or an admin) works on a ticket. */
export function assertWorker(me: ConsoleUser, row: TicketRow) {
  // an unassigned ticket fails on its state instead (assign comes first)
  if (me.role !== 'admin' && row.expert_account_id !== null && row.expert_account_id !== me.accountId)
    throw new AppError(ErrorCode.ConsoleForbidden, '该工单已分配给其他专家')
}

/** The student's data is read through the student's own endpoints, acting for them (owner checks included). */
export function asStudent(ctx: RequestContext, row: TicketRow) {
  return ctx.actingFor({ userId: row.user_id, sessionId: 0 })
}
