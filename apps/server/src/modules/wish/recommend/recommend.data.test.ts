import { ErrorCode, LIST_ROW_MAJORS } from '@gk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../testing/build-test-app.ts'
import { signUpCandidate, typedCall } from '../wish-test-kit.ts'

let app: TestApp
const call = typedCall(() => app)
let member: { token: string; userId: number }
let free: { token: string; userId: number }
const profile = { ProvinceId: 32, Year: 2026, Score: 600, SubjectType: 2, SelectSubjectList: ['chemistry', 'biology'] }
const page = { BatchId: 'undergraduate', PageIndex: 1, PageSize: 20 }

beforeAll(async () => {
  app = await buildTestApp({ withDataset: true })
  member = await signUpCandidate(app, { member: true })
  free = await signUpCandidate(app)
  for (const u of [member, free]) expect((await call('User/EditUserScore', profile, u.token)).code).toBe(0)
}, 180_000)
afterAll(async () => {
  await app.close()
})

describe('batches and college-first (江苏 2026, 院校专业组)', () => {
  it('lists the policy batches with the main one available', async () => {
    const batches = await call('Wish/NewExamBatchList', {}, member.token)
    const main = batches.data.find((b) => b.BatchId === 'undergraduate')!
    expect(main).toMatchObject({ FillingMode: 'major-group', MaxWishes: 40, MaxMajorsPerWish: 6, IsAvailable: true })
    expect(main.UnitCount).toBeGreaterThan(500)
    expect((await call('Wish/BatchList', {}, member.token)).data).toEqual(batches.data)
    const head = await call('Wish/NewExamTableHeadYear', { BatchId: 'undergraduate' }, member.token)
    expect(head.data.TargetYear).toBe(2026)
    expect(head.data.Years[0]).toBe(2025)
    expect((await call('Wish/TableHeadYear', { BatchId: 'nope' }, member.token)).code).toBe(ErrorCode.WishBatchUnavailable)
  })

  it('ranks units in the window with probability, tier, reason and history', async () => {
    const list = await call('Wish/SchoolFirstListForecast', page, member.token)
    expect(list.code).toBe(0)
    expect(list.data.IsPreview).toBe(false)
    expect(list.data.List).toHaveLength(20)
    expect(list.data.Total).toBeGreaterThan(50)
    const row = list.data.List[0]!
    expect(row.Probability).toBeGreaterThanOrEqual(0.15)
    expect(['reach', 'match', 'safe']).toContain(row.Tier)
    expect(row.Reason).toContain('预计今年最低位次')
    // a listed unit's newest line is at most two years old (older units were renamed, merged or closed)
    expect(row.History[0]!.Year).toBeLessThan(list.data.TargetYear)
    expect(row.History[0]!.Year).toBeGreaterThanOrEqual(list.data.TargetYear - 2)
    expect(row.GroupCode).not.toBeNull()
    const stat = await call('Wish/SchoolFirstStatForecast', { BatchId: 'undergraduate' }, member.token)
    expect(stat.data.Reach + stat.data.Match + stat.data.Safe).toBe(list.data.Total)
    expect(stat.data.Excluded).toBeGreaterThan(0)
  })

  it('filters by tier, tags and keyword', async () => {
    const safe = await call('Wish/SchoolFirstListForecast', { ...page, Tier: 'safe' }, member.token)
    expect(safe.data.List.every((r) => r.Tier === 'safe')).toBe(true)
    const tagged = await call('Wish/SchoolFirstListForecast', { ...page, Tags: ['211'] }, member.token)
    expect(tagged.data.List.every((r) => r.Tags.includes('211'))).toBe(true)
    const nanjing = await call('Wish/SchoolFirstList', { ...page, Keyword: '南京' }, member.token)
    expect(nanjing.data.List.every((r) => r.SchoolName.includes('南京') || r.Probability === null)).toBe(true)
    expect(nanjing.data.List[0]?.Probability).toBeNull()
  })

  it('gives non-members every row and page with its 冲稳保 tier, and the chances to members only (ADR 045)', async () => {
    const free1 = await call('Wish/SchoolFirstListForecast', page, free.token)
    const member1 = await call('Wish/SchoolFirstListForecast', page, member.token)
    expect(free1.data.IsPreview).toBe(true)
    expect(free1.data.Total).toBe(member1.data.Total)
    expect(free1.data.List.map((r) => r.UnitId)).toEqual(member1.data.List.map((r) => r.UnitId))
    expect(free1.data.List.map((r) => r.Tier)).toEqual(member1.data.List.map((r) => r.Tier))
    expect(free1.data.List.every((r) => r.Probability === null && r.Tier !== null && r.Confidence === null)).toBe(true)
    const free2 = await call('Wish/SchoolFirstListForecast', { ...page, PageIndex: 2 }, free.token)
    expect(free2.code).toBe(0)
    expect(free2.data.List.length).toBeGreaterThan(0)
    const one = await call('Wish/MySelfForecast', { BatchId: 'undergraduate', UnitId: free1.data.List[0]!.UnitId }, free.token)
    expect(one.code).toBe(0)
    expect(one.data.Probability).toBeNull()
    const group = await call('Wish/ForecastGroup', { BatchId: 'undergraduate', UnitIds: [free1.data.List[0]!.UnitId] }, free.token)
    expect(group.data.map((r) => r.Probability)).toEqual([null])
    expect((await call('Wish/SchoolFirstList', { ...page, PageIndex: 2 }, free.token)).code).toBe(0)
  })

  it('opens a school: its groups, the majors inside, one unit, and a search with reasons', async () => {
    const first = (await call('Wish/SchoolFirstListForecast', page, member.token)).data.List[0]!
    const groups = await call('Wish/NewExamSchoolScoreLineForecast', { BatchId: 'undergraduate', SchoolId: first.SchoolId }, member.token)
    expect(groups.data.List.map((r) => r.UnitId)).toContain(first.UnitId)
    const suggest = await call('Wish/SpecialtyForecastSuggestGroup', { BatchId: 'undergraduate', SchoolId: first.SchoolId }, member.token)
    expect(suggest.data.List.every((r) => r.IneligibleReasons.length === 0)).toBe(true)
    expect((await call('Wish/SpecialtySuggestGroup', { BatchId: 'undergraduate', SchoolId: first.SchoolId }, member.token)).code).toBe(0)
    const majors = await call(
      'Wish/SpecialtyForecast',
      { BatchId: 'undergraduate', SchoolId: first.SchoolId, GroupCode: first.GroupCode ?? undefined },
      member.token,
    )
    expect(majors.code).toBe(0)
    expect((await call('Wish/Specialty', { BatchId: 'undergraduate', SchoolId: first.SchoolId }, member.token)).code).toBe(0)
    const one = await call('Wish/NewExamScoreLineForecast', { BatchId: 'undergraduate', UnitId: first.UnitId }, member.token)
    expect(one.data.Probability).toBe(first.Probability)
    expect((await call('Wish/NewExamScoreLine', { BatchId: 'undergraduate', UnitId: first.UnitId }, member.token)).data.Probability).toBeNull()
    expect((await call('Wish/MySelf', { BatchId: 'undergraduate', UnitId: 'g:none' }, member.token)).code).toBe(ErrorCode.WishUnitUnknown)
    const search = await call('Wish/MySelfSearchForecast', { BatchId: 'undergraduate', Keyword: '医科大学' }, member.token)
    expect(search.data.Total).toBeGreaterThan(0)
    // a 物理+化学+生物 candidate may apply to medicine; 历史-only groups come with a reason
    expect(search.data.List.some((r) => r.Probability !== null || r.IneligibleReasons.length > 0 || r.History.length > 0)).toBe(true)
    expect((await call('Wish/MySelfSearch', { BatchId: 'undergraduate', Keyword: '大学' }, member.token)).data.List[0]?.Probability).toBeNull()
    const forecast = await call('Wish/ForecastGroup', { BatchId: 'undergraduate', UnitIds: [first.UnitId] }, member.token)
    expect(forecast.data[0]?.UnitId).toBe(first.UnitId)
    expect((await call('Wish/MySelfForecast', { BatchId: 'undergraduate', UnitId: first.UnitId }, member.token)).code).toBe(0)
  })
})

