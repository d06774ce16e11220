import { statSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { starterDir } from './content.test-helpers.ts'

describe('GET /media/*', () => {
  let app: TestApp
  const size = statSync(path.join(starterDir, 'media/video/pomodoro.mp4')).size
  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(() => app.close())

  it('serves a video whole with its type, range support and cache headers', async () => {
    const res = await fetch(`${app.baseUrl}/media/video/pomodoro.mp4`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('video/mp4')
    expect(res.headers.get('accept-ranges')).toBe('bytes')
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
    expect((await res.arrayBuffer()).byteLength).toBe(size)
  })

  it('lets a sandboxed preview frame embed media, while the API keeps same-origin', async () => {
    const media = await fetch(`${app.baseUrl}/media/video/pomodoro.mp4`, { headers: { range: 'bytes=0-9' } })
    expect(media.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    await media.arrayBuffer()
    const api = await fetch(`${app.baseUrl}/api/Admin/Me`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    expect(api.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    await api.arrayBuffer()
  })

  it('answers a range request with 206 and the right Content-Range', async () => {
    const res = await fetch(`${app.baseUrl}/media/video/pomodoro.mp4`, {
      headers: { range: 'bytes=100-1099' },
    })
    expect(res.status).toBe(206)
    expect(res.headers.get('content-range')).toBe(`bytes 100-1099/${size}`)
    expect(res.headers.get('content-length')).toBe('1000')
    expect((await res.arrayBuffer()).byteLength).toBe(1000)
    const tail = await fetch(`${app.baseUrl}/media/video/pomodoro.mp4`, {
      headers: { range: 'bytes=-500' },
    })
    expect(tail.status).toBe(206)
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 500}-${size - 1}/${size}`)
    await tail.arrayBuffer()
    const bad = await fetch(`${app.baseUrl}/media/video/pomodoro.mp4`, {
      headers: { range: `bytes=${size + 10}-` },
    })
    expect(bad.status).toBe(416)
    await bad.arrayBuffer()
  })

  it('serves HLS with playlist and segment types; the playlist is revalidated', async () => {
    const list = await fetch(`${app.baseUrl}/media/hls/live-demo/index.m3u8`)
    expect(list.headers.get('content-type')).toBe('application/vnd.apple.mpegurl')
    expect(list.headers.get('cache-control')).toBe('no-cache')
    expect(await list.text()).toContain('seg00.ts')
    const seg = await fetch(`${app.baseUrl}/media/hls/live-demo/seg00.ts`)
    expect(seg.headers.get('content-type')).toBe('video/mp2t')
    await seg.arrayBuffer()
  })

  it('serves images and PDFs, and nothing outside the media roots', async () => {
    const img = await fetch(`${app.baseUrl}/media/img/cover-drill.png`)
    expect(img.headers.get('content-type')).toBe('image/png')
    await img.arrayBuffer()
    const pdf = await fetch(`${app.baseUrl}/media/doc/courseware-know-yourself.pdf`)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    await pdf.arrayBuffer()
    for (const p of ['/media/../package.json', '/media/%2e%2e/README.md', '/media/video/missing.mp4']) {
      const res = await fetch(`${app.baseUrl}${p}`)
      expect(res.status).toBe(404)
      await res.arrayBuffer()
    }
  })
})
