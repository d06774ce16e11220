import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { callAdmin } from '../lib/api.ts'
import { consoleSession } from '../lib/session.ts'
import { LoginPage } from '../pages/login-page.tsx'
import { account, fakeServer, ok, stubBrowser } from '../test/fake-server.ts'
import { ForcedPasswordPage } from './password-change.tsx'
import { ReSignInDialog, SessionWatch } from './session-watch.tsx'
import { render } from '../test/render.tsx'

beforeAll(stubBrowser)
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  consoleSession.set(null)
})

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

/** A page with a half-written review under the session's dialogs. */
function Desk() {
  return (
    <QueryClientProvider client={client()}>
      <textarea aria-label="审核意见" defaultValue="" />
      <SessionWatch />
      <ReSignInDialog onSignOut={() => consoleSession.set(null)} />
    </QueryClientProvider>
  )
}

describe('a session that ends mid-work', () => {
  it('keeps the page and what was typed under a sign-in dialog for the same account', async () => {
    consoleSession.set({ token: 'old-token', account: account(), expiresAt: new Date(Date.now() + 3600_000).toISOString() })
    const server = fakeServer({
      'Admin/TicketDeliver': { code: 2301, message: '请先登录管理后台', data: null },
      'Admin/Login': ok({ Token: 'new-token', Account: account(), ExpiresAt: new Date(Date.now() + 7200_000).toISOString() }),
    })
    vi.stubGlobal('fetch', vi.fn(server.fetch))
    render(<Desk />)
    const review = 'x'.repeat(200)
    fireEvent.change(screen.getByLabelText('审核意见'), { target: { value: review } })

    await expect(callAdmin('Admin/TicketDeliver', { TicketId: 41 } as never)).rejects.toThrow()
    expect(await screen.findByText('登录已过期')).toBeTruthy()
    expect(consoleSession.get()?.expired).toBe(true)
    expect(screen.getByLabelText<HTMLTextAreaElement>('审核意见').value).toBe(review)

    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Harbour2027x' } })
    fireEvent.click(screen.getByRole('button', { name: /重新登录/ }))
    await waitFor(() => expect(consoleSession.get()?.token).toBe('new-token'))
    expect(server.calls.at(-1)?.body).toEqual({ UserName: 'wang.expert', Password: 'Harbour2027x' })
    expect(consoleSession.get()?.expired).toBeUndefined()
    await waitFor(() => expect(screen.queryByText('登录已过期')).toBeNull())
    expect(screen.getByLabelText<HTMLTextAreaElement>('审核意见').value).toBe(review)
  })

  it('warns five minutes before the end; 继续工作 slides the session with the end the server gives', async () => {
    consoleSession.set({ token: 't', account: account(), expiresAt: new Date(Date.now() + 4 * 60_000).toISOString() })
    const later = new Date(Date.now() + 7200_000).toISOString()
    const fetch = vi.fn(async () => new Response(JSON.stringify(ok(account())), { headers: { 'x-console-expires-at': later } }))
    vi.stubGlobal('fetch', fetch)
    render(<Desk />)
    expect((await screen.findByTestId('idle-warning')).textContent).toMatch(/登录将在 [34]:\d\d 后过期/)
    fireEvent.click(screen.getByRole('button', { name: /继续工作/ }))
    await waitFor(() => expect(consoleSession.get()?.expiresAt).toBe(later))
    await waitFor(() => expect(screen.queryByTestId('idle-warning')).toBeNull())
  })

  it('marks the session expired when its end passes without a call', async () => {
    consoleSession.set({ token: 't', account: account(), expiresAt: new Date(Date.now() + 1500).toISOString() })
    vi.stubGlobal('fetch', vi.fn(fakeServer({}).fetch))
    render(<Desk />)
    expect(await screen.findByText('登录已过期', {}, { timeout: 5000 })).toBeTruthy()
  })
})

describe('signing in', () => {
  it('returns to the page that was asked for', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeServer({ 'Admin/Login': ok({ Token: 'tk', Account: account(), ExpiresAt: new Date().toISOString() }) }).fetch))
    render(
      <MemoryRouter initialEntries={[{ pathname: '/login', state: { from: '/tickets/41' } }]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/tickets/41" element={<p>工单 41</p>} />
          <Route path="/tickets" element={<p>工单列表</p>} />
        </Routes>
      </MemoryRouter>,
    )
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'wang.expert' } })
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'secret-pass' } })
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }))
    expect(await screen.findByText('工单 41')).toBeTruthy()
  })

  it('a one-time password must be changed: the rule is checked before the server is asked', async () => {
    consoleSession.set({ token: 't', account: account({ MustChangePassword: true }) })
    const server = fakeServer({ 'Admin/PasswordChange': ok(account({ MustChangePassword: false })) })
    vi.stubGlobal('fetch', vi.fn(server.fetch))
    render(<ForcedPasswordPage userName="wang.expert" onSignOut={() => undefined} />)
    const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
    fill('当前密码', 'OneTime16symbols')
    fill('新密码', 'short1')
    fill('确认新密码', 'short1')
    fireEvent.click(screen.getByRole('button', { name: /修改密码/ }))
    expect(await screen.findByText('新密码至少10位')).toBeTruthy()
    fill('新密码', 'wang.expert2027')
    expect(await screen.findByText('新密码不能包含用户名')).toBeTruthy()
    fill('新密码', 'Harbour2027x')
    fireEvent.click(screen.getByRole('button', { name: /修改密码/ }))
    expect(await screen.findByText('两次输入的新密码不一致')).toBeTruthy()
    expect(server.calls).toEqual([])
    fill('确认新密码', 'Harbour2027x')
    fireEvent.click(screen.getByRole('button', { name: /修改密码/ }))
    await waitFor(() => expect(consoleSession.get()?.account.MustChangePassword).toBe(false))
    expect(server.calls).toEqual([{ name: 'Admin/PasswordChange', body: { OldPassword: 'OneTime16symbols', NewPassword: 'Harbour2027x' }, token: 't' }])
  })
})
