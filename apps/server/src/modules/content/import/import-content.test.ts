import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../testing/build-test-app.ts'
import { starterDir } from '../content.test-helpers.ts'
import { importContent } from './import-content.ts'
import { ContentImportError } from './read-folder.ts'

const now = new Date('2026-11-01T00:00:00Z')

describe('content import', () => {
  let app: TestApp
  let work: string
  beforeAll(async () => {
    app = await buildTestApp()
    work = mkdtempSync(path.join(tmpdir(), 'content-'))
  })
  afterAll(async () => {
    await app.close()
    rmSync(work, { recursive: true, force: true })
  })

  it('imports the starter set, and a second run changes nothing', async () => {
    const first = await importContent(app.db, starterDir, { now })
    expect(first.created).toBeGreaterThan(50)
    expect(first.updated + first.unchanged).toBe(0)
    const [before] = await app.db.query<{ n: number; h: string }>(
      `SELECT count(*)::int AS n, string_agg(content_hash, '' ORDER BY slug) AS h FROM content_items`,
    )
    const second = await importContent(app.db, starterDir, {
      now: new Date(now.getTime() + 60_000),
    })
    expect(second).toMatchObject({ created: 0, updated: 0, unchanged: first.created })
    const [after] = await app.db.query<{ n: number; h: string }>(
      `SELECT count(*)::int AS n, string_agg(content_hash, '' ORDER BY slug) AS h FROM content_items`,
    )
    expect(after).toEqual(before)
  })

  it('updates an edited item in place, keeping its id and view count', async () => {
    const dir = path.join(work, 'edit')
    cpSync(starterDir, dir, { recursive: true })
    const [row] = await app.db.query<{ id: number }>(`UPDATE content_items SET view_count = 7 WHERE slug = 'news-sleep' RETURNING id`)
    const file = path.join(dir, 'news/news-sleep.md')
    writeFileSync(file, readFileSync(file, 'utf8').replace('备考期间的睡眠', '备考期间的睡眠（修订）'))
    const media = path.join(work, 'media-out')
    const report = await importContent(app.db, dir, { now, copyMediaTo: media })
    expect(report).toMatchObject({ created: 0, updated: 1 })
    expect(report.mediaCopied).toBeGreaterThan(5)
    const [after] = await app.db.query<{ id: number; title: string; view_count: number }>(
      `SELECT id, title, view_count FROM content_items WHERE slug = 'news-sleep'`,
    )
    expect(after).toEqual({ id: row!.id, title: expect.stringContaining('修订'), view_count: 7 })
    // media already in place are not copied again
    expect((await importContent(app.db, dir, { now, copyMediaTo: media })).mediaCopied).toBe(0)
  })

  it('refuses a bad folder, naming every file and problem, and writes nothing', async () => {
    const dir = path.join(work, 'bad')
    cpSync(path.join(starterDir, 'media'), path.join(dir, 'media'), { recursive: true })
    writeFileSync(path.join(dir, 'a.json'), JSON.stringify([{ kind: 'video', slug: 'Bad Slug', title: 'x', video: 'media/video/pomodoro.mp4' }]))
    writeFileSync(path.join(dir, 'b.md'), '---\nkind: news\ntitle: ok\ncategory: nowhere\n---\nbody')
    writeFileSync(path.join(dir, 'c.md'), '---\nkind: study\ntrack: drill\ntype: video\ntitle: t\nvideo: media/video/missing.mp4\n---\n')
    writeFileSync(path.join(dir, 'd.md'), 'no front matter')
    writeFileSync(path.join(dir, 'e.json'), '{ not json')
    const [before] = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM content_items')
    const error = await importContent(app.db, dir, { now }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ContentImportError)
    const problems = (error as ContentImportError).problems.join('\n')
    expect(problems).toMatch(/a\.json\[0\]: slug/)
    expect(problems).toMatch(/b\.md: category "nowhere"/)
    expect(problems).toMatch(/c\.md: media file "media\/video\/missing\.mp4" not found/)
    expect(problems).toMatch(/d\.md: missing front matter/)
    expect(problems).toMatch(/e\.json: /)
    const [after] = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM content_items')
    expect(after).toEqual(before)
  })

  it('sanitizes rich text on write', async () => {
    const dir = path.join(work, 'xss')
    cpSync(path.join(starterDir, 'media'), path.join(dir, 'media'), { recursive: true })
    writeFileSync(
      path.join(dir, 'x.md'),
      '---\nkind: news\ntitle: <b>t</b>\n---\nhello <script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>',
    )
    await importContent(app.db, dir, { now })
    const [row] = await app.db.query<{ title: string; body_html: string }>(`SELECT title, body_html FROM content_items WHERE slug = 'x'`)
    expect(row!.title).toBe('t')
    expect(row!.body_html).not.toMatch(/script|onerror|javascript:|iframe|alert/)
  })
})
