import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, snap } from '../support/browser.ts'
import { memberPage } from '../support/member.ts'
import { enterScoreAndOpenBatch } from '../support/score-form.ts'

const baseUrl = inject('baseUrl')
let browser: Browser
let page: Page

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/**
 * A 四川 物理 candidate in the first new-exam years: 志愿推荐 lists ordinary
 * units of 本科批次B段, special plans only when asked and flagged, a table with majors chosen inside
 * groups (by hand and by the one-tap table), its analysis, saved.
 */
describe('filling journey: 四川 物理 560 (志愿推荐 → 志愿表 → 分析)', () => {
  it('enters the score and lists ordinary units of 本科批次B段', async () => {
    // a member: the analysis's 滑档风险 and each wish's chance are what membership adds (ADR 045)
    page = await memberPage(browser, baseUrl)
    await enterScoreAndOpenBatch(page, { province: '四川', score: '560', batch: '本科批次B段' })
    expect(await page.getByTestId('plan-type').count()).toBe(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await snap(page, 'filling-sichuan-college')
  })

  it('lists special plans only when asked, each flagged with its eligibility', async () => {
    await page.getByRole('button', { name: /^筛选/ }).click()
    // 四川's 本科批次B段 holds few special plans in the data (a 中外合作 group): ask for every kind
    for (const kind of ['国家专项', '地方专项', '高校专项', '预科', '民族班', '中外合作', '合作办学', '定向', '公费师范', '其他']) {
      await page.locator('.adm-popup').getByText(kind, { exact: true }).last().click()
    }
    await page.locator('.adm-popup').getByRole('button', { name: '确定' }).click()
    await page.getByTestId('plan-type').first().waitFor()
    await expect.poll(() => page.getByTestId('unit-card').first().textContent()).toContain('报考条件')
    await snap(page, 'filling-sichuan-special')
  })

  it('builds the table with the one-tap table: ordinary units, majors chosen inside groups', async () => {
    await page.getByRole('button', { name: /^筛选/ }).click()
    await page.locator('.adm-popup').getByRole('button', { name: '重置' }).click()
    await page.locator('.adm-popup').getByRole('button', { name: '确定' }).click()
    await page.getByTestId('auto-table-open').click()
    const generated = page.waitForResponse((r) => r.url().includes('Wish/AutoTable'))
    await page.getByTestId('auto-generate').click()
    const table = (await (await generated).json()) as { data: { Wishes: { MajorNames: string[]; Row: { PlanType: string } }[] } }
    expect(table.data.Wishes.every((w) => w.Row.PlanType === '普通类')).toBe(true)
    expect(table.data.Wishes.some((w) => w.MajorNames.length > 0)).toBe(true)
    await page.waitForURL(/collegeToSpecialty/)
    const rows = page.getByTestId('wish-row')
    await rows.first().waitFor()
    expect(await rows.count()).toBeGreaterThanOrEqual(10)
    // majors chosen inside groups by the generator (ordinary plans only, checked on the answer above)
    const links = await page.locator('.gk-wish-row__majors a').allTextContents()
    expect(links.filter((t) => !t.includes('未选')).length).toBeGreaterThan(0)
    await page.getByTestId('analysis').getByText('滑档风险', { exact: true }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await snap(page, 'filling-sichuan-table')
  })

  it('saves the table; the saved detail shows the analysis', async () => {
    const saved = page.waitForResponse((r) => r.url().includes('Save'))
    await page.getByTestId('save-wish').click()
    expect(((await (await saved).json()) as { message: string }).message).toBe('成功')
    await page.getByRole('button', { name: '我的志愿表' }).click()
    await page.getByTestId('wish-table-item').first().click()
    await page.waitForURL(/volunteerdetail/)
    await page.getByTestId('analysis').getByText('滑档风险', { exact: true }).waitFor()
    expect(await page.getByTestId('detail-row').count()).toBeGreaterThanOrEqual(9)
    await snap(page, 'filling-sichuan-saved')
  })
})
