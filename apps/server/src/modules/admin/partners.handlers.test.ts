import { ErrorCode } from '@gk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { adminCall, consoleLogin, signUpStudent } from '../../testing/console-kit.ts'

let app: TestApp
let operator: string
let expert: string
let admin: string
let student: string

beforeAll(async () => {
  app = await buildTestApp()
  operator = (await consoleLogin(app, 'operator')).token
  expert = (await consoleLogin(app, 'expert')).token
  admin = (await consoleLogin(app, 'admin')).token
  student = (await signUpStudent(app)).token
})
afterAll(async () => {
  await app.close()
})

const agent = {
  Name: '南京服务中心',
  ProvinceId: 32,
  CityId: 3201,
  Address: '南京市鼓楼区中山路1号',
  Contact: '周老师',
  Phone: '025-12345678',
  Note: '2026年签约',
  Published: true,
}

async function submitEnquiry(): Promise<number> {
  const res = await app.call(
    'Portal/CooperationSubmit',
    {
      Name: '孙老师',
      Mobile: '13900001111',
      CooperationType: '学校合作',
      Message: '我校希望合作开展志愿填报讲座',
    },
    student,
  )
  if (res.code !== 0) throw new Error(res.message)
  return res.data.ID
}

describe('console writes to partners are for operators only', () => {
  it.each(['Admin/EnquiryHandle', 'Admin/AgentSave'] as const)('%s refuses anonymous callers, student tokens and the expert role', async (name) => {
    const input = name === 'Admin/AgentSave' ? agent : { Id: 1, Handled: true }
    expect((await adminCall(app, name, input)).code).toBe(ErrorCode.ConsoleLoginRequired)
    expect((await adminCall(app, name, input, undefined, student)).code).toBe(ErrorCode.ConsoleLoginRequired)
    expect((await adminCall(app, name, input, student)).code).toBe(ErrorCode.ConsoleLoginRequired)
    expect((await adminCall(app, name, input, expert)).code).toBe(ErrorCode.ConsoleForbidden)
  })
})

describe('enquiries', () => {
  it('marks an enquiry handled with a note, shows it in the list, audits it, and reopens it', async () => {
    const id = await submitEnquiry()
    const open = await adminCall(app, 'Admin/EnquiryList', {}, operator)
    expect(open.code === 0 && open.data.find((e) => e.Id === id)).toMatchObject({
      Handled: false,
      HandledAt: null,
      HandledNote: '',
    })

    const handled = await adminCall(app, 'Admin/EnquiryHandle', { Id: id, Handled: true, Note: '已电话联系，下周面谈' }, operator)
    if (handled.code !== 0) throw new Error(handled.message)
    expect(handled.data).toMatchObject({
      Id: id,
      Handled: true,
      HandledNote: '已电话联系，下周面谈',
    })
    expect(handled.data.HandledAt).toBe(app.clock.now().toISOString())
    const list = await adminCall(app, 'Admin/EnquiryList', {}, admin)
    expect(list.code === 0 && list.data.find((e) => e.Id === id)).toMatchObject({
      Handled: true,
      HandledNote: '已电话联系，下周面谈',
    })

    const audit = await adminCall(app, 'Admin/AuditList', { Keyword: `enquiry:${id}` }, admin)
    expect(audit.code === 0 && audit.data.List[0]).toMatchObject({
      Action: 'enquiry.handle',
      Target: `enquiry:${id}`,
      Before: { Handled: false },
      After: { Handled: true, HandledNote: '已电话联系，下周面谈' },
    })

    const reopened = await adminCall(app, 'Admin/EnquiryHandle', { Id: id, Handled: false }, operator)
    expect(reopened.code === 0 && reopened.data).toMatchObject({
      Handled: false,
      HandledAt: null,
      HandledNote: '',
    })
    const again = await adminCall(app, 'Admin/AuditList', { Keyword: `enquiry:${id}` }, admin)
    expect(again.code === 0 && again.data.List[0]).toMatchObject({
      Action: 'enquiry.reopen',
      Before: { Handled: true },
      After: { Handled: false },
    })
  })

  it('rejects bad input and unknown enquiries with Chinese messages', async () => {
    const id = await submitEnquiry()
    const long = await adminCall(app, 'Admin/EnquiryHandle', { Id: id, Note: '长'.repeat(501) }, operator)
    expect(long.code).toBe(ErrorCode.InvalidInput)
    expect(long.message).toContain('备注最多500字')
    expect((await adminCall(app, 'Admin/EnquiryHandle', { Id: 'abc' }, operator)).code).toBe(ErrorCode.InvalidInput)
    const missing = await adminCall(app, 'Admin/EnquiryHandle', { Id: 999_999 }, operator)
    expect(missing.code).toBe(ErrorCode.NotFound)
    expect(missing.message).toBe('咨询不存在')
  })
})

