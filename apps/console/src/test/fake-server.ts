import type { AdminTicket, ConsoleAccount } from '@gk/contract'

/** What the console's fetch calls look like to a test: the endpoint, the body and the console token header. */
export type Call = { name: string; body: unknown; token: string | undefined }

type Reply = { code: number; message: string; data: unknown }

/**
 * A fetch stand-in for the API server: `/api/<name>` answers with `replies[name]` (an envelope, or a function
 * of the request body giving one); an endpoint with no reply answers 404.
 */
export function fakeServer(replies: Record<string, Reply | ((body: unknown) => Reply)>) {
  const calls: Call[] = []
  const fetch = async (url: string, init?: RequestInit) => {
    const name = url.replace(/^.*\/api\//, '')
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null
    calls.push({ name, body, token: (init?.headers as Record<string, string> | undefined)?.['admin-token'] })
    const reply = replies[name]
    if (!reply) return new Response(JSON.stringify({ code: 404, message: `没有${name}`, data: null }), { status: 404 })
    return new Response(JSON.stringify(typeof reply === 'function' ? reply(body) : reply))
  }
  return { fetch, calls }
}

export const ok = (data: unknown): Reply => ({ code: 0, message: '成功', data })

export function account(over: Partial<ConsoleAccount> = {}): ConsoleAccount {
  return {
    AccountId: 3,
    UserName: 'wang.expert',
    DisplayName: '王老师',
    Role: 'expert',
    Disabled: false,
    CreatedAt: '2026-09-01T02:00:00.000Z',
    MustChangePassword: false,
    ...over,
  }
}

export function ticket(over: Partial<AdminTicket> = {}): AdminTicket {
  return {
    TicketId: 41,
    Service: 'review',
    ServiceName: '志愿表审核',
    State: 'paid',
    StateName: '已支付，待分配专家',
    OrderNo: 'GK202611270001',
    WishId: 9,
    WishName: '江苏物理类本科批',
    ExpertName: null,
    CreatedAt: '2026-11-26T01:00:00.000Z',
    PaidAt: '2026-11-26T01:05:00.000Z',
    DueAt: '2026-11-28T01:05:00.000Z',
    DeliveredAt: null,
    UserId: 1001,
    Mobile: '138****0001',
    ExpertAccountId: null,
    Unread: 0,
    ...over,
  }
}

/** antd reads media queries and the computed style of scroll bars; jsdom has no matchMedia. */
export function stubBrowser(): void {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    })
  }
}
