import { ProductId, endpoints } from '@gk/contract'
import type { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { sampleOf, schemaOf } from './fuzz-payloads.ts'

/**
 * Authorization sweep: every call, with no token and with another user's token, its id fields
 * filled with the owner's object ids (wish table, order, ticket). Nothing of the owner's may come
 * back (markers: table name, mobile, order number, the ticket's questionnaire text), and the
 * owner's objects must be unchanged afterwards.
 */
const OWNER_MOBILE = '13911112222'
const INTRUDER_MOBILE = '13933334444'
const MARKER = 'ZQ甲的私表'
// calls that end the intruder's own session would blind the rest of the sweep
const SESSION_ENDING = /Logout|Loginout|SessionRevoke|Cancel|Deregister|Password|Unbind|Delete(User|Account)/

let app: TestApp
let owner: {
  token: string
  wishId: number
  orderNo: string | null
  ticketId: number | null
  wishes: string[]
}
let intruder: string

beforeAll(async () => {
  app = await buildTestApp({
    withDataset: true,
    env: { RATE_LIMIT_PER_MINUTE: '1000000', SANDBOX_ENDPOINTS: 'true' },
  })
  const a = await app.signUp({
    Mobile: OWNER_MOBILE,
    Password: 'abc12345',
    ExamYear: 2026,
    ExamProvinceId: 32,
  })
  const b = await app.signUp({
    Mobile: INTRUDER_MOBILE,
    Password: 'abc12345',
    ExamYear: 2026,
    ExamProvinceId: 32,
  })
  if (!a.data || !b.data) throw new Error('sign up failed')
  intruder = b.data.token
  const token = a.data.token
  await app.db.query('UPDATE users SET member_type = 1 WHERE id = $1', [a.data.UserId])
  await app.call(
    'User/EditUserScore',
    {
      ProvinceId: 32,
      Year: 2026,
      Score: 600,
      SubjectType: 2,
      SelectSubjectList: ['chemistry', 'biology'],
    },
    token,
  )
  const list = await app.call('Wish/SchoolFirstListForecast', { BatchId: 'undergraduate', PageIndex: 1, PageSize: 5 }, token)
  const wishes = (list.data?.List ?? []).map((r) => r.UnitId)
  const saved = await app.call(
    'User/WishSpecialtyGroupSave',
    {
      BatchId: 'undergraduate',
      Name: MARKER,
      Wishes: wishes.map((UnitId) => ({ UnitId, MajorNames: [], IsAdjustmentAccepted: true })),
    },
    token,
  )
  if (!saved.data) throw new Error(`owner's wish table not saved: ${saved.message}`)
  const order = await app.call('Payment/WechatPayForH5', { ProductId: ProductId.plan }, token)
  const ticket = await app.call(
    'Consulting/TicketCreate',
    {
      Service: 'review',
      WishId: saved.data.WishId,
      Questionnaire: { Concerns: MARKER } as never,
      PayChannel: 'wechat' as never,
    },
    token,
  )
  owner = {
    token,
    wishId: saved.data.WishId,
    orderNo:
      (order.data as { out_trade_no?: string; OrderNo?: string } | null)?.OrderNo ?? (order.data as { out_trade_no?: string } | null)?.out_trade_no ?? null,
    ticketId: (ticket.data as { TicketId?: number } | null)?.TicketId ?? null,
    wishes,
  }
}, 600_000)
afterAll(async () => {
  await app.close()
})

async function signIn(mobile: string): Promise<string> {
  const res = await app.call('User/UserLogin', { Mobile: mobile, Password: 'abc12345' })
  const token = (res.data as { token?: string } | null)?.token
  if (!token) throw new Error(`sign in failed: ${res.message}`)
  return token
}

function ownersIds(key: string): unknown {
  if (key === 'WishId') return owner.wishId
  if (key === 'OrderNo' && owner.orderNo) return owner.orderNo
  if (key === 'TicketId' && owner.ticketId) return owner.ticketId
  if (key === 'Mobile') return OWNER_MOBILE
  return undefined
}

describe('authorization sweep', () => {
  it('leaks nothing of one user to anonymous callers or to another user, and changes nothing of theirs', async () => {
    const secrets = [MARKER, OWNER_MOBILE, owner.token, ...(owner.orderNo ? [owner.orderNo] : [])]
    const leaks: string[] = []
    let calls = 0
    const ended: string[] = []
    for (const [name, endpoint] of Object.entries(endpoints)) {
      // the console has its own guard and role tests; a student's token never reaches it
      const body = JSON.stringify(sampleOf(schemaOf((endpoint as { input: z.ZodType }).input), '', ownersIds) ?? {})
      for (const token of SESSION_ENDING.test(name) ? [null] : [null, intruder]) {
        const response = await fetch(`${app.baseUrl}/api/${name}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
          body,
        })
        const text = await response.text()
        calls += 1
        // the sign-in calls may echo the mobile they were given (masked or not): that is the caller's own input
        const found = secrets.filter((s) => text.includes(s) && !(s === OWNER_MOBILE && body.includes(OWNER_MOBILE)))
        if (found.length) leaks.push(`${name} ${token ? 'as another user' : 'anonymous'}: ${found.join(', ')} in ${text.slice(0, 200)}`)
        if (token && (await app.call('User/StudentInfo', {}, intruder)).code !== 0) {
          ended.push(name)
          intruder = await signIn(INTRUDER_MOBILE)
        }
      }
    }
    expect(calls).toBeGreaterThan(300)
    expect(leaks).toEqual([])
    // the intruder's write calls (save over, delete, close) must not have touched the owner's objects
    const detail = await app.call('User/WishSpecialtyGroupDetail', { WishId: owner.wishId }, owner.token)
    expect(detail.code).toBe(0)
    expect(detail.data?.Name).toBe(MARKER)
    expect(detail.data?.Wishes.map((w) => w.UnitId)).toEqual(owner.wishes)
    // a call that ended the intruder's session blinded the calls after it: name it in SESSION_ENDING
    expect(ended).toEqual([])
  }, 180_000)

  it('refuses the owner-only calls without a token', async () => {
    for (const name of ['User/WishDetail', 'User/WishList', 'User/StudentInfo', 'User/WishDelete', 'OrderPayment/PaymentStatus'] as const) {
      const res = await app.call(name, { WishId: owner.wishId, OrderNo: owner.orderNo ?? 'x', Version: 1 })
      expect(res.code, name).toBe(112)
    }
  })
})
