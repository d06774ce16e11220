import { describe, expect, it } from 'vitest'
import { testAppPerFile } from '../../testing/build-test-app.ts'

const app = testAppPerFile({ withDataset: true })

describe('查位次', () => {
  it('turns a Henan score into a rank range with 等位分 in earlier years and the distribution', async () => {
    const res = await app.call('Public/LineRank', { ProvinceId: 41, Year: 2026, SubjectType: '物理类', Score: 600 })
    expect(res.code).toBe(0)
    const d = res.data!
    expect(d.Year).toBe(2026)
    expect(d.BestRank).toBeGreaterThan(0)
    expect(d.WorstRank).toBeGreaterThanOrEqual(d.BestRank!)
    expect(d.Equivalents.length).toBeGreaterThan(0)
    expect(d.Equivalents.every((e) => e.Year < 2026 && e.Quality === 'derived')).toBe(true)
    // the reform year continues from 理科 (河南 2024 was the last 文理 year)
    expect(d.Equivalents.map((e) => `${e.Year}${e.SubjectType}`)).toEqual(['2025物理类', '2024理科'])
    expect(d.Equivalents[0]!.Score).toBeGreaterThan(500)
    expect(d.Distribution.length).toBeGreaterThan(100)
    expect(d.Source).not.toBe('')
  })

  it('turns a rank into a score and defaults to the newest year', async () => {
    const res = await app.call('Public/LineRank', { ProvinceId: 41, Rank: 10_000 })
    expect(res.data!.Year).toBe(res.data!.Years[0])
    expect(res.data!.Score).toBeGreaterThan(500)
    expect(res.data!.WorstRank).toBeGreaterThanOrEqual(10_000)
  })

  it('says there is no table rather than inventing one, and rejects bad input', async () => {
    const none = await app.call('Public/LineRank', { ProvinceId: 41, Year: 2005, Score: 600 })
    expect(none.data).toMatchObject({ BestRank: null, Distribution: [] })
    expect((await app.call('Public/LineRank', { ProvinceId: 41, Score: 600, Rank: 100 })).code).toBe(1001)
    expect((await app.call('Public/LineRank', { ProvinceId: 41, Score: -5 })).code).toBe(1001)
    expect((await app.call('Public/LineRank', {})).code).toBe(1001)
  })
})

describe('查位次 in 甘肃 2025 (ADR 093)', () => {
  const gansu = (SubjectType: string, Score: number) => app.call('Public/LineRank', { ProvinceId: 62, Year: 2025, SubjectType, Score })

  it('reads a score above the table top as its top row (670 及以上: 37), not rank 1', async () => {
    const d = (await gansu('物理类', 690)).data!
    expect(d.Year).toBe(2025)
    expect([d.BestRank, d.WorstRank]).toEqual([1, 37])
  })

  it('reaches the 本科 line in the year own 物理类 table, and labels a score between two points as an estimate', async () => {
    const line = (await gansu('物理类', 374)).data!
    expect(line.WorstRank).toBe(93_788)
    expect(line.Quality).toBe('third-party')
    // 337 has no point of its own (entry 28's anchors and entry 27's points give 338 and 336): interpolated
    const [above, between, below] = [(await gansu('物理类', 338)).data!, (await gansu('物理类', 337)).data!, (await gansu('物理类', 336)).data!]
    expect(above.Quality).toBe('third-party')
    expect(between.WorstRank).toBe(Math.round((above.WorstRank! + below.WorstRank!) / 2))
    expect(between.Quality).toBe('estimated')
  })

  it('has a 历史类 table of the year (entry 27 points), reaching the 本科 line 412', async () => {
    const d = (await gansu('历史类', 412)).data!
    expect(d.Year).toBe(2025)
    expect(d.WorstRank).toBeGreaterThan(20_000)
    expect(d.Total).toBeGreaterThan(50_000)
  })
})

describe('查批次 and the rest', () => {
  it('lists control lines with history', async () => {
    const res = await app.call('Public/LineBatchList', { ProvinceId: 41 })
    expect(res.data!.Years.length).toBeGreaterThan(3)
    expect(res.data!.List.every((l) => l.Score > 0 && l.Source !== '')).toBe(true)
    const science = await app.call('Public/LineBatchList', { ProvinceId: 41, SubjectType: '理科' })
    expect(science.data!.List.every((l) => l.SubjectType === '理科')).toBe(true)
    // newest year first, the ordinary (普通类) lines before art and sport lines
    const newest = science.data!.List.filter((l) => l.Year === science.data!.List[0]!.Year)
    expect(newest[0]!.Category).toBe('普通类')
  })

  it('serves the dictionary and the app version', async () => {
    expect((await app.call('Public/AppVersion', {})).data).toMatchObject({ Version: '6.7', VersionCode: 57 })
    const dict = await app.call('Public/Dictionary', { Type: 'Quality' })
    expect(dict.data!.Quality?.map((q) => q.Label)).toEqual(['官方', '第三方整理', '由一分一段推算', '估算'])
    expect((await app.call('Public/Dictionary', { Type: 'Nope' })).data).toEqual({})
  })
})
