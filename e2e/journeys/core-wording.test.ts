import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { api, signUp, uniqueMobile } from '../support/api.ts'
import { launchBrowser, newPhoneContext, snap } from '../support/browser.ts'

/**
 * Issue #32 item 7: the words a student reads on the core screens, at 390 px. The score form never says
 * 「部分批次规则未经核实」; the list's 录取数据 years are the years its cards show; 西藏 本科一批's header
 * compares with the 一批 line, not the 二批 (本科) one; 查位次 opens with the student's own score and names
 * the 一分一段表 it reads, never 教育部高校名单. (招生计划's batch label: college-reach; the 精准学 badge: learning;
 * the 思想政治 chip: core-visual.)
 */
const baseUrl = inject('baseUrl')
let browser: Browser

type Profile = { ProvinceId: number; Year: number; Score: number; SubjectType: number; SelectSubjectList: string[] }

/** A signed-in student with a saved score, on a phone of their own. */
async function student(profile: Profile): Promise<{ page: Page; token: string }> {
  const token = (await signUp<{ token: string }>(baseUrl, { Mobile: uniqueMobile(), Password: 'gaokao2027' })).data.token
  expect((await api(baseUrl, 'User/EditUserScore', profile, token)).code).toBe(0)
  const page = await (await newPhoneContext(browser, baseUrl)).newPage()
  await page.addInitScript((t) => localStorage.setItem('token', JSON.stringify(t)), token)
  return { page, token }
}

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('the words on the core screens (issue #32 item 7)', () => {
  it('the score form names no unverified rules, in 河南, 广东, 浙江, 四川 and 西藏', async () => {
    const { page } = await student({ ProvinceId: 41, Year: 2026, Score: 560, SubjectType: 2, SelectSubjectList: ['chemistry', 'biology'] })
    await page.goto('/#/pages/query/scoreForm')
    // the saved province first (河南), then the others picked from the wheel
    for (const province of ['河南', '广东', '浙江', '四川', '西藏']) {
      if (province !== '河南') {
        await page.getByTestId('province-value').click()
        await page.locator('.adm-popup').getByText(province, { exact: true }).click()
        await page.locator('.adm-popup .adm-mask').waitFor({ state: 'hidden' })
      }
      await page.getByTestId('province-value').getByText(province).waitFor()
      const text = await page.evaluate(() => document.body.innerText)
      expect(text, `score form of ${province}`).not.toContain('未经核实')
    }
    await snap(page, 'wording-score-form-xizang')
    await page.context().close()
  })

  it("the 冲稳保 list's 录取数据 years are the years its cards show (河南 物理类 560)", async () => {
    const { page } = await student({ ProvinceId: 41, Year: 2026, Score: 560, SubjectType: 2, SelectSubjectList: ['chemistry', 'biology'] })
    await page.goto('/#/pages/query/college/index')
    await page.getByTestId('unit-card').first().waitFor()
    const note = (await page.getByTestId('data-note').textContent())!
    const span = /录取数据：(\d{4})(?:–(\d{4}))?年/.exec(note)
    expect(span, note).not.toBeNull()
    const [from, to] = [Number(span![1]), Number(span![2] ?? span![1])]
    const years = (await page.locator('[data-testid="unit-card"] tbody tr td:first-child').allTextContents()).map(Number).filter(Boolean)
    expect(years.length).toBeGreaterThan(0)
    console.log(`[wording] 河南 list header 录取数据 ${from}–${to}; cards show ${Math.min(...years)}–${Math.max(...years)}`)
    // the newest year the header names is a year the cards show, and no card shows a year outside it
    expect(years).toContain(to)
    for (const y of years) {
      expect(y).toBeGreaterThanOrEqual(from)
      expect(y).toBeLessThanOrEqual(to)
    }
    await snap(page, 'wording-list-years-henan')
    await page.context().close()
  })

  it("西藏 本科一批's header compares with the 一批 line, not the 本科 (二批) line", async () => {
    // 文科, on the shared server: the consulting journey imports a made-up 西藏 理科 table into it, which puts 理科 on
    // ranks and leaves 文科, still without a table, on 线差 whichever journey runs first (ADR 069)
    const { page, token } = await student({ ProvinceId: 54, Year: 2026, Score: 450, SubjectType: 1, SelectSubjectList: [] })
    const batches = (
      await api<{ BatchId: string; BatchName: string; ControlLine: number | null; IsAvailable: boolean; UnitCount: number }[]>(
        baseUrl,
        'Wish/BatchList',
        {},
        token,
      )
    ).data
    const first = batches.find((b) => b.BatchName.includes('一批') && b.IsAvailable && b.UnitCount > 0)
    expect(first, batches.map((b) => b.BatchName).join('、')).toBeDefined()
    expect(first!.ControlLine).not.toBeNull()
    await page.goto('/#/pages/query/college/batch')
    await page.getByTestId(`batch-${first!.BatchId}`).click()
    await page.waitForURL(/query\/college\/index/)
    await expect.poll(() => page.getByTestId('data-note').textContent(), { timeout: 15_000 }).toContain('本批次线')
    const note = (await page.getByTestId('data-note').textContent())!
    console.log(`[wording] 西藏 ${first!.BatchName}: ${note.split(' · ').slice(0, 3).join(' · ')}`)
    expect(note).toContain(first!.BatchName)
    expect(note).toContain(`本批次线差 ${450 - first!.ControlLine! >= 0 ? '+' : ''}${450 - first!.ControlLine!}分`)
    expect(note).toContain(`本批次线${first!.ControlLine}`)
    // tiers and 按线差分档 on the cards, no percentage: without a rank the figure only orders the list (ADR 165)
    await expect.poll(() => page.getByTestId('line-gap-chance').first().textContent(), { timeout: 15_000 }).toBe('按线差分档')
    for (const card of await page.getByTestId('unit-card').allTextContents()) expect(card).not.toMatch(/\d%/)
    await snap(page, 'wording-xizang-first-batch')
    await page.context().close()
  })

  it("查位次 opens with the student's own score and names the 一分一段表 it reads", async () => {
    const { page } = await student({ ProvinceId: 41, Year: 2026, Score: 560, SubjectType: 2, SelectSubjectList: ['chemistry', 'biology'] })
    await page.goto('/#/pages/home/searcharrangement/searcharrangement')
    // prefilled and asked: the result is there without typing
    const result = page.getByRole('region', { name: '查询结果' })
    await result.getByText('位次区间').waitFor({ timeout: 15_000 })
    await expect(page.getByRole('spinbutton', { name: '高考分数' }).inputValue()).resolves.toBe('560')
    await expect(result.innerText()).resolves.toContain('560分')
    const text = await page.evaluate(() => document.body.innerText)
    expect(text).not.toContain('教育部高校名单')
    expect(text).toMatch(/一分一段/)
    await snap(page, 'wording-line-rank-prefilled')
    await page.context().close()
  })
})
