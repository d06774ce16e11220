import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { signUpCandidate, typedCall } from './wish-test-kit.ts'

let app: TestApp
const call = typedCall(() => app)
let token = ''

beforeAll(async () => {
  app = await buildTestApp({ withDataset: true })
  app.clock.set(new Date('2026-11-27T08:00:00Z'))
  token = (await signUpCandidate(app, { member: true })).token
}, 600_000)
afterAll(async () => {
  await app?.close()
})

const shanghai = (Score: number) => ({ ProvinceId: 31, Year: 2027, Score, SubjectType: 3, SelectSubjectList: ['physics', 'chemistry', 'biology'] })

describe('a score below the start of the rank table (上海 publishes its table from the 本科 line)', () => {
  it('says the rank is only the table’s last row, on the profile and on the 专科 list', async () => {
    const low = await call('User/EditUserScore', shanghai(300), token)
    expect(low.code).toBe(0)
    expect(low.data.RankSource).toMatch(/分数低于该表最低分\d+分，位次只能取表底（至少[\d,]+名），据此估算的概率参考性很低/)
    const list = await call('Wish/SchoolFirstListForecast', { BatchId: 'vocational', PageIndex: 1, PageSize: 5 }, token)
    expect(list.code).toBe(0)
    expect(list.data.DataNote).toContain('位次只能取表底')
  })
  it('says nothing of the kind for a score inside the table', async () => {
    const inside = await call('User/EditUserScore', shanghai(520), token)
    expect(inside.code).toBe(0)
    expect(inside.data.RankSource).not.toContain('表底')
  })
})
