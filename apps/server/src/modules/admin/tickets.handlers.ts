import { subjectLabel } from '@gk/domain'
import { ErrorCode, type AdminTicket, type AdminTicketDetail, type WishTableDetail } from '@gk/contract'
import { addTicketMessage, syncTickets, ticketMessages, toTicketSummary, transitionTicket, type TicketRow } from '../../services/consult-tickets.ts'
import { AppError } from '../../kernel/app-error.ts'
import { requireConsole } from '../../http/console-auth.ts'
import type { RequestContext } from '../../http/context.ts'
import { defineHandlers } from '../../http/endpoint.ts'
import { writeAudit } from './audit.ts'
import { asStudent, assertWorker, loadTicket } from './ticket-access.ts'
import { markExpertSeen, notifyUser, ticketQueue, type Row } from './tickets.repository.ts'

const toAdminTicket = (row: Row): AdminTicket => ({
  ...toTicketSummary(row),
  UserId: row.user_id,
  Mobile: maskMobile(row.mobile),
  ExpertAccountId: row.expert_account_id,
  Unread: row.unread,
})
const maskMobile = (m: string) => (m.length === 11 ? `${m.slice(0, 3)}****${m.slice(7)}` : m)

async function tableOrNull(ctx: RequestContext, row: TicketRow, wishId: number | null): Promise<WishTableDetail | null> {
  if (wishId === null) return null
  try {
    return await asStudent(ctx, row).invoke('User/WishDetail', { WishId: wishId })
  } catch (error) {
    if (error instanceof AppError) return null
    throw error
  }
}

/**
 * A custom ticket has no table of its own: the student's newest table (not the one delivered here) is where the
 * expert can start from and what the student already thought (ADR 056).
 */
async function startingTable(ctx: RequestContext, row: TicketRow): Promise<WishTableDetail | null> {
  if (row.wish_id !== null || row.service !== 'custom') return tableOrNull(ctx, row, row.wish_id)
  const list = await asStudent(ctx, row)
    .invoke('User/WishList', {})
    .catch((error: unknown) => {
      if (error instanceof AppError) return []
      throw error
    })
  const newest = list.filter((t) => t.WishId !== row.result_wish_id).sort((a, b) => b.UpdatedAt.localeCompare(a.UpdatedAt))[0]
  return tableOrNull(ctx, row, newest?.WishId ?? null)
}

async function batchesOf(ctx: RequestContext, row: TicketRow) {
  try {
    const list = await asStudent(ctx, row).invoke('Wish/BatchList', {})
    return list.map((b) => ({
      BatchId: b.BatchId,
      BatchName: b.BatchName,
      IsAvailable: b.IsAvailable,
      FillingMode: b.FillingMode,
      MaxMajorsPerWish: b.MaxMajorsPerWish,
    }))
  } catch (error) {
    if (error instanceof AppError) return []
    throw error
  }
}

