import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { listRow, unitRow } from '../test/fixtures.ts'
import { UnitCard } from './unit-card.tsx'

afterEach(cleanup)

describe('UnitCard (a row of the college-first / major-first list)', () => {
  it('shows the school, group, tier, probability and confidence', () => {
    render(<UnitCard row={unitRow()} isAdded={false} onToggle={() => {}} />)
    const card = screen.getByTestId('unit-card')
    expect(within(card).getByRole('heading').textContent).toBe('南京大学 第03组')
    expect(within(card).getByText('冲')).toBeTruthy()
    expect(within(card).getByText('27%')).toBeTruthy()
    expect(within(card).getByText('可信度中')).toBeTruthy()
    expect(within(card).getByText('今年计划 42 · 学费 5200元/年 · 3个专业')).toBeTruthy()
    expect(within(card).getByTestId('unit-majors').textContent).toBe('今年计划专业：计算机科学与技术、软件工程、人工智能')
  })

  it('says 免费 for a unit whose plan says it is free, and leaves out a fee the plan does not print (ADR 170)', () => {
    render(<UnitCard row={unitRow({ Tuition: 0 })} isAdded={false} onToggle={() => {}} />)
    expect(within(screen.getByTestId('unit-card')).getByText('今年计划 42 · 学费 免费 · 3个专业')).toBeTruthy()
    cleanup()
    render(<UnitCard row={unitRow({ Tuition: null })} isAdded={false} onToggle={() => {}} />)
    expect(within(screen.getByTestId('unit-card')).getByText('今年计划 42 · 3个专业')).toBeTruthy()
  })

  it('never repeats the province calibration on a card (the list says it once above the rows, ADR 039)', () => {
    const note = '该省历史回测校准未达标，可信度已下调一级，概率仅供参考'
    render(<UnitCard row={unitRow({ Confidence: 'low', ConfidenceNote: note })} isAdded={false} onToggle={() => {}} />)
    expect(screen.queryByText(note)).toBeNull()
    expect(screen.getByText('可信度低').getAttribute('title')).toBeNull()
  })

  it('lists each year of history and flags a rank that was derived', () => {
    render(<UnitCard row={unitRow()} isAdded={false} onToggle={() => {}} />)
    const rows = screen.getAllByRole('row').slice(1)
    const cells = rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    )
    expect(cells).toEqual([
      ['2026', '652', '2,890', '40'],
      ['2025', '648', '3,120推算', '38'],
    ])
  })

  it('shows the tier name only, without a percentage, when the list has no probability', () => {
    render(<UnitCard row={unitRow({ Tier: null, Probability: null, Confidence: null, TierName: '暂无预测' })} isAdded={false} onToggle={() => {}} />)
    expect(screen.getByText('暂无预测')).toBeTruthy()
    expect(screen.queryByText(/%$/)).toBeNull()
  })

  it('shows the tier and 按线差分档, never the engine figure, for a candidate placed by 线差 (ADR 165)', () => {
    render(<UnitCard row={unitRow({ ByLineGap: true, Probability: 0.79, Confidence: 'low' })} isAdded={false} onToggle={() => {}} />)
    const card = screen.getByTestId('unit-card')
    expect(within(card).getByText('冲')).toBeTruthy()
    expect(within(card).getByTestId('line-gap-chance').textContent).toBe('按线差分档')
    expect(card.textContent).not.toContain('79%')
    expect(card.textContent).not.toContain('概率会员可看')
  })

  it('opens and closes the reason behind the tier', () => {
    render(<UnitCard row={unitRow()} isAdded={false} onToggle={() => {}} />)
    expect(screen.queryByText(/（估算）$/)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '为什么' }))
    expect(screen.getByText('你的位次3500在近三年最低位次2890–3120之后（估算）')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '收起' }))
    expect(screen.queryByText(/（估算）$/)).toBeNull()
  })

  it('adds and removes the row through onToggle, labelled by whether it is in the table', () => {
    const onToggle = vi.fn()
    const row = unitRow()
    const { rerender } = render(<UnitCard row={row} isAdded={false} onToggle={onToggle} />)
    fireEvent.click(screen.getByRole('button', { name: '加入志愿表' }))
    expect(onToggle).toHaveBeenCalledWith(row)
    rerender(<UnitCard row={row} isAdded onToggle={onToggle} />)
    expect(screen.getByRole('button', { name: '移出志愿表' })).toBeTruthy()
  })

  it('marks a special plan with its eligibility, and blocks a row the candidate cannot apply to', () => {
    const onToggle = vi.fn()
    render(
      <UnitCard
        row={unitRow({ PlanType: '国家专项', Eligibility: '实施区域县户籍', IneligibleReasons: ['选科不符：需物理+化学'] })}
        isAdded={false}
        onToggle={onToggle}
      />,
    )
    expect(screen.getByTestId('plan-type').textContent).toBe('国家专项')
    expect(screen.getByText('报考条件：实施区域县户籍')).toBeTruthy()
    expect(screen.getByText('不可报：选科不符：需物理+化学')).toBeTruthy()
    const add = screen.getByRole<HTMLButtonElement>('button', { name: '加入志愿表' })
    expect(add.disabled).toBe(true)
    fireEvent.click(add)
    expect(onToggle).not.toHaveBeenCalled()
  })

  it('cuts a long major list to six with the count, from a full row or a list row (which carries only the six)', () => {
    const majors = ['甲', '乙', '丙', '丁', '戊', '己', '庚', '辛']
    for (const row of [unitRow({ Majors: majors, MajorCount: 8, MajorsSource: 'history' }), listRow({ Majors: majors, MajorsSource: 'history' })]) {
      render(<UnitCard row={row} isAdded={false} onToggle={() => {}} />)
      expect(screen.getByTestId('unit-majors').textContent).toBe('往年录取专业：甲、乙、丙、丁、戊、己 等8个')
      cleanup()
    }
  })

  it('shows a list row’s years, lines and 推算 flag as a full row’s', () => {
    const { container } = render(<UnitCard row={listRow()} isAdded={false} onToggle={() => {}} />)
    const shown = container.querySelector('table')!.textContent
    cleanup()
    render(<UnitCard row={unitRow()} isAdded={false} onToggle={() => {}} />)
    expect(screen.getByRole('table').textContent).toBe(shown)
    expect(shown).toContain('推算')
  })
})
