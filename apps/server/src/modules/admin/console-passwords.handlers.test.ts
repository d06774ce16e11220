import { CONSOLE_EXPIRES_HEADER, ErrorCode } from '@gk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONSOLE_IDLE_MS, CONSOLE_MAX_MS } from '../../http/console-auth.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { adminCall, consoleLogin } from '../../testing/console-kit.ts'

let app: TestApp
let admin: string

beforeAll(async () => {
  app = await buildTestApp()
  admin = (await consoleLogin(app, 'admin')).token
})
afterAll(async () => {
  await app.close()
})

async function login(UserName: string, Password: string) {
  const res = await adminCall(app, 'Admin/Login', { UserName, Password })
  if (res.code !== 0) throw new Error(res.message)
  return res.data
}

/** A new operator made by the admin in the console: its one-time password and a session signed in with it. */
async function newOperator(userName: string) {
  const made = await adminCall(app, 'Admin/AccountSave', { UserName: userName, DisplayName: '新运营', Role: 'operator' }, admin)
  if (made.code !== 0 || !made.data.OneTimePassword) throw new Error(made.message)
  return { accountId: made.data.Account.AccountId, password: made.data.OneTimePassword }
}

describe('one-time console passwords', () => {
  it('a new account must choose its own password before anything else answers', async () => {
    const { password } = await newOperator('ops-first')
    const first = await login('ops-first', password)
    expect(first.Account.MustChangePassword).toBe(true)
    const orders = await adminCall(app, 'Admin/OrderList', {}, first.Token)
    expect(orders.code).toBe(ErrorCode.ConsolePasswordChangeRequired)
    expect(orders.message).toBe('请先修改初始密码')
    expect((await adminCall(app, 'Admin/Me', {}, first.Token)).code).toBe(0)

    // wrong old password, then each part of the strength rule, all refused in Chinese
    const wrongOld = await adminCall(app, 'Admin/PasswordChange', { OldPassword: 'not-it', NewPassword: 'Harbour2027x' }, first.Token)
    expect(wrongOld.message).toBe('当前密码不正确')
    for (const [weak, says] of [
      ['short1a', '新密码至少10位'],
      ['onlyletterspassword', '新密码须同时包含字母和数字'],
      ['xops-first2027', '新密码不能包含用户名'],
    ] as const) {
      const res = await adminCall(app, 'Admin/PasswordChange', { OldPassword: password, NewPassword: weak }, first.Token)
      expect(res.code).toBe(ErrorCode.InvalidInput)
      expect(res.message).toBe(says)
    }

    const changed = await adminCall(app, 'Admin/PasswordChange', { OldPassword: password, NewPassword: 'Harbour2027x' }, first.Token)
    expect(changed.code).toBe(0)
    expect(changed.code === 0 && changed.data.MustChangePassword).toBe(false)
    expect((await adminCall(app, 'Admin/OrderList', {}, first.Token)).code).toBe(0)
    // the one-time password is gone; the chosen one signs in with nothing forced
    expect((await adminCall(app, 'Admin/Login', { UserName: 'ops-first', Password: password })).code).toBe(ErrorCode.ConsoleLoginFailed)
    expect((await login('ops-first', 'Harbour2027x')).Account.MustChangePassword).toBe(false)
    const audit = await adminCall(app, 'Admin/AuditList', { Keyword: 'account.password' }, admin)
    expect(audit.code === 0 && audit.data.List.some((e) => e.UserName === 'ops-first')).toBe(true)
  })

  it('a change ends the other sessions of the account, not this one', async () => {
    const { password } = await newOperator('ops-two-desks')
    const a = await login('ops-two-desks', password)
    const b = await login('ops-two-desks', password)
    expect((await adminCall(app, 'Admin/PasswordChange', { OldPassword: password, NewPassword: 'Lantern2027q' }, a.Token)).code).toBe(0)
    expect((await adminCall(app, 'Admin/Me', {}, a.Token)).code).toBe(0)
    expect((await adminCall(app, 'Admin/Me', {}, b.Token)).code).toBe(ErrorCode.ConsoleLoginRequired)
  })

  it("an admin's reset gives a new one-time password that must be changed again", async () => {
    const { accountId, password } = await newOperator('ops-reset')
    const s = await login('ops-reset', password)
    expect((await adminCall(app, 'Admin/PasswordChange', { OldPassword: password, NewPassword: 'Compass2027k' }, s.Token)).code).toBe(0)
    const reset = await adminCall(
      app,
      'Admin/AccountSave',
      { AccountId: accountId, UserName: 'ops-reset', DisplayName: '新运营', Role: 'operator', ResetPassword: true },
      admin,
    )
    if (reset.code !== 0 || !reset.data.OneTimePassword) throw new Error(reset.message)
    expect(reset.data.Account.MustChangePassword).toBe(true)
    const again = await login('ops-reset', reset.data.OneTimePassword)
    expect(again.Account.MustChangePassword).toBe(true)
    expect((await adminCall(app, 'Admin/ProductList', {}, again.Token)).code).toBe(ErrorCode.ConsolePasswordChangeRequired)
  })
})

describe('sliding console sessions', () => {
  async function touch(token: string) {
    const response = await fetch(`${app.baseUrl}/api/Admin/Me`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'admin-token': token },
      body: '{}',
    })
    const body = (await response.json()) as { code: number }
    return { code: body.code, expiresAt: response.headers.get(CONSOLE_EXPIRES_HEADER) }
  }

  it('each call moves the end to two hours after it; two idle hours end the session', async () => {
    const { token } = await consoleLogin(app, 'expert')
    // 90 minutes of writing, then a call: still signed in, and the end is two hours from now
    app.clock.advance(90 * 60_000)
    const mid = await touch(token)
    expect(mid.code).toBe(0)
    expect(Date.parse(mid.expiresAt!)).toBe(app.clock.now().getTime() + CONSOLE_IDLE_MS)
    app.clock.advance(90 * 60_000)
    expect((await touch(token)).code).toBe(0)
    app.clock.advance(CONSOLE_IDLE_MS + 1000)
    expect((await touch(token)).code).toBe(ErrorCode.ConsoleLoginRequired)
  })

  it('a busy session still ends a day after its sign-in', async () => {
    const { token } = await consoleLogin(app, 'operator')
    let hours = 0
    while ((await touch(token)).code === 0 && hours < 30) {
      app.clock.advance(3600_000)
      hours += 1
    }
    expect(hours).toBe(CONSOLE_MAX_MS / 3600_000)
  })
})
