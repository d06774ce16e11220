import { adminRoles, endpoints, ErrorCode, type AdminEndpointName, type ConsoleRole, type EndpointName } from '@gk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { adminCall, consoleLogin, signUpStudent } from '../../testing/console-kit.ts'

let app: TestApp
let student: string
const tokens = {} as Record<ConsoleRole, string>

beforeAll(async () => {
  app = await buildTestApp()
  student = (await signUpStudent(app)).token
  for (const role of ['operator', 'expert', 'admin'] as const) tokens[role] = (await consoleLogin(app, role)).token
})
afterAll(async () => {
  await app.close()
})

const guarded = (Object.keys(adminRoles) as AdminEndpointName[]).filter((name) => adminRoles[name] !== null)

describe('every console call checks the console role', () => {
  it('lists every Admin/* endpoint of the contract in the role table', () => {
    expect(guarded.length).toBeGreaterThan(20)
    expect(Object.keys(adminRoles).sort()).toEqual(
      Object.keys(endpoints)
        .filter((n) => n.startsWith('Admin/'))
        .sort(),
    )
  })

  it.each(guarded)('%s refuses anonymous callers, student tokens and a forged console token, whatever the input', async (name) => {
    for (const input of [{}, { TicketId: 1, OrderNo: 'GK1', UserId: 1 }, { bad: 'x'.repeat(50) }]) {
      expect((await adminCall(app, name as EndpointName, input)).code).toBe(ErrorCode.ConsoleLoginRequired)
      // a student session in the student header, and the same token in the console header
      expect((await adminCall(app, name as EndpointName, input, undefined, student)).code).toBe(ErrorCode.ConsoleLoginRequired)
      expect((await adminCall(app, name as EndpointName, input, student)).code).toBe(ErrorCode.ConsoleLoginRequired)
      expect((await adminCall(app, name as EndpointName, input, 'forged-token')).code).toBe(ErrorCode.ConsoleLoginRequired)
    }
  })

  it.each(guarded)('%s answers only the roles of its table', async (name) => {
    for (const role of ['operator', 'expert', 'admin'] as const) {
      // logging out would end the shared sessions: it gets its own
      const token = name === 'Admin/Logout' ? (await consoleLogin(app, role)).token : tokens[role]
      const res = await adminCall(app, name as EndpointName, {}, token)
      const allowed = adminRoles[name]!.includes(role)
      if (allowed) expect(res.code).not.toBe(ErrorCode.ConsoleForbidden)
      else expect(res.code).toBe(ErrorCode.ConsoleForbidden)
      expect(res.code).not.toBe(ErrorCode.ConsoleLoginRequired)
    }
  })

  it('a console token never works as a student token', async () => {
    const res = await app.call('User/StudentInfo', {}, tokens.admin)
    expect(res.code).toBe(ErrorCode.SessionExpired)
  })
})

describe('console sign-in', () => {
  it('refuses wrong passwords alike for unknown names, then limits attempts', async () => {
    const { userName } = await consoleLogin(app, 'operator')
    const wrong = await app.call('Admin/Login', { UserName: userName, Password: 'nope' })
    const unknown = await app.call('Admin/Login', { UserName: 'nobody-here', Password: 'nope' })
    expect(wrong.code).toBe(ErrorCode.ConsoleLoginFailed)
    expect(unknown.code).toBe(ErrorCode.ConsoleLoginFailed)
    for (let i = 0; i < 4; i++) await app.call('Admin/Login', { UserName: userName, Password: 'nope' })
    expect((await app.call('Admin/Login', { UserName: userName, Password: 'nope' })).code).toBe(ErrorCode.TooManyAttempts)
  })

  it('rejects bad input with a Chinese message', async () => {
    const res = await app.call('Admin/Login', { UserName: 'a b', Password: '' })
    expect(res.code).toBe(ErrorCode.InvalidInput)
    expect(res.message).toMatch(/[\u4e00-\u9fff]/)
    const bad = await adminCall(app, 'Admin/ProductUpdate', { ProductId: 'x', Price: -1 }, tokens.operator)
    expect(bad.code).toBe(ErrorCode.InvalidInput)
  })

  it('logout ends the console session; a disabled account is out at once', async () => {
    const op = await consoleLogin(app, 'operator')
    expect((await adminCall(app, 'Admin/Logout', {}, op.token)).code).toBe(0)
    expect((await adminCall(app, 'Admin/Me', {}, op.token)).code).toBe(ErrorCode.ConsoleLoginRequired)
    const other = await consoleLogin(app, 'expert', '专家甲')
    const saved = await adminCall(
      app,
      'Admin/AccountSave',
      { AccountId: other.accountId, UserName: other.userName, DisplayName: '专家甲', Role: 'expert', Disabled: true },
      tokens.admin,
    )
    expect(saved.code).toBe(0)
    expect((await adminCall(app, 'Admin/Me', {}, other.token)).code).toBe(ErrorCode.ConsoleLoginRequired)
  })
})

describe('accounts and the audit log', () => {
  it('an admin creates an account with a one-time password; the write is audited with before/after', async () => {
    const created = await adminCall(app, 'Admin/AccountSave', { UserName: 'ops.zhang', DisplayName: '张运营', Role: 'operator' }, tokens.admin)
    expect(created.code).toBe(0)
    if (created.code !== 0) return
    expect(created.data.OneTimePassword).toMatch(/^[A-Za-z0-9]{16}$/)
    const login = await app.call('Admin/Login', { UserName: 'ops.zhang', Password: created.data.OneTimePassword! })
    expect(login.code).toBe(0)
    const price = await adminCall(app, 'Admin/ProductUpdate', { ProductId: 501, Price: 18800, OriginalPrice: 29900, OnSale: true }, tokens.operator)
    expect(price.code).toBe(0)
    const audit = await adminCall(app, 'Admin/AuditList', { Keyword: 'product' }, tokens.admin)
    expect(audit.code).toBe(0)
    if (audit.code !== 0) return
    expect(audit.data.List[0]).toMatchObject({ Action: 'product.update', Target: 'product:501', Before: { Price: 19900 }, After: { Price: 18800 } })
    const accounts = await adminCall(app, 'Admin/AuditList', { Keyword: 'account.create' }, tokens.admin)
    expect(accounts.code === 0 && accounts.data.Total).toBeGreaterThan(0)
  })
})