/** The expert's side of a ticket: queue, the student's profile and table with analysis, reply, deliver. */
export const adminTicketHandlers = defineHandlers({
  async 'Admin/TicketList'(input, ctx) {
    const me = await requireConsole(ctx, 'Admin/TicketList')
    await syncTickets(ctx.db, ctx.now())
    const scope = me.role === 'operator' && input.Scope === 'mine' ? 'all' : input.Scope
    const rows = await ticketQueue(ctx.db, scope, me.accountId, input.State ?? null)
    return rows.map(toAdminTicket)
  },

  async 'Admin/TicketDetail'(input, ctx): Promise<AdminTicketDetail> {
    const me = await requireConsole(ctx, 'Admin/TicketDetail')
    const row = await loadTicket(ctx, input.TicketId)
    // the assigned expert has now seen the student's follow-ups (an admin or operator looking does not count)
    if (row.expert_account_id !== null && row.expert_account_id === me.accountId) {
      await markExpertSeen(ctx.db, row.id, ctx.now())
      row.unread = 0
    }
    const config = await asStudent(ctx, row).invoke('User/SysUserConfig', {})
    const p = config.ScoreProfile
    return {
      ...toAdminTicket(row),
      Questionnaire: row.questionnaire,
      Review: row.review,
      Marks: row.marks,
      ResultWishId: row.result_wish_id,
      Messages: await ticketMessages(ctx.db, row.id),
      Profile: p
        ? {
            ProvinceName: p.ProvinceName,
            Year: p.Year,
            Score: p.Score,
            Rank: p.Rank,
            SubjectType: p.SubjectTypeName,
            Subjects: p.SelectSubjectList.map(subjectLabel),
            RiskAppetite: p.RiskAppetite,
          }
        : null,
      Table: await startingTable(ctx, row),
      Result: await tableOrNull(ctx, row, row.result_wish_id),
      Batches: p ? await batchesOf(ctx, row) : [],
    }
  },

  async 'Admin/TicketAssign'(input, ctx) {
    const me = await requireConsole(ctx, 'Admin/TicketAssign')
    const row = await loadTicket(ctx, input.TicketId)
    const now = ctx.now()
    await ctx.db.transaction(async (tx) => {
      await transitionTicket(tx, row.id, 'assign', now, { expert_account_id: me.accountId, expert_name: me.displayName })
      await addTicketMessage(tx, row.id, 'system', '系统', `专家${me.displayName}已接单。`, now)
      await writeAudit(tx, me, 'ticket.assign', `ticket:${row.id}`, { State: row.state }, { State: 'assigned', Expert: me.userName }, now)
    })
    return null
  },

  async 'Admin/TicketStart'(input, ctx) {
    const me = await requireConsole(ctx, 'Admin/TicketStart')
    const row = await loadTicket(ctx, input.TicketId)
    assertWorker(me, row)
    const now = ctx.now()
    await ctx.db.transaction(async (tx) => {
      await transitionTicket(tx, row.id, 'start', now)
      await writeAudit(tx, me, 'ticket.start', `ticket:${row.id}`, { State: row.state }, { State: 'in_progress' }, now)
    })
    return null
  },

  async 'Admin/TicketReply'(input, ctx) {
    const me = await requireConsole(ctx, 'Admin/TicketReply')
    const row = await loadTicket(ctx, input.TicketId)
    if (!['assigned', 'in_progress', 'delivered'].includes(row.state)) throw new AppError(ErrorCode.TicketStateInvalid)
    assertWorker(me, row)
    const now = ctx.now()
    await addTicketMessage(ctx.db, row.id, 'expert', me.displayName, input.Body, now)
    await notifyUser(
      ctx.db,
      row.user_id,
      `专家${me.displayName}回复了你的咨询`,
      `<p><a href="#/pages/home/expert-consulting/index?ticket=${row.id}">查看回复</a></p>`,
      now,
    )
    await writeAudit(ctx.db, me, 'ticket.reply', `ticket:${row.id}`, null, { Body: input.Body }, now)
    return null
  },

  async 'Admin/TicketDeliver'(input, ctx) {
    const me = await requireConsole(ctx, 'Admin/TicketDeliver')
    const row = await loadTicket(ctx, input.TicketId)
    assertWorker(me, row)
    if (row.state !== 'in_progress') throw new AppError(ErrorCode.TicketStateInvalid)
    if (row.service === 'custom' && (!input.Wishes?.length || !input.BatchId)) throw new AppError(ErrorCode.InvalidInput, '定制志愿需要交付一张完整的志愿表')
    const now = ctx.now()
    let resultWishId: number | null = null
    if (input.Wishes?.length) {
      const original = await tableOrNull(ctx, row, row.wish_id)
      const batchId = input.BatchId ?? original?.BatchId
      if (!batchId) throw new AppError(ErrorCode.InvalidInput, '请选择批次')
      const body = { BatchId: batchId, Name: `${row.service === 'review' ? '专家修订' : '专家定制'}-${me.displayName}`.slice(0, 30), Wishes: input.Wishes }
      // the table lands in the student's own list through the wish module's save (its checks apply);
      // group-mode provinces have their own save call, chosen by the reviewed table or by trying
      const student = asStudent(ctx, row)
      const groupFirst = original?.FillingMode === 'major-group'
      const first = groupFirst ? 'User/WishSpecialtyGroupSave' : 'User/WishSave'
      const second = groupFirst ? 'User/WishSave' : 'User/WishSpecialtyGroupSave'
      try {
        resultWishId = (await student.invoke(first, body)).WishId
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== ErrorCode.WishModeMismatch) throw error
        resultWishId = (await student.invoke(second, body)).WishId
      }
    }
    await ctx.db.transaction(async (tx) => {
      await transitionTicket(tx, row.id, 'deliver', now, { review: input.Review, marks: JSON.stringify(input.Marks), result_wish_id: resultWishId })
      await addTicketMessage(tx, row.id, 'system', '系统', '专家已交付结果。', now)
      await writeAudit(
        tx,
        me,
        'ticket.deliver',
        `ticket:${row.id}`,
        { State: row.state },
        { State: 'delivered', Marks: input.Marks.length, ResultWishId: resultWishId },
        now,
      )
    })
    return { ResultWishId: resultWishId }
  },
})
