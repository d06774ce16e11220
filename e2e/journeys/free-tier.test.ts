import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { api, signUp, uniqueMobile } from '../support/api.ts'
import { launchBrowser, newPhoneContext, snap } from '../support/browser.ts'

// Issue 32 item 2 (ADR 045): one free tier on every path. Free: every row of the 冲稳保 list with its
// tier, the whole one-tap table, the analysis's checks. Members: the chances. Activating a card
// refreshes every screen that depends on it: back shows no 激活成功 dialog over the old list, and the
// working table keeps the wishes it held.

const baseUrl = inject('baseUrl')
let browser: Browser
let page: Page
let token: string

const go = (route: string) => page.evaluate((r) => (location.hash = `#/${r}`), route)
const cards = () => page.getByTestId('unit-card')
const PERCENT = /\d+\s*%/

/** Asks the assistant in its tab and returns the answer's text once it is complete. */
async function ask(question: string): Promise<string> {
  await go('pages/ai/index')
  const input = page.getByPlaceholder('问我位次、院校、专业、录取概率…')
  await input.fill(question)
  const bubbles = page.locator('.gk-ai__bubble')
  const before = await bubbles.count()
  await page.getByRole('button', { name: '发送' }).click()
  const answer = bubbles.last()
  await expect.poll(() => bubbles.count(), { timeout: 15_000 }).toBeGreaterThan(before + 1)
  // complete once it names its sources (the stream's last part)
  await answer.locator('.gk-ai__sources').waitFor({ timeout: 60_000 })
  return answer.innerText()
}

beforeAll(async () => {
  browser = await launchBrowser()
  token = (await signUp<{ token: string }>(baseUrl, { Mobile: uniqueMobile(), Password: 'gaokao2027' })).data.token
  const saved = await api(
    baseUrl,
    'User/EditUserScore',
    { ProvinceId: 41, Year: 2026, Score: 560, SubjectType: 2, SelectSubjectList: ['chemistry', 'biology'] },
    token,
  )
  expect(saved.code).toBe(0)
  page = await (await newPhoneContext(browser, baseUrl)).newPage()
  await page.addInitScript((t) => localStorage.setItem('token', JSON.stringify(t)), token)
  await page.goto('/#/pages/query/index')
})
afterAll(async () => {
  await browser?.close()
})

