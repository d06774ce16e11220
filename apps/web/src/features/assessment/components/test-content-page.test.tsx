import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { QuestionList } from '@gk/contract'
import { registerNavigator } from '../../../lib/navigation.ts'
import { apiQuery } from '../../../lib/queries.ts'
import { readDraft } from '../utils/test-draft.ts'
import { TestContentPage } from './test-content-page.tsx'

const bank: QuestionList = {
  Kind: 'mbti',
  Version: 'v-test',
  Title: '测试',
  Intro: '',
  Tips: [],
  Minutes: 1,
  Sections: [{ Key: 's', Name: '偏好', Hint: '选更像你的一项' }],
  Questions: ['甲', '乙', '丙'].map((text, i) => ({
    ID: `q${i + 1}`,
    Section: 's',
    Text: `问题${text}`,
    Options: [
      { Value: 1, Label: `${text}A` },
      { Value: 2, Label: `${text}B` },
    ],
  })),
}

function renderRunner() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(apiQuery('Career/MBTIQuestionList', {}).queryKey, bank)
  return render(
    <QueryClientProvider client={client}>
      <TestContentPage kind="mbti" />
    </QueryClientProvider>,
  )
}

const navigate = vi.fn()
beforeEach(() => registerNavigator(navigate))
afterEach(() => {
  cleanup()
  localStorage.clear()
  navigate.mockReset()
})

describe('TestContentPage', () => {
  it('shows one item at a time, goes back with the answer kept, saves a draft and opens submit at the end', () => {
    renderRunner()
    expect(screen.getByTestId('progress').textContent).toBe('1 / 3')
    fireEvent.click(screen.getByText('甲A'))
    expect(screen.getByTestId('question').textContent).toBe('问题乙')
    expect(readDraft('mbti', 'v-test')).toMatchObject({ answers: { q1: 1 } })
    fireEvent.click(screen.getByText('上一题'))
    expect(screen.getByText('甲A').getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(screen.getByText('甲B'))
    // a revised answer moves to the next item, not past it
    expect(screen.getByTestId('question').textContent).toBe('问题乙')
    fireEvent.click(screen.getByText('乙A'))
    fireEvent.click(screen.getByText('丙B'))
    expect(readDraft('mbti', 'v-test')?.answers).toEqual({ q1: 2, q2: 1, q3: 2 })
    expect(navigate).toHaveBeenCalledWith('/pages/assess/custom-pages/test-submit?type=mbti', { replace: undefined })
  })

  it('resumes at the saved position after leaving', () => {
    localStorage.setItem('gk-assessment-draft:mbti', JSON.stringify({ version: 'v-test', answers: { q1: 1, q2: 2 }, index: 2 }))
    renderRunner()
    expect(screen.getByTestId('progress').textContent).toBe('3 / 3')
    expect(screen.getByTestId('question').textContent).toBe('问题丙')
  })
})
