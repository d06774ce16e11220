// Content and media benchmark: "video starts within 1 s on loopback". Measures the
// server side (time to first byte of the ranged requests a player makes, HLS playlist + first
// segment, the lesson lookup call) and, when Chromium is present, time to first frame of an MP4
// and of the HLS stream through hls.js in a real page.
import { statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from '../../apps/server/src/app.ts'
import { createDb } from '../../apps/server/src/db/client.ts'
import { migrate } from '../../apps/server/src/db/migrate.ts'
import { readEnv } from '../../apps/server/src/env.ts'
import { importContent } from '../../apps/server/src/modules/content/import/import-content.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const RUNS = 40
const TARGET_MS = 1000

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}
const ms = (v: number) => `${v.toFixed(1)} ms`

/** Time to the response headers (first byte) and to the whole body of one GET. */
async function timeGet(url: string, headers: Record<string, string> = {}) {
  const started = performance.now()
  const res = await fetch(url, { headers })
  const ttfb = performance.now() - started
  await res.arrayBuffer()
  return { ttfb, total: performance.now() - started, status: res.status }
}

async function timePost(url: string, body: unknown) {
  const started = performance.now()
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  await res.json()
  return performance.now() - started
}

// Runs in the page (plain JS: the bench's tsconfig has no DOM types). hls.js is a global there.
const IN_PAGE = `async ({ kind, n, base }) => {
  const out = []
  for (let i = 0; i < n; i += 1) {
    const video = document.createElement('video')
    video.muted = true
    document.body.appendChild(video)
    const started = performance.now()
    const loaded = new Promise((resolve) => video.addEventListener('loadeddata', resolve, { once: true }))
    const hls = kind === 'hls' ? new window.Hls() : null
    if (hls) {
      hls.loadSource(base + '/media/hls/live-demo/index.m3u8?run=' + i)
      hls.attachMedia(video)
    } else video.src = base + '/media/video/pomodoro.mp4?run=' + i
    await loaded
    out.push(performance.now() - started)
    if (hls) hls.destroy()
    video.remove()
  }
  return out
}`

/** First frame in Chromium: from setting the source to `loadeddata`, cache disabled per run. */
async function firstFrame(baseUrl: string): Promise<{ mp4: number[]; hls: number[] } | string> {
  // the e2e workspace installs playwright-core; without it the server-side numbers still stand
  const loaded = await import('playwright-core').catch(() => null)
  if (!loaded) return 'playwright-core not installed'
  const { chromium } = loaded
  const browser = await chromium
    .launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--autoplay-policy=no-user-gesture-required'],
    })
    .catch((e: unknown) => String(e))
  if (typeof browser === 'string') return `Chromium not available (${browser.slice(0, 80)})`
  try {
    const page = await (await browser.newContext({ bypassCSP: true })).newPage()
    await page.route('**/*', (route) => route.continue({ headers: { ...route.request().headers(), 'cache-control': 'no-cache' } }))
    await page.goto(`${baseUrl}/health`)
    await page.addScriptTag({ path: path.join(root, 'node_modules/hls.js/dist/hls.light.min.js') })
    const measure = (kind: 'mp4' | 'hls', n: number) => page.evaluate<number[]>(`(${IN_PAGE})(${JSON.stringify({ kind, n, base: baseUrl })})`)
    return { mp4: await measure('mp4', 15), hls: await measure('hls', 15) }
  } finally {
    await browser.close()
  }
}

