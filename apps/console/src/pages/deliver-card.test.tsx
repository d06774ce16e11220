import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { AdminTicketDetail, UnitListRow, UnitRow } from '@gk/contract'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fakeServer, ok, stubBrowser, ticket } from '../test/fake-server.ts'
import { DeliverCard } from './deliver-card.tsx'
import { unitLabel as unitLabelOf } from './wish-format.tsx'
import { render } from '../test/render.tsx'

// antd's first renders take seconds on a loaded two-core machine: room for the steps, not a speed target
const WAIT = { timeout: 15_000 }

function listRow(unitId: string, school: string, group: string, over: Partial<UnitListRow> = {}): UnitListRow {
  return {
    UnitId: unitId,
    SchoolId: unitId.split(':')[1] ?? '1',
    SchoolName: school,
    GroupCode: group,
    MajorName: null,
    City: '南京',
    SchoolProvince: '江苏',
    Tags: [],
    Nature: '公办',
    SchoolType: '综合',
    RequirementText: '物理+化学',
    History: [],
    PlanCount: 20,
    Tuition: 5200,
    MajorCount: 2,
    Majors: ['计算机科学与技术', '软件工程'],
    MajorsSource: 'plan',
    PlanType: '普通类',
    Eligibility: '',
    IsDerived: false,
    HistoryNote: '',
    Probability: 0.42,
    Tier: 'reach',
    TierName: '冲',
    Reason: '',
    Confidence: 'medium',
    ConfidenceNote: '',
    IneligibleReasons: [],
    ...over,
  }
}
const fullRow = (r: UnitListRow): UnitRow => ({ ...r, History: [], BatchId: 'undergraduate', SchoolCode: null, ExpectedRank: null, IsEstimate: true })

const nju = listRow('g:1:3101:03', '南京大学', '03')
const njuMed = listRow('g:1:3101:05', '南京大学', '05', { IneligibleReasons: ['选科不符：需选考生物'], Probability: null, Tier: null, TierName: '' })
const seu = listRow('g:2:3102:01', '东南大学', '01', { Probability: 0.81, Tier: 'safe', TierName: '保' })
const rows = new Map([nju, njuMed, seu].map((r) => [r.UnitId, r]))

function detail(over: Partial<AdminTicketDetail> = {}): AdminTicketDetail {
  return {
    ...ticket({ TicketId: 7, Service: 'custom', ServiceName: '专家定制志愿', State: 'in_progress', StateName: '专家处理中', WishId: null }),
    Questionnaire: null,
    Review: '',
    Marks: [],
    ResultWishId: null,
    Messages: [],
    Profile: null,
    Table: null,
    Result: null,
    Batches: [{ BatchId: 'undergraduate', BatchName: '本科批', IsAvailable: true, FillingMode: 'major-group', MaxMajorsPerWish: 2 }],
    ...over,
  }
}

function analysisOf(body: unknown) {
  const wishes = (body as { Wishes: { UnitId: string }[] }).Wishes
  const found = wishes.map((w) => rows.get(w.UnitId))
  return ok({
    Rows: found.map((r) => (r ? fullRow(r) : null)),
    Analysis: {
      Findings: [],
      Landing: wishes.map((w) => ({ UnitId: w.UnitId, Landing: 0.3, Adjusted: 0, Returned: 0 })),
      NoAdmission: 0.1,
      Returned: 0,
      Admitted: 0.9,
      ExpectedPosition: 1,
      MostLikelyUnitId: null,
      SuggestedOrder: null,
      Summary: `共${wishes.length}个志愿，录取可能90%`,
    },
  })
}

function show(t: AdminTicketDetail, act = vi.fn(async (fn: () => Promise<unknown>) => (await fn(), true))) {
  const server = fakeServer({
    'Admin/TicketUnitSearch': (body) => {
      const b = body as { Keyword: string; GroupCode: string }
      return ok({ List: [nju, njuMed, seu].filter((r) => r.SchoolName.includes(b.Keyword) && r.GroupCode!.includes(b.GroupCode)), Total: 3, DataNote: '' })
    },
    'Admin/TicketTableAnalysis': analysisOf,
    'Admin/TicketAutoTable': ok({
      Wishes: [seu, nju].map((r) => ({ UnitId: r.UnitId, MajorNames: [], IsAdjustmentAccepted: true, Row: fullRow(r) })),
      Advice: [],
      MaxWishes: 40,
    }),
    'Admin/TicketDeliver': ok({ ResultWishId: 99 }),
    'Admin/TicketGroupMajors': (body) => {
      const b = body as { SchoolId: string; GroupCode: string }
      const group = [nju, seu].find((r) => r.SchoolId === b.SchoolId && r.GroupCode === b.GroupCode)!
      return ok({ List: ['计算机科学与技术', '软件工程', '人工智能'].map((m, i) => fullRow({ ...group, MajorName: m, Probability: 0.3 + i / 10 })) })
    },
  })
  vi.stubGlobal('fetch', vi.fn(server.fetch))
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <DeliverCard t={t} act={act} />
    </QueryClientProvider>,
  )
  return server
}

