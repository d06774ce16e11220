import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { api, signUp, uniqueMobile } from '../support/api.ts'
import { launchBrowser, snap } from '../support/browser.ts'

// Issue 34 item 9 at a 1440×900 desk (an admin): saving an account says so; orders are found by a
// piece of the number or the mobile as an operator has it (read out, written with spaces, masked)
const baseUrl = inject('baseUrl')
let browser: Browser
let desk: Page
const run = Date.now() % 100_000

beforeAll(async () => {
  browser = await launchBrowser()
  desk = await (await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' })).newPage()
  const user = `admin.desk${run}`
  const made = await fetch(`${baseUrl}/sandbox/console/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'admin', user, name: '赵管理' }),
  })
  const { password } = (await made.json()) as { password: string }
  await desk.goto('/admin/#/accounts')
  await desk.getByTestId('console-login').waitFor()
  await desk.getByLabel('用户名').fill(user)
  await desk.getByLabel('密码').fill(password)
  await desk.getByRole('button', { name: /登\s*录/ }).click()
  await desk.getByRole('button', { name: '新建账号' }).waitFor()
})
afterAll(async () => {
  await browser?.close()
})

describe('the back office desk', () => {
  it('saving an account shows a success message', async () => {
    const user = `ops.toast${run}`
    await desk.getByRole('button', { name: '新建账号' }).click()
    const form = desk.locator('.ant-modal').filter({ hasText: '新建账号' })
    await form.getByLabel('用户名').fill(user)
    await form.getByLabel('姓名').fill('钱运营')
    await form.getByRole('button', { name: /确\s*定/ }).click()
    await desk.locator('.ant-message').getByText(`已新建账号 ${user}`).waitFor()
    await desk
      .locator('.ant-modal')
      .filter({ hasText: '一次性密码' })
      .getByRole('button', { name: /知\s*道\s*了|确\s*定|OK/ })
      .click()

    await desk
      .locator('.ant-table-row')
      .filter({ hasText: user })
      .getByRole('button', { name: /编\s*辑/ })
      .click()
    const edit = desk.locator('.ant-modal').filter({ hasText: '编辑账号' })
    await edit.getByLabel('姓名').fill('钱运营（夜班）')
    await edit.getByRole('button', { name: /确\s*定/ }).click()
    await desk.locator('.ant-message').getByText(`已保存账号 ${user}`).waitFor()
    await desk.locator('.ant-table-row').filter({ hasText: user }).getByText('钱运营（夜班）').waitFor()
    await edit.waitFor({ state: 'hidden' })
    await snap(desk, 'console-account-saved-toast')
  })

  it('finds an order by the last digits, the number written with spaces or masked, or a piece of the order number', async () => {
    const mobile = uniqueMobile()
    const student = await signUp<{ token: string }>(baseUrl, { Mobile: mobile, Password: 'gaokao2027', ExamYear: 2026, ExamProvinceId: 32 })
    const order = await api<{ OrderNo: string }>(baseUrl, 'Payment/WechatPayForH5', { ProductId: 201 }, student.data.token)
    expect(order.code).toBe(0)
    await desk.getByRole('menuitem', { name: '订单与退款' }).click()
    const search = desk.getByPlaceholder('订单号或手机号')
    for (const keyword of [
      mobile.slice(-4),
      `${mobile.slice(0, 3)} ${mobile.slice(3, 7)} ${mobile.slice(7)}`,
      `${mobile.slice(0, 3)}****${mobile.slice(7)}`,
      order.data.OrderNo.slice(-8),
    ]) {
      await search.fill(keyword)
      await search.press('Enter')
      await desk.locator('.ant-table-row').filter({ hasText: order.data.OrderNo }).waitFor({ timeout: 10_000 })
    }
    await snap(desk, 'console-order-search-masked')
  })
})
