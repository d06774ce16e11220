import { ErrorCode } from '@gk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { createPartnerRepository } from './partner.repository.ts'

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => app.close())

describe('Portal/AgentList', () => {
  it('lists agents by province and city with region names', async () => {
    const all = await app.call('Portal/AgentList', {})
    expect(all.code === 0 && all.data.length).toBeGreaterThanOrEqual(6)
    const beijing = await app.call('Portal/AgentList', { ProvinceId: 11, CityId: 1101 })
    expect(beijing).toMatchObject({ code: 0, data: [{ ProvinceName: '北京', ProvinceId: 11 }] })
    // a province-wide agent serves every city of it
    const jinan = await app.call('Portal/AgentList', { ProvinceId: 37, CityId: 3701 })
    expect(jinan.code === 0 && jinan.data.map((a) => a.CityId)).toEqual([null])
    expect(await app.call('Portal/AgentList', { ProvinceId: 65 })).toMatchObject({ code: 0, data: [] })
    expect((await app.call('Portal/AgentList', { ProvinceId: "11' OR 1=1" })).code).toBe(ErrorCode.InvalidInput)
    expect((await app.call('Public/CityList', { ProvinceId: 11 })).code).toBe(0)
  })
})

describe('Portal/CompanyInfo', () => {
  it('answers the company page', async () => {
    const res = await app.call('Portal/CompanyInfo', {})
    expect(res.code === 0 && res.data.Intro.length).toBeGreaterThan(0)
  })
})

describe('Portal/CooperationSubmit', () => {
  const valid = { Name: '张三', Mobile: '13800138000', Organization: '某某中学', ProvinceId: 41, CooperationType: '学校合作', Message: '希望为高三学生开展志愿填报讲座' }

  it('stores an enquiry that operators can list, signed in or not', async () => {
    const res = await app.call('Portal/CooperationSubmit', valid)
    expect(res.code).toBe(0)
    const list = await createPartnerRepository(app.db).listEnquiries({ onlyOpen: true })
    expect(list[0]).toMatchObject({ name: '张三', mobile: '13800138000', cooperation_type: '学校合作', user_id: null })
    await createPartnerRepository(app.db).markHandled(list[0]!.id, app.clock.now())
    expect(await createPartnerRepository(app.db).listEnquiries({ onlyOpen: true })).toHaveLength(0)
  })

  it('validates every field in Chinese and stores hostile text as text', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, Name: '' }, '请输入联系人'],
      [{ ...valid, Mobile: '123' }, '请输入正确的手机号'],
      [{ ...valid, CooperationType: '随便' }, '请选择合作类型'],
      [{ ...valid, Message: '短' }, '合作意向至少5个字'],
      [{ ...valid, Message: 'x'.repeat(501) }, '合作意向最多500个字'],
    ]
    for (const [input, message] of cases) expect(await app.call('Portal/CooperationSubmit', input)).toMatchObject({ code: ErrorCode.InvalidInput, message })
    const hostile = "<script>alert(1)</script>'); DROP TABLE agents; --"
    expect((await app.call('Portal/CooperationSubmit', { ...valid, Message: hostile })).code).toBe(0)
    const list = await createPartnerRepository(app.db).listEnquiries()
    expect(list[0]!.message).toBe(hostile)
    expect((await app.call('Portal/AgentList', {})).code).toBe(0)
  })

  it('limits enquiries per IP per hour', async () => {
    app.clock.advance(2 * 3600_000)
    const codes = []
    for (let i = 0; i < 6; i++) codes.push((await app.call('Portal/CooperationSubmit', valid)).code)
    expect(codes).toEqual([0, 0, 0, 0, 0, ErrorCode.RateLimited])
  })
})
