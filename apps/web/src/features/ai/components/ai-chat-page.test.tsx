import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '../../../lib/session-store.ts'
import { AiChatPage } from './ai-chat-page.tsx'

// the server's answers for the calls the page makes before any question (a visitor's suggestions; a user's quota and history)
const answers: Record<string, unknown> = {
  'AI/SuggestedQuestions': { Questions: ['位次是什么意思，怎么看一分一段表'], Reason: '' },
  'AI/Quota': { Limit: 20, Used: 0 },
  'AI/ConversationList': [],
}

function renderPage() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const name = url.replace(/^.*\/api\//, '')
      return new Response(JSON.stringify({ code: 0, message: '成功', data: answers[name] ?? null }))
    }),
  )
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AiChatPage canOpen={() => true} />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  window.location.hash = '#/pages/ai/index'
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  sessionStore.reset()
  sessionStorage.clear()
  document.body.innerHTML = ''
})

describe('a visitor asking the AI assistant (issue #32)', () => {
  it('去登录 opens the one-step SMS sign-in with the way back to the AI page, the question kept', async () => {
    renderPage()
    fireEvent.change(screen.getByPlaceholderText('登录后即可提问'), { target: { value: '河南580分能上郑州大学吗' } })
    fireEvent.click(screen.getByRole('button', { name: '发送' }))
    // the dialog says why before the page is left
    await screen.findByText('登录后即可提问', { selector: '.adm-dialog-title' })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '去登录' })))
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/pages\/personal\/login\/login\?/))
    expect(new URLSearchParams(window.location.hash.split('?')[1]).get('redirect')).toBe('/pages/ai/index')
    expect(sessionStorage.getItem('gk-ai-pending-question')).toBe('河南580分能上郑州大学吗')
  })

  it('back on the AI page after sign-in, the question is in the box again', async () => {
    sessionStorage.setItem('gk-ai-pending-question', '河南580分能上郑州大学吗')
    sessionStore.set({ token: 't' })
    renderPage()
    const box = await screen.findByPlaceholderText('问我位次、院校、专业、录取概率…')
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe('河南580分能上郑州大学吗'))
    expect(sessionStorage.getItem('gk-ai-pending-question')).toBeNull()
  })
})
