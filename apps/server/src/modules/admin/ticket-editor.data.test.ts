import { ErrorCode } from '@gk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { adminCall, confirmSandboxPay, consoleLogin, signUpStudent } from '../../testing/console-kit.ts'

let app: TestApp
let student: { token: string; userId: number }
let expert: string
let ticketId: number

const wishes = (ids: string[]) => ids.map((UnitId) => ({ UnitId, MajorNames: [], IsAdjustmentAccepted: true }))

beforeAll(async () => {
  app = await buildTestApp({ withDataset: true, env: { PAY_PROVIDER: 'sandbox', SANDBOX_ENDPOINTS: 'true' } })
  student = await signUpStudent(app)
  const profile = await app.call(
    'User/EditUserScore',
    { ProvinceId: 32, Year: 2026, Score: 600, SubjectType: 2, SelectSubjectList: ['chemistry', 'biology'] },
    student.token,
  )
  expect(profile.code).toBe(0)
  const created = await app.call('Consulting/TicketCreate', { Service: 'custom', Questionnaire: { Interests: ['计算机'], Cities: ['南京'] } }, student.token)
  if (created.code !== 0) throw new Error(created.message)
  await confirmSandboxPay(app, created.data.OrderNo)
  ticketId = created.data.TicketId
  expert = (await consoleLogin(app, 'expert', '赵老师')).token
  expect((await adminCall(app, 'Admin/TicketAssign', { TicketId: ticketId }, expert)).code).toBe(0)
  expect((await adminCall(app, 'Admin/TicketStart', { TicketId: ticketId }, expert)).code).toBe(0)
}, 300_000)
afterAll(async () => {
  await app.close()
})

