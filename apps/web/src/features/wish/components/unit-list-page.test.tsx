import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { readDraft } from '../model/wish-draft.ts'
import { batch, listRow, scoreProfile, serveAsFetch, signedInEachTest, slotOf, testQueryClient, unitPage, withProfile } from '../test/fixtures.ts'
import { UnitListPage } from './unit-list-page.tsx'

const stat = { Reach: 3, Match: 5, Safe: 7, Total: 15, Excluded: 0, NoData: 0 }

function show(page: ReturnType<typeof unitPage>, b = batch()) {
  const server = serveAsFetch({
    'Wish/SchoolFirstListForecast': page,
    'Wish/SchoolFirstStatForecast': stat,
    'User/SysUserConfig': { ScoreProfile: scoreProfile(), RiskAppetites: [] },
  })
  const client = withProfile(testQueryClient())
  render(
    <QueryClientProvider client={client}>
      <UnitListPage kind="school" batch={b} isForecast />
    </QueryClientProvider>,
  )
  return server
}

signedInEachTest()

describe('UnitListPage (院校优先)', () => {
  it('heads the list with the candidate rank, the count and the data note', async () => {
    show(unitPage({ Rank: 35398, Total: 128 }))
    const note = await screen.findByTestId('data-note')
    expect(note.textContent).toBe('本科批 · 院校专业组 · 位次 35,398 · 共128个 · 按2026年录取数据估算')
    expect(screen.getAllByTestId('unit-card')).toHaveLength(1)
    expect(await screen.findByText('冲 3')).toBeTruthy()
  })

  it('a province without a rank table compares by 线差 to the 本科 line', async () => {
    show(unitPage({ Rank: null, ScoreLine: { Line: 448, LineYear: 2026, Gap: 37 }, DataNote: '无一分一段表，按线差比较' }), batch({ ControlLine: 448 }))
    const note = await screen.findByTestId('data-note')
    expect(note.textContent).toBe('本科批 · 院校专业组 · 线差 +37分（2026年本科线448） · 共1个 · 无一分一段表，按线差比较')
    expect(note.textContent).not.toContain('位次')
  })

  it('a 专科 batch below the rank table (江苏) says it is compared by 线差 and never shows the table’s last row as a rank', async () => {
    // the server's header for a 江苏 物理类 candidate at 280 on the 专科 batch (ADR 030)
    const why = '江苏物理类一分一段表（2026年）从456分起，不含专科分数，专科按线差估算：低于2026年本科线176分（2026年本科线456分）'
    show(
      unitPage({
        Rank: null,
        ScoreLine: { Line: 456, LineYear: 2026, Gap: -176 },
        DataNote: `录取数据：2024–2025年；${why}；每个单位按往年最低分与当年本科线之差比较`,
      }),
      batch({ BatchId: 'vocational', BatchName: '高职(专科)批', Level: '专科', ControlLine: 220 }),
    )
    const note = await screen.findByTestId('data-note')
    expect(note.textContent).toContain('高职(专科)批 · 院校专业组 · 线差 -176分（2026年本科线456）')
    expect(note.textContent).toContain('不含专科分数，专科按线差估算')
    expect(note.textContent).not.toMatch(/位次 |表底/)
  })

  it('a batch with a line of its own above the compared 本科 line names its line first (西藏 一批 400 over 二批 300)', async () => {
    show(
      unitPage({ Rank: null, ScoreLine: { Line: 300, LineYear: 2026, Gap: 150 }, DataNote: '无一分一段表，按线差比较' }),
      batch({ BatchName: '本科一批', ControlLine: 400, ControlLineYear: 2026 }),
    )
    const note = await screen.findByTestId('data-note')
    expect(note.textContent).toContain('本科一批 · 院校专业组 · 本批次线差 +50分（2026年本批次线400；按本科线300比较，线差 +150分）')
  })

  it('a score under the line shows a negative 线差 without a plus sign', async () => {
    show(unitPage({ Rank: null, ScoreLine: { Line: 448, LineYear: 2026, Gap: -12 } }), batch({ ControlLine: 448 }))
    expect((await screen.findByTestId('data-note')).textContent).toContain('线差 -12分（2026年本科线448）')
  })

  it('a batch with no results in the data states what is missing, not "widen the filters", and offers no one-tap table', async () => {
    const missing = '暂无该批次的往年录取数据（2026年结果尚未收录），无法给出推荐'
    show(unitPage({ List: [], Total: 0, DataAbsent: true, DataNote: missing }))
    expect(await screen.findAllByText(missing)).not.toHaveLength(0)
    expect(screen.queryByText('没有符合条件的院校，试试放宽筛选')).toBeNull()
    expect(screen.queryByTestId('auto-table-open')).toBeNull()
  })

  it('a list short for thin data says so prominently above the rows, and the grey line keeps the years', async () => {
    const why =
      '数据稀少：四川物理类本科批，数据集中2025年有普通类录取分数的院校130所，在你的位次附近可估算的单位只有19个（冲11/稳5/保3），共不足30个，请以省教育考试院公布的投档线为准补充志愿'
    const thin = { Year: 2025, Institutions: 130, Reach: 11, Match: 5, Safe: 3, Total: 19, Short: ['total' as const], Note: why }
    show(unitPage({ Rank: 98000, Total: 19, DataThin: thin, DataNote: `${why}；按2026年录取数据估算` }))
    expect((await screen.findByTestId('data-thin')).textContent).toBe(why)
    const note = await screen.findByTestId('data-note')
    expect(note.textContent).toBe('本科批 · 院校专业组 · 位次 98,000 · 共19个 · 按2026年录取数据估算')
    expect(screen.getAllByTestId('unit-card')).toHaveLength(1)
  })

  it('a list the data leaves empty (rows it cannot rank) states the shortage, not "widen the filters"', async () => {
    const why =
      '数据稀少：内蒙古历史类高职(专科)批，数据集中2024年有普通类录取分数的院校300所，但都无法换算为可比较的位次，没有可估算的单位，请以省教育考试院公布的投档线为准补充志愿'
    const thin = {
      Year: 2024,
      Institutions: 300,
      Reach: 0,
      Match: 0,
      Safe: 0,
      Total: 0,
      Short: ['reach' as const, 'match' as const, 'safe' as const, 'total' as const],
      Note: why,
    }
    show(unitPage({ List: [], Total: 0, DataThin: thin, DataNote: `${why}；录取数据：2024年` }))
    expect(await screen.findAllByText(why)).toHaveLength(2)
    expect(screen.queryByText('没有符合条件的院校，试试放宽筛选')).toBeNull()
  })

  it('a province missing the calibration targets says so once above the rows, with its figures', async () => {
    const line =
      '吉林的概率在历史回测中未达校准目标：2025年1,104个单位，校准误差（ECE）0.032（目标≤0.02），比只看位次差的估计准6.6%（目标≥10%）；各单位可信度已下调一级，概率仅供参考'
    show(unitPage({ CalibrationNote: line }))
    expect((await screen.findByTestId('calibration-note')).textContent).toBe(line)
    expect(screen.getAllByText(line)).toHaveLength(1)
  })

  it('a province meeting the targets shows no calibration line', async () => {
    show(unitPage({ CalibrationNote: '' }))
    await screen.findByTestId('data-note')
    expect(screen.queryByTestId('calibration-note')).toBeNull()
  })

  it('a list meeting the bar shows no shortage', async () => {
    show(unitPage({ DataThin: null }))
    await screen.findByTestId('data-note')
    expect(screen.queryByTestId('data-thin')).toBeNull()
  })

  it('an empty filtered list asks to widen the filters and still offers the one-tap table', async () => {
    show(unitPage({ List: [], Total: 0 }))
    expect(await screen.findByText('没有符合条件的院校，试试放宽筛选')).toBeTruthy()
    expect(screen.getByTestId('auto-table-open')).toBeTruthy()
  })

  it('adds a row to the draft and counts it on the bottom bar', async () => {
    const server = show(unitPage({ List: [listRow(), listRow({ UnitId: '32:10247:01', SchoolName: '同济大学', GroupCode: '01' })], Total: 2 }))
    expect(await screen.findByText('查看志愿表（0/40）')).toBeTruthy()
    fireEvent.click((await screen.findAllByRole('button', { name: '加入志愿表' }))[1]!)
    expect(screen.getByText('查看志愿表（1/40）')).toBeTruthy()
    expect(readDraft(slotOf('32-2027-bk')).selectedSchool.map((w) => w.Label)).toEqual(['同济大学 第01组'])
    expect(server.calls.find((c) => c.name === 'Wish/SchoolFirstListForecast')?.body).toEqual({ BatchId: '32-2027-bk', PageIndex: 1, PageSize: 20 })
  })
})
