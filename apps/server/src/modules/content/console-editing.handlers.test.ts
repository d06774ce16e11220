import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ErrorCode } from '@gk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCall, consoleLogin } from '../../testing/console-kit.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { starterDir } from './content.test-helpers.ts'
import { importContent } from './import/import-content.ts'

// Issue 34 item 8: content items are drafts until published, filed under a category, with images uploaded from the editor
let app: TestApp
let operator: string
let expert: string
// the smallest valid PNG: a 1×1 transparent pixel
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

beforeAll(async () => {
  app = await buildTestApp({ env: { MEDIA_DIR: mkdtempSync(path.join(tmpdir(), 'gk-media-')) } })
  // the starter content's categories (资讯: 政策解读, 填报指南, 备考学习; 课程: 学习方法…)
  await importContent(app.db, starterDir, { now: app.clock.now() })
  operator = (await consoleLogin(app, 'operator')).token
  expert = (await consoleLogin(app, 'expert')).token
})
afterAll(async () => {
  await app.close()
})

const upload = (body: Buffer, headers: Record<string, string>) =>
  fetch(`${app.baseUrl}/api/Admin/MediaUpload`, { method: 'POST', headers: { 'content-type': 'image/png', ...headers }, body })

describe('content editing', () => {
  it('creates a new item as a draft that students do not see until it is published', async () => {
    const title = `草稿资讯${Date.now()}`
    const saved = await adminCall(app, 'Admin/ContentSave', { Kind: 'news', Title: title, BodyHtml: '<p>正文</p>' }, operator)
    if (saved.code !== 0) throw new Error(saved.message)
    expect(saved.data.Published).toBe(false)
    const listed = async () => {
      const res = await app.call('Portal/NewsList', { PageIndex: 1, PageSize: 50 })
      return res.code === 0 ? res.data.List.map((n) => n.Title) : []
    }
    expect(await listed()).not.toContain(title)
    const published = await adminCall(app, 'Admin/ContentSave', { Id: saved.data.Id, Kind: 'news', Title: title, Published: true }, operator)
    expect(published.code === 0 && published.data.Published).toBe(true)
    expect(await listed()).toContain(title)
  })

  it('files an item under one of its kind’s categories, which the article shows', async () => {
    const news = await adminCall(app, 'Admin/ContentCategories', { Kind: 'news' }, operator)
    if (news.code !== 0) throw new Error(news.message)
    expect(news.data.map((c) => c.Name)).toEqual(['政策解读', '填报指南', '备考学习'])
    const courses = await adminCall(app, 'Admin/ContentCategories', { Kind: 'course' }, operator)
    expect(courses.code === 0 && courses.data.map((c) => c.Name)).toContain('学习方法')
    expect(await adminCall(app, 'Admin/ContentCategories', { Kind: 'ad' }, operator)).toMatchObject({ code: 0, data: [] })

    const guide = news.data.find((c) => c.Name === '填报指南')!
    const saved = await adminCall(app, 'Admin/ContentSave', { Kind: 'news', Title: '平行志愿怎么排', CategoryId: guide.CategoryId, Published: true }, operator)
    if (saved.code !== 0) throw new Error(saved.message)
    expect(saved.data).toMatchObject({ CategoryId: guide.CategoryId, CategoryName: '填报指南' })
    const article = await app.call('Portal/NewsDetail', { ID: saved.data.Id })
    expect(article.code === 0 && article.data.CategoryName).toBe('填报指南')
    const listed = await adminCall(app, 'Admin/ContentList', { Kind: 'news' }, operator)
    expect(listed.code === 0 && listed.data.List.find((i) => i.Id === saved.data.Id)?.CategoryName).toBe('填报指南')

    // a course category on a news item, or an unknown one, is refused
    const courseCategory = courses.code === 0 ? courses.data[0]!.CategoryId : 0
    for (const bad of [courseCategory, 999_999]) {
      expect(await adminCall(app, 'Admin/ContentSave', { Kind: 'news', Title: '错分类', CategoryId: bad }, operator)).toEqual({
        code: ErrorCode.InvalidInput,
        message: '请从列表中选择分类',
        data: null,
      })
    }

    // an item imported with a category the console does not offer keeps it when edited
    const career = await adminCall(app, 'Admin/ContentSave', { Kind: 'career', Title: '职业访谈' }, operator)
    if (career.code !== 0) throw new Error(career.message)
    const [video] = await app.db.query<{ id: number }>("SELECT id FROM content_categories WHERE scope = 'video' ORDER BY id LIMIT 1")
    await app.db.query('UPDATE content_items SET category_id = $2 WHERE id = $1', [career.data.Id, video!.id])
    const kept = await adminCall(app, 'Admin/ContentSave', { Id: career.data.Id, Kind: 'career', Title: '职业访谈（更新）', CategoryId: video!.id }, operator)
    expect(kept.code === 0 && kept.data.CategoryId).toBe(video!.id)
  })

  it('drops javascript: and data: links from the article body, keeping uploaded images', async () => {
    const saved = await adminCall(
      app,
      'Admin/ContentSave',
      {
        Kind: 'news',
        Title: '链接清理',
        BodyHtml:
          '<p><a href="javascript:alert(1)">点我</a><a href="data:text/html,<script>alert(1)</script>">二</a><a href="https://gaokao.example.cn/x">官网</a></p><img src="/media/console/a.png" alt="图">',
      },
      operator,
    )
    if (saved.code !== 0) throw new Error(saved.message)
    expect(saved.data.BodyHtml).not.toMatch(/javascript|data:text/)
    expect(saved.data.BodyHtml).toContain('<a href="https://gaokao.example.cn/x" rel="noopener noreferrer" target="_blank">官网</a>')
    expect(saved.data.BodyHtml).toContain('<img src="/media/console/a.png" alt="图" />')
  })

  it('stores and previews the body exactly as the student’s article shows it', async () => {
    // what the rich-text editor sends: headings, bold, a list, a link, an image, and what a paste may bring along
    const html =
      '<h2 style="color:red">怎么排</h2><p onclick="x()"><b>先</b>看位次</p><ul><li>冲</li><li>稳</li></ul>' +
      '<p><a href="https://gaokao.example.cn/guide">指南</a><a href="jav&#x61;script:alert(1)">坏</a></p>' +
      '<p><img src="/media/console/b.png" alt=""><img src="data:image/png;base64,AAAA"></p><script>alert(1)</script><iframe src="https://x"></iframe>'
    const preview = await adminCall(app, 'Admin/ContentPreview', { BodyHtml: html }, operator)
    if (preview.code !== 0) throw new Error(preview.message)
    const saved = await adminCall(app, 'Admin/ContentSave', { Kind: 'news', Title: `富文本${Date.now()}`, BodyHtml: html, Published: true }, operator)
    if (saved.code !== 0) throw new Error(saved.message)
    const article = await app.call('Portal/NewsDetail', { ID: saved.data.Id })
    if (article.code !== 0) throw new Error(article.message)
    expect(preview.data.BodyHtml).toBe(article.data.Content)
    expect(saved.data.BodyHtml).toBe(article.data.Content)
    expect(article.data.Content).toBe(
      '<h2>怎么排</h2><p><b>先</b>看位次</p><ul><li>冲</li><li>稳</li></ul>' +
        '<p><a href="https://gaokao.example.cn/guide" rel="noopener noreferrer" target="_blank">指南</a><a rel="noopener noreferrer" target="_blank">坏</a></p>' +
        '<p><img src="/media/console/b.png" alt="" /><img /></p>',
    )
    expect((await adminCall(app, 'Admin/ContentPreview', { BodyHtml: html }, expert)).code).toBe(ErrorCode.ConsoleForbidden)
  })

  it('keeps an item’s published state on an edit that leaves it out; the table itself defaults to a draft', async () => {
    const saved = await adminCall(app, 'Admin/ContentSave', { Kind: 'news', Title: '已发布资讯', Published: true }, operator)
    if (saved.code !== 0) throw new Error(saved.message)
    const edited = await adminCall(app, 'Admin/ContentSave', { Id: saved.data.Id, Kind: 'news', Title: '已发布资讯（改）' }, operator)
    expect(edited.code === 0 && edited.data.Published).toBe(true)
    // any writer that leaves the column out makes a draft, not a published item
    const [row] = await app.db.query<{ published: boolean }>(
      "INSERT INTO content_items (slug, kind, title) VALUES ('script-written', 'news', '脚本写入') RETURNING published",
    )
    expect(row!.published).toBe(false)
  })

  it('uploads an image from the editor, served under /media/ where the preview frame may embed it', async () => {
    const res = await upload(PNG, { 'admin-token': operator })
    const body = (await res.json()) as { code: number; data: { Url: string } }
    expect(body.code).toBe(0)
    expect(body.data.Url).toMatch(/^\/media\/console\/[a-f0-9]{64}\.png$/)
    const served = await fetch(`${app.baseUrl}${body.data.Url}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true)
  })

  it('refuses an upload without a console session, from an expert, or that is not an image', async () => {
    expect(((await (await upload(PNG, {})).json()) as { code: number }).code).toBe(ErrorCode.ConsoleLoginRequired)
    expect(((await (await upload(PNG, { 'admin-token': expert })).json()) as { code: number }).code).toBe(ErrorCode.ConsoleForbidden)
    const html = await upload(Buffer.from('<script>alert(1)</script>'), { 'admin-token': operator })
    expect(await html.json()).toMatchObject({ code: ErrorCode.UploadTypeInvalid, message: '只能上传 PNG、JPG 或 WebP 图片' })
  })
})
