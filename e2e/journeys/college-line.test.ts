import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openRoute, snap } from '../support/browser.ts'
import { memberPage } from '../support/member.ts'
import { enterScoreAndOpenBatch } from '../support/score-form.ts'

// ADR 127: a 河南 物理类 600 member (院校专业组 since 2025) sees 北京协和医学院, which the data has no 专业组 for, as its
// college line (the 2024 理科 院校投档线), said to be its easiest group's chance — never 「院校志愿」 nor one chance for the
// college — at 390×844.
const baseUrl = inject('baseUrl')
let browser: Browser
let page: Page

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('a college line in a 专业组 province', () => {
  it('河南 物理类 600: the list, then 北京协和医学院’s page says its line is the easiest group’s', async () => {
    page = await memberPage(browser, baseUrl)
    await enterScoreAndOpenBatch(page, { province: '河南', score: '600', batch: '普通本科批' })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await snap(page, 'college-line-henan-600-list')
    await openRoute(page, 'pages/home/schoolDetail/schoolDetail?id=4111010023')
    const summary = page.getByTestId('school-reach-summary')
    await summary.waitFor({ timeout: 60_000 })
    const text = (await summary.textContent()) ?? ''
    expect(text).toContain('只有院校线')
    expect(text).toContain('最容易录取的一个专业组')
    expect(await page.getByTestId('school-reach').textContent()).not.toContain('院校志愿')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.getByTestId('school-reach').scrollIntoViewIfNeeded()
    await snap(page, 'college-line-henan-600-pumc')
  })
})
