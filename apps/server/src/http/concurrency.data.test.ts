import { ErrorCode } from '@gk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'

// The sequential stale save is tested in modules/wish/table/wish-table.data.test.ts; this is the same
// table saved from several devices at the same moment (the compare-and-set must hold under a race).
let app: TestApp
let token: string
let units: string[]

beforeAll(async () => {
  app = await buildTestApp({ withDataset: true, env: { RATE_LIMIT_PER_MINUTE: '1000000' } })
  const signUp = await app.signUp({ Mobile: '13955556666', Password: 'abc12345', ExamYear: 2026, ExamProvinceId: 33 })
  if (!signUp.data) throw new Error(signUp.message)
  token = signUp.data.token
  await app.db.query('UPDATE users SET member_type = 1 WHERE id = $1', [signUp.data.UserId])
  await app.call(
    'User/EditUserScore',
    { ProvinceId: 33, Year: 2026, Score: 620, SubjectType: 3, SelectSubjectList: ['physics', 'chemistry', 'technology'] },
    token,
  )
  const list = await app.call('Wish/SpecialtyFirstListForecast', { BatchId: 'undergraduate', PageIndex: 1, PageSize: 20 }, token)
  units = (list.data?.List ?? []).map((r) => r.UnitId)
}, 600_000)
afterAll(async () => {
  await app.close()
})

const wishes = (ids: string[]) => ids.map((UnitId) => ({ UnitId, MajorNames: [], IsAdjustmentAccepted: true }))

describe('one wish table saved from several devices at once', () => {
  it('lets exactly one save win; every other device is told (1007) and nothing is lost', async () => {
    const first = await app.call('User/WishSave', { BatchId: 'undergraduate', Wishes: wishes(units.slice(0, 3)) }, token)
    expect(first.code).toBe(0)
    const { WishId, Version } = first.data!
    const attempts = Array.from({ length: 10 }, (_, i) => units.slice(i, i + 3))
    const results = await Promise.all(
      attempts.map((ids) => app.call('User/WishSave', { WishId, Version, BatchId: 'undergraduate', Wishes: wishes(ids) }, token)),
    )
    const winners = results.flatMap((r, i) => (r.code === 0 ? [i] : []))
    expect(winners).toHaveLength(1)
    expect(results.filter((r) => r.code === ErrorCode.Conflict)).toHaveLength(attempts.length - 1)
    const detail = await app.call('User/WishDetail', { WishId }, token)
    expect(detail.data?.Version).toBe(Version + 1)
    expect(detail.data?.Wishes.map((w) => w.UnitId)).toEqual(attempts[winners[0]!])
    const kept = await app.db.query<{ version: number }>('SELECT version FROM wish_table_versions WHERE wish_table_id = $1 ORDER BY version', [WishId])
    expect(kept.map((k) => k.version)).toEqual([1, 2])
  })
})
