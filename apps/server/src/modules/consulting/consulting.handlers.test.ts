import { ErrorCode, type TicketState } from '@gk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TICKET_TRANSITIONS } from '../../services/consult-tickets.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { adminCall, confirmSandboxPay as payInSandbox, consoleLogin, signUpStudent as signUp } from '../../testing/console-kit.ts'

let app: TestApp
let expert: string
let operator: string

beforeAll(async () => {
  app = await buildTestApp({ env: { PAY_PROVIDER: 'sandbox', SANDBOX_ENDPOINTS: 'true' } })
  expert = (await consoleLogin(app, 'expert', '周老师')).token
  operator = (await consoleLogin(app, 'operator')).token
})
afterAll(async () => {
  await app.close()
})

const questionnaire = { Interests: ['计算机'], Cities: ['南京'], Budget: 'under20k', RiskAppetite: 'balanced' }

/** A paid custom-application ticket of a fresh student. */
async function paidTicket() {
  const student = await signUp(app)
  const created = await app.call('Consulting/TicketCreate', { Service: 'custom', Questionnaire: questionnaire }, student.token)
  if (created.code !== 0) throw new Error(created.message)
  expect(created.data.Amount).toBe(99900)
  expect(await payInSandbox(app, created.data.OrderNo)).toBeLessThan(400)
  return { student, ticketId: created.data.TicketId, orderNo: created.data.OrderNo }
}

/**
 * Delivery of a custom table needs the reference dataset (covered in consulting.data.test.ts); here
 * the ticket is turned into a review without a table so the state machine runs without it.
 */
async function asReview(ticketId: number) {
  await app.db.query("UPDATE consult_tickets SET service = 'review' WHERE id = $1", [ticketId])
}

const review = { Review: '整体梯度合理，第3志愿风险偏高，建议下调。', Marks: [{ Position: 3, Level: 'warn', Note: '冲刺过高' }] }

