import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { api } from '../support/api.ts'
import { launchBrowser, newPhoneContext, openRoute, snap } from '../support/browser.ts'

// Issue 34 item 8 at a 1440×900 desk: a new item is a draft, filed under a category, with images
// uploaded from the editor that show in the preview frame; a javascript: link is refused
const baseUrl = inject('baseUrl')
const starterImages = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content/starter/media/img')
let browser: Browser
let desk: Page
const run = Date.now() % 100_000

beforeAll(async () => {
  browser = await launchBrowser()
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' })
  desk = await context.newPage()
  const user = `ops.content${run}`
  const made = await fetch(`${baseUrl}/sandbox/console/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'operator', user, name: '王编辑' }),
  })
  const { password } = (await made.json()) as { password: string }
  await desk.goto('/admin/#/content')
  await desk.getByTestId('console-login').waitFor()
  await desk.getByLabel('用户名').fill(user)
  await desk.getByLabel('密码').fill(password)
  await desk.getByRole('button', { name: /登\s*录/ }).click()
  await desk.getByRole('button', { name: /新\s*建/ }).waitFor()
})
afterAll(async () => {
  await browser?.close()
})

/** every image of the preview frame has loaded (a blocked one has no natural width) */
const previewImages = () =>
  desk
    .frameLocator('iframe[title="预览"]')
    .locator('img')
    .evaluateAll((imgs) => (imgs as HTMLImageElement[]).map((i) => ({ src: i.getAttribute('src'), loaded: i.complete && i.naturalWidth > 0 })))

describe('content editing', () => {
  it('a new article with a category and uploaded images is a draft, previewed with its images, until published', async () => {
    const title = `平行志愿填报指南${run}`
    await desk.getByRole('button', { name: /新\s*建/ }).click()
    const editor = desk.locator('.ant-modal').filter({ hasText: '新建内容' })
    await editor.getByLabel('标题').fill(title)
    await editor.getByLabel('摘要').fill('三分钟看懂冲稳保')
    await editor.getByRole('combobox', { name: '分类' }).click()
    await desk.locator('.ant-select-item-option').filter({ hasText: '填报指南' }).click()

    // a javascript: link is refused on the form, before the server refuses it too
    await editor.getByLabel('链接（广告位、外链）').fill('javascript:alert(1)')
    await editor.getByText('链接须以 http://、https:// 或 / 开头').waitFor()
    expect(await editor.getByRole('button', { name: /保\s*存/ }).isDisabled()).toBe(true)
    await editor.getByLabel('链接（广告位、外链）').fill('')

    // a cover and an image in the body, uploaded from this computer
    const [coverChooser] = await Promise.all([desk.waitForEvent('filechooser'), editor.getByRole('button', { name: '上传封面' }).click()])
    await coverChooser.setFiles(path.join(starterImages, 'cover-wish.png'))
    await expect.poll(() => editor.getByLabel('封面图').inputValue()).toMatch(/^\/media\/console\/[a-f0-9]{64}\.png$/)
    await editor.getByLabel(/正文/).fill('<p>先看位次，再排梯度。</p>')
    const [bodyChooser] = await Promise.all([desk.waitForEvent('filechooser'), editor.getByRole('button', { name: '在正文末尾插入图片' }).click()])
    await bodyChooser.setFiles(path.join(starterImages, 'cover-policy.png'))
    await expect.poll(() => editor.getByLabel(/正文/).inputValue()).toMatch(/<img src="\/media\/console\/[a-f0-9]{64}\.png"/)

    // the sandboxed preview frame loads both images from /media/
    await expect.poll(previewImages, { timeout: 10_000 }).toEqual([
      { src: expect.stringMatching(/^\/media\/console\//), loaded: true },
      { src: expect.stringMatching(/^\/media\/console\//), loaded: true },
    ])
    expect(await desk.frameLocator('iframe[title="预览"]').locator('body').innerText()).toContain('填报指南 · 三分钟看懂冲稳保')
    await snap(desk, 'console-content-editor-preview')

    // saved as a draft: listed as 草稿 with its category, and not shown to students
    expect(await editor.getByRole('switch').isChecked()).toBe(false)
    await editor.getByRole('button', { name: /保\s*存/ }).click()
    await editor.waitFor({ state: 'hidden' })
    const row = desk.locator('.ant-table-row').filter({ hasText: title })
    await row.waitFor()
    expect(await row.innerText()).toMatch(/填报指南[\s\S]*草稿/)
    await snap(desk, 'console-content-list-draft')
    const newsTitles = async () => (await api<{ List: { ID: number; Title: string }[] }>(baseUrl, 'Portal/NewsList', { PageIndex: 1, PageSize: 50 })).data.List
    expect((await newsTitles()).map((n) => n.Title)).not.toContain(title)

    // published: the student's article shows its category where a lone "·" was
    await row.getByRole('button', { name: /编\s*辑/ }).click()
    const edit = desk.locator('.ant-modal').filter({ hasText: '编辑内容' })
    await edit.getByLabel('标题').waitFor()
    expect(await edit.getByLabel('标题').inputValue()).toBe(title)
    const publish = edit.getByRole('switch', { name: '发布' })
    await publish.click()
    await expect.poll(() => publish.isChecked()).toBe(true)
    await edit.getByRole('button', { name: /保\s*存/ }).click()
    await edit.waitFor({ state: 'hidden' })
    await row.getByText('已发布').waitFor()
    const article = (await newsTitles()).find((n) => n.Title === title)
    expect(article).toBeDefined()

    const phone = await (await newPhoneContext(browser, baseUrl)).newPage()
    await openRoute(phone, `pages/home/information/informationDetail?id=${article!.ID}`)
    const meta = phone.getByTestId('news-meta')
    await meta.waitFor()
    expect(await meta.innerText()).toMatch(/^填报指南 · \d{4}-\d{2}-\d{2} · \d+ 阅读$/)
    const body = phone.locator('article img')
    await expect.poll(() => body.evaluateAll((imgs) => (imgs as HTMLImageElement[]).map((i) => i.naturalWidth > 0))).toEqual([true])
    await snap(phone, 'web-news-article-category')
    await phone.context().close()
  })
})
