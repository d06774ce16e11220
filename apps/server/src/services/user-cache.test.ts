import { ErrorCode, ProductId } from '@gk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handlers } from '../handlers.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { defineHandlers } from '../http/endpoint.ts'
import { requireAccess } from './entitlements.ts'
import { cacheStats } from '../kernel/lru.ts'
import { createUserCache, memoUser, userChanged, attachUserCache, detachUserCache } from './user-cache.ts'
import type { Db } from '../db/client.ts'

// a lookup standing in for a paid call gated by the ZNK rule (as in entitlements.test.ts)
const gated = defineHandlers({
  async 'Public/ProvinceList'(_input, ctx) {
    await requireAccess(ctx, 'ZNK')
    return []
  },
})

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp({ handlers: { ...handlers, ...gated }, env: { SANDBOX_ENDPOINTS: 'true' } })
})
afterAll(async () => app.close())

let n = 0
async function signUp() {
  const mobile = `139${String(Date.now() % 1e6).padStart(6, '0')}${String(n++ % 100).padStart(2, '0')}`
  const res = await app.signUp({ Mobile: mobile, Password: 'abc12345' })
  if (res.code !== 0) throw new Error(res.message)
  return { token: res.data.token, userId: res.data.UserId, mobile }
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

const sessionHits = () => cacheStats().find((s) => s.name === 'sessions')?.hits ?? 0
const info = (token: string) => app.call('User/StudentInfo', {}, token)

describe('sessions from memory', () => {
  it('answers a warm token from the cache, each token with its own user', async () => {
    const a = await signUp()
    const b = await signUp()
    await info(a.token)
    await info(b.token)
    const before = sessionHits()
    for (let i = 0; i < 3; i++) {
      expect((await info(a.token)).data?.UserId).toBe(a.userId)
      expect((await info(b.token)).data?.UserId).toBe(b.userId)
    }
    expect(sessionHits() - before).toBeGreaterThanOrEqual(6)
  })

  it('stops a warm token at once on logout', async () => {
    const a = await signUp()
    expect((await info(a.token)).code).toBe(0)
    expect((await app.call('User/Loginout', {}, a.token)).code).toBe(0)
    expect((await info(a.token)).code).toBe(ErrorCode.SessionExpired)
  })

  it('stops the other devices at once on a password change, and a device revoked from the list', async () => {
    const a = await signUp()
    const second = (await app.call('User/UserLogin', { Mobile: a.mobile, Password: 'abc12345' })).data!.token
    const third = (await app.call('User/UserLogin', { Mobile: a.mobile, Password: 'abc12345' })).data!.token
    for (const t of [a.token, second, third]) expect((await info(t)).code).toBe(0)

    const sessions = await app.call('User/SessionList', {}, a.token)
    const other = sessions.data!.find((s) => !s.IsCurrent)!
    expect((await app.call('User/SessionRevoke', { SessionId: other.SessionId }, a.token)).code).toBe(0)
    const left = [second, third].map(async (t) => (await info(t)).code)
    expect((await Promise.all(left)).sort()).toEqual([0, ErrorCode.SessionExpired])

    const changed = await app.call('User/UpdatePassword', { OldPassword: 'abc12345', NewPassword: 'xyz98765' }, a.token)
    expect(changed.code).toBe(0)
    expect((await info(second)).code).toBe(ErrorCode.SessionExpired)
    expect((await info(third)).code).toBe(ErrorCode.SessionExpired)
  })

  it('honours the session expiry by the clock with the entry warm', async () => {
    const a = await signUp()
    expect((await info(a.token)).code).toBe(0)
    app.clock.advance(31 * 86_400_000)
    expect((await info(a.token)).code).toBe(ErrorCode.SessionExpired)
  })
})

describe('entitlements from memory', () => {
  it('opens a paid call right after the purchase, though the refusal was cached', async () => {
    const a = await signUp()
    expect((await app.call('Public/ProvinceList', {}, a.token)).code).toBe(ErrorCode.MembershipRequired)
    expect((await app.call('Public/ProvinceList', {}, a.token)).code).toBe(ErrorCode.MembershipRequired)
    await buy(a.token, ProductId.znkCard)
    expect((await app.call('Public/ProvinceList', {}, a.token)).code).toBe(0)
    // another user's cached refusal is their own
    const b = await signUp()
    expect((await app.call('Public/ProvinceList', {}, b.token)).code).toBe(ErrorCode.MembershipRequired)
    expect((await app.call('Public/ProvinceList', {}, a.token)).code).toBe(0)
  })

  it('closes a paid call when the membership runs out, with the entry warm', async () => {
    const a = await signUp()
    await buy(a.token, ProductId.znkCard)
    expect((await app.call('Public/ProvinceList', {}, a.token)).code).toBe(0)
    app.clock.advance(400 * 86_400_000)
    const again = (await app.call('User/UserLogin', { Mobile: a.mobile, Password: 'abc12345' })).data!.token
    expect((await app.call('Public/ProvinceList', {}, again)).code).toBe(ErrorCode.MembershipRequired)
  })
})

describe('memoUser', () => {
  it('does not keep a value read while a change arrived (the read may predate the commit)', async () => {
    const db = {} as Db
    const cache = createUserCache({ shared: false })
    attachUserCache(db, cache)
    try {
      let release!: () => void
      const gate = new Promise<void>((r) => (release = r))
      const slow = memoUser(db, 'entitlements', 7, async () => {
        await gate
        return 'before'
      })
      userChanged(db, 7)
      release()
      expect(await slow).toBe('before')
      expect(await memoUser(db, 'entitlements', 7, async () => 'after')).toBe('after')
      // kept once no change interleaves
      expect(await memoUser(db, 'entitlements', 7, async () => 'later')).toBe('after')
    } finally {
      detachUserCache(db, cache)
      await cache.close()
    }
  })
})
