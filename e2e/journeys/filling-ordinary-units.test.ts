import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, snap } from '../support/browser.ts'
import { memberPage } from '../support/member.ts'
import { enterScoreAndOpenBatch } from '../support/score-form.ts'

const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

type Case = { name: string; province: string; score: string; batch: string }

/**
 * Ordinary units first, special plans on request, majors chosen inside a group: 河南 物理 in the first
 * new-exam years (history converted from 理科) and 广东 物理类 (院校专业组 with 2026 results).
 */
const cases: Case[] = [
  { name: 'henan', province: '河南', score: '580', batch: '普通本科批' },
  { name: 'guangdong', province: '广东', score: '560', batch: '本科批次' },
]

describe.each(cases)('filling journey: $province 物理 $score', (c) => {
  let page: Page

  it('enters the score and opens 普通本科批 with ordinary units', async () => {
    page = await memberPage(browser, baseUrl)
    await enterScoreAndOpenBatch(page, c)
    // the default list holds ordinary plans only
    expect(await page.getByTestId('plan-type').count()).toBe(0)
    await snap(page, `filling-${c.name}-college`)
    for (let i = 0; i < 6; i++) await page.getByRole('button', { name: '加入志愿表' }).first().click()
    // units listed from an institution's line (河南's converted 理科 lines) may have no majors on record
    // (the picker says so): scroll on to the first unit that lists its majors and add it for the editor step
    const withMajors = page.getByTestId('unit-card').filter({ has: page.getByTestId('unit-majors') })
    for (let i = 0; i < 10 && (await withMajors.count()) === 0; i++) {
      await page.mouse.wheel(0, 20_000)
      await page.waitForTimeout(500)
    }
    await withMajors.getByRole('button', { name: '加入志愿表' }).first().click()
  })

  it('lists special plans only when asked, each flagged with its eligibility', async () => {
    await page.getByRole('button', { name: /^筛选/ }).click()
    await page.locator('.adm-popup').getByText('国家专项', { exact: true }).click()
    await page.locator('.adm-popup').getByText('地方专项', { exact: true }).click()
    await page.locator('.adm-popup').getByText('高校专项', { exact: true }).click()
    await page.locator('.adm-popup').getByRole('button', { name: '确定' }).click()
    await page.getByTestId('plan-type').first().waitFor()
    await expect.poll(() => page.getByTestId('unit-card').first().textContent()).toContain('报考条件')
    await snap(page, `filling-${c.name}-special`)
  })

  it('chooses majors inside a unit in the table editor, reads the analysis and saves with a warning', async () => {
    await page.getByRole('button', { name: /查看志愿表/ }).click()
    await page.waitForURL(/adjust-wish/)
    await expect.poll(() => page.getByTestId('wish-row').count()).toBeGreaterThanOrEqual(2)
    // a unit listed from the institution's line may have no majors on record: take the first row that offers some
    const rows = page.getByTestId('wish-row')
    let picked = -1
    for (let i = 0; i < (await rows.count()) && picked < 0; i++) {
      await rows.nth(i).getByText('未选（点此选择）').click()
      const popup = page.locator('.adm-popup-body:visible')
      await popup.getByRole('button', { name: '完成' }).waitFor()
      await Promise.race([popup.locator('.gk-major-option').first().waitFor(), popup.getByText('暂无该专业组的专业数据').waitFor()])
      if ((await popup.locator('.gk-major-option').count()) > 0) {
        await popup.locator('.gk-major-option .adm-checkbox').first().click()
        picked = i
      }
      await popup.getByRole('button', { name: '完成' }).click()
    }
    expect(picked).toBeGreaterThanOrEqual(0)
    await expect.poll(() => rows.nth(picked).textContent()).not.toContain('未选（点此选择）')
    await page.getByTestId('analysis').getByText('滑档风险', { exact: true }).waitFor()
    await expect.poll(() => page.locator('.adm-popup-body:visible').count()).toBe(0)
    await snap(page, `filling-${c.name}-before-save`)
    const saved = page.waitForResponse((r) => r.url().includes('Save'))
    await page.getByTestId('save-wish').click()
    const body = (await (await saved).json()) as { code: number; message: string }
    expect(body.message).toBe('成功')
    await expect.poll(() => page.getByTestId('save-warnings').textContent()).toContain('未选择专业')
    await snap(page, `filling-${c.name}-table`)
  })
})
