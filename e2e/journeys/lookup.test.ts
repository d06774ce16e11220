import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, newPhoneContext, openRoute, snap } from '../support/browser.ts'

const baseUrl = inject('baseUrl')
let browser: Browser
let page: Page
// every script the home tab loads first; sized gzipped from the built files (the server sends them uncompressed)
const homeScripts = new Set<string>()
const distAsset = (url: string) => new URL(`../../apps/web/dist/assets/${url.split('/').pop() ?? ''}`, import.meta.url)

beforeAll(async () => {
  browser = await launchBrowser()
  page = await (await newPhoneContext(browser, baseUrl)).newPage()
})
afterAll(async () => {
  await browser?.close()
})

describe('lookup journey', () => {
  it('loads the home tab with the lookup tiles enabled, within the JS budget', async () => {
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script' && r.url().includes('/assets/')) homeScripts.add(r.url())
    })
    await openRoute(page, 'pages/home/index')
    await page.getByRole('button', { name: '查大学' }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(await page.getByRole('button', { name: '查大学' }).isEnabled()).toBe(true)
    expect(await page.getByRole('button', { name: '查位次' }).isEnabled()).toBe(true)
    await snap(page, 'lookup-home')
    const gzipBytes = [...homeScripts].reduce((sum, url) => sum + gzipSync(readFileSync(distAsset(url))).length, 0)
    console.log(`[lookup] home first load: ${homeScripts.size} scripts, ${(gzipBytes / 1024).toFixed(1)} KB JS gzip`)
    expect(gzipBytes).toBeLessThan(200 * 1024)
    page.removeAllListeners('response')
  })

  it('finds 北京大学 by its initials and opens the detail with Henan lines and a chart', async () => {
    await openRoute(page, 'pages/home/searchSchool/searchSchool')
    await page.getByPlaceholder('输入院校名称、拼音或首字母').fill('bjdx')
    const first = page.locator('.gk-lk-row').first()
    await first.getByText('北京大学', { exact: true }).waitFor()
    await snap(page, 'lookup-search-bjdx')
    await first.locator('.gk-lk-row__main').click()
    await page.waitForURL(/schoolDetail\/schoolDetail\?id=4111010001/)
    await page.getByRole('button', { name: /生源地：河南/ }).waitFor()
    await page.getByRole('table', { name: '历年录取分数' }).waitFor()
    // 河南 is on the new exam since 2025: the 物理类 track carries its 理科 years
    await page.getByRole('radio', { name: '物理类' }).click()
    await page.locator('[data-testid="svg-line-chart"] svg').waitFor()
    const years = await page.getByRole('table', { name: '历年录取分数' }).locator('tbody tr td:first-child').allTextContents()
    expect(new Set(years).size).toBeGreaterThanOrEqual(3)
    await page
      .getByText(/官方|第三方整理/)
      .first()
      .waitFor()
    await snap(page, 'lookup-school-detail')
  })

  it('adds two colleges to compare and sees them side by side', async () => {
    await page.getByRole('button', { name: '加入对比' }).click()
    await page.waitForURL(/contrast-prepare/)
    await page.getByPlaceholder('输入院校名称、拼音或首字母').fill('清华')
    await page.getByRole('button', { name: '加入对比 清华大学' }).click()
    await page.getByRole('button', { name: /开始对比\(2\)/ }).click()
    await page.waitForURL(/compareCollege/)
    const table = page.getByRole('table', { name: '院校对比' })
    await table.getByText('北京大学').waitFor()
    await table.getByText('清华大学').waitFor()
    await page.locator('[data-testid="svg-line-chart"] svg').waitFor()
    await snap(page, 'lookup-compare')
  })

  it("looks up a score's rank and its 等位分", async () => {
    await openRoute(page, 'pages/home/searcharrangement/searcharrangement')
    await page.getByRole('radio', { name: '物理类' }).waitFor()
    await page.getByRole('spinbutton', { name: '高考分数' }).fill('600')
    await page.getByRole('button', { name: '查询' }).click()
    const result = page.getByRole('region', { name: '查询结果' })
    await result.getByText('位次区间').waitFor()
    await page.getByRole('table', { name: '往年等位分' }).waitFor()
    // the chart library loads when the chart scrolls into view
    await page.getByTestId('echart').scrollIntoViewIfNeeded()
    await page.locator('[data-testid="echart"] canvas').waitFor()
    await snap(page, 'lookup-line-rank')
  })

  it('browses a major from the category tree', async () => {
    await openRoute(page, 'pages/home/specialityCategory/specialityCategory')
    await page.locator('.adm-side-bar-item').getByText('工学', { exact: true }).click()
    await page.getByRole('button', { name: '计算机科学与技术', exact: true }).click()
    await page.waitForURL(/specialityDetails/)
    await page.getByText('工学学士').waitFor()
    await page.getByRole('region', { name: '开设院校' }).locator('.gk-lk-row').first().waitFor()
    await snap(page, 'lookup-major-detail')
  })

  it('opens an occupation from a Holland code', async () => {
    await openRoute(page, 'pages/home/occupation/occupationtypesearch')
    await page.getByRole('button', { name: /^I 研究型/ }).click()
    await page.getByRole('button', { name: /^A 艺术型/ }).click()
    await page.getByText('当前代码：').getByText('IA').waitFor()
    const firstJob = page.locator('.gk-lk-section .gk-lk-row').first()
    await firstJob.waitFor()
    await snap(page, 'lookup-holland')
    await firstJob.click()
    await page.waitForURL(/occupationDetails/)
    await page.getByText('职业介绍').waitFor()
    await snap(page, 'lookup-occupation')
  })

  it('renders the other lookup screens with real data', async () => {
    const screens: [string, string, string][] = [
      ['pages/home/homeTopSearch/search', '', 'lookup-home-search'],
      ['pages/home/searchbatch/searchbatch', '数据来源', 'lookup-batch'],
      ['pages/home/collegeRank/collegeRank', '清华大学', 'lookup-college-rank'],
      ['pages/home/screen/screen', '院校特色', 'lookup-screen'],
      ['pages/home/professional/professional', '热门专业', 'lookup-professional'],
      ['pages/home/specialty-rank/index?id=080901', '软科中国大学专业排名', 'lookup-specialty-rank'],
      ['pages/home/enrollmentplan/enrollmentplan', '按专业查', 'lookup-plan'],
      ['pages/home/industry/industryList', '国民经济行业门类', 'lookup-industries'],
      ['pages/home/NavIndex/cnjzy', '查位次', 'lookup-nav-filling'],
    ]
    for (const [route, text, name] of screens) {
      await openRoute(page, route)
      if (name === 'lookup-home-search') {
        await page.getByPlaceholder('搜索大学、专业、职业').fill('beida')
        await page.locator('.gk-lk-row').getByText('北京大学', { exact: true }).first().waitFor()
      } else await page.getByText(text).first().waitFor()
      await snap(page, name)
    }
  })

  it('says so plainly where there is no data', async () => {
    await openRoute(page, 'pages/home/searchSchool/searchSchool')
    await page.getByPlaceholder('输入院校名称、拼音或首字母').fill('不存在的大学')
    await page.getByText('没有找到相关院校').waitFor()
    await snap(page, 'lookup-no-result')
  })
})
