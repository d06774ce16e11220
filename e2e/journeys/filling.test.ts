import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openRoute, snap, stored } from '../support/browser.ts'
import { memberPage } from '../support/member.ts'

const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

type Case = { name: string; province: string; score: string; subjectType: string; subjects: string[]; mode: RegExp; major: string }

const cases: Case[] = [
  { name: 'jiangsu', province: '江苏', score: '600', subjectType: '物理类', subjects: ['化学', '生物'], mode: /院校专业组/, major: '计算机' },
  { name: 'zhejiang', province: '浙江', score: '620', subjectType: '综合', subjects: ['物理', '化学', '技术'], mode: /专业\+院校/, major: '计算机' },
  // the season's exam year is 新疆's first 3+1+2 year: 物理类 over the 理科 history
  { name: 'xinjiang', province: '新疆', score: '520', subjectType: '物理类', subjects: ['化学', '生物'], mode: /院校/, major: '临床医学' },
]

async function addFirst(page: Page, count: number) {
  for (let i = 0; i < count; i++) {
    await page.getByRole('button', { name: '加入志愿表' }).first().click()
  }
}

describe.each(cases)('filling journey: $province', (c) => {
  let page: Page

  it('enters a score and sees the rank, then picks a batch', async () => {
    page = await memberPage(browser, baseUrl)
    await openRoute(page, 'pages/query/scoreForm')
    await page.getByText('高考省份').click()
    await page.locator('.adm-popup').getByText(c.province, { exact: true }).click()
    await page.getByTestId('province-value').getByText(c.province).waitFor()
    await page.getByPlaceholder('请输入分数').fill(c.score)
    await page.locator('.adm-selector-item').getByText(c.subjectType, { exact: true }).click()
    for (const s of c.subjects) await page.locator('.adm-selector-item').getByText(s, { exact: true }).click()
    await snap(page, `filling-${c.name}-score`)
    await page.getByRole('button', { name: '下一步：选择批次' }).click()
    await page.waitForURL(/(newExam|college)\/batch/)
    await page.locator('.adm-list-item').first().waitFor()
    await snap(page, `filling-${c.name}-batch`)
    // the first batch that has units to show
    await page.locator('.adm-list-item:not(.adm-list-item-disabled)').filter({ hasText: '可查单位' }).first().click()
    await page.waitForURL(/query\/college\/index/)
  })

  it('adds units from the college-first and major-first lists', async () => {
    await page.getByTestId('unit-card').first().waitFor()
    await expect.poll(() => page.getByTestId('data-note').textContent()).toMatch(c.mode)
    await snap(page, `filling-${c.name}-college`)
    if (c.name === 'zhejiang') {
      // 专业+院校: a college row opens its majors
      await page.getByRole('button', { name: '选专业' }).first().click()
      await page.locator('.adm-popup').getByRole('button', { name: '加入志愿表' }).first().click()
      await snap(page, `filling-${c.name}-school-majors`)
      await page.locator('.adm-popup .adm-mask').click({ position: { x: 10, y: 10 } })
    } else {
      await addFirst(page, 2)
    }
    await openRoute(page, 'pages/query/speciality/index')
    await page.getByPlaceholder(/搜索专业/).fill(c.major)
    await page.getByPlaceholder(/搜索专业/).press('Enter')
    await page.locator('.gk-major-option').first().click()
    await page.getByRole('button', { name: '查看开设这些专业的院校' }).click()
    await page.waitForURL(/specialty-list/)
    await page.getByTestId('unit-card').first().waitFor()
    await snap(page, `filling-${c.name}-major-first`)
    await page.getByRole('button', { name: '加入志愿表' }).first().click()
    await page.getByRole('button', { name: /查看志愿表/ }).click()
    await page.waitForURL(/adjust-wish/)
  })

  it('reorders, reads the analysis, saves and reopens it from the list', async () => {
    await expect.poll(() => page.getByTestId('wish-row').count()).toBeGreaterThanOrEqual(2)
    const first = await page.getByTestId('wish-row').first().locator('.gk-wish-row__label').textContent()
    await page.getByRole('button', { name: '下移' }).first().click()
    await expect.poll(() => page.getByTestId('wish-row').nth(1).locator('.gk-wish-row__label').textContent()).toBe(first)
    await page.getByTestId('analysis').getByText('滑档风险', { exact: true }).waitFor()
    await snap(page, `filling-${c.name}-table`)
    await page.getByTestId('save-wish').click()
    await page.getByText('志愿表已保存').waitFor()
    const draft = await stored<{ batchId: string; wishId?: number }[]>(page, 'batchTypeTotalListForecast')
    expect(draft?.[0]?.wishId).toBeGreaterThan(0)
    await page.getByRole('button', { name: '我的志愿表' }).click()
    await page.waitForURL(/volunteerlist/)
    await page.getByTestId('wish-table-item').first().click()
    await page.waitForURL(/volunteerdetail/)
    await expect.poll(() => page.getByTestId('detail-row').count()).toBeGreaterThanOrEqual(2)
    await page.getByTestId('analysis').getByText('本批次录取', { exact: true }).waitFor()
    await snap(page, `filling-${c.name}-detail`)
  })
})
