import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '../../../lib/session-store.ts'
import { FinalScorePage } from './final-score-page.tsx'

const profile = {
  ProvinceId: 32,
  ProvinceName: '江苏',
  Year: 2026,
  IsNewExam: true,
  Score: 600,
  FinalScore: 603,
  SubjectType: 2,
  SubjectTypeName: '物理类',
  SelectSubjectList: ['chemistry', 'biology'],
  Rank: 35398,
  RankBest: 34503,
  ManualRank: null,
  RankTableYear: 2026,
  RankIsEstimate: false,
  RankSource: '2026年江苏物理类一分一段表',
  RiskAppetite: 'balanced',
  UpdatedAt: '2026-11-27T00:00:00.000Z',
}

beforeEach(() => {
  sessionStore.set({ token: 't' })
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ code: 0, message: '成功', data: { ScoreProfile: profile, RiskAppetites: [] } }))),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  sessionStore.reset()
})

describe('设置高考成绩 with a saved score', () => {
  it('shows the rank card and a note on what to enter, never an empty-state box', async () => {
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <FinalScorePage />
      </QueryClientProvider>,
    )
    expect(await screen.findByText(/出分后填写实考分数/)).toBeTruthy()
    expect(container.querySelector('.gk-rank-card')).not.toBeNull()
    expect(container.querySelector('.gk-empty')).toBeNull()
  })
})