export default async function (): Promise<string> {
  const env = readEnv({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', NODE_ENV: 'test' })
  const db = await createDb({ pgliteDataDir: 'memory://' })
  await migrate(db)
  const importStarted = performance.now()
  const report = await importContent(db, env.CONTENT_STARTER_DIR, {
    now: new Date('2026-09-01T00:00:00Z'),
  })
  const importMs = performance.now() - importStarted
  const reimportStarted = performance.now()
  await importContent(db, env.CONTENT_STARTER_DIR, { now: new Date('2026-09-01T00:00:00Z') })
  const reimportMs = performance.now() - reimportStarted
  const app = await buildApp({ env, db })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  try {
    const mp4 = `${base}/media/video/pomodoro.mp4`
    const size = statSync(path.join(env.CONTENT_STARTER_DIR, 'media/video/pomodoro.mp4')).size
    // warm-up: the first request pays for route compilation and file-system caches
    for (let i = 0; i < 5; i += 1) await timeGet(mp4, { range: 'bytes=0-65535' })
    const head: number[] = []
    const headTotal: number[] = []
    const seek: number[] = []
    const hls: number[] = []
    const call: number[] = []
    const [lesson] = await db.query<{ id: number }>(`SELECT id FROM content_items WHERE slug = 'study-methods-l1'`)
    for (let i = 0; i < RUNS; i += 1) {
      const first = await timeGet(mp4, { range: 'bytes=0-65535' })
      if (first.status !== 206) throw new Error(`range request answered ${first.status}`)
      head.push(first.ttfb)
      headTotal.push(first.total)
      seek.push(
        (
          await timeGet(mp4, {
            range: `bytes=${Math.floor(size / 2)}-${Math.floor(size / 2) + 65535}`,
          })
        ).ttfb,
      )
      const playlist = await timeGet(`${base}/media/hls/live-demo/index.m3u8`)
      const segment = await timeGet(`${base}/media/hls/live-demo/seg00.ts`)
      hls.push(playlist.total + segment.total)
      call.push(await timePost(`${base}/api/Course/ResourceInfo`, { ID: lesson?.id ?? 1 }))
    }
    const frames = await firstFrame(base)
    const worst = Math.max(pct(call, 95) + pct(headTotal, 95), typeof frames === 'string' ? 0 : Math.max(pct(frames.mp4, 95), pct(frames.hls, 95)))
    const lines = [
      '## Content and media (loopback)',
      '',
      `Target: video starts within ${TARGET_MS} ms on loopback — ${worst < TARGET_MS ? 'met' : '**not met**'} (worst p95 below: ${ms(worst)}).`,
      '',
      `| measurement (${RUNS} runs unless noted) | p50 | p95 |`,
      '|---|---|---|',
      `| \`Course/ResourceInfo\` (lesson lookup before playing) | ${ms(pct(call, 50))} | ${ms(pct(call, 95))} |`,
      `| MP4 first range \`bytes=0-65535\`: time to first byte | ${ms(pct(head, 50))} | ${ms(pct(head, 95))} |`,
      `| MP4 first range: whole 64 KiB (faststart: moov is in it) | ${ms(pct(headTotal, 50))} | ${ms(pct(headTotal, 95))} |`,
      `| MP4 seek to the middle: time to first byte of a 206 | ${ms(pct(seek, 50))} | ${ms(pct(seek, 95))} |`,
      `| HLS playlist + first segment | ${ms(pct(hls, 50))} | ${ms(pct(hls, 95))} |`,
    ]
    if (typeof frames === 'string') lines.push('', `Time to first frame in Chromium not measured: ${frames}.`)
    else {
      lines.push(
        `| Chromium: MP4 source set → first frame (\`loadeddata\`), 15 runs | ${ms(pct(frames.mp4, 50))} | ${ms(pct(frames.mp4, 95))} |`,
        `| Chromium: HLS via hls.js light → first frame, 15 runs | ${ms(pct(frames.hls, 50))} | ${ms(pct(frames.hls, 95))} |`,
      )
    }
    lines.push(
      '',
      `Starter import: ${report.created} rows from ${report.files} files in ${ms(importMs)} (in-memory PGlite); the same folder again: ${ms(reimportMs)}, ${report.created} unchanged.`,
    )
    return lines.join('\n')
  } finally {
    await app.close()
    await db.close()
  }
}
