import { beijingDay, beijingMidnightMs } from '@gk/domain'
import { syncTickets } from '../../services/consult-tickets.ts'
import { requireConsole } from '../../http/console-auth.ts'
import { defineHandlers } from '../../http/endpoint.ts'
import { orderSums, ticketCounts } from './dashboard.repository.ts'
import { unreadTicketCount } from './tickets.repository.ts'

/** The console's landing page: today's orders and refunds (operators, admins) and the tickets that need someone. */
export const dashboardHandlers = defineHandlers({
  async 'Admin/Dashboard'(_input, ctx) {
    const me = await requireConsole(ctx, 'Admin/Dashboard')
    const now = ctx.now()
    await syncTickets(ctx.db, now)
    const day = beijingDay(now)
    const expert = me.role === 'expert'
    const sums = expert ? null : await orderSums(ctx.db, new Date(beijingMidnightMs(day)), new Date(beijingMidnightMs(day, 1)))
    const tickets = await ticketCounts(ctx.db, now, expert ? me.accountId : null)
    return {
      Day: day,
      PaidOrders: sums?.paid ?? null,
      Refunds: sums?.refunded ?? null,
      OverdueTickets: tickets.overdue,
      UnassignedTickets: tickets.unassigned,
      UnreadTickets: await unreadTicketCount(ctx.db, me.role === 'expert' ? me.accountId : null),
    }
  },
})
