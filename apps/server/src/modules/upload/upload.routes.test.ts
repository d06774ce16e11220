import { ErrorCode } from '@gk/contract'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'

let app: TestApp
let token: string
beforeAll(async () => {
  app = await buildTestApp({ env: { UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), 'gk-upload-')) } })
  token = (await app.signUp({ Mobile: '13900009999', Password: 'abc12345' })).data!.token
})
afterAll(async () => {
  await app.close()
})

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('rest-of-png')])
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jfif')])
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([1, 0, 0, 0]), Buffer.from('WEBPVP8 ')])

async function upload(body: Buffer | string, contentType = 'application/octet-stream', auth: string | null = token) {
  const response = await fetch(`${app.baseUrl}/api/Upload/Avatar`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...(auth ? { token: auth } : {}) },
    body,
  })
  return { status: response.status, body: (await response.json()) as { code: number; message: string; data: { Url: string } | null } }
}

describe('POST /api/Upload/Avatar', () => {
  it.each([
    [png, 'image/png', 'png'],
    [jpeg, 'image/jpeg', 'jpg'],
    [webp, 'image/webp', 'webp'],
  ] as const)('stores a %s by its magic bytes and serves it with its type', async (bytes, contentType, ext) => {
    // the declared type is ignored: the bytes decide
    const res = await upload(bytes, 'application/octet-stream')
    expect(res.body.code).toBe(0)
    expect(res.body.data!.Url).toMatch(new RegExp(`^/uploads/avatars/[a-f0-9]{64}\\.${ext}$`))
    const served = await fetch(`${app.baseUrl}${res.body.data!.Url}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe(contentType)
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true)
    const saved = await app.call('User/UpdateStudent', { Avatar: res.body.data!.Url }, token)
    expect(saved.data).toMatchObject({ Avatar: res.body.data!.Url })
  })

  it('refuses other content, even when it claims to be an image', async () => {
    const html = await upload('<svg onload=alert(1)>', 'image/png')
    expect(html).toEqual({ status: 200, body: { code: ErrorCode.UploadTypeInvalid, message: '仅支持 PNG、JPEG、WebP 格式的图片', data: null } })
    expect((await upload(Buffer.alloc(0), 'image/png')).body.code).toBe(ErrorCode.UploadTypeInvalid)
    const json = await upload('{"a":1}', 'application/json')
    expect(json.body.code).toBe(ErrorCode.UploadTypeInvalid)
  })

  it('refuses more than 2 MB', async () => {
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)])
    const res = await upload(big, 'image/png')
    expect(res).toEqual({ status: 413, body: { code: ErrorCode.UploadTooLarge, message: '图片不能超过2MB', data: null } })
  })

  it('needs a session', async () => {
    expect((await upload(png, 'image/png', null)).body.code).toBe(112)
    expect((await upload(png, 'image/png', 'forged')).body.code).toBe(112)
  })

  it('serves nothing outside the avatar folder', async () => {
    for (const p of ['/uploads/avatars/..%2F..%2Fpackage.json', '/uploads/avatars/x.png', `/uploads/avatars/${'b'.repeat(64)}.png`]) {
      expect((await fetch(`${app.baseUrl}${p}`)).status).toBe(404)
    }
  })
})
