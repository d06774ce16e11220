import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '../lib/query-client.ts'
import { sessionStore } from '../lib/session-store.ts'
import { landingAfterSignIn } from './onboarding.ts'

function answer(data: unknown, code = 0) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ code, message: code ? '错误' : '成功', data }))),
  )
}

beforeEach(() => {
  queryClient.clear()
  sessionStore.set({ token: 't' })
})
afterEach(() => {
  vi.unstubAllGlobals()
  sessionStore.reset()
})

describe('where sign-in lands without a redirect', () => {
  it('a student without a score goes to the score form, marked as the first step', async () => {
    answer({ ScoreProfile: null, RiskAppetites: [] })
    await expect(landingAfterSignIn()).resolves.toBe('/pages/query/scoreForm?from=onboarding')
  })

  it('a student with a score goes to 我的', async () => {
    answer({ ScoreProfile: { Score: 600 }, RiskAppetites: [] })
    await expect(landingAfterSignIn()).resolves.toBe('/pages/personal/index')
  })

  it('a failed read lands on 我的 rather than nowhere', async () => {
    answer(null, 500)
    await expect(landingAfterSignIn()).resolves.toBe('/pages/personal/index')
  })
})
