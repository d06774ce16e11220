import { ErrorCode, ProductId } from '@gk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { seasonEnd } from './grants.ts'
import { signUp } from './membership-test-kit.ts'

let app: TestApp
let token: string
beforeAll(async () => {
  app = await buildTestApp({ env: { SANDBOX_ENDPOINTS: 'true' } })
  token = (await signUp(app)).token
})
afterAll(async () => app.close())

describe('Product/SelOnlinePackageProductList', () => {
  it('lists products on sale with integer fen prices and the fixed ids', async () => {
    const res = await app.call('Product/SelOnlinePackageProductList', {})
    expect(res.code).toBe(0)
    if (res.code !== 0) return
    const ids = res.data.map((p) => p.ProductId)
    expect(ids).toEqual(
      expect.arrayContaining([
        ProductId.znkCard,
        ProductId.vipCard,
        ProductId.plan,
        ProductId.plan2,
        ProductId.aiBasic,
        ProductId.aiAdvanced,
        ProductId.aiPremium,
      ]),
    )
    // cards-only and free products are not sold
    expect(ids).not.toContain(ProductId.teacherCard)
    expect(ids).not.toContain(ProductId.trial)
    for (const p of res.data) {
      expect(Number.isInteger(p.Price) && p.Price > 0).toBe(true)
      expect(p.OriginalPrice).toBeGreaterThanOrEqual(p.Price)
      expect(p.Kind === 'member' ? p.MemberType !== null : p.ProductFrom !== null).toBe(true)
    }
    const vip = res.data.find((p) => p.ProductId === ProductId.vipCard)
    expect(vip?.Groups).toEqual(['ZNK', 'GZBB', 'VIP'])
  })

  it('filters by kind and refuses a bad kind', async () => {
    const res = await app.call('Product/SelOnlinePackageProductList', { Kind: 'package' })
    expect(res.code === 0 && res.data.every((p) => p.Kind === 'package')).toBe(true)
    expect((await app.call('Product/SelOnlinePackageProductList', { Kind: "member' OR 1=1" })).code).toBe(ErrorCode.InvalidInput)
  })
})

describe('Payment/PaymentPrice', () => {
  it('needs a session', async () => {
    expect((await app.call('Payment/PaymentPrice', { ProductId: ProductId.znkCard })).code).toBe(ErrorCode.SessionExpired)
  })

  it('answers the list price and the season expiry', async () => {
    const res = await app.call('Payment/PaymentPrice', { ProductId: ProductId.znkCard }, token)
    expect(res).toMatchObject({ code: 0, data: { OriginalPrice: 29800, Discount: 0, FinalPrice: 29800, ExpireAt: '2027-08-31T16:00:00.000Z' } })
  })

  it('takes a recommend code off in whole fen, case-insensitive', async () => {
    const res = await app.call('Payment/PaymentPrice', { ProductId: ProductId.aiBasic, RecommendCode: ' gk2027 ' }, token)
    // 10% of 1990 = 199
    expect(res).toMatchObject({ code: 0, data: { OriginalPrice: 1990, Discount: 199, FinalPrice: 1791 } })
  })

  it('refuses unknown codes, unknown or card-only products, and hostile input', async () => {
    expect((await app.call('Payment/PaymentPrice', { ProductId: ProductId.znkCard, RecommendCode: 'NOPE' }, token)).code).toBe(ErrorCode.RecommendCodeNotFound)
    expect((await app.call('Payment/PaymentPrice', { ProductId: 999 }, token)).code).toBe(ErrorCode.ProductNotFound)
    expect((await app.call('Payment/PaymentPrice', { ProductId: ProductId.teacherCard }, token)).code).toBe(ErrorCode.ProductNotFound)
    expect((await app.call('Payment/PaymentPrice', { ProductId: ProductId.trial }, token)).code).toBe(ErrorCode.ProductNotFound)
    for (const bad of [
      {},
      { ProductId: 'abc' },
      { ProductId: -1 },
      { ProductId: 1e12 },
      { ProductId: 1.5 },
      { ProductId: ProductId.znkCard, RecommendCode: "x' OR '1'='1" },
      { ProductId: ProductId.znkCard, RecommendCode: 'A'.repeat(100) },
    ]) {
      expect((await app.call('Payment/PaymentPrice', bad, token)).code).toBe(ErrorCode.InvalidInput)
    }
  })
})

describe('seasonEnd', () => {
  it('is 1 September 00:00 Beijing of the exam year, never in the past', () => {
    const june = new Date('2027-06-25T10:00:00Z')
    expect(seasonEnd(2027, june).toISOString()).toBe('2027-08-31T16:00:00.000Z')
    expect(seasonEnd(2029, june).toISOString()).toBe('2029-08-31T16:00:00.000Z')
    expect(seasonEnd(2025, june).toISOString()).toBe('2027-08-31T16:00:00.000Z')
    expect(seasonEnd(null, june).toISOString()).toBe('2027-08-31T16:00:00.000Z')
    // one second before and at the Beijing midnight of 1 September
    expect(seasonEnd(2027, new Date('2027-08-31T15:59:59Z')).toISOString()).toBe('2027-08-31T16:00:00.000Z')
    expect(seasonEnd(2027, new Date('2027-08-31T16:00:00Z')).toISOString()).toBe('2028-08-31T16:00:00.000Z')
  })
})
