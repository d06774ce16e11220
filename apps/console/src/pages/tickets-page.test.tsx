import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useParams } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { consoleSession } from '../lib/session.ts'
import { account, fakeServer, ok, stubBrowser, ticket } from '../test/fake-server.ts'
import { TicketsPage } from './tickets-page.tsx'
import { render } from '../test/render.tsx'

const open = [
  ticket(),
  ticket({
    TicketId: 42,
    Service: 'custom',
    ServiceName: '志愿表定制',
    State: 'in_progress',
    StateName: '专家处理中',
    ExpertName: '王老师',
    Mobile: '139****0002',
    Unread: 2,
  }),
]
const mine = [ticket({ TicketId: 42, ServiceName: '志愿表定制', State: 'in_progress', StateName: '专家处理中', ExpertName: '王老师', DueAt: null })]

function Detail() {
  return <p>工单详情 {useParams().ticketId}</p>
}

function showTickets() {
  const server = fakeServer({ 'Admin/TicketList': (body) => ok((body as { Scope: string }).Scope === 'mine' ? mine : open) })
  vi.stubGlobal('fetch', vi.fn(server.fetch))
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/tickets']}>
        <Routes>
          <Route path="/tickets" element={<TicketsPage />} />
          <Route path="/tickets/:ticketId" element={<Detail />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return server
}

const bodyRows = () => screen.getAllByRole('row').filter((r) => r.getAttribute('data-row-key'))

beforeAll(stubBrowser)
beforeEach(() => consoleSession.set({ token: 'console-token-1', account: account() }))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  consoleSession.set(null)
})

describe('咨询工单 (the expert queue)', () => {
  it('lists the open tickets with service, student, state, expert and the deadline in Beijing time', async () => {
    const server = showTickets()
    expect(await screen.findByText('志愿表定制')).toBeTruthy()
    const rows = bodyRows()
    expect(rows.map((r) => r.getAttribute('data-row-key'))).toEqual(['41', '42'])
    const first = within(rows[0]!)
    expect(first.getByText('志愿表审核')).toBeTruthy()
    expect(first.getByText('138****0001')).toBeTruthy()
    expect(first.getByText('已支付，待分配专家')).toBeTruthy()
    expect(first.getByText('—')).toBeTruthy()
    expect(first.getByText('2026-11-28 09:05')).toBeTruthy()
    expect(within(rows[1]!).getByText('王老师')).toBeTruthy()
    // the console's own header carries the session, scope open by default
    expect(server.calls).toEqual([{ name: 'Admin/TicketList', body: { Scope: 'open' }, token: 'console-token-1' }])
  })

  it('marks a ticket with a student follow-up the expert has not read', async () => {
    showTickets()
    await screen.findByText('志愿表定制')
    const [first, second] = bodyRows()
    expect(within(second!).getByText('新留言')).toBeTruthy()
    expect(within(second!).getByTitle('学生有2条新留言')).toBeTruthy()
    expect(within(first!).queryByText('新留言')).toBeNull()
  })

  it('switches to the expert own tickets', async () => {
    const server = showTickets()
    await screen.findByText('志愿表审核')
    fireEvent.click(screen.getByText('我的'))
    await waitFor(() => expect(bodyRows().map((r) => r.getAttribute('data-row-key'))).toEqual(['42']))
    expect(server.calls.at(-1)?.body).toEqual({ Scope: 'mine' })
    expect(screen.queryByText('志愿表审核')).toBeNull()
  })

  it('opens a ticket from its row', async () => {
    showTickets()
    fireEvent.click(await screen.findByText('139****0002'))
    expect(await screen.findByText('工单详情 42')).toBeTruthy()
  })
})
