import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { UserInfo } from '@gk/contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ScoreCard, type ScoreCardProps } from './score-card.tsx'

afterEach(cleanup)

const user = {
  UserId: 1,
  Mobile: '139****2318',
  NickName: '李明',
  ExamProvinceId: 32,
  ExamProvinceName: '江苏',
  ExamYear: 2027,
  Score: null,
  FinalScore: null,
} as unknown as UserInfo
const score = { ProvinceName: '江苏', Year: 2026, SubjectTypeName: '物理类', Score: 600, FinalScore: null, Rank: 35398, RankIsEstimate: false }

function renderCard(props: Partial<ScoreCardProps>) {
  const handlers = { onLogin: vi.fn(), onEnterScore: vi.fn(), onOpenFilling: vi.fn(), onFill: vi.fn() }
  render(<ScoreCard user={null} score={null} {...handlers} {...props} />)
  return handlers
}

describe('首页「我的高考」', () => {
  it('shows the score, the rank and 去填报, which opens the 冲稳保 list', () => {
    const h = renderCard({ user, score })
    expect(screen.getByTestId('score-card-score').textContent).toBe('600')
    expect(screen.getByTestId('score-card-rank').textContent).toBe('位次 35,398')
    expect(screen.getByText('江苏 · 2026年 · 物理类')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '去填报' }))
    expect(h.onFill).toHaveBeenCalledTimes(1)
    expect(h.onOpenFilling).not.toHaveBeenCalled()
  })

  it('the whole card is a tap target', () => {
    const h = renderCard({ user, score })
    fireEvent.click(screen.getByTestId('score-card'))
    expect(h.onOpenFilling).toHaveBeenCalledTimes(1)
  })

  it('marks an estimated rank', () => {
    renderCard({ user, score: { ...score, Rank: 1200, RankIsEstimate: true } })
    expect(screen.getByTestId('score-card-rank').textContent).toBe('位次 1,200（估算）')
  })

  it('asks a signed-in student without a score to enter it, from the button or the card', () => {
    const h = renderCard({ user, score: null })
    fireEvent.click(screen.getByRole('button', { name: '填写分数' }))
    fireEvent.click(screen.getByTestId('score-card'))
    expect(h.onEnterScore).toHaveBeenCalledTimes(2)
  })

  it('invites a visitor to sign in', () => {
    const h = renderCard({})
    fireEvent.click(screen.getByTestId('score-card'))
    expect(h.onLogin).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: '登录 / 注册' })).toBeTruthy()
  })

  it('keeps the numbers line free while the account or the score is read, so the grid below does not jump', () => {
    renderCard({ pending: true })
    expect(screen.getByTestId('score-card-pending').className).toContain('gk-score-card__numbers')
    expect(screen.getByText('正在读取你的成绩…')).toBeTruthy()
    cleanup()
    renderCard({ user, score, pending: true })
    expect(screen.queryByTestId('score-card-pending')).toBeNull()
    expect(screen.getByTestId('score-card-score').textContent).toBe('600')
  })
})
