import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { ErrorCode } from '@gk/contract'
import { loadDataset } from '@gk/dataset'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, LOADING_MESSAGE, type Readiness } from '../app.ts'
import { createDb, type Db } from '../db/client.ts'
import { migrate } from '../db/migrate.ts'
import { readEnv } from '../env.ts'

/** A dataset of one table, big enough for many insert batches, so a load takes a while. */
function writeSyntheticDataset(dir: string, rows: number): void {
  const lines = Array.from({ length: rows }, (_, i) =>
    JSON.stringify({ id: `s${i}`, name: `来源${i}`, repo: 'r', commit: 'c', licence: 'l', url: 'u', notes: 'n'.repeat(200) }),
  )
  const file = gzipSync(Buffer.from(`${lines.join('\n')}\n`))
  writeFileSync(path.join(dir, 'sources.ndjson.gz'), file)
  const manifest = {
    format: 1,
    version: 'synthetic-load-test',
    tables: { sources: { rows, files: [{ path: 'sources.ndjson.gz', rows, bytes: file.length, sha256: '' }] } },
  }
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest))
}

describe('while the reference dataset loads', () => {
  let db: Db
  let dataDir: string
  let baseUrl: string
  let close: () => Promise<void>
  const readiness: Readiness = { ready: false, detail: '正在准备数据', dataVersion: null }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'gk-loading-'))
    writeSyntheticDataset(dataDir, 40_000)
    db = await createDb({ pgliteDataDir: 'memory://' })
    await migrate(db)
    const env = readEnv({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', NODE_ENV: 'test', MEDIA_DIR: path.join(dataDir, 'media') })
    const app = await buildApp({ env, db, readiness })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    close = async () => {
      await app.close()
      await db.close()
    }
  })
  afterAll(async () => {
    await close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('answers API calls at once with a retryable 503 and /health "loading", then serves when ready', async () => {
    let loaded = false
    const load = loadDataset(db, { dataDir }).then((r) => {
      loaded = true
      return r
    })
    // issued after the load began: it must be answered before the load ends, not queued behind it
    const res = await fetch(`${baseUrl}/api/Public/ProvinceList`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    const answeredDuringLoad = !loaded
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('3')
    expect(await res.json()).toEqual({ code: ErrorCode.Unavailable, message: LOADING_MESSAGE, data: null })
    const health = await fetch(`${baseUrl}/health`)
    expect(health.status).toBe(503)
    expect(((await health.json()) as { data: { status: string } }).data.status).toBe('loading')
    expect(answeredDuringLoad).toBe(true)

    expect((await load).rows).toBe(40_000)
    readiness.ready = true
    const after = await fetch(`${baseUrl}/health`)
    expect(after.status).toBe(200)
    expect(((await after.json()) as { data: { status: string } }).data.status).toBe('ok')
  }, 60_000)
})
