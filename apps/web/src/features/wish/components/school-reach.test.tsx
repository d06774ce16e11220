import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { batch, scoreProfile, serveAsFetch, signedInEachTest, testQueryClient, unitRow, withProfile } from '../test/fixtures.ts'
import { SchoolReach } from './school-reach.tsx'
import { UnitCard } from './unit-card.tsx'

const b = batch()
// 郑州大学 for a 河南 物理类 580 candidate, as the server answers it (college-reach.data.test.ts)
const nursing = unitRow({ UnitId: 'g105', GroupCode: '105', Tier: 'match', TierName: '稳', Probability: 0.62, Majors: [], MajorCount: 0, History: [] })
const press = unitRow({ UnitId: 'g103', GroupCode: '103', Tier: 'reach', TierName: '冲', Probability: 0.21 })
const medicine = unitRow({ UnitId: 'g102', GroupCode: '102', Tier: null, TierName: '不建议', Probability: 0.01 })
const summary =
  '3个普通类专业组中，在你冲稳保范围内的有2个：第105组（2025年最低分专业：护理学）约62%（稳，2025年593分/54,059名）；第103组约21%（冲）；另有1个专业组往年线更高，概率低于冲的下限。各专业组按各自的线分别录取，没有全校统一的录取概率'

function renderReach(answer: unknown) {
  const server = serveAsFetch({ 'Wish/NewExamBatchList': [b], 'Wish/NewExamSchoolScoreLineForecast': answer })
  const client = withProfile(testQueryClient(), scoreProfile())
  render(
    <QueryClientProvider client={client}>
      <SchoolReach schoolId="4141010459" />
    </QueryClientProvider>,
  )
  return server
}

signedInEachTest()

describe('the college page’s 我的录取机会 (ADR 050)', () => {
  it('lists each unit within reach with its own chance, and the sentence that counts the rest; no chance for the college', async () => {
    const server = renderReach({
      List: [nursing, press, medicine],
      IsPreview: false,
      Reach: { Summary: summary, WithinUnitIds: ['g105', 'g103'], Beyond: 1, Unassessed: 0, Special: 0 },
    })
    const section = await screen.findByTestId('school-reach')
    expect(within(section).getByTestId('school-reach-summary').textContent).toBe(summary)
    const units = within(section).getAllByTestId('school-reach-unit')
    expect(units.map((u) => u.textContent)).toEqual([expect.stringContaining('第105组'), expect.stringContaining('第103组')])
    expect(units[0]!.textContent).toContain('62%')
    expect(units[1]!.textContent).toContain('21%')
    expect(section.textContent).not.toContain('第102组')
    expect(server.calls.find((c) => c.name === 'Wish/NewExamSchoolScoreLineForecast')?.body).toEqual({ BatchId: b.BatchId, SchoolId: '4141010459' })
  })

  it('the free tier sees which units are within reach by their tier, without chances', async () => {
    renderReach({
      List: [
        { ...nursing, Probability: null },
        { ...press, Probability: null },
        { ...medicine, Probability: null },
      ],
      IsPreview: true,
      Reach: null,
    })
    const section = await screen.findByTestId('school-reach')
    expect(within(section).getByTestId('school-reach-summary').textContent).toBe('在你冲稳保范围内的有2个（共3个）；各单位的录取概率会员可看')
    expect(section.textContent).not.toMatch(/\d+%/)
  })
})

describe('a list card is one unit, not its college (ADR 050)', () => {
  it('says how many of the college’s units are within reach', () => {
    render(<UnitCard row={unitRow({ SchoolReach: { Units: 3, Within: 2 } })} isAdded={false} onToggle={() => {}} />)
    expect(screen.getByTestId('unit-school-reach').textContent).toBe('本校本批次3个专业组，2个在你的冲稳保范围内，各按自己的线录取')
  })
  it('says nothing of a college with one unit', () => {
    render(<UnitCard row={unitRow({ SchoolReach: { Units: 1, Within: 1 } })} isAdded={false} onToggle={() => {}} />)
    expect(screen.queryByTestId('unit-school-reach')).toBeNull()
  })
})
