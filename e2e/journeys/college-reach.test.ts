import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { api, signUp, uniqueMobile } from '../support/api.ts'
import { launchBrowser, newPhoneContext, openRoute, snap } from '../support/browser.ts'
import { makeMember } from '../support/member.ts'

// Issue 30 item 1 (ADR 050): a 河南 物理类 580 member opens 郑州大学's page and sees each of its groups within reach
// with its own chance and line (第105组 is 护理学's line), never one chance for the college, at 390×844. Issue #32
// item 8: the same student reads a college's 招生计划 on her track and a major's colleges within her reach.
const baseUrl = inject('baseUrl')
let browser: Browser
let page: Page

beforeAll(async () => {
  browser = await launchBrowser()
  const reg = await signUp<{ token: string }>(baseUrl, { Mobile: uniqueMobile(), Password: 'gaokao2027' })
  const token = reg.data.token
  await makeMember(baseUrl, token)
  const season = await api<{ Provinces: { TargetYear: number }[] }>(baseUrl, 'Public/Season', { ProvinceId: 41 })
  const year = season.data.Provinces[0]!.TargetYear
  const saved = await api(
    baseUrl,
    'User/EditUserScore',
    { ProvinceId: 41, Year: year, Score: 580, SubjectType: 2, SelectSubjectList: ['chemistry', 'biology'] },
    token,
  )
  expect(saved.code).toBe(0)
  page = await (await newPhoneContext(browser, baseUrl)).newPage()
  await page.addInitScript((t) => localStorage.setItem('token', JSON.stringify(t)), token)
})
afterAll(async () => {
  await browser?.close()
})

describe('the college page sums a college up by its units within reach', () => {
  it('郑州大学 for 河南 物理类 580: each group within reach with its own chance and line', async () => {
    await openRoute(page, 'pages/home/schoolDetail/schoolDetail?id=4141010459')
    const section = page.getByTestId('school-reach')
    await section.waitFor({ timeout: 60_000 })
    const summary = await page.getByTestId('school-reach-summary').textContent()
    expect(summary).toContain('没有全校统一的录取概率')
    // named by its own majors where the data places them in it (ds-abc3640c42f34069), else as the major whose line it was
    expect(summary).toMatch(/第105组（(\d{4}年最低分专业：)?[^）]*护理学）约\d+%/)
    const units = await page.getByTestId('school-reach-unit').allTextContents()
    expect(units.length).toBeGreaterThanOrEqual(1)
    for (const u of units) expect(u).toMatch(/第\d+组.*\d+%/)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await snap(page, 'reach30-college-reach')
  })

  it("南京理工大学 for 河南 物理类: 招生计划 opens on the student's track, by 专业组, with counts, year and source (issue #32 item 8)", async () => {
    await openRoute(page, 'pages/home/schoolDetail/schoolDetail?id=4132010288')
    await page.locator('.adm-tabs-tab', { hasText: '招生计划' }).click()
    const plan = page.getByTestId('school-plan')
    await expect.poll(() => plan.getByTestId('school-plan-title').textContent(), { timeout: 30_000 }).toMatch(/^2026年物理类招生计划（共\d+条）$/)
    expect(await plan.getByRole('radio', { name: '物理类' }).getAttribute('aria-checked')).toBe('true')
    // the ordinary plan first, its group named by the year's batch (普通本科批, never the source's 本科一批)
    expect(await plan.getByTestId('school-plan-group').first().textContent()).toMatch(/^普通本科批 · 专业组（选科：物理/)
    const text = (await plan.textContent()) ?? ''
    expect(text).toMatch(/\d+人/)
    expect(text).toContain('数据来源：')
    expect(text).not.toContain('历史类 · ')
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await snap(page, 'journey32-college-plan')
  })

  it('计算机科学与技术 for 河南 物理类 580: the colleges that admit it within reach, each with its tier, chance and line, one tap from its page', async () => {
    await openRoute(page, 'pages/home/specialityDetails/specialityDetails?id=080901')
    const section = page.getByTestId('major-admitters')
    await section.waitFor({ timeout: 60_000 })
    expect(await section.locator('h3').textContent()).toMatch(/^在河南录取这个专业的院校 · 物理类 580分 · /)
    const rows = section.getByTestId('major-admitter')
    expect(await rows.count()).toBeGreaterThanOrEqual(5)
    // a member sees each unit's chance with its tier and line
    for (const t of await rows.allTextContents()) expect(t).toMatch(/^[冲稳保].+\d+% \d{4}年 \d+分/)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await section.scrollIntoViewIfNeeded()
    await snap(page, 'journey32-major-admitters')
    const school = rows.first().locator('.gk-reach__school')
    const name = (await school.textContent())!
    await school.click()
    await page.waitForURL(/schoolDetail\/schoolDetail\?id=\d{10}/)
    await page.getByText(name).first().waitFor()
  })
})