// plain DOM look-ups: role queries over antd's tables take seconds each in jsdom
const editorRows = () =>
  [...screen.getByTestId('wish-editor').querySelectorAll<HTMLElement>('tr[data-row-key]')].filter((r) => !r.closest('[data-testid="unit-search"]'))
const button = (text: string | RegExp) => screen.getByText(text).closest('button')!

async function search(keyword: string, add: string) {
  fireEvent.change(screen.getByPlaceholderText('院校名称或拼音'), { target: { value: keyword } })
  fireEvent.click(button(/^搜\s*索$/))
  return screen.findByLabelText<HTMLButtonElement>(`添加 ${add}`, {}, WAIT)
}

beforeAll(stubBrowser)
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  // the review and marks are kept as local drafts per ticket
  localStorage.clear()
})

describe("the expert's table editor", { timeout: 120_000 }, () => {
  it('adds units found by college with their chance and tier, and re-runs the analysis on each change', async () => {
    const server = show(detail())
    const add = await search('南京', '南京大学 专业组03')
    const found = within(screen.getByTestId('unit-search'))
    expect(found.getByText('南京大学 专业组03')).toBeTruthy()
    expect(found.getByText('42%')).toBeTruthy()
    expect(found.getAllByText('冲').length).toBeGreaterThan(0)
    // a unit the student cannot fill cannot be added
    expect(found.getByLabelText<HTMLButtonElement>('添加 南京大学 专业组05').disabled).toBe(true)
    fireEvent.click(add)
    await screen.findByText('共1个志愿，录取可能90%', {}, WAIT)
    expect(editorRows()).toHaveLength(1)
    fireEvent.click(await search('东南', '东南大学 专业组01'))
    await screen.findByText('共2个志愿，录取可能90%', {}, WAIT)
    const analyses = server.calls.filter((c) => c.name === 'Admin/TicketTableAnalysis').map((c) => (c.body as { Wishes: { UnitId: string }[] }).Wishes.length)
    expect(analyses).toEqual([1, 2])
    expect(within(editorRows()[1]!).getByText('81%')).toBeTruthy()
    // moving a wish asks again
    fireEvent.click(within(editorRows()[1]!).getByText(/上\s*移/))
    await waitFor(() => expect(server.calls.filter((c) => c.name === 'Admin/TicketTableAnalysis')).toHaveLength(3), WAIT)
    expect(within(editorRows()[0]!).getByText('东南大学 专业组01')).toBeTruthy()
  })

  it('a custom ticket without a table of the student starts from a one-tap draft', async () => {
    show(detail())
    expect(screen.getByText('尚未添加志愿：从上方搜索添加，或一键生成初稿')).toBeTruthy()
    fireEvent.click(button('一键生成初稿'))
    await screen.findByText('共2个志愿，录取可能90%', {}, WAIT)
    expect(editorRows().map((r) => r.getAttribute('data-row-key'))).toEqual([seu.UnitId, nju.UnitId])
    expect(screen.getByTestId('wish-count').textContent).toBe('已选 2 / 40 个志愿')
  })

  it('a wish the batch does not hold is named and blocks delivery', async () => {
    const table = {
      WishId: 5,
      Version: 1,
      Name: '我的表',
      BatchId: 'undergraduate',
      BatchName: '本科批',
      FillingMode: 'major-group',
      ProvinceId: 32,
      ProvinceName: '江苏',
      Year: 2026,
      Score: 600,
      Rank: 20000,
      WishCount: 2,
      UpdatedAt: '2026-11-20T00:00:00.000Z',
      MaxWishes: 40,
      MaxMajorsPerWish: 6,
      HasAdjustment: true,
      Wishes: [
        { UnitId: nju.UnitId, MajorNames: [], IsAdjustmentAccepted: true, Row: fullRow(nju) },
        { UnitId: 'g:9:9999:01', MajorNames: [], IsAdjustmentAccepted: true, Row: null },
      ],
      Analysis: (analysisOf({ Wishes: [] }).data as { Analysis: unknown }).Analysis,
    } as unknown as NonNullable<AdminTicketDetail['Table']>
    show(detail({ Service: 'review', ServiceName: '志愿表专家审核', WishId: 5, Table: table }))
    expect(await screen.findByText(/该批次没有这个志愿：g:9:9999:01/, {}, WAIT)).toBeTruthy()
    fireEvent.change(screen.getByTestId('review-text'), { target: { value: '整体梯度合理，建议删除无效志愿后再提交。' } })
    const deliver = button('交付给学生')
    expect(deliver.disabled).toBe(true)
    fireEvent.click(within(editorRows()[1]!).getByText(/删\s*除/))
    await waitFor(() => expect(deliver.disabled).toBe(false), WAIT)
  })

  it('chooses majors inside a 专业组 from the group’s majors, keeps the whole table as a local draft, and delivers them', async () => {
    const first = show(detail())
    fireEvent.click(button('一键生成初稿'))
    await screen.findByText('共2个志愿，录取可能90%', {}, WAIT)
    fireEvent.click(screen.getByLabelText(`选择专业 ${unitLabelOf(nju)}`))
    const picker = await screen.findByTestId('group-majors', {}, WAIT)
    await within(picker).findByText('软件工程', {}, WAIT)
    const asked = first.calls.find((c) => c.name === 'Admin/TicketGroupMajors')!.body
    expect(asked).toMatchObject({ TicketId: 7, BatchId: 'undergraduate', SchoolId: nju.SchoolId, GroupCode: '03' })
    // each major with the student's chance; at most the batch's two, in the order ticked
    expect(within(picker).getByText('50%')).toBeTruthy()
    fireEvent.click(within(picker).getByText('软件工程'))
    fireEvent.click(within(picker).getByText('计算机科学与技术'))
    expect(within(picker).getByText('人工智能').closest('label')!.querySelector('input')!.disabled).toBe(true)
    fireEvent.click(within(picker).getByRole('switch', { name: '服从调剂' }))
    fireEvent.click(button(/完\s*成/))
    await within(editorRows()[1]!).findByText('软件工程、计算机科学与技术（不服从调剂）', {}, WAIT)
    // the analysis is asked again with the majors chosen
    await waitFor(
      () =>
        expect(first.calls.filter((c) => c.name === 'Admin/TicketTableAnalysis').at(-1)!.body).toMatchObject({
          Wishes: [{ UnitId: seu.UnitId }, { UnitId: nju.UnitId, MajorNames: ['软件工程', '计算机科学与技术'], IsAdjustmentAccepted: false }],
        }),
      WAIT,
    )

    // the page goes away (a reload, an expired session): the table comes back as it was left
    cleanup()
    const second = show(detail())
    await screen.findByText('共2个志愿，录取可能90%', {}, WAIT)
    expect(editorRows().map((r) => r.getAttribute('data-row-key'))).toEqual([seu.UnitId, nju.UnitId])
    expect(within(editorRows()[1]!).getByText('软件工程、计算机科学与技术（不服从调剂）')).toBeTruthy()
    fireEvent.change(screen.getByTestId('review-text'), { target: { value: '按问卷偏好整理了冲稳保梯度。' } })
    fireEvent.click(button('交付给学生'))
    await waitFor(() => expect(second.calls.some((c) => c.name === 'Admin/TicketDeliver')).toBe(true), WAIT)
    const sent = second.calls.find((c) => c.name === 'Admin/TicketDeliver')!.body as { Wishes: unknown[] }
    expect(sent.Wishes).toEqual([
      { UnitId: seu.UnitId, MajorNames: [], IsAdjustmentAccepted: true },
      { UnitId: nju.UnitId, MajorNames: ['软件工程', '计算机科学与技术'], IsAdjustmentAccepted: false },
    ])
    // delivered: the draft is gone
    await waitFor(() => expect(localStorage.getItem('gk-console-draft:ticket:7:table')).toBeNull(), WAIT)
  })

  it('a mark names its wish and follows it when the order changes', async () => {
    const server = show(detail())
    fireEvent.click(button('一键生成初稿'))
    await screen.findByText('共2个志愿，录取可能90%', {}, WAIT)
    fireEvent.click(button('添加批注'))
    fireEvent.change(screen.getByPlaceholderText('批注'), { target: { value: '保底稳妥' } })
    // the mark is on 第1志愿 东南大学; then 东南大学 moves down
    expect(screen.getByText('第1志愿 东南大学 专业组01')).toBeTruthy()
    fireEvent.click(within(editorRows()[1]!).getByText(/上\s*移/))
    fireEvent.change(screen.getByTestId('review-text'), { target: { value: '按问卷偏好整理了冲稳保梯度。' } })
    fireEvent.click(button('交付给学生'))
    await waitFor(() => expect(server.calls.some((c) => c.name === 'Admin/TicketDeliver')).toBe(true), WAIT)
    const sent = server.calls.find((c) => c.name === 'Admin/TicketDeliver')!.body as { Marks: unknown[]; Wishes: { UnitId: string }[]; BatchId: string }
    expect(sent.Wishes.map((w) => w.UnitId)).toEqual([nju.UnitId, seu.UnitId])
    expect(sent.BatchId).toBe('undergraduate')
    expect(sent.Marks).toEqual([{ Position: 2, Level: 'warn', Note: '保底稳妥', Label: '东南大学 专业组01' }])
  })
})
