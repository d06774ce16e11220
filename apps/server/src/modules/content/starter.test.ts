import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readEnv } from '../../env.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { prepareContent } from './starter.ts'

describe('content at server start', () => {
  let app: TestApp
  let bad: string
  beforeAll(async () => {
    app = await buildTestApp()
    bad = mkdtempSync(path.join(tmpdir(), 'content-bad-'))
    writeFileSync(path.join(bad, 'x.json'), '{"kind":"news"}')
  })
  afterAll(async () => {
    await app.close()
    rmSync(bad, { recursive: true, force: true })
  })

  it('imports the starter set once per version and skips a refused folder without stopping', async () => {
    const env = readEnv({ CONTENT_IMPORT_DIRS: bad, NODE_ENV: 'test' })
    const logs: string[] = []
    const log = {
      info: (m: string) => logs.push(`info ${m}`),
      warn: (m: string) => logs.push(`warn ${m}`),
    }
    await prepareContent(app.db, env, app.clock.now, log)
    expect(logs[0]).toMatch(/^info content .*starter: \d+ created, 0 updated/)
    expect(logs[1]).toMatch(/^warn content .*refused[\s\S]*x\.json: slug/)
    logs.length = 0
    await prepareContent(app.db, env, app.clock.now, log)
    expect(logs[0]).toMatch(/already imported/)
    expect((await app.call('Portal/NewsList', {})).data!.Total).toBe(12)
    logs.length = 0
    await prepareContent(app.db, readEnv({ CONTENT_AUTOLOAD: 'false' }), app.clock.now, log)
    expect(logs).toEqual([])
  })
})
