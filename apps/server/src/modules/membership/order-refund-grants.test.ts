import { describe, expect, it } from 'vitest'
import { testAppPerFile } from '../../testing/build-test-app.ts'
import { adminCall, confirmSandboxPay, consoleLogin, signUpStudent } from '../../testing/console-kit.ts'
import { generateCardBatch } from './cards.ts'

const DAY = 86_400_000
const HIGH_SCHOOL = 102 // 高中全程版: member type 4, 365 days
const PLAN = 201 // 学业规划包: package "plan", 365 days

const app = testAppPerFile({ env: { PAY_PROVIDER: 'sandbox', SANDBOX_ENDPOINTS: 'true' } })

async function activateCard(token: string, productId: number) {
  const [card] = (await generateCardBatch(app.db, { productId, count: 1, note: 'refund test', activateBefore: null, now: app.clock.now() })).cards
  const activated = await app.call('User/CardActivation', { CardNo: card!.cardNo, CardPwd: card!.secret }, token)
  if (activated.code !== 0) throw new Error(activated.message)
}

async function paidOrder(token: string, productId: number): Promise<string> {
  const order = await app.call('Payment/WechatPayForH5', { ProductId: productId }, token)
  if (order.code !== 0) throw new Error(order.message)
  await confirmSandboxPay(app, order.data.OrderNo)
  return order.data.OrderNo
}

async function refund(orderNo: string) {
  // a fresh console sign-in: the tests move the clock past a console session's life
  const operator = (await consoleLogin(app, 'operator', `退款员${orderNo.slice(-6)}`)).token
  const refunded = await adminCall(app, 'Admin/OrderRefund', { OrderNo: orderNo, Reason: '用户申请退款' }, operator)
  if (refunded.code !== 0) throw new Error(refunded.message)
}

async function membership(userId: number) {
  const [row] = await app.db.query<{ member_type: number | null; member_expire_at: Date }>('SELECT member_type, member_expire_at FROM users WHERE id = $1', [
    userId,
  ])
  return { type: row!.member_type, daysLeft: Math.round((new Date(row!.member_expire_at).getTime() - app.clock.now().getTime()) / DAY) }
}

async function packageDaysLeft(userId: number) {
  const rows = await app.db.query<{ expire_at: Date }>("SELECT expire_at FROM user_packages WHERE user_id = $1 AND product_from = 'plan'", [userId])
  return Math.round((Math.max(...rows.map((r) => new Date(r.expire_at).getTime())) - app.clock.now().getTime()) / DAY)
}

describe('a refund takes back exactly what its order granted', () => {
  it('keeps a card activated before the order (card under the order)', async () => {
    const student = await signUpStudent(app)
    await activateCard(student.token, HIGH_SCHOOL)
    expect(await membership(student.userId)).toEqual({ type: 4, daysLeft: 365 })
    const orderNo = await paidOrder(student.token, HIGH_SCHOOL)
    expect(await membership(student.userId)).toEqual({ type: 4, daysLeft: 730 })
    app.clock.advance(10 * DAY)
    await refund(orderNo)
    expect(await membership(student.userId)).toEqual({ type: 4, daysLeft: 355 })
    const info = await app.call('User/StudentInfo', {}, student.token)
    expect(info.code === 0 && info.data.MemberType).toBe(4)
  })

  it('keeps a card activated after the order (card over the order)', async () => {
    const student = await signUpStudent(app)
    const orderNo = await paidOrder(student.token, HIGH_SCHOOL)
    await activateCard(student.token, HIGH_SCHOOL)
    expect(await membership(student.userId)).toEqual({ type: 4, daysLeft: 730 })
    await refund(orderNo)
    expect(await membership(student.userId)).toEqual({ type: 4, daysLeft: 365 })
  })

  it('gives back a lower tier the refunded upgrade replaced', async () => {
    const student = await signUpStudent(app)
    await activateCard(student.token, HIGH_SCHOOL)
    const orderNo = await paidOrder(student.token, 103) // VIP志愿卡 (type 2, to the end of the season)
    expect((await membership(student.userId)).type).toBe(2)
    await refund(orderNo)
    expect(await membership(student.userId)).toEqual({ type: 4, daysLeft: 365 })
  })

  it('keeps a package card under and over a refunded package order', async () => {
    const student = await signUpStudent(app)
    await activateCard(student.token, PLAN)
    const orderNo = await paidOrder(student.token, PLAN)
    await activateCard(student.token, PLAN)
    expect(await packageDaysLeft(student.userId)).toBe(1095)
    await refund(orderNo)
    expect(await packageDaysLeft(student.userId)).toBe(730)
  })
})
