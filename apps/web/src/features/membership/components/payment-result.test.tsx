import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PaymentResult } from './order-pay.tsx'

// the server as the paid page meets it: the order is paid; every other call answers an empty success
const calls: string[] = []
beforeEach(() => {
  calls.length = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const name = String(url).split('/api/')[1] ?? String(url)
      calls.push(name)
      const data = name.includes('PaymentStatus') ? { OrderNo: 'GK1', IsPaid: true, State: 'paid', ProductName: '智能志愿卡会员', Amount: 29800 } : {}
      return new Response(JSON.stringify({ code: 0, message: '成功', data }))
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** Another screen's cached answer, live beside the paid page (as the list is after the student paid from it). */
function OtherScreen() {
  useQuery({ queryKey: ['Wish/BatchList', {}], queryFn: async () => (await (await fetch('/api/Wish/BatchList')).json()) as unknown })
  return null
}

describe('支付结果', () => {
  it('shows 支付成功 once the order is paid, refreshing the other screens without re-asking the payment status forever', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <OtherScreen />
        <PaymentResult orderNo="GK1" />
      </QueryClientProvider>,
    )
    expect(await screen.findByTestId('payment-success', {}, { timeout: 3000 })).toBeTruthy()
    expect(screen.getByText('支付成功')).toBeTruthy()
    // the other screen was asked again (the entitlement changed its answer); the status a bounded number of times
    expect(calls.filter((c) => c.includes('BatchList')).length).toBeGreaterThanOrEqual(2)
    await new Promise((r) => setTimeout(r, 300))
    expect(calls.filter((c) => c.includes('PaymentStatus')).length).toBeLessThanOrEqual(2)
  })
})
