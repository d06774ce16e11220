// The learning journeys run their own built server: no dataset (not needed for content), a fresh
// database, and one extra content folder holding a live session that starts seconds after launch,
// so the journey sees it move from upcoming to live on the real clock.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startServer } from '../support/server.ts'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export type LearningServer = { baseUrl: string; liveStartsAt: Date; stop: () => Promise<void> }

export async function startLearningServer(liveStartsInMs: number): Promise<LearningServer> {
  const work = mkdtempSync(path.join(tmpdir(), 'gk-e2e-learning-'))
  const content = path.join(work, 'content')
  mkdirSync(path.join(content, 'media/hls'), { recursive: true })
  cpSync(path.join(repoRoot, 'content/starter/media/hls/live-demo'), path.join(content, 'media/hls/e2e-live'), {
    recursive: true,
  })
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
  const server = await startServer({
    env: { MEDIA_DIR: path.join(work, 'media'), DATASET_AUTOLOAD: 'false', CONTENT_IMPORT_DIRS: content },
    healthTimeoutMs: 60_000,
  })
  return {
    baseUrl: server.baseUrl,
    liveStartsAt,
    async stop() {
      await server.stop()
      rmSync(work, { recursive: true, force: true })
    },
  }
}