describe('the free tier, the same on every path', () => {
  it('the 冲稳保 list: every row with its tier, pages beyond the first, the chance named as what membership adds', async () => {
    await go('pages/query/college/index')
    await cards().first().waitFor()
    // scroll until the second page is in: a free list no longer stops after 3 colleges
    for (let i = 0; i < 10 && (await cards().count()) <= 20; i++) await page.mouse.wheel(0, 4000)
    await expect.poll(() => cards().count(), { timeout: 15_000 }).toBeGreaterThan(20)
    await expect(page.getByText('没有更多了').count()).resolves.toBe(0)
    const first = cards().first()
    await expect(first.locator('.gk-unit__tier').textContent()).resolves.toMatch(/^[冲稳保]$/)
    await expect(first.textContent()).resolves.toContain('概率会员可看')
    await expect(page.getByTestId('member-preview').textContent()).resolves.toContain('冲稳保分档免费')
    await page.mouse.wheel(0, -100_000)
    await snap(page, 'free-tier-list')
  })

  it('the one-tap table: the whole table with tiers and no chances; the analysis checks it and names what membership adds', async () => {
    await page.getByTestId('auto-table-open').first().click()
    await expect(page.getByTestId('auto-sheet').textContent()).resolves.toContain('录取概率为会员功能')
    await page.getByTestId('auto-generate').click()
    await page.waitForURL(/adjust-wish/)
    const rows = page.getByTestId('wish-row')
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThan(20)
    await expect(page.locator('.gk-wish-page').first().textContent()).resolves.not.toMatch(/录取概率\d+%/)
    // nor a landing of 0 % on every wish once the free analysis is in
    await page.getByTestId('analysis-member').waitFor({ timeout: 15_000 })
    await expect(page.locator('.gk-wish-page').first().textContent()).resolves.not.toMatch(/落在此志愿\d+%/)
    await expect.poll(() => page.getByTestId('analysis-member').textContent(), { timeout: 15_000 }).toContain('会员功能')
    await snap(page, 'free-tier-table')
  })

  it('the assistant: the colleges with their tiers, the chance named as what membership adds (ADR 045)', async () => {
    const text = await ask('河南物理类560分能上哪些大学')
    expect(text).toContain('会员可看')
    expect(text).not.toMatch(PERCENT)
    await snap(page, 'free-tier-assistant')
    await page.goBack()
    await page.waitForURL(/adjust-wish/)
    await page.getByTestId('wish-row').first().waitFor()
  })

  it('activating a card refreshes the table and the list; back shows no 激活成功 dialog', async () => {
    await page.getByTestId('wish-row').first().waitFor()
    const held = await page.getByTestId('wish-row').count()
    const issued = await fetch(`${baseUrl}/sandbox/cards/issue`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'product=201&count=1',
    })
    const [card] = (await issued.json()) as { cardNo: string; secret: string }[]
    await go('pages/personal/memberactivation/memberactivation')
    await page.getByPlaceholder('请输入卡号').fill(card!.cardNo)
    await page.getByPlaceholder(/请输入卡密/).fill(card!.secret)
    await page.getByRole('button', { name: '立即激活' }).click()
    await page.locator('.adm-dialog').getByRole('button', { name: '确认激活' }).click()
    await page.getByText(/激活成功/).waitFor()

    await page.goBack()
    await page.waitForURL(/adjust-wish/)
    // the dialog closes with its fade (Dialog.clear on leaving); a loaded machine draws that fade past the default second
    await expect.poll(() => page.locator('.adm-dialog').count(), { timeout: 10_000 }).toBe(0)
    // the table it held, now with each wish's chance
    await expect.poll(() => page.getByTestId('wish-row').count(), { timeout: 15_000 }).toBe(held)
    await expect(page.getByText('志愿表还是空的', { exact: false }).count()).resolves.toBe(0)
    // the working table counts what it holds (it read 「0/48」 over a table of 47)
    await expect(page.locator('.gk-wish-page__note').first().textContent()).resolves.toContain(`已填${held}/`)
    await expect.poll(() => page.getByTestId('analysis').textContent(), { timeout: 15_000 }).toContain('滑档风险')
    // the analysis's words (issue #32 item 3): never 「没有发现问题」, and 「最可能录取」 only for a wish more likely than not
    const analysis = await page.getByTestId('analysis').innerText()
    expect(analysis).not.toContain('没有发现问题')
    const landings = (await page.locator('.gk-analysis__landing li').allInnerTexts()).map((t) => Number(/(\d+)%\s*$/.exec(t)?.[1] ?? 0))
    const top = Math.max(0, ...landings)
    console.log(`[free-tier] member analysis: top landing ${top}%; ${/最可能录取|录取去向较分散/.exec(analysis)?.[0] ?? 'no landing named'}`)
    if (analysis.includes('最可能录取')) expect(top).toBeGreaterThanOrEqual(50)
    if (top > 0 && top < 50) expect(analysis).not.toContain('最可能录取')
    await snap(page, 'free-tier-table-after-activation')

    await go('pages/query/college/index')
    await cards().first().waitFor()
    await expect.poll(() => cards().first().locator('.gk-unit__prob strong').textContent(), { timeout: 15_000 }).toMatch(/^\d+%$/)
    await expect(page.getByTestId('member-preview').count()).resolves.toBe(0)

    // the assistant too: the same question now answers the chances
    const text = await ask('河南物理类560分能上哪些大学')
    expect(text).toMatch(PERCENT)
    expect(text).not.toContain('会员可看')
  })
})
