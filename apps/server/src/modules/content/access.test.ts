import { ErrorCode } from '@gk/contract'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { TestApp } from '../../testing/build-test-app.ts'
import { buildContentApp, signUp } from './content.test-helpers.ts'

let app: TestApp
beforeAll(async () => {
  app = await buildContentApp()
})
afterAll(async () => app.close())

it('paid content opens for a live membership and closes at its end, to the second', async () => {
  const all = (await app.call('Portal/VideoList', { PageSize: 50 })).data!.List
  const paid = all.find((v) => v.Price > 0)!
  const { token, userId } = await signUp(app, 1)
  const end = new Date(app.clock.now().getTime() + 60_000)
  await app.db.query('UPDATE users SET member_expire_at = $2 WHERE id = $1', [userId, end])
  app.clock.set(new Date(end.getTime() - 1000))
  expect((await app.call('Course/ResourceInfo', { ID: paid.ID }, token)).code).toBe(0)
  app.clock.set(end)
  expect((await app.call('Course/ResourceInfo', { ID: paid.ID }, token)).code).toBe(ErrorCode.MembershipRequired)
})
