import { ErrorCode } from '@gk/contract'
import { expect, it } from 'vitest'
import { testAppPerFile } from '../testing/build-test-app.ts'
import { signUpCandidate } from '../modules/wish/wish-test-kit.ts'

// issue 33: one account holds at most HEAVY_CALLS_PER_USER heavy calls at once; others are not affected
// a read model of its own: the provinces must be cold here, whatever an earlier file of the worker asked (ADR 105)
const app = testAppPerFile({ withDataset: true, ownReadModel: true, env: { HEAVY_CALLS_PER_USER: '1' } })

it('answers a second heavy call of the same account with 1011 while the first runs, and serves everyone else', async () => {
  const a = await signUpCandidate(app)
  const b = await signUpCandidate(app)
  // cold provinces: the first call waits for an index build, seconds in which the others arrive
  const first = app.call('Wish/WhatIfRecommend', { ProvinceId: 41, SubjectType: '物理类', Score: 560 }, a.token)
  await new Promise((r) => setTimeout(r, 50))
  const second = await app.call('Wish/WhatIfRecommend', { ProvinceId: 42, SubjectType: '物理类', Score: 560 }, a.token)
  const other = app.call('Wish/WhatIfRecommend', { ProvinceId: 41, SubjectType: '历史类', Score: 540 }, b.token)
  expect(second.code).toBe(ErrorCode.HeavyCallBusy)
  expect(second.message).toMatch(/还没完成/)
  // a light call of the same account is never counted
  expect((await app.call('User/StudentInfo', {}, a.token)).code).toBe(0)
  expect((await first).code).toBe(0)
  expect((await other).code).toBe(0)
  // the share is given back when the call ends
  expect((await app.call('Wish/WhatIfRecommend', { ProvinceId: 41, SubjectType: '物理类', Score: 600 }, a.token)).code).toBe(0)
}, 300_000)
