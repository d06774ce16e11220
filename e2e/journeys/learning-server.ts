// The learning journeys run their own built server: no dataset (not needed for content), a fresh
// database, and one extra content folder holding a live session that starts seconds after launch,
// so the journey sees it move from upcoming to live on the real clock.
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

export type LearningServer = { baseUrl: string; liveStartsAt: Date; stop: () => Promise<void> }

export async function startLearningServer(liveStartsInMs: number): Promise<LearningServer> {
  const work = mkdtempSync(path.join(tmpdir(), 'gk-e2e-learning-'))
  const content = path.join(work, 'content')
  mkdirSync(path.join(content, 'media/hls'), { recursive: true })
  cpSync(
    path.join(repoRoot, 'content/starter/media/hls/live-demo'),
    path.join(content, 'media/hls/e2e-live'),
    { recursive: true },
  )
  const liveStartsAt = new Date(Date.now() + liveStartsInMs)
  writeFileSync(
    path.join(content, 'live.json'),
    JSON.stringify({
      kind: 'live',
      slug: 'e2e-live-soon',
      title: 'E2E 直播：马上开始',
      author: '测试老师',
      startsAt: liveStartsAt.toISOString(),
      durationMinutes: 30,
      stream: 'media/hls/e2e-live/index.m3u8',
    }),
  )
  const port = await freePort()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PGLITE_DATA_DIR: path.join(work, 'db'),
    MEDIA_DIR: path.join(work, 'media'),
    DATASET_AUTOLOAD: 'false',
    CONTENT_IMPORT_DIRS: content,
    LOG_LEVEL: 'warn',
  }
  delete env.DATABASE_URL
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-10_000)))
  child.stderr?.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-10_000)))
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`learning server exited:\n${output}`)
    const ok = await fetch(`${baseUrl}/health`).then(
      (r) => r.status === 200,
      () => false,
    )
    if (ok) break
    if (Date.now() > deadline) throw new Error(`learning server not healthy:\n${output}`)
    await new Promise((r) => setTimeout(r, 300))
  }
  return {
    baseUrl,
    liveStartsAt,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await once(child, 'exit')
      }
      rmSync(work, { recursive: true, force: true })
    },
  }
}
