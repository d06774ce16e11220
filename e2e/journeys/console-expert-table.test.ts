import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { api, signUp, uniqueMobile } from '../support/api.ts'
import { launchBrowser } from '../support/browser.ts'

/**
 * Issue 34 item 1 and 5 (ADR 056): an expert builds a 20-wish 专家定制 table in the console by searching colleges,
 * each unit with the student's chance and 冲稳保, delivers it, and the student finds it in their own list; the
 * student's follow-up then shows as unread in the expert's queue and on the dashboard. The expert chooses majors
 * inside a 专业组 as the student's app does, and the table is a local draft that survives a reload.
 */
const baseUrl = inject('baseUrl')
const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts')
const WISHES = 20
let browser: Browser
let desk: Page
let token = ''
let ticketId = 0
/** the majors chosen inside the first wish's group, in order */
let chosenMajors: string[] = []
let majorsAt = 0

async function deskSnap(name: string) {
  await mkdir(artifacts, { recursive: true })
  await desk.waitForTimeout(300)
  await desk.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true })
}

beforeAll(async () => {
  browser = await launchBrowser()
  desk = await (await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' })).newPage()
  // a 江苏 student with a score who pays for 专家定制志愿 (¥999) and has saved no table
  const registered = await signUp<{ token: string }>(baseUrl, { Mobile: uniqueMobile(), Password: 'gaokao2027', ExamYear: 2026, ExamProvinceId: 32 })
  expect(registered.code).toBe(0)
  token = registered.data.token
  const profile = { ProvinceId: 32, Year: 2026, Score: 600, SubjectType: 2, SelectSubjectList: ['chemistry', 'biology'] }
  expect((await api(baseUrl, 'User/EditUserScore', profile, token)).code).toBe(0)
  const created = await api<{ TicketId: number; OrderNo: string }>(
    baseUrl,
    'Consulting/TicketCreate',
    { Service: 'custom', Questionnaire: { Interests: ['计算机'], Cities: ['南京', '苏州'] } },
    token,
  )
  expect(created.code).toBe(0)
  ticketId = created.data.TicketId
  const paid = await fetch(`${baseUrl}/sandbox/pay/${created.data.OrderNo}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'return=%2F',
    redirect: 'manual',
  })
  expect(paid.status).toBe(303)
}, 120_000)
afterAll(async () => {
  await browser?.close()
})

describe('an expert builds a custom table by search', () => {
  it('signs in, takes the ticket and adds 20 wishes found by college, each with its chance', async () => {
    const account = await fetch(`${baseUrl}/sandbox/console/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'expert', user: 'expert.song', name: '宋知远' }),
    })
    const { password } = (await account.json()) as { password: string }
    await desk.goto('/admin/')
    await desk.getByLabel('用户名').fill('expert.song')
    await desk.getByLabel('密码').fill(password)
    await desk.getByRole('button', { name: /登\s*录/ }).click()
    await desk.getByTestId('console-user').waitFor()
    await desk.goto(`/admin/#/tickets/${ticketId}`)
    await desk.getByRole('button', { name: /接\s*单/ }).click()
    await desk.getByRole('button', { name: '开始处理' }).click()
    const editor = desk.getByTestId('wish-editor')
    await editor.waitFor()
    // a custom ticket of a student without a table: empty, with the one-tap draft offered
    await editor.getByText('尚未添加志愿').waitFor()

    const search = desk.getByTestId('unit-search')
    let added = 0
    for (const keyword of ['南京', '苏州', '东南', '河海', '江南', '扬州', '大学']) {
      if (added >= WISHES) break
      await search.getByPlaceholder('院校名称或拼音').fill(keyword)
      await search.getByRole('button', { name: /搜\s*索/ }).click()
      await search.locator('.ant-table-row').first().waitFor()
      // each found unit shows its chance (members' view: the ticket's student has the consulting package)
      expect(await search.locator('.ant-table-row').first().innerText()).toMatch(/\d+%|≥99%|≤1%/)
      // the expert picks units the engine places as 冲, 稳 or 保 for this student (not those far out of reach)
      const found = search.locator('.ant-table-row')
      for (let i = 0; i < (await found.count()) && added < WISHES; i++) {
        const row = found.nth(i)
        const button = row.getByRole('button', { name: /^添加 / })
        // the 梯度 cell (third column); the row's major names may hold 保 or 稳 themselves (保险学)
        if (!/^[冲稳保]$/.test((await row.locator('td').nth(2).innerText()).trim()) || (await button.isDisabled())) continue
        await button.click()
        added += 1
        await desk
          .getByTestId('wish-count')
          .getByText(new RegExp(`已选 ${added}\\b`))
          .waitFor()
      }
    }
    expect(added).toBe(WISHES)
    // the analysis of the whole draft, re-run after the last addition: every row with its tier and chance
    await desk.getByTestId('draft-summary').waitFor()
    const draftRows = desk.getByTestId('draft-table').locator('.ant-table-row')
    await expect.poll(() => draftRows.count()).toBe(WISHES)
    await expect.poll(async () => (await draftRows.allInnerTexts()).filter((t) => /\d+%|≥99%|≤1%/.test(t)).length, { timeout: 30_000 }).toBe(WISHES)
    const tiers = await draftRows.evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[2]?.textContent?.trim() ?? ''))
    expect(tiers.filter((t) => /^[冲稳保]$/.test(t))).toHaveLength(WISHES)
    await deskSnap('console-expert-table-built')
  })

  it('chooses majors inside the first wish’s 专业组, and the table survives a reload as a local draft', async () => {
    const draft = desk.getByTestId('draft-table').locator('.ant-table-row')
    const picker = desk.getByTestId('group-majors')
    const options = picker.locator('.ant-checkbox-wrapper')
    const done = desk
      .locator('.ant-modal')
      .filter({ has: picker })
      .getByRole('button', { name: /完\s*成/ })
    // the first wish whose group has majors on record (a group without plan data says so and is skipped)
    let names: string[] = []
    for (majorsAt = 0; majorsAt < WISHES; majorsAt++) {
      await draft
        .nth(majorsAt)
        .getByRole('button', { name: /^选择专业 / })
        .click()
      await expect
        .poll(async () => (await options.count()) > 0 || (await picker.getByText('暂无该专业组的专业数据').count()) > 0, { timeout: 30_000 })
        .toBe(true)
      if ((await options.count()) > 1) {
        // the group's majors as the student's own picker lists them, each with the student's chance
        expect(await picker.innerText()).toMatch(/\d+%|≥99%|≤1%/)
        names = (await options.allInnerTexts()).slice(0, 2).map((t) => t.trim())
        await options.nth(0).click()
        await options.nth(1).click()
      }
      await done.click()
      await picker.waitFor({ state: 'hidden' })
      if (names.length > 0) break
    }
    expect(names).toHaveLength(2)
    chosenMajors = names
    const first = draft.nth(majorsAt)
    await first.getByText(names.join('、')).waitFor()

    // an hour of work is not lost to a reload (or a session that ends): the draft comes back with its majors
    await desk.reload()
    await desk.getByTestId('wish-editor').waitFor()
    const rows = desk.getByTestId('draft-table').locator('.ant-table-row')
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(WISHES)
    await rows.nth(majorsAt).getByText(names.join('、')).waitFor()
    await deskSnap('console-expert-group-majors')
  })

  it('marks a wish by name, delivers, and shows the delivered table', async () => {
    await desk.getByRole('button', { name: '添加批注' }).click()
    // a mark row does not push the ticket page past a 1440 px screen
    await desk.getByTestId('mark-row').waitFor()
    const widths = await desk.evaluate(() => {
      const card = document.querySelector('[data-testid="deliver-card"]')!
      return { page: document.documentElement.scrollWidth, view: window.innerWidth, card: card.scrollWidth - card.clientWidth }
    })
    expect(widths.page).toBeLessThanOrEqual(widths.view)
    expect(widths.card).toBeLessThanOrEqual(0)
    await deskSnap('console-ticket-mark-row-1440')
    await desk.getByPlaceholder('批注').fill('冲刺志愿，录取把握不大')
    await desk.getByTestId('review-text').fill('按你的兴趣（计算机）和城市偏好（南京、苏州）整理了二十个志愿，冲稳保梯度见各志愿的概率。')
    await desk.getByRole('button', { name: '交付给学生' }).click()
    await desk.getByTestId('result-table').waitFor()
    const delivered = await desk.getByTestId('delivered-review').innerText()
    // the mark names its wish: 第1志愿（college 专业组NN）
    expect(delivered).toMatch(/第1志愿（.+专业组.+）：冲刺志愿/)
    expect(await desk.getByTestId('result-table').locator('.ant-table-row').count()).toBe(WISHES)
    await deskSnap('console-expert-table-delivered')
  })

  it('the student finds the table in their own list with the same wishes', async () => {
    const detail = await api<{ ResultWishId: number | null; State: string }>(baseUrl, 'Consulting/TicketDetail', { TicketId: ticketId }, token)
    expect(detail.data).toMatchObject({ State: 'delivered' })
    const tables = await api<{ WishId: number; Name: string; WishCount: number }[]>(baseUrl, 'User/WishList', {}, token)
    const table = tables.data.find((t) => t.WishId === detail.data.ResultWishId)
    expect(table).toMatchObject({ WishCount: WISHES })
    expect(table?.Name).toContain('专家定制')
    // with the majors the expert chose inside that wish's 专业组, in that order
    const saved = await api<{ Wishes: { MajorNames: string[] }[] }>(baseUrl, 'User/WishSpecialtyGroupDetail', { WishId: table!.WishId }, token)
    expect(saved.data.Wishes[majorsAt]!.MajorNames).toEqual(chosenMajors)
  })

  it("the student's follow-up is unread in the expert's queue and on the dashboard until opened", async () => {
    expect((await api(baseUrl, 'Consulting/TicketMessage', { TicketId: ticketId, Body: '第2志愿可以换成苏州的学校吗？' }, token)).code).toBe(0)
    await desk.goto('/admin/#/tickets')
    // our ticket by its row key (other journeys' tickets share the queue); the queue refetches on mount, which a
    // loaded CI machine can take a while to answer, so the cached page without the marker may show first
    const row = desk.locator(`.ant-table-row[data-row-key="${ticketId}"]`)
    await row.getByText('新留言').waitFor({ timeout: 60_000 })
    await deskSnap('console-expert-unread')
    await desk.goto('/admin/#/dashboard')
    await expect.poll(async () => (await desk.getByTestId('dashboard-unread').innerText()).replace(/\s+/g, '')).toContain('1个工单')
    await deskSnap('console-dashboard')
    await desk.getByTestId('dashboard-unread').click()
    await desk.locator(`.ant-table-row[data-row-key="${ticketId}"]`).click()
    await desk.getByTestId('result-table').waitFor()
    await desk.goto('/admin/#/tickets')
    // the queue refetches on return (the cached page shows first): once the expert has opened it, the ticket has no
    // marker and, delivered with nothing unread, leaves the 待处理 queue; 全部 still lists it, unmarked. (The open queue
    // may be empty here, so no row of it is waited for.)
    await desk.getByText('全部', { exact: true }).click()
    const ours = desk.locator(`.ant-table-row[data-row-key="${ticketId}"]`)
    await ours.waitFor({ timeout: 60_000 })
    await expect.poll(() => ours.getByText('新留言').count(), { timeout: 30_000 }).toBe(0)
  })
})
