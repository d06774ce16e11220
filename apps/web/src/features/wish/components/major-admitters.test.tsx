import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { batch, listRow, scoreProfile, serveAsFetch, signedInEachTest, testQueryClient, unitPage, withProfile } from '../test/fixtures.ts'
import { MajorAdmitters } from './major-admitters.tsx'

const b = batch()
// units listing 计算机科学与技术 in the candidate's reach, as Wish/SpecialtyFirstListForecast answers them: most selective first
const nju = listRow({ UnitId: 'nju03', SchoolId: '4132010284', SchoolName: '南京大学', GroupCode: '03', Tier: 'reach', TierName: '冲', Probability: 0.27 })
const seu = listRow({ UnitId: 'seu05', SchoolId: '4132010286', SchoolName: '东南大学', GroupCode: '05', Tier: 'match', TierName: '稳', Probability: 0.62 })
const njust = listRow({
  UnitId: 'njust2',
  SchoolId: '4132010288',
  SchoolName: '南京理工大学',
  GroupCode: '02',
  Tier: 'safe',
  TierName: '保',
  Probability: 0.93,
})

function renderSection(answer: unknown, withScore = true) {
  const server = serveAsFetch({ 'Wish/NewExamBatchList': [b], 'Wish/SpecialtyFirstListForecast': answer })
  const client = testQueryClient()
  if (withScore) withProfile(client, scoreProfile())
  else client.setQueryData(['User/SysUserConfig', {}], { ScoreProfile: null, RiskAppetites: [] })
  render(
    <QueryClientProvider client={client}>
      <MajorAdmitters majorName="计算机科学与技术" />
    </QueryClientProvider>,
  )
  return server
}

signedInEachTest()
afterEach(() => {
  window.location.hash = ''
})

describe('the major page’s 「在{省份}录取这个专业的院校」 (issue #32 item 8)', () => {
  // the first render loads antd-mobile's parts: seconds on a busy machine, so this test waits longer than the default
  it(
    "asks the major-first list for this major in the student's batch and shows each unit's tier, chance and line in its order",
    { timeout: 20_000 },
    async () => {
      const server = renderSection(unitPage({ List: [nju, seu, njust], Total: 3 }))
      const section = await screen.findByTestId('major-admitters')
      expect(section.querySelector('h3')!.textContent).toBe('在江苏录取这个专业的院校 · 物理类 600分 · 本科批')
      const body = server.calls.find((c) => c.name === 'Wish/SpecialtyFirstListForecast')?.body
      expect(body).toMatchObject({ BatchId: b.BatchId, Majors: ['计算机科学与技术'], PageIndex: 1 })
      const units = within(section).getAllByTestId('major-admitter')
      expect(units.map((u) => u.textContent)).toEqual([
        expect.stringMatching(/^冲南京大学 第03组27% 2026年 652分\/2,890名$/),
        expect.stringMatching(/^稳东南大学 第05组62% /),
        expect.stringMatching(/^保南京理工大学 第02组93% /),
      ])
      expect(within(section).getByTestId('major-admitters-summary').textContent).toBe('在你冲稳保范围内的有3个，按录取难度从高到低（冲、稳、保）排列')
      // the college's name opens its page
      fireEvent.click(within(units[1]!).getByRole('button', { name: '东南大学' }))
      expect(window.location.hash).toBe('#/pages/home/schoolDetail/schoolDetail?id=4132010286')
    },
  )

  it('the free tier sees the tiers and lines, and what membership adds, without chances', async () => {
    const free = [nju, seu].map((r) => ({ ...r, Probability: null }))
    renderSection(unitPage({ List: free, Total: 2, IsPreview: true }))
    const section = await screen.findByTestId('major-admitters')
    expect(within(section).getAllByTestId('major-admitter')).toHaveLength(2)
    expect(section.textContent).not.toMatch(/\d+%/)
    expect(section.textContent).toContain('开通会员可看每个院校的录取概率')
  })

  it('says so when no unit in reach lists the major', async () => {
    renderSection(unitPage({ List: [], Total: 0 }))
    expect((await screen.findByTestId('major-admitters')).textContent).toContain('本科批没有在你冲稳保范围内开设这个专业的院校')
  })

  it('is not shown without a score', async () => {
    const server = renderSection(unitPage(), false)
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.queryByTestId('major-admitters')).toBeNull()
    expect(server.calls.some((c) => c.name === 'Wish/SpecialtyFirstListForecast')).toBe(false)
  })
})
