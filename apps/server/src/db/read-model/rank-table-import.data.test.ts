import { rankTableCsv } from '@gk/dataset'
import { ErrorCode } from '@gk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { adminCall, consoleLogin } from '../../testing/console-kit.ts'
import { askStream, doneOf } from '../../modules/ai/ai-stream-client.ts'
import { signUpCandidate, typedCall } from '../../modules/wish/wish-test-kit.ts'

/**
 * The console's yearly 一分一段表 import against the real dataset (ADR 069): a table of the top scores only is
 * refused whole, a real table still imports, and a table for one track of a province without tables (西藏 理科)
 * leaves the other track (西藏 文科) on score lines with its batches and its 线差 standing. The app has a
 * reference database of its own, so the imports never reach the other data tests of the run.
 */
let app: TestApp
const call = typedCall(() => app)
let operator = ''

const XIZANG = 54
const HENAN = 41

/** A plausible 西藏 理科 table of 2026: 700 down to 250, below its 本科 line (300). */
function xizangScienceCsv(): string {
  const lines = ['科类,分数,本段人数,累计人数']
  let cumulative = 0
  for (let score = 700; score >= 250; score--) {
    const count = Math.round(2 + 120 * Math.exp(-(((score - 380) / 80) ** 2)))
    cumulative += count
    lines.push(`理科,${score},${count},${cumulative}`)
  }
  return `${lines.join('\n')}\n`
}

const importTable = (Province: string, Year: number, csv: string, DryRun: boolean) =>
  adminCall(
    app,
    'Admin/DataImport',
    { Kind: 'rank-table', Province, Year, FileName: 'rank.csv', Content: Buffer.from(csv).toString('base64'), DryRun },
    operator,
  )

const rowsOf = async (code: string, year: number) =>
  Number((await app.db.query<{ n: string }>(`SELECT count(*) AS n FROM score_rank_rows WHERE province_code = $1 AND year = $2`, [code, year]))[0]?.n)

beforeAll(async () => {
  app = await buildTestApp({ ownDataset: true })
  app.clock.set(new Date('2026-11-27T08:00:00Z'))
  operator = (await consoleLogin(app, 'operator')).token
}, 600_000)
afterAll(async () => {
  await app?.close()
})

describe('a partial 一分一段表 is refused at import', () => {
  it('refuses the top scores of 西藏 理科 with a Chinese reason and a code, on a dry run and on commit, saving nothing', async () => {
    const version = await app.db.query<{ value: string }>(`SELECT value FROM dataset_meta WHERE key = 'data_version'`)
    const top = '科类,分数,本段人数,累计人数\n理科,700,10,10\n理科,699,5,15\n理科,698,3,18\n'
    for (const dryRun of [true, false]) {
      const res = await importTable('西藏', 2026, top, dryRun)
      expect(res.code).toBe(ErrorCode.DataImportIncomplete)
      expect(res.message).toBe(
        '理科：一分一段表只到 698 分，没有覆盖到2026年本科线 300 分，表不完整。请导入从最高分到本科线以下的完整一分一段表，整份文件未写入',
      )
    }
    expect(await rowsOf('54', 2026)).toBe(0)
    expect(await app.db.query(`SELECT id FROM dataset_imports`)).toEqual([])
    expect(await app.db.query(`SELECT value FROM dataset_meta WHERE key = 'data_version'`)).toEqual(version)
    const lookup = await call('Public/LineRank', { ProvinceId: XIZANG, Year: 2026, SubjectType: '理科', Score: 500 })
    expect(lookup.code === 0 && lookup.data.BestRank).toBeNull()
  })

  it('imports a real table of the dataset (河南 2026 物理类) as before, and its ranks read the same', async () => {
    const csv = await rankTableCsv(app.db, '41', 2026, ['物理类'])
    const before = await call('Public/LineRank', { ProvinceId: HENAN, Year: 2026, SubjectType: '物理类', Score: 480 })
    const res = await importTable('河南', 2026, csv, false)
    expect(res.code).toBe(0)
    expect(res.data).toMatchObject({ Ok: true, Committed: true, RowsWritten: csv.trim().split('\n').length - 1, Errors: [] })
    const after = await call('Public/LineRank', { ProvinceId: HENAN, Year: 2026, SubjectType: '物理类', Score: 480 })
    expect(after.data?.WorstRank).toBe(before.data?.WorstRank)
    expect(after.data?.WorstRank).toBeGreaterThan(100_000)
  })
})

describe('a table for one track of a province without tables (ADR 069)', () => {
  let liberal = ''
  let science = ''
  beforeAll(async () => {
    const res = await importTable('西藏', 2026, xizangScienceCsv(), false)
    expect(res.code === 0 && res.data.Committed).toBe(true)
    liberal = (await signUpCandidate(app, { member: true })).token
    science = (await signUpCandidate(app, { member: true })).token
    for (const [token, SubjectType] of [
      [liberal, 1],
      [science, 2],
    ] as const)
      expect((await call('User/EditUserScore', { ProvinceId: XIZANG, Year: 2026, Score: 450, SubjectType, SelectSubjectList: [] }, token)).code).toBe(0)
  })

  it('keeps 西藏 文科 on 线差: its standing, its batch list and a list of units', async () => {
    const profile = (await call('User/SysUserConfig', {}, liberal)).data.ScoreProfile!
    expect(profile.Rank).toBeNull()
    expect(profile.RankSource).toMatch(/^西藏文科无一分一段表，按线差估算：高出2026年本科线\d+分/)
    const batches = await call('Wish/BatchList', {}, liberal)
    expect(batches.code).toBe(0)
    const first = batches.data.find((b) => b.BatchName.includes('一批') && b.IsAvailable && b.UnitCount > 0)
    expect(first, batches.data.map((b) => `${b.BatchName} ${b.UnitCount}`).join('、')).toBeDefined()
    const list = await call('Wish/SchoolFirstListForecast', { BatchId: first!.BatchId, PageIndex: 1, PageSize: 20 }, liberal)
    expect(list.code).toBe(0)
    expect(list.data.Rank).toBeNull()
    expect(list.data.ScoreLine?.Gap).toBe(450 - list.data.ScoreLine!.Line)
    expect(list.data.DataNote).toContain('西藏文科无一分一段表，按线差估算')
    expect(list.data.List.length).toBeGreaterThan(0)
  })

  it('has the assistant say that 西藏 文科 has no table, not that 西藏 lacks the track', async () => {
    const answer = doneOf(await askStream(app.baseUrl, { Message: '西藏文科2026年450分排多少名' }, liberal))!.Message.Content
    expect(answer).toContain('数据里没有西藏文科的一分一段表，无法换算位次')
    expect(answer).not.toContain('还没有文科')
  })

  it('reads 西藏 理科 in its new table', async () => {
    const profile = (await call('User/SysUserConfig', {}, science)).data.ScoreProfile!
    expect(profile.RankSource).toBe('2026年西藏理科一分一段表')
    expect(profile.Rank).toBeGreaterThan(1000)
    const batches = await call('Wish/BatchList', {}, science)
    expect(batches.data.some((b) => b.IsAvailable && b.UnitCount > 0)).toBe(true)
  })
})
