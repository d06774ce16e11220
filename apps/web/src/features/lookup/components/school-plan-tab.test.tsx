import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { PlanRow } from '@gk/contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PlanRowView } from './school-detail-tabs.tsx'
import { groupLabel, SchoolPlanTab } from './school-plan-tab.tsx'

// 南京理工大学 in 河南, as School/SchoolEnrollmentPlan answers it (college-page.data.test.ts): 2026 plans by 专业组
const row = (over: Partial<PlanRow>): PlanRow => ({
  Year: 2026,
  SubjectType: '物理类',
  Batch: '普通本科批',
  SchoolId: '4132010288',
  SchoolName: '南京理工大学',
  MajorGroup: '南京理工大学河南|本科一批|物理+化学',
  SpecialtyName: '安全工程',
  PlanCount: 5,
  Years: 4,
  Tuition: null,
  Requirement: null,
  Quality: 'official',
  Source: '高考志愿填报网',
  ...over,
})
const physics = [
  row({}),
  row({ SpecialtyName: '纳米材料与技术', PlanCount: 2 }),
  row({ MajorGroup: '南京理工大学河南|本科一批|物理', SpecialtyName: '数学类', PlanCount: 8 }),
]
const history = [row({ SubjectType: '历史类', MajorGroup: '南京理工大学河南|本科一批|历史', SpecialtyName: '法学', PlanCount: 2 })]

function renderTab(track: string | undefined) {
  const calls: { name: string; body: Record<string, unknown> }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const name = url.replace(/^.*\/api\//, '')
      const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>
      calls.push({ name, body })
      if (name === 'School/SchoolEnrollmentDirection') return Response.json({ code: 0, message: '成功', data: { Year: 2026, List: [] } })
      const asked = body.SubjectType as string | undefined
      const applied = asked === '物理类' || asked === '历史类' ? asked : null
      const List = applied === '历史类' ? history : applied === '物理类' ? physics : [...physics, ...history]
      const data = {
        List,
        Total: List.length,
        PageIndex: 1,
        PageSize: 20,
        Years: [2026],
        Year: 2026,
        Note: '',
        SubjectTypes: ['物理类', '历史类'],
        SubjectType: applied,
      }
      return Response.json({ code: 0, message: '成功', data })
    }),
  )
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SchoolPlanTab schoolId="4132010288" provinceId={41} track={track} />
    </QueryClientProvider>,
  )
  return calls
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('a college page’s 招生计划 (issue #32 item 8)', () => {
  it("opens on the student's track: its year, its 专业组 with each major's plan count, and the source", async () => {
    const calls = renderTab('物理类')
    const section = await screen.findByTestId('school-plan')
    await waitFor(() => expect(within(section).getByTestId('school-plan-title').textContent).toBe('2026年物理类招生计划（共3条）'))
    expect(calls.find((c) => c.name === 'School/SchoolEnrollmentPlan')?.body).toMatchObject({ SchoolId: '4132010288', ProvinceId: 41, SubjectType: '物理类' })
    expect(
      within(section)
        .getAllByTestId('school-plan-group')
        .map((h) => h.textContent),
    ).toEqual(['普通本科批 · 专业组（选科：物理+化学）', '普通本科批 · 专业组（选科：物理）'])
    expect(section.textContent).toContain('安全工程')
    expect(section.textContent).toContain('5人')
    expect(section.textContent).not.toContain('法学')
    expect(section.textContent).toContain('数据来源：高考志愿填报网')
    expect(within(section).getByRole('radio', { name: '物理类' }).getAttribute('aria-checked')).toBe('true')
  })

  it('another track is one tap away', async () => {
    renderTab('物理类')
    fireEvent.click(await screen.findByRole('radio', { name: '历史类' }))
    await waitFor(() => expect(screen.getByTestId('school-plan-title').textContent).toBe('2026年历史类招生计划（共1条）'))
    expect(screen.getByTestId('school-plan').textContent).toContain('法学')
  })

  it('a visitor (no track) sees every track of the year', async () => {
    const calls = renderTab(undefined)
    await waitFor(() => expect(screen.getByTestId('school-plan-title').textContent).toBe('2026年招生计划（共4条）'))
    expect(calls.find((c) => c.name === 'School/SchoolEnrollmentPlan')?.body).not.toHaveProperty('SubjectType')
  })

  it('names a group by its code or its 选科', () => {
    expect(groupLabel('105', '本科批')).toBe('第105组')
    expect(groupLabel('南京理工大学河南|本科一批|历史+政治', '普通本科批')).toBe('普通本科批 · 专业组（选科：历史+政治）')
    expect(groupLabel('南京理工大学河南|国家专项|物理', '国家专项本科')).toBe('国家专项本科 · 专业组（选科：物理）')
  })

  it('prints a free programme’s fee as 免费, a fee as 元/年, and leaves out a fee the plan does not print (ADR 170)', () => {
    const { container, rerender } = render(<PlanRowView row={row({ Tuition: 0 })} />)
    expect(container.textContent).toContain('4年制 · 免费')
    expect(container.textContent).not.toContain('0元/年')
    rerender(<PlanRowView row={row({ Tuition: 5200 })} />)
    expect(container.textContent).toContain('4年制 · 5200元/年')
    rerender(<PlanRowView row={row({ Tuition: null })} />)
    expect(container.textContent).not.toContain('元/年')
    expect(container.textContent).not.toContain('免费')
  })
})
