import { describe, expect, it } from 'vitest'
import { testAppPerFile } from '../../testing/build-test-app.ts'

// a server without the reference dataset (content-only deployments, some tests) still knows the season
const app = testAppPerFile()

describe('Public/Season without reference data', () => {
  it('answers the calendar’s target year from the server clock', async () => {
    app.clock.set(new Date('2026-11-27T10:00:00+08:00'))
    const res = await app.call('Public/Season', {})
    expect(res.code).toBe(0)
    expect(res.data).toMatchObject({ Today: '2026-11-27', TargetYear: 2027, SeasonStartMonth: 9, Provinces: [] })
    app.clock.set(new Date('2027-09-01T00:30:00+08:00'))
    expect((await app.call('Public/Season', {})).data).toMatchObject({ Today: '2027-09-01', TargetYear: 2028 })
  })

  it('refuses a province it cannot know', async () => {
    expect((await app.call('Public/Season', { ProvinceId: 32 })).code).not.toBe(0)
    expect((await app.call('Public/Season', { ProvinceId: 99 })).code).not.toBe(0)
  })
})