describe('ticket state machine', () => {
  it('has no event that skips a state, and refunds only before delivery', () => {
    const order: TicketState[] = ['unpaid', 'paid', 'assigned', 'in_progress', 'delivered', 'closed']
    for (const [event, rule] of Object.entries(TICKET_TRANSITIONS)) {
      if (event === 'refund') {
        expect([...rule.from].sort()).toEqual(['assigned', 'in_progress', 'paid'])
        continue
      }
      expect(rule.from).toHaveLength(1)
      expect(order.indexOf(rule.to)).toBe(order.indexOf(rule.from[0]!) + 1)
    }
  })

  it('a paid order opens the ticket with a deadline and a notice for the badge', async () => {
    const { student, ticketId } = await paidTicket()
    const list = await app.call('Consulting/TicketList', {}, student.token)
    expect(list.code === 0 && list.data[0]).toMatchObject({ TicketId: ticketId, State: 'paid', Service: 'custom' })
    if (list.code !== 0) return
    const due = new Date(list.data[0]!.DueAt!).getTime() - new Date(list.data[0]!.PaidAt!).getTime()
    expect(due).toBe(5 * 86_400_000)
    const unread = await app.call('Notice/UnreadCount', {}, student.token)
    expect(unread.code === 0 && unread.data.Messages).toBeGreaterThan(0)
  })

  it('cannot skip: start before assign, deliver before start, close before delivery', async () => {
    const { student, ticketId } = await paidTicket()
    await asReview(ticketId)
    expect((await adminCall(app, 'Admin/TicketStart', { TicketId: ticketId }, expert)).code).toBe(ErrorCode.TicketStateInvalid)
    expect((await adminCall(app, 'Admin/TicketDeliver', { TicketId: ticketId, ...review }, expert)).code).toBe(ErrorCode.TicketStateInvalid)
    expect((await app.call('Consulting/TicketClose', { TicketId: ticketId }, student.token)).code).toBe(ErrorCode.TicketStateInvalid)
    expect((await adminCall(app, 'Admin/TicketAssign', { TicketId: ticketId }, expert)).code).toBe(0)
    expect((await adminCall(app, 'Admin/TicketAssign', { TicketId: ticketId }, expert)).code).toBe(ErrorCode.TicketStateInvalid)
    expect((await adminCall(app, 'Admin/TicketDeliver', { TicketId: ticketId, ...review }, expert)).code).toBe(ErrorCode.TicketStateInvalid)
    expect((await adminCall(app, 'Admin/TicketStart', { TicketId: ticketId }, expert)).code).toBe(0)
    // another expert cannot work on it
    const other = (await consoleLogin(app, 'expert')).token
    expect((await adminCall(app, 'Admin/TicketDeliver', { TicketId: ticketId, ...review }, other)).code).toBe(ErrorCode.ConsoleForbidden)
    const delivered = await adminCall(app, 'Admin/TicketDeliver', { TicketId: ticketId, ...review }, expert)
    expect(delivered.code).toBe(0)
    const detail = await app.call('Consulting/TicketDetail', { TicketId: ticketId }, student.token)
    expect(detail.code === 0 && detail.data).toMatchObject({
      State: 'delivered',
      Review: review.Review,
      Marks: review.Marks,
      ExpertName: '周老师',
      CanRefund: false,
      CanClose: true,
    })
    expect((await app.call('Consulting/TicketClose', { TicketId: ticketId }, student.token)).code).toBe(0)
    expect((await app.call('Consulting/TicketClose', { TicketId: ticketId }, student.token)).code).toBe(ErrorCode.TicketStateInvalid)
  })

  it('refunds before delivery (ticket and order), never after', async () => {
    const early = await paidTicket()
    await adminCall(app, 'Admin/TicketAssign', { TicketId: early.ticketId }, expert)
    const refunded = await adminCall(app, 'Admin/OrderRefund', { OrderNo: early.orderNo, Reason: '学生申请退款' }, operator)
    expect(refunded.code === 0 && refunded.data.State).toBe('refunded')
    const detail = await app.call('Consulting/TicketDetail', { TicketId: early.ticketId }, early.student.token)
    expect(detail.code === 0 && detail.data.State).toBe('refunded')
    expect((await adminCall(app, 'Admin/TicketStart', { TicketId: early.ticketId }, expert)).code).toBe(ErrorCode.TicketStateInvalid)
    expect((await adminCall(app, 'Admin/OrderRefund', { OrderNo: early.orderNo, Reason: '再次退款' }, operator)).code).toBe(ErrorCode.RefundNotAllowed)

    const late = await paidTicket()
    await asReview(late.ticketId)
    await adminCall(app, 'Admin/TicketAssign', { TicketId: late.ticketId }, expert)
    await adminCall(app, 'Admin/TicketStart', { TicketId: late.ticketId }, expert)
    await adminCall(app, 'Admin/TicketDeliver', { TicketId: late.ticketId, ...review }, expert)
    expect((await adminCall(app, 'Admin/OrderRefund', { OrderNo: late.orderNo, Reason: '交付后申请退款' }, operator)).code).toBe(ErrorCode.RefundNotAllowed)
    const order = await app.db.query<{ state: string }>('SELECT state FROM orders WHERE order_no = $1', [late.orderNo])
    expect(order[0]?.state).toBe('fulfilled')
  })

  it('keeps tickets private, carries messages both ways, and rejects bad input', async () => {
    const { student, ticketId } = await paidTicket()
    const stranger = await signUp(app)
    expect((await app.call('Consulting/TicketDetail', { TicketId: ticketId }, stranger.token)).code).toBe(ErrorCode.TicketNotFound)
    expect((await app.call('Consulting/TicketMessage', { TicketId: ticketId, Body: '你好' }, stranger.token)).code).toBe(ErrorCode.TicketNotFound)
    expect((await app.call('Consulting/TicketMessage', { TicketId: ticketId, Body: '请重点看南京的学校' }, student.token)).code).toBe(0)
    await adminCall(app, 'Admin/TicketAssign', { TicketId: ticketId }, expert)
    expect((await adminCall(app, 'Admin/TicketReply', { TicketId: ticketId, Body: '收到，会优先考虑。' }, expert)).code).toBe(0)
    const detail = await app.call('Consulting/TicketDetail', { TicketId: ticketId }, student.token)
    expect(detail.code === 0 && detail.data.Messages.map((m) => m.Author)).toEqual(['system', 'student', 'system', 'expert'])
    expect((await app.call('Consulting/TicketCreate', { Service: 'review' }, student.token)).code).toBe(ErrorCode.InvalidInput)
    expect((await app.call('Consulting/TicketCreate', { Service: 'custom' }, student.token)).code).toBe(ErrorCode.InvalidInput)
    expect((await app.call('Consulting/TicketCreate', { Service: 'x' }, student.token)).code).toBe(ErrorCode.InvalidInput)
    expect((await app.call('Consulting/TicketList', {})).code).toBe(ErrorCode.SessionExpired)
  })

  it('sells the parent course through the same order flow', async () => {
    const student = await signUp(app)
    const before = await app.call('Consulting/ParentCourse', {}, student.token)
    expect(before.code === 0 && before.data.Owned).toBe(false)
    const order = await app.call('Consulting/ParentCourseBuy', {}, student.token)
    expect(order.code).toBe(0)
    if (order.code !== 0) return
    await payInSandbox(app, order.data.OrderNo)
    const after = await app.call('Consulting/ParentCourse', {}, student.token)
    expect(after.code === 0 && after.data.Owned).toBe(true)
    const home = await app.call('Consulting/Home', {})
    // the seeded experts were samples (示例) and are not shown to students
    expect(home.code === 0 && home.data.Experts.filter((e) => e.Title.includes('示例'))).toEqual([])
    expect(home.code === 0 && home.data.Services.map((s) => s.Service)).toEqual(['review', 'custom', 'parentCourse'])
  })
})
