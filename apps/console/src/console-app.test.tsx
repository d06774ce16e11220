import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { consoleSession } from './lib/session.ts'
import { account, fakeServer, ok, stubBrowser, ticket } from './test/fake-server.ts'
import { render } from './test/render.tsx'

// the router is made when the module loads, from the hash at that moment
async function showConsole(hash: string) {
  window.location.hash = hash
  const { ConsoleApp } = await import('./console-app.tsx')
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <ConsoleApp />
    </QueryClientProvider>,
  )
}

const menuLabels = () =>
  within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((i) => i.textContent)

beforeAll(stubBrowser)
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  consoleSession.set(null)
})
// React's scheduler may still hold a task of the last test's renders (a query settling after unmount): let it run while
// jsdom's window exists, not after the environment is torn down (CI of stop 54: 「window is not defined」 from
// performWorkUntilDeadline, every test passed)
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 50)))

describe('the console shell', () => {
  it('sends a visitor to sign in; an expert then lands on the workbench, sees only the ticket queue beside it and can sign out', async () => {
    const server = fakeServer({
      'Admin/Login': ok({ Token: 'console-token-2', Account: account() }),
      'Admin/TicketList': ok([ticket()]),
      'Admin/Dashboard': ok({ Day: '2026-11-29', PaidOrders: null, Refunds: null, OverdueTickets: 1, UnassignedTickets: 0, UnreadTickets: 0 }),
      'Admin/TicketUnreadCount': ok({ Count: 0 }),
      'Admin/Logout': ok(null),
    })
    vi.stubGlobal('fetch', vi.fn(server.fetch))
    await showConsole('#/orders')
    expect(await screen.findByText('运营后台登录')).toBeTruthy()

    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'wang.expert' } })
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'secret-pass' } })
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }))

    expect((await screen.findByTestId('console-user', {}, { timeout: 10_000 })).textContent).toBe('王老师（专家）')
    expect(menuLabels()).toEqual(['工作台', '咨询工单'])
    // an address the role may not use (#/orders) falls back to the landing page, which loads as its own chunk
    expect(await screen.findByTestId('dashboard-overdue', {}, { timeout: 10_000 })).toBeTruthy()
    expect(window.location.hash).toBe('#/dashboard')
    // the money is the operators': an expert's workbench shows tickets only
    expect(screen.queryByTestId('dashboard-orders')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: /退\s*出/ }))
    expect(await screen.findByText('运营后台登录')).toBeTruthy()
    expect(new Set(server.calls.map((c) => c.name))).toEqual(new Set(['Admin/Login', 'Admin/Dashboard', 'Admin/TicketUnreadCount', 'Admin/Logout']))
    expect(server.calls.at(-1)?.token).toBe('console-token-2')
    expect(consoleSession.get()).toBeNull()
    // lazy chunks through jsdom: 13.7 s on a quiet machine, over 20 s beside lint and a second worker (headroom, not a target)
  }, 60_000)

  it('an operator sees the operations sections but not the admin ones', async () => {
    consoleSession.set({ token: 'console-token-3', account: account({ DisplayName: '李运营', Role: 'operator' }) })
    vi.stubGlobal('fetch', vi.fn(fakeServer({ 'Admin/TicketList': ok([]) }).fetch))
    await showConsole('#/tickets')
    await waitFor(() => expect(screen.getByTestId('console-user').textContent).toBe('李运营（运营）'))
    expect(menuLabels()).toEqual(['工作台', '咨询工单', '订单与退款', '用户与权益', '商品与价格', '激活卡批次', '内容管理', '合作与服务商', '年度数据导入'])
  })

  it('an admin also sees the accounts and the audit log', async () => {
    consoleSession.set({ token: 'console-token-4', account: account({ DisplayName: '张管理', Role: 'admin' }) })
    vi.stubGlobal('fetch', vi.fn(fakeServer({ 'Admin/TicketList': ok([]), 'Admin/TicketUnreadCount': ok({ Count: 3 }) }).fetch))
    await showConsole('#/tickets')
    await waitFor(() => expect(screen.getByTestId('console-user').textContent).toBe('张管理（管理员）'))
    expect(menuLabels().slice(-2)).toEqual(['后台账号', '操作日志'])
    expect(menuLabels()).toHaveLength(11)
    // the queue's menu entry counts the tickets with a student's message not yet read
    expect(await screen.findByTitle('3个工单有学生新留言', {}, { timeout: 10_000 })).toBeTruthy()
  })

  it('an operator who types an admin-only address gets the 403 page, not the new-account button', async () => {
    consoleSession.set({ token: 'console-token-5', account: account({ DisplayName: '李运营', Role: 'operator' }) })
    const server = fakeServer({ 'Admin/TicketList': ok([]), 'Admin/AccountList': ok([]) })
    vi.stubGlobal('fetch', vi.fn(server.fetch))
    await showConsole('#/accounts')
    expect(await screen.findByText('无权访问', {}, { timeout: 10_000 })).toBeTruthy()
    expect(screen.queryByText('新建账号')).toBeNull()
    expect(server.calls.map((c) => c.name)).not.toContain('Admin/AccountList')
  })

  it('an unknown address shows a Chinese 404 page inside the console', async () => {
    consoleSession.set({ token: 'console-token-6', account: account({ DisplayName: '张管理', Role: 'admin' }) })
    vi.stubGlobal('fetch', vi.fn(fakeServer({ 'Admin/TicketList': ok([]) }).fetch))
    await showConsole('#/no-such-section')
    expect(await screen.findByText('页面不存在', {}, { timeout: 10_000 })).toBeTruthy()
    expect(screen.queryByText(/Hey developer/)).toBeNull()
    expect(screen.getByTestId('console-user').textContent).toBe('张管理（管理员）')
  })
})
