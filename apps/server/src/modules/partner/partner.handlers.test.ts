import { ErrorCode } from '@gk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { createPartnerRepository } from './partner.repository.ts'

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => app.close())

// published agents as operators enter them in the console
const AGENTS = [
  ['北京海淀服务中心', 11, 1101, '010-62751234'],
  ['上海徐汇服务中心', 31, 3101, '021-64871234'],
  ['山东省服务中心', 37, null, '0531-86121234'],
] as const

describe('Portal/AgentList', () => {
  it('shows students no seeded sample agent (示例 names, 00000000 phones)', async () => {
    const seeded = await app.db.query<{ name: string; active: boolean }>('SELECT name, active FROM agents')
    expect(seeded.length).toBeGreaterThan(0)
    const shown = await app.call('Portal/AgentList', {})
    expect(shown).toMatchObject({ code: 0, data: [] })
  })

  it('lists agents by province and city with region names', async () => {
    for (const [name, province, city, phone] of AGENTS) {
      await app.db.query('INSERT INTO agents (name, province_id, city_id, address, contact, phone, services) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
        name,
        province,
        city,
        '某区某路1号',
        '王老师',
        phone,
        '["志愿填报咨询"]',
      ])
    }
    const all = await app.call('Portal/AgentList', {})
    expect(all.code === 0 && all.data.map((a) => a.Name).sort()).toEqual(AGENTS.map((a) => a[0]).sort())
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
  it('answers the company page with no placeholder: fields the operator has not configured are empty', async () => {
    const res = await app.call('Portal/CompanyInfo', {})
    if (res.code !== 0) throw new Error(res.message)
    expect(res.data.Intro.length).toBeGreaterThan(0)
    expect(JSON.stringify(res.data)).not.toMatch(/待填写|待运营|示例/)
    expect(res.data).toMatchObject({ Name: '高考志愿规划', Address: '', Phone: '', Email: '' })
  })

  it('shows the operator details from the environment', async () => {
    const configured = await buildTestApp({
      env: {
        COMPANY_NAME: '某某教育科技有限公司',
        COMPANY_PHONE: '400-123-4567',
        COMPANY_ADDRESS: '郑州市金水区某路1号',
        COMPANY_EMAIL: 'service@example.com',
      },
    })
    try {
      expect(await configured.call('Portal/CompanyInfo', {})).toMatchObject({
        code: 0,
        data: { Name: '某某教育科技有限公司', Phone: '400-123-4567', Address: '郑州市金水区某路1号', Email: 'service@example.com' },
      })
    } finally {
      await configured.close()
    }
  })
})

describe('Portal/CooperationSubmit', () => {
  const valid = {
    Name: '张三',
    Mobile: '13800138000',
    Organization: '某某中学',
    ProvinceId: 41,
    CooperationType: '学校合作',
    Message: '希望为高三学生开展志愿填报讲座',
  }

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
