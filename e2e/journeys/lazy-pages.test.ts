import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { launchBrowser, newPhoneContext, openRoute, snap } from '../support/browser.ts'

const baseUrl = inject('baseUrl')
let browser: Browser
let context: BrowserContext
let page: Page

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})
beforeEach(async () => {
  context = await newPhoneContext(browser, baseUrl)
  page = await context.newPage()
  await openRoute(page, 'pages/home/index')
  await page.getByText('我的高考').waitFor()
})
afterEach(async () => {
  await context.close()
})

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('lazy pages', () => {
  it('the bare root / is the home tab', async () => {
    await page.goto('/')
    await page.getByText('我的高考').waitFor()
    await page.locator('.gk-tab-bar').getByText('首页').waitFor()
  })

  it('a slow chunk shows the loading view after 200 ms, then the page', async () => {
    await page.route(/\/assets\/setting-[\w-]+\.js$/, async (route) => {
      await delay(2000)
      await route.continue()
    })
    const started = Date.now()
    await openRoute(page, 'pages/personal/setting/index')
    await page.getByText('正在加载，请稍后').waitFor()
    expect(Date.now() - started).toBeGreaterThanOrEqual(200)
    await snap(page, 'lazy-loading')
    await page.getByText('清除缓存').waitFor()
    expect(await page.getByText('正在加载，请稍后').count()).toBe(0)
  })

  it('a failed chunk shows 页面加载失败~~ with its image', async () => {
    await page.route(/\/assets\/user-help-[\w-]+\.js$/, (route) => route.abort())
    await openRoute(page, 'pages/personal/user-help/userHelp')
    await page.getByText('页面加载失败~~').waitFor()
    // the failure shows the error view with its image. Its cause is 'missing' when the abort arrives first; on a loaded
    // CI machine Vite's preload of the chunk's dependencies can outlast the 5000 ms give-up, which then stays (stops 46
    // and 47: waiting for 'missing' never ended). Either way the user sees the same view and can retry.
    expect(await page.locator('.gk-page-error').getAttribute('data-cause')).toMatch(/^(missing|timeout)$/)
    await page.getByRole('img', { name: '页面加载失败插图' }).waitFor()
    await snap(page, 'lazy-error')
  })

  it('a chunk slower than 5000 ms gives up with the error view', async () => {
    await page.route(/\/assets\/privacy-policy-[\w-]+\.js$/, async (route) => {
      await delay(7000)
      await route.continue()
    })
    const started = Date.now()
    await openRoute(page, 'pages/personal/service/agreement')
    await page.getByText('正在加载，请稍后').waitFor()
    await page.getByText('页面加载失败~~').waitFor({ timeout: 10_000 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(5000)
    expect(await page.locator('.gk-page-error').getAttribute('data-cause')).toBe('timeout')
  })
})
