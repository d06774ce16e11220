import { mkdtempSync } from 'node:fs'
import { readdir, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ErrorCode } from '@gk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCall, consoleLogin } from '../../testing/console-kit.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { sweepConsoleMedia, ORPHAN_GRACE_MS } from './console-media-sweep.ts'
import { CONSOLE_UPLOADS_PER_HOUR } from './console-media.routes.ts'

// Issue 34: console uploads are capped per account, and the ones no content item uses are swept
let app: TestApp
let mediaDir: string
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
/** a different valid PNG each call (bytes after IEND are ignored by readers, but change the hash) */
let variant = 0
const png = () => Buffer.concat([PNG, Buffer.from(`#${(variant += 1)}`)])

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(tmpdir(), 'gk-media-'))
  app = await buildTestApp({ env: { MEDIA_DIR: mediaDir } })
})
afterAll(async () => {
  await app.close()
})

const upload = async (token: string, body: Buffer, type = 'image/png') => {
  const res = await fetch(`${app.baseUrl}/api/Admin/MediaUpload`, { method: 'POST', headers: { 'content-type': type, 'admin-token': token }, body })
  return { status: res.status, body: (await res.json()) as { code: number; message: string; data: { Url: string } | null } }
}

describe('console media uploads', () => {
  it('caps uploads per console account per hour, not per server', async () => {
    const first = await consoleLogin(app, 'operator')
    const second = await consoleLogin(app, 'operator')
    for (let i = 0; i < CONSOLE_UPLOADS_PER_HOUR; i++) expect((await upload(first.token, png())).body.code).toBe(0)
    expect((await upload(first.token, png())).body).toMatchObject({ code: ErrorCode.RateLimited, message: '上传太频繁，请一小时后再试' })
    // another operator is not held back by the first one's uploads
    expect((await upload(second.token, png())).body.code).toBe(0)
    // an hour later the first may upload again
    app.clock.advance(3_600_001)
    expect((await upload(first.token, png())).body.code).toBe(0)
  })

  it('checks size and type on the server, whatever the browser sent', async () => {
    const { token } = await consoleLogin(app, 'operator')
    const big = await upload(token, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]))
    expect(big).toMatchObject({ status: 413, body: { code: ErrorCode.UploadTooLarge, message: '图片不能超过5MB' } })
    const svg = await upload(token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))
    expect(svg.body).toMatchObject({ code: ErrorCode.UploadTypeInvalid })
    expect((await upload(token, PNG, 'image/svg+xml')).status).toBe(415)
  })

  it('sweeps uploads no content item references once past the grace period, keeping drafts’ images', async () => {
    const { token } = await consoleLogin(app, 'operator')
    const urls: string[] = []
    for (let i = 0; i < 4; i++) urls.push((await upload(token, png())).body.data!.Url)
    const [cover, inBody, inDraft, orphan] = urls as [string, string, string, string]
    const saved = await adminCall(
      app,
      'Admin/ContentSave',
      { Kind: 'news', Title: '有图的资讯', Cover: cover, BodyHtml: `<p>正文</p><p><img src="${inBody}" alt=""></p>`, Published: true },
      token,
    )
    expect(saved.code).toBe(0)
    // an unpublished item's image is still in use
    expect((await adminCall(app, 'Admin/ContentSave', { Kind: 'news', Title: '草稿', BodyHtml: `<img src="${inDraft}">` }, token)).code).toBe(0)
    const dir = path.join(mediaDir, 'console')
    // a file that is not an upload is never touched
    await writeFile(path.join(dir, 'README.txt'), 'not an upload')
    const name = (url: string) => url.split('/').pop()!

    // within the grace period (the editor may still be open) nothing goes
    const now = new Date()
    const early = await sweepConsoleMedia(app.db, mediaDir, { now })
    expect(early.removed).toEqual([])
    expect(early.young).toBeGreaterThanOrEqual(1)

    // a day later the orphan goes, and only it
    const old = new Date(now.getTime() - ORPHAN_GRACE_MS - 60_000)
    for (const file of await readdir(dir)) await utimes(path.join(dir, file), old, old)
    const dry = await sweepConsoleMedia(app.db, mediaDir, { now, dryRun: true })
    expect(dry.removed).toContain(name(orphan))
    expect(await readdir(dir)).toContain(name(orphan))
    const swept = await sweepConsoleMedia(app.db, mediaDir, { now })
    expect(swept.removed).toContain(name(orphan))
    for (const used of [cover, inBody, inDraft]) expect(swept.removed).not.toContain(name(used))
    const left = await readdir(dir)
    expect(left).not.toContain(name(orphan))
    expect(left).toEqual(expect.arrayContaining([name(cover), name(inBody), name(inDraft), 'README.txt']))
    // still served where the article uses them
    expect((await fetch(`${app.baseUrl}${inBody}`)).status).toBe(200)
  })
})