describe('the majors of one 专业组 (issue #32 item 4)', () => {
  it("are all of the group's majors, those without a line of their own included", async () => {
    const list = await call('Wish/SchoolFirstListForecast', { ...page, PageSize: 50 }, member.token)
    let checked = 0
    for (const r of list.data.List) {
      if (r.GroupCode === null || r.MajorCount < 2) continue
      const full = await call('Wish/NewExamScoreLineForecast', { BatchId: 'undergraduate', UnitId: r.UnitId }, member.token)
      const majors = await call('Wish/SpecialtyForecast', { BatchId: 'undergraduate', SchoolId: r.SchoolId, GroupCode: r.GroupCode }, member.token)
      expect(majors.data.List.map((m) => m.MajorName)).toEqual(full.data.Majors)
      checked++
    }
    expect(checked).toBeGreaterThan(5)
  })
})

describe('list rows', () => {
  it('carry what the card shows; the unit’s own call adds each year’s source and note and every major', async () => {
    const list = await call('Wish/SchoolFirstListForecast', { ...page, PageSize: 50 }, member.token)
    const rows = list.data.List
    for (const row of rows) {
      expect(row.Majors.length).toBeLessThanOrEqual(LIST_ROW_MAJORS)
      expect(row.Majors.length).toBe(Math.min(row.MajorCount, LIST_ROW_MAJORS))
      for (const h of row.History) expect(Object.keys(h).sort()).toEqual(['MinRank', 'MinScore', 'PlanCount', 'Quality', 'Year'])
      expect(row).not.toHaveProperty('ExpectedRank')
    }
    // a unit with more majors than the card names: the full row has all of them, in the same order
    const many = rows.find((r) => r.MajorCount > LIST_ROW_MAJORS)!
    expect(many).toBeDefined()
    const own = await call('Wish/NewExamScoreLineForecast', { BatchId: 'undergraduate', UnitId: many.UnitId }, member.token)
    expect(own.data.Majors).toHaveLength(many.MajorCount)
    expect(own.data.Majors.slice(0, LIST_ROW_MAJORS)).toEqual(many.Majors)
    // the same years and lines, each with where it comes from
    expect(own.data.History.map(({ Source: _s, Note: _n, ...year }) => year)).toEqual(many.History)
    expect(own.data.History.every((h) => h.Source !== '')).toBe(true)
    const { BatchId: _b, SchoolCode: _c, ExpectedRank: _e, IsEstimate: _i, History: _h, Majors: _m, ...rest } = own.data
    // SchoolReach (how many of the college's units the list's assessment puts in 冲稳保, ADR 050) belongs to a list
    const { History: _lh, Majors: _lm, SchoolReach: _sr, ...listRest } = many
    const { SchoolReach: _osr, ...ownRest } = rest
    expect(ownRest).toEqual(listRest)
  })
})