describe("the expert's table editor acts for the student (江苏, a custom ticket)", () => {
  it("finds units by college, each with the chance and 冲稳保 the student's own search gives", async () => {
    const found = await adminCall(app, 'Admin/TicketUnitSearch', { TicketId: ticketId, BatchId: 'undergraduate', Keyword: '南京' }, expert)
    if (found.code !== 0) throw new Error(found.message)
    expect(found.data.List.length).toBeGreaterThan(0)
    expect(found.data.List.every((r) => r.SchoolName.includes('南京'))).toBe(true)
    expect(found.data.List.some((r) => r.Probability !== null && r.Tier !== null)).toBe(true)
    // the consulting package opens the chances to the student too (a 30-day package): the same engine, the same numbers
    const own = await app.call('Wish/MySelfSearchForecast', { BatchId: 'undergraduate', Keyword: '南京', PageIndex: 1, PageSize: 50 }, student.token)
    if (own.code !== 0) throw new Error(own.message)
    const chance = new Map(own.data.List.map((r) => [r.UnitId, [r.Probability, r.Tier]]))
    for (const r of found.data.List) expect([r.Probability, r.Tier]).toEqual(chance.get(r.UnitId))
  })

  it('finds units by major and narrows by group code', async () => {
    const byMajor = await adminCall(app, 'Admin/TicketUnitSearch', { TicketId: ticketId, BatchId: 'undergraduate', Major: '计算机' }, expert)
    if (byMajor.code !== 0) throw new Error(byMajor.message)
    expect(byMajor.data.List.length).toBeGreaterThan(0)
    expect(byMajor.data.List.every((r) => r.Majors.some((m) => m.includes('计算机')) || r.MajorCount > r.Majors.length)).toBe(true)
    const first = byMajor.data.List.find((r) => r.GroupCode)!
    const narrowed = await adminCall(
      app,
      'Admin/TicketUnitSearch',
      { TicketId: ticketId, BatchId: 'undergraduate', Keyword: first.SchoolName, GroupCode: first.GroupCode! },
      expert,
    )
    expect(narrowed.code === 0 && narrowed.data.List.map((r) => r.UnitId)).toContain(first.UnitId)
    expect(narrowed.code === 0 && narrowed.data.List.every((r) => r.GroupCode?.includes(first.GroupCode!))).toBe(true)
    const nothing = await adminCall(app, 'Admin/TicketUnitSearch', { TicketId: ticketId, BatchId: 'undergraduate' }, expert)
    expect(nothing.code === 0 && nothing.data.List).toEqual([])
  })

  it('starts from the one-tap table, analyses a draft and names what is not a unit of the batch', async () => {
    const auto = await adminCall(app, 'Admin/TicketAutoTable', { TicketId: ticketId, BatchId: 'undergraduate' }, expert)
    if (auto.code !== 0) throw new Error(auto.message)
    expect(auto.data.Wishes.length).toBeGreaterThan(10)
    expect(auto.data.Wishes.every((w) => w.Row.Probability !== null)).toBe(true)
    const ids = auto.data.Wishes.slice(0, 6).map((w) => w.UnitId)
    const analysed = await adminCall(
      app,
      'Admin/TicketTableAnalysis',
      { TicketId: ticketId, BatchId: 'undergraduate', Wishes: wishes([...ids, '北京大学']) },
      expert,
    )
    if (analysed.code !== 0) throw new Error(analysed.message)
    expect(analysed.data.Rows.slice(0, 6).every((r) => r !== null && r.Probability !== null)).toBe(true)
    expect(analysed.data.Rows[6]).toBeNull()
    expect(analysed.data.Analysis.Landing.length).toBeGreaterThan(0)
    // a custom ticket shows the student's newest own table as the starting point
    expect((await adminCall(app, 'Admin/TicketDetail', { TicketId: ticketId }, expert)).data).toMatchObject({ Table: null })
    const own = await app.call('User/WishSpecialtyGroupSave', { BatchId: 'undergraduate', Name: '我自己的表', Wishes: wishes(ids.slice(0, 3)) }, student.token)
    if (own.code !== 0) throw new Error(own.message)
    const detail = await adminCall(app, 'Admin/TicketDetail', { TicketId: ticketId }, expert)
    expect(detail.code === 0 && detail.data.Table?.WishId).toBe(own.data.WishId)
  })

  it("lists a 专业组's majors with the student's own chances, so the expert can choose majors inside the group", async () => {
    const detail = await adminCall(app, 'Admin/TicketDetail', { TicketId: ticketId }, expert)
    // 江苏 本科批 is filled by 专业组, up to six majors a wish
    expect(detail.code === 0 && detail.data.Batches.find((b) => b.BatchId === 'undergraduate')).toMatchObject({
      FillingMode: 'major-group',
      MaxMajorsPerWish: 6,
    })
    const auto = await adminCall(app, 'Admin/TicketAutoTable', { TicketId: ticketId, BatchId: 'undergraduate' }, expert)
    if (auto.code !== 0) throw new Error(auto.message)
    const unit = auto.data.Wishes.find((w) => w.Row.GroupCode && w.Row.MajorCount > 1)!.Row
    const input = { TicketId: ticketId, BatchId: 'undergraduate', SchoolId: unit.SchoolId, GroupCode: unit.GroupCode! }
    const majors = await adminCall(app, 'Admin/TicketGroupMajors', input, expert)
    if (majors.code !== 0) throw new Error(majors.message)
    expect(majors.data.List.length).toBeGreaterThan(1)
    // the group's majors (rows of the college, each a major; the group is the one asked for)
    expect(majors.data.List.map((m) => [m.SchoolId, Boolean(m.MajorName)])).toEqual(majors.data.List.map(() => [unit.SchoolId, true]))
    // the student's major picker gives the same majors with the same chances
    const own = await app.call('Wish/SpecialtyForecast', { BatchId: 'undergraduate', SchoolId: unit.SchoolId, GroupCode: unit.GroupCode! }, student.token)
    if (own.code !== 0) throw new Error(own.message)
    expect(majors.data.List.map((m) => [m.MajorName, m.Probability])).toEqual(own.data.List.map((m) => [m.MajorName, m.Probability]))
    // a wish with two of them chosen and no 调剂 is analysed as the student's editor would
    const chosen = majors.data.List.slice(0, 2).map((m) => m.MajorName!)
    const analysed = await adminCall(
      app,
      'Admin/TicketTableAnalysis',
      { TicketId: ticketId, BatchId: 'undergraduate', Wishes: [{ UnitId: unit.UnitId, MajorNames: chosen, IsAdjustmentAccepted: false }] },
      expert,
    )
    expect(analysed.code === 0 && analysed.data.Rows[0]?.UnitId).toBe(unit.UnitId)
    const other = (await consoleLogin(app, 'expert', '孙老师')).token
    expect((await adminCall(app, 'Admin/TicketGroupMajors', input, other)).code).toBe(ErrorCode.ConsoleForbidden)
  })

  it('answers only the assigned expert (2302 for another expert and an operator, 2301 without a session)', async () => {
    const other = (await consoleLogin(app, 'expert', '钱老师')).token
    const operator = (await consoleLogin(app, 'operator')).token
    const input = { TicketId: ticketId, BatchId: 'undergraduate', Keyword: '南京' }
    expect((await adminCall(app, 'Admin/TicketUnitSearch', input, other)).code).toBe(ErrorCode.ConsoleForbidden)
    expect((await adminCall(app, 'Admin/TicketAutoTable', input, other)).code).toBe(ErrorCode.ConsoleForbidden)
    expect((await adminCall(app, 'Admin/TicketTableAnalysis', { ...input, Wishes: [] }, operator)).code).toBe(ErrorCode.ConsoleForbidden)
    expect((await adminCall(app, 'Admin/TicketUnitSearch', input)).code).toBe(ErrorCode.ConsoleLoginRequired)
    expect((await adminCall(app, 'Admin/TicketUnitSearch', input, undefined, student.token)).code).toBe(ErrorCode.ConsoleLoginRequired)
  })
})

