import { ErrorCode } from '@gk/contract'
import { describe, expect, it } from 'vitest'
import { testAppPerFile } from '../testing/build-test-app.ts'
import { consoleLogin } from '../testing/console-kit.ts'

const app = testAppPerFile({ env: { TRUST_PROXY: 'true' } })

async function health(headers: Record<string, string> = {}) {
  const response = await fetch(`${app.baseUrl}/health?caches=1`, { headers })
  return ((await response.json()) as { data: Record<string, unknown> }).data
}

describe('/health?caches=1', () => {
  it('shows cache and memory detail to this machine and to a console admin only', async () => {
    expect(await health()).toHaveProperty('caches')
    // through a proxy (X-Forwarded-For), even one on this machine: anyone out there
    const stranger = await health({ 'x-forwarded-for': '203.0.113.9' })
    expect(stranger).toMatchObject({ status: 'ok' })
    expect(stranger).not.toHaveProperty('caches')
    expect(stranger).not.toHaveProperty('memory')
    expect(await health({ 'x-forwarded-for': '127.0.0.1' })).not.toHaveProperty('caches')
    const operator = await consoleLogin(app, 'operator')
    expect(await health({ 'x-forwarded-for': '203.0.113.9', 'admin-token': operator.token })).not.toHaveProperty('caches')
    const admin = await consoleLogin(app, 'admin')
    expect(await health({ 'x-forwarded-for': '203.0.113.9', 'admin-token': admin.token })).toHaveProperty('memory')
  })
})

describe('the console data import takes files up to the contract’s size', () => {
  // a 3 MB spreadsheet export: 4 MB of base64, over the 1 MiB limit of every other call
  const Content = Buffer.from(`位次,分数,人数\n${'1,600,10\n'.repeat(330_000)}`).toString('base64')
  const body = JSON.stringify({ Kind: 'rank-table', Province: '北京', Year: 2025, FileName: 'rank.csv', Content, DryRun: true })

  it('reaches the import for a console operator, while other calls keep the 1 MiB limit', async () => {
    const operator = await consoleLogin(app, 'operator')
    const imported = await app.post('/api/Admin/DataImport', body, { 'admin-token': operator.token })
    expect(imported.status).toBe(200)
    expect(imported.body.code).not.toBe(ErrorCode.BodyTooLarge)
    expect(imported.body.message).toMatch(/[\u4e00-\u9fff]/)
    const elsewhere = await app.post('/api/Admin/ContentSave', body, { 'admin-token': operator.token })
    expect(elsewhere).toMatchObject({ status: 413, body: { code: ErrorCode.BodyTooLarge } })
  })

  it('refuses a caller without a console session before reading the body', async () => {
    expect((await app.post('/api/Admin/DataImport', body)).body.code).toBe(ErrorCode.ConsoleLoginRequired)
  })
})
