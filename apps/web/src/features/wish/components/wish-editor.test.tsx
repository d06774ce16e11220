import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { readDraft, toDraftWish, writeDraft } from '../model/wish-draft.ts'
import { batch, never, scoreProfile, serveAsFetch, signedInEachTest, slotOf, testQueryClient, unitRow, withProfile } from '../test/fixtures.ts'
import { WishEditor } from './wish-editor.tsx'

const b = batch()
const slot = slotOf(b.BatchId)

function renderEditor() {
  const client = withProfile(testQueryClient())
  return render(
    <QueryClientProvider client={client}>
      <WishEditor batch={b} isForecast />
    </QueryClientProvider>,
  )
}

function serve(answers: Record<string, unknown>) {
  // the live analysis is not what these tests look at: it stays pending
  return serveAsFetch({ 'User/WishAnalysis': never, 'User/SysUserConfig': { ScoreProfile: scoreProfile(), RiskAppetites: [] }, ...answers })
}

signedInEachTest()

describe('WishEditor (the draft 志愿表 of one batch)', () => {
  it('an empty draft says so and offers the one-tap table and the lists', () => {
    serve({})
    renderEditor()
    expect(screen.getByText('志愿表还是空的：一键生成整张表，或去院校优先、专业优先列表里添加')).toBeTruthy()
    expect(screen.getByRole('button', { name: '去列表添加' })).toBeTruthy()
    expect(screen.queryByTestId('wish-row')).toBeNull()
  })

  it('lists the wishes in order with their tier and probability, and moves one down', () => {
    serve({})
    writeDraft({
      slot,
      batchId: b.BatchId,
      selectedSchool: [
        toDraftWish(unitRow()),
        toDraftWish(unitRow({ UnitId: '32:10247:01', SchoolName: '同济大学', GroupCode: '01', Probability: 0.9, Tier: 'safe' })),
      ],
    })
    renderEditor()
    expect(screen.getByText('本科批 · 院校专业组 · 已填2/40个志愿 · 每个志愿最多6个专业')).toBeTruthy()
    const rows = screen.getAllByTestId('wish-row')
    expect(rows.map((r) => r.querySelector('.gk-wish-row__label')?.textContent)).toEqual(['南京大学 第03组', '同济大学 第01组'])
    expect(within(rows[0]!).getByText('冲')).toBeTruthy()
    expect(within(rows[0]!).getByText(/录取概率27%/)).toBeTruthy()
    expect(within(rows[1]!).getByText('保')).toBeTruthy()
    expect(within(rows[1]!).getByText(/录取概率90%/)).toBeTruthy()

    fireEvent.click(within(rows[0]!).getByRole('button', { name: '下移' }))
    const after = screen.getAllByTestId('wish-row').map((r) => r.querySelector('.gk-wish-row__label')?.textContent)
    expect(after).toEqual(['同济大学 第01组', '南京大学 第03组'])
    expect(readDraft(slot).selectedSchool.map((w) => w.SchoolName)).toEqual(['同济大学', '南京大学'])
  })

  it('删除 takes a wish out at once and 撤销 puts it back in its place (issue 32 item 5)', () => {
    serve({})
    const three = ['甲大学', '乙大学', '丙大学'].map((n, i) => toDraftWish(unitRow({ UnitId: `32:2000${i}:01`, SchoolName: n })))
    writeDraft({ slot, batchId: b.BatchId, selectedSchool: three })
    renderEditor()
    fireEvent.click(within(screen.getAllByTestId('wish-row')[1]!).getByRole('button', { name: '删除' }))
    expect(readDraft(slot).selectedSchool.map((w) => w.SchoolName)).toEqual(['甲大学', '丙大学'])
    expect(screen.getByTestId('undo-delete').textContent).toContain('已删除第2志愿「乙大学 第03组」')
    fireEvent.click(within(screen.getByTestId('undo-delete')).getByRole('button', { name: '撤销' }))
    expect(readDraft(slot).selectedSchool.map((w) => w.SchoolName)).toEqual(['甲大学', '乙大学', '丙大学'])
    expect(screen.queryByTestId('undo-delete')).toBeNull()
  })

  it('removing the only wish still offers 撤销 on the empty table', () => {
    serve({})
    writeDraft({ slot, batchId: b.BatchId, selectedSchool: [toDraftWish(unitRow({ SchoolName: '甲大学' }))] })
    renderEditor()
    fireEvent.click(within(screen.getByTestId('wish-row')).getByRole('button', { name: '删除' }))
    expect(screen.getByText(/志愿表还是空的/)).toBeTruthy()
    fireEvent.click(within(screen.getByTestId('undo-delete')).getByRole('button', { name: '撤销' }))
    expect(screen.getAllByTestId('wish-row')).toHaveLength(1)
  })

  it("a free user's rows say no 「落在此志愿0%」; a member's say where the table lands (ADR 045)", async () => {
    const one = toDraftWish(unitRow())
    const analysis = (hidden: boolean, landing: number) => ({
      Rows: [null],
      Analysis: {
        Findings: [],
        Landing: [{ UnitId: one.UnitId, Landing: landing, Adjusted: 0, Returned: 0 }],
        NoAdmission: 0,
        Returned: 0,
        Admitted: landing,
        ExpectedPosition: null,
        MostLikelyUnitId: null,
        SuggestedOrder: null,
        Summary: hidden ? '共1个志愿；录取概率、滑档风险和最可能的录取去向为会员功能' : '被本批次录取的概率30%',
        Draws: 1000,
        ...(hidden ? { ChancesHidden: true } : {}),
      },
    })
    writeDraft({ slot, batchId: b.BatchId, selectedSchool: [one] })
    serve({ 'User/WishAnalysis': analysis(true, 0) })
    const free = renderEditor()
    await screen.findByTestId('analysis-member')
    expect(screen.getByTestId('wish-row').textContent).not.toContain('落在此志愿')
    free.unmount()
    serve({ 'User/WishAnalysis': analysis(false, 0.3) })
    renderEditor()
    await screen.findByText(/落在此志愿30%/)
  })

  it('a 线差 table shows no rate and no 会员 upsell, and its wishes no percentage (ADR 165)', async () => {
    const one = toDraftWish(unitRow({ ByLineGap: true, Probability: 0.79 }))
    expect(one.Probability).toBeNull()
    const summary = '共1个志愿；没有一分一段表换算位次：冲稳保按你的分数与批次线之差（线差）对照各单位往年录取分划分，不估算录取概率'
    writeDraft({ slot, batchId: b.BatchId, selectedSchool: [one] })
    serve({
      'User/WishAnalysis': {
        Rows: [null],
        Analysis: {
          Findings: [],
          Landing: [{ UnitId: one.UnitId, Landing: 0, Adjusted: 0, Returned: 0 }],
          NoAdmission: 0,
          Returned: 0,
          Admitted: 0,
          ExpectedPosition: null,
          MostLikelyUnitId: null,
          SuggestedOrder: null,
          Summary: summary,
          Draws: 4000,
          ChancesHidden: true,
          ByLineGap: true,
        },
      },
    })
    renderEditor()
    expect((await screen.findByTestId('analysis-line-gap')).textContent).toBe(summary)
    expect(screen.queryByTestId('analysis-member')).toBeNull()
    expect(screen.getByTestId('analysis').textContent).not.toMatch(/\d+%/)
    expect(screen.getByTestId('wish-row').textContent).not.toMatch(/\d+%/)
  })

  it('warns when the draft holds more wishes than the batch allows', () => {
    serve({})
    const many = Array.from({ length: 3 }, (_, i) => toDraftWish(unitRow({ UnitId: `32:1000${i}:01`, SchoolName: `学校${i}` })))
    writeDraft({ slot, batchId: b.BatchId, selectedSchool: many })
    const client = withProfile(testQueryClient())
    render(
      <QueryClientProvider client={client}>
        <WishEditor batch={batch({ MaxWishes: 2 })} isForecast />
      </QueryClientProvider>,
    )
    expect(screen.getByText('超过2个志愿，请删除多余的志愿')).toBeTruthy()
  })
})