describe('agents', () => {
  it('creates an agent that students see in Portal/AgentList, edits it with an audit entry, and unpublishes it', async () => {
    const created = await adminCall(app, 'Admin/AgentSave', agent, operator)
    if (created.code !== 0) throw new Error(created.message)
    expect(created.data).toMatchObject({
      Name: '南京服务中心',
      ProvinceId: 32,
      CityId: 3201,
      Note: '2026年签约',
      Published: true,
    })
    const id = created.data.Id

    const portal = await app.call('Portal/AgentList', { ProvinceId: 32, CityId: 3201 }, student)
    expect(portal.code === 0 && portal.data.find((a) => a.ID === id)).toMatchObject({
      Name: '南京服务中心',
      Address: '南京市鼓楼区中山路1号',
      Phone: '025-12345678',
      CityName: expect.any(String),
    })

    const createdAudit = await adminCall(app, 'Admin/AuditList', { Keyword: `agent:${id}` }, admin)
    expect(createdAudit.code === 0 && createdAudit.data.List[0]).toMatchObject({
      Action: 'agent.create',
      Before: null,
      After: { Name: '南京服务中心' },
    })

    const edited = await adminCall(app, 'Admin/AgentSave', { ...agent, Id: id, Name: '南京服务中心（鼓楼）', CityId: null, Published: false }, admin)
    expect(edited.code === 0 && edited.data).toMatchObject({
      Id: id,
      Name: '南京服务中心（鼓楼）',
      CityId: null,
      Published: false,
    })
    const audit = await adminCall(app, 'Admin/AuditList', { Keyword: `agent:${id}` }, admin)
    expect(audit.code === 0 && audit.data.List[0]).toMatchObject({
      Action: 'agent.update',
      Before: { Name: '南京服务中心', Published: true },
      After: { Name: '南京服务中心（鼓楼）', Published: false },
    })

    const hidden = await app.call('Portal/AgentList', { ProvinceId: 32 }, student)
    expect(hidden.code === 0 && hidden.data.map((a) => a.ID)).not.toContain(id)
    const listed = await adminCall(app, 'Admin/AgentList', {}, operator)
    expect(listed.code === 0 && listed.data.find((a) => a.Id === id)).toMatchObject({
      Published: false,
      Note: '2026年签约',
    })
  })

  it('rejects bad input with Chinese messages and unknown agents', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...agent, Name: '' }, '名称至少2个字'],
      [{ ...agent, Phone: '电话' }, '请输入正确的联系电话'],
      [{ ...agent, ProvinceId: 5 }, '省份代码为2位数字'],
      [{ ...agent, CityId: 4401 }, '城市代码与省份不一致'],
      [{ ...agent, Address: '' }, '请填写地址'],
      [{ ...agent, Note: '长'.repeat(501) }, '备注最多500字'],
    ]
    for (const [input, text] of cases) {
      const res = await adminCall(app, 'Admin/AgentSave', input, operator)
      expect(res.code).toBe(ErrorCode.InvalidInput)
      expect(res.message).toContain(text)
    }
    const missing = await adminCall(app, 'Admin/AgentSave', { ...agent, Id: 999_999 }, operator)
    expect(missing.code).toBe(ErrorCode.NotFound)
    expect(missing.message).toBe('服务商不存在')
  })
})
