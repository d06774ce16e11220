import { ErrorCode } from '@gk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'

let app: TestApp
let token = ''
// today's applicants: the season before the next exam (the clock is fixed, never the machine's)
const today = new Date('2026-11-27T10:00:00+08:00')

beforeAll(async () => {
  app = await buildTestApp({ withDataset: true })
  app.clock.set(today)
  const res = await app.signUp({ Mobile: '13900002027', Password: 'abc12345', ExamYear: 2027, ExamProvinceId: 41 })
  expect(res.code).toBe(0)
  token = res.data!.token
}, 600_000)
afterAll(async () => {
  await app?.close()
})

type Season = {
  Today: string
  TargetYear: number
  Provinces: {
    ProvinceId: number
    ProvinceName: string
    TargetYear: number
    NewestResultsYear: number | null
    NewestRankTableYear: number | null
    HasTargetRankTable: boolean
    ScoreYears: number[]
    Note: string
  }[]
}

async function season(): Promise<Season> {
  const res = await app.call('Public/Season', {})
  expect(res.code).toBe(0)
  return res.data as Season
}

/** A valid 科类 and 选科 of each exam model for the target year. */
async function validProfile(provinceId: number, year: number) {
  const model = await app.call('Public/NewExamSubject', { ProvinceId: provinceId, Year: year })
  expect(model.code).toBe(0)
  const m = model.data!
  if (m.ExamModel === '3+3') return { SubjectType: 3, SelectSubjectList: ['physics', 'chemistry', 'biology'], total: m.TotalScore }
  if (m.ExamModel === '3+1+2') return { SubjectType: 2, SelectSubjectList: ['chemistry', 'biology'], total: m.TotalScore }
  return { SubjectType: 2, SelectSubjectList: [], total: m.TotalScore }
}

describe('Public/Season', () => {
  it('plans for the next exam in every province and says which years each rests on', async () => {
    const s = await season()
    expect(s.Today).toBe('2026-11-27')
    expect(s.TargetYear).toBe(2027)
    expect(s.Provinces).toHaveLength(31)
    for (const p of s.Provinces) {
      expect(p.TargetYear).toBe(2027)
      expect(p.NewestResultsYear === null || p.NewestResultsYear < 2027).toBe(true)
      expect(p.ScoreYears[0]).toBe(2027)
      expect(p.Note).toContain(`${p.ProvinceName}2027年志愿`)
    }
  })

  it('ignores stray non-ordinary rows when naming the newest results year (河南 专升本)', async () => {
    const henan = (await season()).Provinces.find((p) => p.ProvinceId === 41)!
    // the only later rows of 河南 are 专升本 and 艺术 ones: the newest ordinary year is the one before
    const later = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM admission_results WHERE province_code = '41' AND year > $1 AND subject_type IN ('物理类','历史类','理科','文科','综合')`,
      [henan.NewestResultsYear],
    )
    expect(henan.NewestResultsYear).not.toBeNull()
    expect(later[0]!.n).toBe(0)
    const stray = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM admission_results WHERE province_code = '41' AND year > $1`, [
      henan.NewestResultsYear,
    ])
    expect(stray[0]!.n).toBeGreaterThan(0)
  })

  it('narrows to one province and refuses an unknown one', async () => {
    const one = await app.call('Public/Season', { ProvinceId: 37 })
    expect(one.data!.Provinces.map((p) => p.ProvinceName)).toEqual(['山东'])
    expect((await app.call('Public/Season', { ProvinceId: 20 })).code).toBe(ErrorCode.WishProvinceUnknown)
  })

  it('turns to the next exam year in September with no data change', async () => {
    app.clock.set(new Date('2027-09-02T10:00:00+08:00'))
    try {
      const s = await season()
      expect(s.TargetYear).toBe(2028)
      expect(s.Provinces.every((p) => p.TargetYear === 2028)).toBe(true)
    } finally {
      app.clock.set(today)
    }
  })
})

