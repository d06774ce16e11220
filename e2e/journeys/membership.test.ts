import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { api, signUp, uniqueMobile } from '../support/api.ts'
import { launchBrowser, newPhoneContext, openRoute, snap } from '../support/browser.ts'

const baseUrl = inject('baseUrl')
let browser: Browser
let page: Page
let token = ''

beforeAll(async () => {
  browser = await launchBrowser()
  page = await (await newPhoneContext(browser, baseUrl)).newPage()
  const registered = await signUp<{ token: string; UserId: number }>(baseUrl, {
    Mobile: uniqueMobile(),
    Password: 'gaokao2027',
    ExamYear: 2027,
    ExamProvinceId: 41,
  })
  expect(registered.code).toBe(0)
  token = registered.data.token
  // signed in as the app stores it (JSON values under the spec's keys)
  await page.goto('/')
  await page.evaluate(
    ({ t, id }) => {
      localStorage.setItem('token', JSON.stringify(t))
      localStorage.setItem('UserId', JSON.stringify(id))
    },
    { t: token, id: registered.data.UserId },
  )
  // the launch flow reads the stored token on load
  await page.reload()
})
afterAll(async () => {
  await browser?.close()
})

async function paidVideoId(): Promise<number | null> {
  const list = await api<{ List: { ID: number; Price: number }[] }>(baseUrl, 'Portal/VideoList', { PageSize: 50 })
  return list.code === 0 ? (list.data.List.find((v) => v.Price > 0)?.ID ?? null) : null
}

describe('membership journey', () => {
  it('buys a membership in the pay sandbox; StudentInfo shows it and a 113-gated call passes', async () => {
    const paid = await paidVideoId()
    if (paid !== null) expect((await api(baseUrl, 'Course/ResourceInfo', { ID: paid }, token)).code).toBe(113)

    await openRoute(page, 'pages/personal/openmamber/openmamber')
    await page.getByTestId('product-101').waitFor()
    await snap(page, 'membership-open-member')
    await page.getByTestId('product-101').getByRole('button', { name: '立即开通' }).click()
    await page.waitForURL(/openmamber\/orderpay\?ProductId=101/)
    await page.getByText('支付后有效期至').waitFor()
    await snap(page, 'membership-order-pay')
    await page.getByRole('button', { name: /确认支付/ }).click()

    // the sandbox gateway page, served by our server, sends the signed notification on confirm
    await page.waitForURL(/\/sandbox\/pay\/GK\d+/)
    await page.getByText('¥298.00').waitFor()
    await snap(page, 'membership-sandbox-confirm')
    await page.locator('#confirm').click()
    await page.waitForURL(/orderpay\?OrderNo=GK/)
    await page.getByTestId('payment-success').waitFor()
    await snap(page, 'membership-paid')

    const info = await api<{ MemberType: number | null }>(baseUrl, 'User/StudentInfo', {}, token)
    expect(info.data.MemberType).toBe(1)
    if (paid !== null) expect((await api(baseUrl, 'Course/ResourceInfo', { ID: paid }, token)).code).toBe(0)

    await page.getByRole('button', { name: '查看我的会员' }).click()
    await page.waitForURL(/openmamber\/mamberPage/)
    await page.getByTestId('membership-status').getByText('智能志愿卡会员').waitFor()
    await snap(page, 'membership-member-page')
  })

  it('activates a card', async () => {
    const response = await fetch(`${baseUrl}/sandbox/cards/issue`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'product=201&count=1',
    })
    const [card] = (await response.json()) as { cardNo: string; secret: string }[]
    await openRoute(page, 'pages/personal/memberactivation/memberactivation')
    await page.getByPlaceholder('请输入卡号').fill(card!.cardNo)
    await page.getByPlaceholder('请输入卡密（不区分大小写）').fill(card!.secret.toLowerCase())
    await snap(page, 'membership-card-activation')
    await page.getByRole('button', { name: '立即激活' }).click()
    await page
      .locator('.adm-dialog')
      .getByText(/学业规划包/)
      .waitFor()
    await page.getByRole('button', { name: '确认激活' }).click()
    await page
      .locator('.adm-dialog')
      .getByText(/激活成功/)
      .waitFor()
    await page.getByRole('button', { name: '查看我的会员' }).click()
    await page.waitForURL(/openmamber\/mamberPage/)
    await page.getByTestId('member-page').getByText('学业规划包').first().waitFor()
    await snap(page, 'membership-after-card')
    const info = await api<{ PackageData: { ProductFrom: string }[] }>(baseUrl, 'User/StudentInfo', {}, token)
    expect(info.data.PackageData.map((p) => p.ProductFrom)).toContain('plan')
  })

  it('shows privileges, agents, company and the cooperation form', async () => {
    await openRoute(page, 'pages/personal/membership/membership')
    await page.getByTestId('privileges').getByText('专家志愿表审核').waitFor()
    await snap(page, 'membership-privileges')
    await openRoute(page, 'pages/personal/agent/index')
    // the seeded samples are unpublished: until operators publish real agents the page says there are none
    await page.getByText('该地区暂无服务商').waitFor()
    expect(await page.getByTestId('agents').textContent()).not.toMatch(/示例|00000000/)
    await snap(page, 'membership-agents')
    await openRoute(page, 'pages/personal/company/index')
    await page.getByTestId('company').waitFor()
    expect(await page.getByTestId('company').textContent()).not.toMatch(/待填写|待运营|地址：\s*$/)
    await snap(page, 'membership-company')
    await openRoute(page, 'pages/personal/cooperation/index')
    await page.getByPlaceholder('您的称呼').waitFor()
    await snap(page, 'membership-cooperation-empty')
    await page.getByPlaceholder('您的称呼').fill('张老师')
    await page.getByPlaceholder('11位手机号').fill('13800138000')
    await page.getByText('学校合作').click()
    await page.getByPlaceholder('请简要描述您的合作意向').fill('希望为高三学生开展志愿填报讲座')
    await snap(page, 'membership-cooperation')
    await page.getByRole('button', { name: '提交' }).click()
    await page.getByText('提交成功').waitFor()
  })
})
