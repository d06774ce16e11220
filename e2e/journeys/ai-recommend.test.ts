import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { signUp, uniqueMobile } from '../support/api.ts'
import { makeMember } from '../support/member.ts'
import { launchBrowser, newPhoneContext, openRoute, snap } from '../support/browser.ts'

const baseUrl = inject('baseUrl')
let browser: Browser
let page: Page

beforeAll(async () => {
  browser = await launchBrowser()
  page = await (await newPhoneContext(browser, baseUrl)).newPage()
})
afterAll(async () => {
  await browser?.close()
})

async function ask(question: string) {
  const before = await page.locator('.gk-ai__bubble').count()
  await page.getByPlaceholder('问我位次、院校、专业、录取概率…').fill(question)
  await page.getByRole('button', { name: '发送' }).click()
  await expect.poll(() => page.locator('.gk-ai__bubble').count(), { timeout: 30_000 }).toBeGreaterThan(before + 1)
  return page.locator('.gk-ai__bubble').last()
}

describe('AI assistant: a recommendation and a follow-up', () => {
  it('answers “能报哪些大学” with a 冲/稳/保 table and a link to the full list, then a follow-up about one college', async () => {
    const session = await signUp<{ token: string }>(baseUrl, { Mobile: uniqueMobile(), Password: 'gaokao2027' })
    // a member: the chances are what membership adds (ADR 045; a free user sees tiers and lines)
    await makeMember(baseUrl, session.data.token)
    // the app's origin first (local storage belongs to it), then the token, then the AI tab signed in
    await openRoute(page, 'pages/ai/index')
    await page.evaluate((token) => localStorage.setItem('token', JSON.stringify(token)), session.data.token)
    await page.reload()
    await page.getByText('你好，我是高考志愿助手').waitFor()

    const list = await ask('河南物理类600分能报哪些大学')
    await list.locator('table').waitFor({ timeout: 30_000 })
    expect(await list.locator('th').allTextContents()).toEqual(['档', '院校', '填报单位', '录取概率', '最近录取'])
    const tiers = await list.locator('tbody tr td:first-child').allTextContents()
    expect(new Set(tiers).size).toBeGreaterThanOrEqual(2)
    expect(await list.innerText()).toMatch(/\d+%/)
    await list.locator('.gk-ai__sources').waitFor()
    expect(await list.locator('.gk-ai__sources').innerText()).toMatch(/一分一段表/)
    await list.locator('.gk-ai__card', { hasText: '查看完整冲稳保清单' }).waitFor()
    await list.evaluate((el) => el.scrollIntoView({ block: 'start' }))
    await snap(page, 'ai-recommend-list')

    // the follow-up keeps 河南 物理类 600 from the first turn and names the unit it used
    const chance = await ask('那郑州大学能上吗')
    await chance.getByText('录取概率').first().waitFor({ timeout: 30_000 })
    const text = await chance.innerText()
    expect(text).toContain('河南物理类 600分')
    // the college summed up by its units within reach, each with its own chance and line (ADR 050)
    expect(text).toMatch(/约\s*(≥|≤)?\d+%/)
    expect(text).toMatch(/个普通类(专业组|专业|院校志愿)中/)
    await chance.evaluate((el) => el.scrollIntoView({ block: 'start' }))
    await snap(page, 'ai-recommend-follow-up')

    // a kind of college asked for is the lists' 院校类型 filter, said in the answer (ADR 103)
    const kind = await ask('河南物理类580分，想学医，推荐几个医科大学')
    await kind.locator('table').waitFor({ timeout: 30_000 })
    expect(await kind.innerText()).toContain('只看医药类院校')
    const colleges = await kind.locator('tbody tr td:nth-child(2)').allTextContents()
    expect(colleges.length).toBeGreaterThan(0)
    await kind.evaluate((el) => el.scrollIntoView({ block: 'start' }))
    await snap(page, 'ai-recommend-kind')
  })
})
