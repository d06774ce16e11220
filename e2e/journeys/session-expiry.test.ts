import type { Browser, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { api, signUp, uniqueMobile } from '../support/api.ts'
import { launchBrowser, newPhoneContext, openRoute, snap, stored } from '../support/browser.ts'

const baseUrl = inject('baseUrl')
let browser: Browser
let page: Page

beforeAll(async () => {
  browser = await launchBrowser()
  page = await (await newPhoneContext(browser, baseUrl)).newPage()
})
afterAll(async () => {
  await browser?.close()
})

describe('session expiry (code 112)', () => {
  it('an expired session is replaced by the silent re-login with the remember token, never a password', async () => {
    const mobile = uniqueMobile()
    const password = 'relogin2027'
    const created = await signUp(baseUrl, { Mobile: mobile, Password: password, TerminalType: 2 })
    expect(created.code).toBe(0)

    // a redirect back to 我的 (without one, a student with no score is led to the score form)
    await openRoute(page, 'pages/personal/login/index?redirect=%2Fpages%2Fpersonal%2Findex')
    await page.getByPlaceholder('请输入手机号').fill(mobile)
    await page.getByPlaceholder('请输入密码').fill(password)
    await page.getByRole('button', { name: '登录', exact: true }).click()
    await page.waitForURL(/#\/pages\/personal\/index/)
    expect(await stored<string>(page, 'token')).toBeTruthy()
    // "remember me" (ticked by default) kept a device credential and no password
    expect(await stored(page, 'userPassWord')).toBeNull()
    const remembered = await stored<string>(page, 'rememberToken')
    expect(remembered).toBeTruthy()
    expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage })))).not.toContain(password)

    // the session runs out (the server answers an expired token like an unknown one)
    const oldToken = 'expired-session-token-0000000000000000000'
    await page.evaluate((t) => localStorage.setItem('token', JSON.stringify(t)), oldToken)
    expect((await api(baseUrl, 'User/StudentInfo', {}, oldToken)).code).toBe(112)

    const seen: string[] = []
    page.on('request', (request: Request) => {
      if (request.url().includes('/api/')) seen.push(request.url().replace(/^.*\/api\//, ''))
    })
    // the next call from the page meets 112
    await page.reload()
    await page.getByTestId('account-name').waitFor()
    await page.waitForFunction((old) => {
      const raw = localStorage.getItem('token')
      return raw !== null && JSON.parse(raw) !== old
    }, oldToken)
    const newToken = await stored<string>(page, 'token')
    expect(newToken).not.toBe(oldToken)
    expect(page.url()).toMatch(/#\/pages\/personal\/index/)
    expect(seen.filter((name) => name === 'User/RememberLogin')).toHaveLength(1)
    expect(seen.filter((name) => name === 'User/UserLogin')).toHaveLength(0)
    // single use: the token was spent and replaced
    const next = await stored<string>(page, 'rememberToken')
    expect(next).toBeTruthy()
    expect(next).not.toBe(remembered)
    expect(seen.filter((name) => name === 'User/StudentInfo').length).toBeGreaterThanOrEqual(2)
    expect((await api(baseUrl, 'User/StudentInfo', {}, newToken!)).code).toBe(0)
    await snap(page, 'after-silent-relogin')
  })

  it('deletes a password an older build kept on the device at launch', async () => {
    await openRoute(page, 'pages/home/index')
    await page.evaluate(() => localStorage.setItem('userPassWord', JSON.stringify({ Mobile: '13900000000', Password: 'old-build-1' })))
    await page.reload()
    await page.waitForFunction(() => localStorage.getItem('userPassWord') === null)
  })

  it('without stored credentials the user lands on the login page', async () => {
    const mobile = uniqueMobile()
    const created = await signUp<{ token: string }>(baseUrl, { Mobile: mobile, Password: 'nocreds2027', TerminalType: 2 })
    const token = created.data.token
    await openRoute(page, 'pages/personal/index')
    await page.evaluate((t) => {
      localStorage.clear()
      localStorage.setItem('token', JSON.stringify(t))
    }, token)
    await api(baseUrl, 'User/Loginout', {}, token)
    await page.reload()
    await page.waitForURL(/#\/pages\/personal\/login\/index\?redirect=/)
    expect(await stored(page, 'token')).toBeNull()
    await snap(page, 'expired-to-login')
  })
})
