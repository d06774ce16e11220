import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, newPhoneContext, openRoute, snap } from '../support/browser.ts'

const baseUrl = inject('baseUrl')
let browser: Browser
let context: BrowserContext
let page: Page

beforeAll(async () => {
  browser = await launchBrowser()
  context = await newPhoneContext(browser, baseUrl)
  page = await context.newPage()
})
afterAll(async () => {
  await context?.close()
  await browser?.close()
})

describe('built-in location pages', () => {
  it('open-location shows the place and hands it to the map site', async () => {
    await openRoute(page, 'open-location?name=郑州大学&address=河南省郑州市高新区科学大道100号&latitude=34.81&longitude=113.53')
    await page.getByText('郑州大学').waitFor()
    await expect(page.getByText('河南省郑州市高新区科学大道100号').isVisible()).resolves.toBe(true)
    await snap(page, 'builtin-open-location')
    await page.getByText('在地图中打开').click()
    await page.waitForURL(/defultpage/)
    const hashQuery = new URL(page.url()).hash.split('?')[1] ?? ''
    const target = new URL(new URLSearchParams(hashQuery).get('url') ?? '')
    expect(`${target.host}${target.pathname}`).toBe('uri.amap.com/marker')
    expect(target.searchParams.get('position')).toBe('113.53,34.81')
  })

  it('choose-location refuses without a province, then returns the picked one to the caller', async () => {
    await openRoute(page, 'choose-location?backUrl=/pages/personal/index')
    await page.getByText('选择所在地区').waitFor()
    await page.getByText('确定').click()
    await page.getByText('请选择省份').waitFor()
    await page.getByText('请选择省份').waitFor({ state: 'hidden' })
    await page.getByText('省份', { exact: true }).click()
    // the wheel opens on the first province of the division list (北京市, code 11)
    await page.locator('.adm-picker-header-button', { hasText: '确定' }).click()
    await page.locator('.adm-list-item', { hasText: '北京市' }).first().waitFor()
    await snap(page, 'builtin-choose-location')
    await page.locator('.adm-button', { hasText: '确定' }).click()
    await page.waitForURL(/pages\/personal\/index/)
    const chosen = await page.evaluate(() => sessionStorage.getItem('chosenLocation'))
    expect(JSON.parse(chosen ?? '{}')).toMatchObject({ provinceId: 11, name: '北京市' })
  })
})
