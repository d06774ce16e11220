import type { UnitListRow } from '@gk/contract'
import { requireConsole } from '../../http/console-auth.ts'
import type { RequestContext } from '../../http/context.ts'
import { defineHandlers } from '../../http/endpoint.ts'
import { asStudent, assertWorker, loadTicket } from './ticket-access.ts'
import { unreadTicketCount } from './tickets.repository.ts'

/** the most rows one look-up of the student's lists gives (their page size) */
const LOOKUP = 50

async function studentOf(ctx: RequestContext, name: Parameters<typeof requireConsole>[1], ticketId: number) {
  const me = await requireConsole(ctx, name)
  const row = await loadTicket(ctx, ticketId)
  assertWorker(me, row)
  return asStudent(ctx, row)
}

/**
 * The expert's table editor (ADR 056): every call acts for the ticket's student through the student's own wish
 * endpoints, so the units found, their chances and 冲稳保 and the analysis are those the student's app shows.
 */
export const ticketEditorHandlers = defineHandlers({
  async 'Admin/TicketUnitSearch'(input, ctx) {
    const student = await studentOf(ctx, 'Admin/TicketUnitSearch', input.TicketId)
    if (!input.Keyword && !input.Major && !input.GroupCode) return { List: [], Total: 0, DataNote: '' }
    // by major: the college-first list filtered by the major (as the student's 按专业 filter); by college: the search
    const page = input.Major
      ? await student.invoke('Wish/SchoolFirstListForecast', {
          BatchId: input.BatchId,
          ...(input.Keyword ? { Keyword: input.Keyword } : {}),
          Majors: [input.Major],
          PageIndex: 1,
          PageSize: LOOKUP,
        })
      : await student.invoke('Wish/MySelfSearchForecast', { BatchId: input.BatchId, Keyword: input.Keyword, PageIndex: 1, PageSize: LOOKUP })
    const inGroup = (r: UnitListRow) => !input.GroupCode || (r.GroupCode ?? '').includes(input.GroupCode)
    const rows = page.List.filter(inGroup)
    return { List: rows.slice(0, input.PageSize), Total: input.GroupCode ? rows.length : page.Total, DataNote: page.DataNote ?? '' }
  },

  async 'Admin/TicketTableAnalysis'(input, ctx) {
    const student = await studentOf(ctx, 'Admin/TicketTableAnalysis', input.TicketId)
    return student.invoke('User/WishAnalysis', { BatchId: input.BatchId, Wishes: input.Wishes })
  },

  async 'Admin/TicketAutoTable'(input, ctx) {
    const student = await studentOf(ctx, 'Admin/TicketAutoTable', input.TicketId)
    const table = await student.invoke('Wish/AutoTable', { BatchId: input.BatchId })
    return {
      Wishes: table.Wishes.map((w) => ({ UnitId: w.UnitId, MajorNames: w.MajorNames, IsAdjustmentAccepted: w.IsAdjustmentAccepted, Row: w.Row })),
      Advice: table.Advice,
      MaxWishes: table.MaxWishes,
    }
  },

  async 'Admin/TicketGroupMajors'(input, ctx) {
    const student = await studentOf(ctx, 'Admin/TicketGroupMajors', input.TicketId)
    // the student's major picker: the group's majors with the student's chance of each
    const majors = await student.invoke('Wish/SpecialtyForecast', {
      BatchId: input.BatchId,
      SchoolId: input.SchoolId,
      ...(input.GroupCode ? { GroupCode: input.GroupCode } : {}),
    })
    return { List: majors.List }
  },

  async 'Admin/TicketUnreadCount'(_input, ctx) {
    const me = await requireConsole(ctx, 'Admin/TicketUnreadCount')
    return { Count: await unreadTicketCount(ctx.db, me.role === 'admin' ? null : me.accountId) }
  },
})
