import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { consoleSession } from '../lib/session.ts'
import { account, fakeServer, ok, stubBrowser } from '../test/fake-server.ts'
import { AuditPage, auditChanges } from './audit-page.tsx'
import { render } from '../test/render.tsx'

beforeAll(stubBrowser)
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  consoleSession.set(null)
})

describe('the audit log an admin reads', () => {
  it('says what changed field by field in Chinese, leaving out what did not change', () => {
    expect(auditChanges({ Price: 19900, OnSale: true, Name: '审核' }, { Price: 18900, OnSale: true, Name: '审核' })).toEqual(['售价（分）：19900 → 18900'])
    expect(auditChanges(null, { Role: 'operator', Disabled: false })).toEqual(['角色：operator', '停用：否'])
    expect(auditChanges(null, null)).toEqual([])
  })

  it('names actions in Chinese, not by their codes', async () => {
    consoleSession.set({ token: 't', account: account({ Role: 'admin' }) })
    const entry = {
      AuditId: 1,
      UserName: 'ops.li',
      Action: 'product.update',
      Target: 'product:501',
      Before: { Price: 19900 },
      After: { Price: 18900 },
      At: '2026-11-29T02:00:00.000Z',
    }
    vi.stubGlobal('fetch', vi.fn(fakeServer({ 'Admin/AuditList': ok({ List: [entry], Total: 1, PageIndex: 1, PageSize: 20 }) }).fetch))
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AuditPage />
      </QueryClientProvider>,
    )
    expect(await screen.findByText('修改商品价格')).toBeTruthy()
    expect(screen.getByText('售价（分）：19900 → 18900')).toBeTruthy()
    expect(screen.queryByText('product.update')).toBeNull()
  })
})
