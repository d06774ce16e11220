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
 * A 河南 物理 565 candidate (院校专业组 since 2025, group data partial; issue #29): 志愿推荐 lists ordinary units
 * of 普通本科批, the one-tap table holds only units whose majors are known (no empty major picker), its analysis,
 * saved.
 */
describe('filling journey: 河南 物理 565 (志愿推荐 → 一键填报 → 分析 → 保存)', () => {
  it('enters the score and lists ordinary units of 普通本科批', async () => {
    page = await memberPage(browser, baseUrl)
    await enterScoreAndOpenBatch(page, { province: '河南', score: '565', batch: '普通本科批' })
    expect(await page.getByTestId('plan-type').count()).toBe(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await snap(page, 'filling-henan-college')
  })

  it('builds the one-tap table of units whose majors are known, and the major picker lists them', async () => {
    await page.getByTestId('auto-table-open').click()
    const generated = page.waitForResponse((r) => r.url().includes('Wish/AutoTable'))
    await page.getByTestId('auto-generate').click()
    type Wish = { MajorNames: string[]; Row: { PlanType: string; Majors: string[] } }
    const table = (await (await generated).json()) as { data: { Wishes: Wish[] } }
    expect(table.data.Wishes.length).toBeGreaterThan(40)
    expect(table.data.Wishes.every((w) => w.Row.PlanType === '普通类')).toBe(true)
    // no wish the student could not fill in: every unit's majors are known (ADR 059)
    expect(table.data.Wishes.filter((w) => w.Row.Majors.length === 0)).toEqual([])
    await page.waitForURL(/collegeToSpecialty/)
    const rows = page.getByTestId('wish-row')
    await rows.first().waitFor()
    expect(await rows.count()).toBeGreaterThan(40)
    // the first wish's major picker lists majors
    await page.locator('.gk-wish-row__majors a').first().click()
    await page.locator('.adm-popup .adm-checkbox').first().waitFor()
    expect(await page.locator('.adm-popup').getByText('暂无该专业组的专业数据').count()).toBe(0)
    await page
      .locator('.adm-mask')
      .last()
      .click({ position: { x: 10, y: 10 } })
    await page.getByTestId('analysis').getByText('滑档风险', { exact: true }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await snap(page, 'filling-henan-table')
  })

  it('saves the table; the saved detail shows the analysis', async () => {
    const saved = page.waitForResponse((r) => r.url().includes('Save'))
    await page.getByTestId('save-wish').click()
    expect(((await (await saved).json()) as { message: string }).message).toBe('成功')
    await page.getByRole('button', { name: '我的志愿表' }).click()
    await page.getByTestId('wish-table-item').first().click()
    await page.waitForURL(/volunteerdetail/)
    await page.getByTestId('analysis').getByText('滑档风险', { exact: true }).waitFor()
    expect(await page.getByTestId('detail-row').count()).toBeGreaterThan(40)
    await snap(page, 'filling-henan-saved')
  })
})
