import { copyFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, newPhoneContext, openRoute, snap } from '../support/browser.ts'

// the college page and the major page of a 河南 visitor, at 390×844
const baseUrl = inject('baseUrl')
let browser: Browser
let page: Page
const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts')

beforeAll(async () => {
  browser = await launchBrowser()
  page = await (await newPhoneContext(browser, baseUrl)).newPage()
})
afterAll(async () => {
  await browser?.close()
})

async function shot(name: string) {
  await snap(page, name)
  // a copy outside the repo for the reviewer when SHOTS_DIR is set
  if (process.env.SHOTS_DIR) await copyFile(path.join(artifacts, `${name}.png`), path.join(process.env.SHOTS_DIR, `${name}.png`))
}
const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

describe('college and major pages', () => {
  it('郑州大学 for 河南: years of 物理类/理科 lines, a chart framed to the data, no empty tabs', async () => {
    await openRoute(page, 'pages/home/schoolDetail/schoolDetail?id=4141010459')
    await page.getByRole('button', { name: /生源地：河南/ }).waitFor()
    const table = page.getByRole('table', { name: '历年录取分数' })
    await table.waitFor()
    await page.getByRole('radio', { name: '物理类' }).waitFor()
    await page.getByTestId('track-note').getByText(/理科/).waitFor()
    const years = (await table.locator('tbody tr td:first-child').allTextContents()).map((t) => t.slice(0, 4))
    expect(new Set(years).size).toBeGreaterThanOrEqual(3)
    const chart = page.getByTestId('track-chart')
    await chart.locator('svg').waitFor()
    const ymin = Number(await chart.getAttribute('data-ymin'))
    const ymax = Number(await chart.getAttribute('data-ymax'))
    expect(ymin).toBeGreaterThan(400)
    expect(ymax).toBeLessThan(750)
    expect(ymax - ymin).toBeLessThan(200)
    expect(Number(await chart.getAttribute('data-points'))).toBeGreaterThanOrEqual(3)
    // special plans are extra rows with their eligibility, never the line
    await page.getByRole('table', { name: '专项计划录取分数' }).getByText('国家专项').first().waitFor()
    // tabs the data cannot fill are left out and named, with the year the app lacks
    const tabs = await page.locator('.adm-tabs-tab').allTextContents()
    expect(tabs).not.toContain('招生计划')
    // 河南's 选科 comes from its official 2025 院校专业组 table (ADR 040): the tab is there, with its year
    expect(tabs).toContain('选科要求')
    await page
      .getByTestId('missing-data')
      .getByText(/2026年/)
      .waitFor()
    expect(await page.locator('.gk-lk-section').first().textContent()).not.toMatch(/河南省 · 郑州市 · 河南省/)
    expect(await noSideScroll()).toBe(true)
    await shot('pages19-college-lines')
    await page.locator('.adm-tabs-tab', { hasText: '院校概况' }).click()
    await page.getByRole('region', { name: '学科评估' }).getByText('化学').first().waitFor()
    await page.getByRole('region', { name: '一流学科' }).waitFor()
    await page
      .getByText(/软科中国大学排名.*2026/)
      .first()
      .waitFor()
    await page.getByText(/第四轮学科评估（教育部学位中心，2017年公布）/).waitFor()
    expect(await noSideScroll()).toBe(true)
    await shot('pages19-college-about')
  })

  it('a cold college page asks each of its first calls once: the early calls carry the bodies the page sends', async () => {
    // a new phone, so the page is loaded from nothing and main.tsx starts the early calls
    const cold = await (await newPhoneContext(browser, baseUrl)).newPage()
    const asked = new Map<string, number>()
    cold.on('request', (r) => {
      const name = /\/api\/(.+)$/.exec(new URL(r.url()).pathname)?.[1]
      if (name) asked.set(name, (asked.get(name) ?? 0) + 1)
    })
    await openRoute(cold, 'pages/home/schoolDetail/schoolDetail?id=4141010459')
    await cold.getByRole('table', { name: '历年录取分数' }).waitFor()
    await cold.waitForLoadState('networkidle')
    const early = ['School/SchoolInfo', 'School/SchoolEnrollmentPlan', 'School/SchoolSelectExam', 'School/SchoolConstitutionList', 'School/SchoolEnrollment']
    // a body the page builds differently would be asked a second time
    expect(Object.fromEntries(early.map((n) => [n, asked.get(n) ?? 0]))).toEqual(Object.fromEntries(early.map((n) => [n, 1])))
    await cold.context().close()
  })

  it('山东大学 for 山东: a rank-based history', async () => {
    // a 山东 student's phone: the stored exam province is read at launch
    await page.evaluate(() => localStorage.setItem('provinceID', '37'))
    await openRoute(page, 'pages/home/schoolDetail/schoolDetail?id=4137010422')
    await page.reload()
    await page.getByRole('button', { name: /生源地：山东/ }).waitFor()
    const chart = page.getByTestId('track-chart')
    await chart.locator('svg').waitFor()
    expect(await chart.getAttribute('data-basis')).toBe('rank')
    await page.getByText('该省只公布最低位次，分数由当年一分一段表换算').waitFor()
    const years = (await page.getByRole('table', { name: '历年录取分数' }).locator('tbody tr td:first-child').allTextContents()).map((t) => t.slice(0, 4))
    expect(new Set(years).size).toBeGreaterThanOrEqual(3)
    await shot('pages19-college-shandong')
    await page.evaluate(() => localStorage.removeItem('provinceID'))
    await page.reload()
  })

  it('计算机科学与技术: category, every college in the province (paginated), related majors, 软科 and 一流专业', async () => {
    await openRoute(page, 'pages/home/specialityDetails/specialityDetails?id=080901')
    await page.getByText('工学学士').waitFor()
    await shot('pages19-major-top')
    const colleges = page.getByRole('region', { name: '开设院校' })
    await colleges.getByText(/按最低位次从高到低排列/).waitFor()
    const heading = await colleges.locator('h3').first().textContent()
    expect(Number(/(\d+)所/.exec(heading ?? '')?.[1])).toBeGreaterThan(100)
    await colleges.getByRole('radio', { name: '物理类' }).waitFor()
    const rows = colleges.locator('.gk-lk-row')
    await colleges.scrollIntoViewIfNeeded()
    await rows.first().waitFor()
    const firstPage = await rows.count()
    expect(firstPage).toBeGreaterThanOrEqual(20)
    // scrolling to the end of the list loads the next page
    await rows.last().scrollIntoViewIfNeeded()
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="开设院校"] .gk-lk-row').length > 20)
    await page.getByRole('region', { name: '同类专业' }).getByRole('button', { name: '软件工程' }).waitFor()
    await page
      .getByRole('region', { name: '专业排名' })
      .getByText(/软科中国大学专业排名 2026/)
      .waitFor()
    await page.getByRole('region', { name: '一流本科专业' }).getByRole('button', { name: '北京大学' }).waitFor()
    expect(await noSideScroll()).toBe(true)
    await page.getByRole('region', { name: '同类专业' }).scrollIntoViewIfNeeded()
    await shot('pages19-major-related')
    await colleges.locator('h3').first().scrollIntoViewIfNeeded()
    await shot('pages19-major-colleges')
  })
})