describe('major-first', () => {
  it('lists majors to choose and the units that offer them', async () => {
    const options = await call('Wish/SpecialtyListForecast', { BatchId: 'undergraduate', Keyword: '' }, member.token)
    expect(options.code).toBe(0)
    expect((await call('Wish/SpecialtyList', { BatchId: 'undergraduate', Keyword: '计算机' }, member.token)).code).toBe(0)
    const list = await call('Wish/SpecialtyFirstListForecast', { ...page, Majors: ['计算机'] }, member.token)
    expect(list.code).toBe(0)
    const plain = await call('Wish/SpecialtyFirstList', { ...page, Majors: ['计算机'] }, member.token)
    expect(plain.data.Total).toBe(list.data.Total)
    const stat = await call('Wish/SpecialtyFirstStatForecast', { BatchId: 'undergraduate', Majors: ['计算机'] }, member.token)
    expect(stat.data.Total).toBe(list.data.Total)
    expect((await call('Wish/SpecialtyFirstStat', { BatchId: 'undergraduate' }, member.token)).code).toBe(0)
    expect((await call('Wish/SchoolFirstStat', { BatchId: 'undergraduate' }, member.token)).code).toBe(0)
  })
})

describe('other modes', () => {
  it('浙江 2026 (专业+院校): major units, one row per school in college-first', async () => {
    const zj = await signUpCandidate(app, { member: true })
    expect(
      (
        await call(
          'User/EditUserScore',
          { ProvinceId: 33, Year: 2026, Score: 620, SubjectType: 3, SelectSubjectList: ['physics', 'chemistry', 'technology'] },
          zj.token,
        )
      ).code,
    ).toBe(0)
    const batches = await call('Wish/NewExamBatchList', {}, zj.token)
    expect(batches.data[0]).toMatchObject({ FillingMode: 'major', MaxWishes: 80, HasAdjustment: false })
    const schools = await call('Wish/SchoolFirstListForecast', page, zj.token)
    expect(schools.data.List.length).toBeGreaterThan(5)
    expect(new Set(schools.data.List.map((r) => r.SchoolId)).size).toBe(schools.data.List.length)
    const majors = await call('Wish/SpecialtyFirstListForecast', page, zj.token)
    expect(majors.data.List[0]?.MajorName).toBeTruthy()
    expect(majors.data.Total).toBeGreaterThan(schools.data.Total)
  })

  it('新疆 2026 (院校, 文理): school units of 本科一批/二批', async () => {
    const xj = await signUpCandidate(app, { member: true })
    expect((await call('User/EditUserScore', { ProvinceId: 65, Year: 2026, Score: 520, SubjectType: 2, SelectSubjectList: [] }, xj.token)).code).toBe(0)
    const batches = await call('Wish/BatchList', {}, xj.token)
    expect(batches.data.map((b) => b.BatchId)).toEqual(expect.arrayContaining(['undergraduate-1', 'undergraduate-2']))
    const units = batches.data.filter((b) => b.UnitCount > 0)
    expect(units.length).toBeGreaterThan(0)
    const list = await call('Wish/SchoolFirstListForecast', { ...page, BatchId: units[0]!.BatchId }, xj.token)
    expect(list.code).toBe(0)
    expect(list.data.List[0]?.GroupCode ?? null).toBeNull()
  })
})