describe('follow-ups after delivery and the landing page', () => {
  it("a student's follow-up is unread for the expert until the ticket is opened; 待处理 lists it meanwhile", async () => {
    const auto = await adminCall(app, 'Admin/TicketAutoTable', { TicketId: ticketId, BatchId: 'undergraduate' }, expert)
    if (auto.code !== 0) throw new Error(auto.message)
    const delivered = await adminCall(
      app,
      'Admin/TicketDeliver',
      {
        TicketId: ticketId,
        Review: '按你的兴趣和城市偏好整理了冲稳保梯度。',
        BatchId: 'undergraduate',
        Wishes: wishes(auto.data.Wishes.map((w) => w.UnitId)),
        Marks: [{ Position: 1, Level: 'warn', Note: '冲刺', Label: auto.data.Wishes[0]!.Row.SchoolName }],
      },
      expert,
    )
    if (delivered.code !== 0) throw new Error(delivered.message)
    const seen = await adminCall(app, 'Admin/TicketDetail', { TicketId: ticketId }, expert)
    // the delivered table is shown as the result, never as the student's own starting table
    expect(seen.code === 0 && [seen.data.Table?.Name, seen.data.Result?.WishId]).toEqual(['我自己的表', delivered.data.ResultWishId])
    const openBefore = await adminCall(app, 'Admin/TicketList', { Scope: 'open' }, expert)
    expect(openBefore.code === 0 && openBefore.data.map((t) => t.TicketId)).not.toContain(ticketId)

    app.clock.advance(60_000)
    expect((await app.call('Consulting/TicketMessage', { TicketId: ticketId, Body: '第3志愿能换成南京的学校吗？' }, student.token)).code).toBe(0)
    const open = await adminCall(app, 'Admin/TicketList', { Scope: 'open' }, expert)
    expect(open.code === 0 && open.data.find((t) => t.TicketId === ticketId)).toMatchObject({ State: 'delivered', Unread: 1 })
    expect(await adminCall(app, 'Admin/TicketUnreadCount', {}, expert)).toMatchObject({ code: 0, data: { Count: 1 } })
    const board = await adminCall(app, 'Admin/Dashboard', {}, expert)
    expect(board.code === 0 && board.data).toMatchObject({ UnreadTickets: 1, PaidOrders: null, Refunds: null })

    app.clock.advance(60_000)
    const detail = await adminCall(app, 'Admin/TicketDetail', { TicketId: ticketId }, expert)
    expect(detail.code === 0 && detail.data.Marks[0]?.Label).toBe(auto.data.Wishes[0]!.Row.SchoolName)
    expect(await adminCall(app, 'Admin/TicketUnreadCount', {}, expert)).toMatchObject({ code: 0, data: { Count: 0 } })
    const after = await adminCall(app, 'Admin/TicketList', { Scope: 'mine' }, expert)
    expect(after.code === 0 && after.data.find((t) => t.TicketId === ticketId)?.Unread).toBe(0)
  })

  it("counts today's paid orders and refunds for operators, and overdue tickets", async () => {
    const operator = (await consoleLogin(app, 'operator')).token
    const before = await adminCall(app, 'Admin/Dashboard', {}, operator)
    if (before.code !== 0) throw new Error(before.message)
    // the custom ticket above was paid today (¥999)
    expect(before.data.PaidOrders!.Count).toBeGreaterThanOrEqual(1)
    expect(before.data.PaidOrders!.AmountFen).toBeGreaterThanOrEqual(99_900)
    const review = await app.call('Consulting/TicketCreate', { Service: 'custom', Questionnaire: { Interests: ['医学'], Cities: [] } }, student.token)
    if (review.code !== 0) throw new Error(review.message)
    await confirmSandboxPay(app, review.data.OrderNo)
    const paid = await adminCall(app, 'Admin/Dashboard', {}, operator)
    expect(paid.code === 0 && paid.data.PaidOrders!.Count).toBe(before.data.PaidOrders!.Count + 1)
    expect(paid.code === 0 && paid.data.UnassignedTickets).toBe(before.data.UnassignedTickets + 1)
    expect((await adminCall(app, 'Admin/OrderRefund', { OrderNo: review.data.OrderNo, Reason: '学生申请退款' }, operator)).code).toBe(0)
    const refunded = await adminCall(app, 'Admin/Dashboard', {}, operator)
    expect(refunded.code === 0 && refunded.data.Refunds!.Count).toBe(before.data.Refunds!.Count + 1)

    const another = await app.call('Consulting/TicketCreate', { Service: 'custom', Questionnaire: { Interests: [], Cities: [] } }, student.token)
    if (another.code !== 0) throw new Error(another.message)
    await confirmSandboxPay(app, another.data.OrderNo)
    // the ticket moves to paid (and gets its deadline) when a ticket call next looks at it
    expect((await adminCall(app, 'Admin/Dashboard', {}, operator)).code).toBe(0)
    app.clock.advance(6 * 24 * 3600_000)
    // a console session lasts a working day: sign in again
    const late = await adminCall(app, 'Admin/Dashboard', {}, (await consoleLogin(app, 'operator')).token)
    expect(late.code === 0 && late.data.OverdueTickets).toBeGreaterThanOrEqual(1)
    expect(late.code === 0 && late.data.PaidOrders!.Count).toBe(0)
  })
})
