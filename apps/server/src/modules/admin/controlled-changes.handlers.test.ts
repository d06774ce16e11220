import { ErrorCode } from '@gk/contract'
import { beijingDay } from '@gk/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCall, consoleLogin } from '../../testing/console-kit.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'

let app: TestApp
let operator: string

beforeAll(async () => {
  app = await buildTestApp()
  operator = (await consoleLogin(app, 'operator')).token
})
afterAll(async () => {
  await app.close()
})

const batchCount = async () => {
  const list = await adminCall(app, 'Admin/CardBatchList', {}, operator)
  if (list.code !== 0) throw new Error(list.message)
  return list.data.length
}

describe('card batches are made once per request', () => {
  it('a double-click (two calls with one request key) makes one batch and one set of secrets', async () => {
    const before = await batchCount()
    const input = { ProductId: 201, Count: 2, Note: '双击', RequestKey: 'form-0f6c2a9e-double' }
    const [a, b] = await Promise.all([adminCall(app, 'Admin/CardBatchCreate', input, operator), adminCall(app, 'Admin/CardBatchCreate', input, operator)])
    if (a.code !== 0 || b.code !== 0) throw new Error('batch refused')
    expect(a.data.BatchId).toBe(b.data.BatchId)
    expect([a.data.Repeated, b.data.Repeated].sort()).toEqual([false, true])
    const secrets = [a.data, b.data].filter((d) => !d.Repeated).map((d) => d.Csv.trim().split('\r\n').length - 1)
    expect(secrets).toEqual([2])
    expect([a.data, b.data].find((d) => d.Repeated)?.Csv).toBe('')
    expect(await batchCount()).toBe(before + 1)
    const other = await adminCall(app, 'Admin/CardBatchCreate', { ...input, RequestKey: 'form-0f6c2a9e-second' }, operator)
    expect(other.code === 0 && other.data.BatchId).not.toBe(a.data.BatchId)
  })

  it('refuses an activation deadline in the past with a Chinese message; today is still allowed', async () => {
    const now = app.clock.now().getTime()
    const yesterday = beijingDay(now - 86_400_000)
    const past = await adminCall(app, 'Admin/CardBatchCreate', { ProductId: 201, Count: 1, ActivateBefore: yesterday }, operator)
    expect(past.code).toBe(ErrorCode.InvalidInput)
    expect(past.message).toContain('激活截止日期已过')
    const today = await adminCall(app, 'Admin/CardBatchCreate', { ProductId: 201, Count: 1, ActivateBefore: beijingDay(now) }, operator)
    expect(today.code).toBe(0)
  })
})

describe('price changes are kept', () => {
  it('records who changed a price, when, and the old and new values; an unchanged save adds nothing', async () => {
    const list = await adminCall(app, 'Admin/ProductList', {}, operator)
    if (list.code !== 0) throw new Error(list.message)
    const p = list.data.find((x) => x.ProductId === 201)!
    const saved = await adminCall(
      app,
      'Admin/ProductUpdate',
      { ProductId: 201, Price: p.Price - 1000, OriginalPrice: p.OriginalPrice, OnSale: p.OnSale },
      operator,
    )
    expect(saved.code).toBe(0)
    await adminCall(app, 'Admin/ProductUpdate', { ProductId: 201, Price: p.Price - 1000, OriginalPrice: p.OriginalPrice, OnSale: p.OnSale }, operator)
    const history = await adminCall(app, 'Admin/ProductPriceHistory', { ProductId: 201 }, operator)
    if (history.code !== 0) throw new Error(history.message)
    expect(history.data).toHaveLength(1)
    expect(history.data[0]).toMatchObject({ OldPrice: p.Price, NewPrice: p.Price - 1000, OldOriginalPrice: p.OriginalPrice, NewOnSale: p.OnSale })
    expect(history.data[0]!.AccountName).not.toBe('')
    expect(history.data[0]!.At).toBe(app.clock.now().toISOString())
    expect((await adminCall(app, 'Admin/ProductPriceHistory', { ProductId: 99999 }, operator)).code).toBe(ErrorCode.ProductNotFound)
  })
})