describe('a 2027 applicant enters an estimated score', () => {
  it('is accepted in all 31 provinces, converted through the newest table and labelled 估算', async () => {
    const s = await season()
    const problems: string[] = []
    const noTable: string[] = []
    for (const p of s.Provinces) {
      const profile = await validProfile(p.ProvinceId, 2027)
      const score = Math.round(profile.total * 0.7)
      const res = await app.call(
        'User/EditUserScore',
        { ProvinceId: p.ProvinceId, Year: 2027, Score: score, SubjectType: profile.SubjectType, SelectSubjectList: profile.SelectSubjectList },
        token,
      )
      if (res.code !== 0) {
        problems.push(`${p.ProvinceName}: ${res.code} ${res.message}`)
        continue
      }
      const d = res.data
      expect(d.Year).toBe(2027)
      if (d.RankTableYear === null) {
        // no table of this 科类 in the data: said so, never a made-up rank; a province without any table
        // is answered by 线差 (ADR 026) and says so with the line it measures from
        expect(d.Rank).toBeNull()
        expect(d.RankSource).toMatch(/^(暂无一分一段表，无法换算位次|.+无一分一段表，按线差估算：.+本科线.+)$/)
        noTable.push(p.ProvinceName)
      } else if (d.RankTableYear < 2027) {
        expect(d.RankIsEstimate).toBe(true)
        expect(p.HasTargetRankTable).toBe(false)
        expect(d.Rank).toBeGreaterThan(0)
        expect(d.RankSource).toContain('模拟/预估分')
        expect(d.RankSource).toContain(`按${d.RankTableYear}年${p.ProvinceName}`)
        expect(d.RankSource).toContain('估算：2027年一分一段表尚未发布')
      }
    }
    expect(problems).toEqual([])
    // most provinces convert through a table; the few without one are the data's gaps, not the season's
    expect(noTable.length).toBeLessThan(8)
  })

  it('refuses a year after the season’s target year', async () => {
    const res = await app.call(
      'User/EditUserScore',
      { ProvinceId: 32, Year: 2028, Score: 600, SubjectType: 2, SelectSubjectList: ['chemistry', 'biology'] },
      token,
    )
    expect(res.code).toBe(ErrorCode.WishYearUnsupported)
    expect(res.message).toContain('2027年高考')
  })

  it('offers the target year first in the score form', async () => {
    const years = await app.call('Wish/WishYear', { ProvinceId: 37 })
    expect(years.data![0]).toBe(2027)
    const model = await app.call('Public/NewExamSubject', { ProvinceId: 65 })
    // 新疆's first 3+1+2 year has its own record, still to be confirmed
    expect(model.data).toMatchObject({ Year: 2027, ExamModel: '3+1+2', IsUnverified: true })
  })

  it('says 暂未收录, not 尚未发布, for an earlier year whose table the data lacks', async () => {
    const s = await season()
    const lacking = s.Provinces.find((p) => p.NewestRankTableYear !== null && p.NewestRankTableYear < 2026)
    if (!lacking) return
    const profile = await validProfile(lacking.ProvinceId, 2026)
    const res = await app.call(
      'User/EditUserScore',
      {
        ProvinceId: lacking.ProvinceId,
        Year: 2026,
        Score: Math.round(profile.total * 0.7),
        SubjectType: profile.SubjectType,
        SelectSubjectList: profile.SelectSubjectList,
      },
      token,
    )
    expect(res.code).toBe(0)
    expect(res.data!.RankSource).toContain('2026年一分一段表暂未收录')
    expect(res.data!.RankSource).not.toContain('尚未发布')
  })
})

describe('新疆 in its first 3+1+2 year', () => {
  it('converts a 物理类 estimate through the 理科 table and lists units from the 理科 history', async () => {
    const reg = await app.signUp({ Mobile: '13900006527', Password: 'abc12345', ExamYear: 2027, ExamProvinceId: 65 })
    expect(reg.code).toBe(0)
    const t = reg.data!.token
    await app.db.query('UPDATE users SET member_type = 1 WHERE id = $1', [reg.data!.UserId])
    const res = await app.call('User/EditUserScore', { ProvinceId: 65, Year: 2027, Score: 520, SubjectType: 2, SelectSubjectList: ['chemistry', 'biology'] }, t)
    expect(res.code).toBe(0)
    expect(res.data).toMatchObject({ Year: 2027, SubjectTypeName: '物理类', RankIsEstimate: true })
    expect(res.data!.Rank).toBeGreaterThan(0)
    expect(res.data!.RankSource).toMatch(/新疆理科一分一段表换算（估算：2027年一分一段表尚未发布）/)
    const list = await app.call('Wish/SchoolFirstListForecast', { BatchId: 'undergraduate', PageIndex: 1, PageSize: 5 }, t)
    expect(list.code).toBe(0)
    const data = list.data as { TargetYear: number; Total: number; DataNote: string }
    expect(data.TargetYear).toBe(2027)
    expect(data.Total).toBeGreaterThan(0)
    expect(data.DataNote).toContain('2027年按往年数据估算')
    // a real 冲稳保 list, every unit said to rest on converted 文/理 lines
    const stat = await app.call('Wish/SchoolFirstStatForecast', { BatchId: 'undergraduate' }, t)
    expect(stat.code).toBe(0)
    const counts = stat.data as { Reach: number; Match: number; Safe: number }
    expect(counts.Reach).toBeGreaterThan(0)
    expect(counts.Match).toBeGreaterThan(0)
    expect(counts.Safe).toBeGreaterThan(0)
    const rows = (list.data as { List: { IsDerived: boolean; HistoryNote: string; Tier: string | null }[] }).List
    expect(rows.length).toBeGreaterThan(0)
    for (const r of rows) {
      expect(r.IsDerived).toBe(true)
      expect(r.HistoryNote).toMatch(/文\/理科/)
      expect(r.Tier).not.toBeNull()
    }
  })
})

describe('default years of the lookups', () => {
  it('admission search opens on the newest ordinary year, not a stray 专升本 table', async () => {
    const henan = (await season()).Provinces.find((p) => p.ProvinceId === 41)!
    const res = await app.call('Public/AdmissionResultSearch', { ProvinceId: 41, PageSize: 20 })
    expect(res.code).toBe(0)
    expect(res.data!.Year).toBe(henan.NewestResultsYear)
    expect(res.data!.List.every((r) => r.SubjectType !== '工学' && r.SubjectType !== '管理学')).toBe(true)
    expect(res.data!.Freshness).toContain(`录取数据：${henan.NewestResultsYear}年`)
    // the later year stays one tap away
    expect(res.data!.Years[0]).toBeGreaterThan(henan.NewestResultsYear!)
  })

  it('every province’s admission search defaults to its newest ordinary results year', async () => {
    for (const p of (await season()).Provinces) {
      if (p.NewestResultsYear === null) continue
      const res = await app.call('Public/AdmissionResultSearch', { ProvinceId: p.ProvinceId, PageSize: 1 })
      expect(res.code).toBe(0)
      // a province with only group/school-level rows has no major lines: any default then comes from those rows
      if (res.data!.Year !== null && res.data!.Years.includes(p.NewestResultsYear)) expect(res.data!.Year, p.ProvinceName).toBe(p.NewestResultsYear)
    }
  })
})