describe('the major picker of a wish', () => {
  beforeEach(() => writeDraft({ slot, batchId: b.BatchId, selectedSchool: [toDraftWish(unitRow())] }))

  it('says the majors are loading while the answer is out, never "none on record"', async () => {
    const server = serve({ 'Wish/SpecialtyForecast': never })
    renderEditor()
    expect(screen.queryByText('正在加载专业…')).toBeNull()
    fireEvent.click(screen.getByText('专业：未选（点此选择）'))
    expect(await screen.findByText('正在加载专业…')).toBeTruthy()
    expect(screen.queryByText(/暂无该专业组的专业数据/)).toBeNull()
    expect(server.calls.find((c) => c.name === 'Wish/SpecialtyForecast')?.body).toEqual({ BatchId: b.BatchId, SchoolId: '10284', GroupCode: '03' })
  })

  it('says there are no majors on record once an empty answer is in', async () => {
    serve({ 'Wish/SpecialtyForecast': { List: [], IsPreview: false } })
    renderEditor()
    fireEvent.click(screen.getByText('专业：未选（点此选择）'))
    expect(await screen.findByText('暂无该专业组的专业数据，以当年招生计划为准')).toBeTruthy()
    expect(screen.queryByText('正在加载专业…')).toBeNull()
  })

  it('offers the majors with their probability and keeps the picked ones in the draft', async () => {
    const majors = [unitRow({ MajorName: '软件工程', Probability: 0.42 }), unitRow({ MajorName: '人工智能', Probability: 0.18 })]
    serve({ 'Wish/SpecialtyForecast': { List: majors, IsPreview: false } })
    renderEditor()
    fireEvent.click(screen.getByText('专业：未选（点此选择）'))
    expect(await screen.findByText('软件工程')).toBeTruthy()
    expect(screen.getByText('42%')).toBeTruthy()
    expect(screen.getByText('18%')).toBeTruthy()
    fireEvent.click(screen.getByText('人工智能'))
    expect(readDraft(slot).selectedSchool[0]!.MajorNames).toEqual(['人工智能'])
    expect(await screen.findByText('专业：人工智能')).toBeTruthy()
  })
})
