import { ErrorCode, ProductId } from '@gk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handlers } from '../handlers.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { defineHandlers } from '../http/endpoint.ts'
import { requireAccess } from './entitlements.ts'

// real endpoints, with three lookups standing in for paid calls gated by each kind of rule
const gated = defineHandlers({
  async 'Public/ProvinceList'(_input, ctx) {
    await requireAccess(ctx, 'ZNK')
    return []
  },
  async 'Public/CityList'(_input, ctx) {
    await requireAccess(ctx, 'VIP')
    return []
  },
  async 'Public/DistrictList'(_input, ctx) {
    await requireAccess(ctx, 'general')
    return []
  },
})

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp({ handlers: { ...handlers, ...gated }, env: { SANDBOX_ENDPOINTS: 'true' } })
})
afterAll(async () => app.close())

async function signUp() {
  const mobile = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
  const res = await app.signUp({ Mobile: mobile, Password: 'abc12345', ExamYear: 2027 })
  if (res.code !== 0) throw new Error(res.message)
  lastMobile = mobile
  return res.data.token
}
let lastMobile = ''

/** Sessions last 30 days: after a jump of months the user signs in again. */
async function signInAgain(mobile: string) {
  const res = await app.call('User/UserLogin', { Mobile: mobile, Password: 'abc12345' })
  if (res.code !== 0) throw new Error(res.message)
  return res.data.token
}

async function buy(token: string, productId: number) {
  const order = await app.call('Payment/WechatPayForH5', { ProductId: productId }, token)
  if (order.code !== 0) throw new Error(order.message)
  await fetch(`${app.baseUrl}/sandbox/pay/${order.data.OrderNo}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  })
}

describe('requireAccess', () => {
  it('answers 112 signed out and 113 without membership', async () => {
    expect((await app.call('Public/ProvinceList', {})).code).toBe(ErrorCode.SessionExpired)
    const token = await signUp()
    const res = await app.call('Public/ProvinceList', {}, token)
    expect(res).toMatchObject({ code: ErrorCode.MembershipRequired, message: '该功能需开通会员后使用' })
  })

  it('follows the member groups', async () => {
    const token = await signUp()
    await buy(token, ProductId.znkCard)
    expect((await app.call('Public/ProvinceList', {}, token)).code).toBe(0)
    expect((await app.call('Public/CityList', { ProvinceId: 11 }, token)).code).toBe(ErrorCode.MembershipRequired)
    await buy(token, ProductId.vipCard)
    expect((await app.call('Public/CityList', { ProvinceId: 11 }, token)).code).toBe(0)
  })

  it('honours a membership expiry to the second, on the gate and on StudentInfo', async () => {
    const first = await signUp()
    const mobile = lastMobile
    await buy(first, ProductId.znkCard)
    const end = new Date('2027-08-31T16:00:00Z')
    app.clock.set(new Date(end.getTime() - 1000))
    const token = await signInAgain(mobile)
    expect((await app.call('Public/ProvinceList', {}, token)).code).toBe(0)
    expect(await app.call('User/StudentInfo', {}, token)).toMatchObject({ code: 0, data: { MemberType: 1 } })
    app.clock.set(end)
    expect((await app.call('Public/ProvinceList', {}, token)).code).toBe(ErrorCode.MembershipRequired)
    expect(await app.call('User/StudentInfo', {}, token)).toMatchObject({ code: 0, data: { MemberType: null } })
    app.clock.set(new Date('2027-06-25T10:00:00Z'))
  })

  it('general access passes with a live package only, until its second', async () => {
    const token = await signUp()
    expect((await app.call('Public/DistrictList', { CityId: 1101 }, token)).code).toBe(ErrorCode.MembershipRequired)
    await buy(token, ProductId.aiBasic)
    expect((await app.call('Public/DistrictList', { CityId: 1101 }, token)).code).toBe(0)
    // the package alone opens no member group
    expect((await app.call('Public/ProvinceList', {}, token)).code).toBe(ErrorCode.MembershipRequired)
    const end = new Date(app.clock.now().getTime() + 30 * 86_400_000)
    app.clock.set(new Date(end.getTime() - 1000))
    expect((await app.call('Public/DistrictList', { CityId: 1101 }, token)).code).toBe(0)
    app.clock.set(end)
    expect((await app.call('Public/DistrictList', { CityId: 1101 }, token)).code).toBe(ErrorCode.MembershipRequired)
    expect(await app.call('User/StudentInfo', {}, token)).toMatchObject({ code: 0, data: { PackageData: [] } })
    app.clock.set(new Date('2027-06-25T10:00:00Z'))
  })
})
