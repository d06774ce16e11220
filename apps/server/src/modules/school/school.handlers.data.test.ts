import { describe, expect, it } from 'vitest'
import { testAppPerFile } from '../../testing/build-test-app.ts'

const app = testAppPerFile({ withDataset: true })

const PKU = '4111010001'
const names = (list: { SchoolName: string }[]) => list.map((s) => s.SchoolName)

describe('查大学 search', () => {
  it('finds 北京大学 by initials, full pinyin, abbreviation pinyin and name, best match first', async () => {
    for (const q of ['bjdx', 'beijingdaxue', 'beida', '北京大学', '北大']) {
      const res = await app.call('School/SchoolListBySchoolName', { SchoolName: q, PageSize: 5 })
      expect(res.code, q).toBe(0)
      expect(res.data!.List[0]?.SchoolName, q).toBe('北京大学')
    }
  })

  it('orders exact → prefix → pinyin → initials → contains', async () => {
    const res = await app.call('School/SchoolListBySchoolName', { SchoolName: '北京大学', PageSize: 50 })
    const list = names(res.data!.List)
    expect(list[0]).toBe('北京大学')
    // prefix matches (北京大学医学部… are campuses, not colleges) come before names that merely contain it
    const containsOnly = list.findIndex((n) => !n.startsWith('北京大学'))
    const lastPrefix = list.findLastIndex((n) => n.startsWith('北京大学'))
    if (containsOnly >= 0) expect(lastPrefix).toBeLessThan(containsOnly)
    const pinyinFirst = await app.call('School/SchoolListBySchoolName', { SchoolName: 'qinghua', PageSize: 3 })
    expect(pinyinFirst.data!.List[0]?.SchoolName).toBe('清华大学')
  })

  it('finds a college by its former name and says which name matched', async () => {
    const res = await app.call('School/SchoolListBySchoolName', { SchoolName: '上海体育学院' })
    expect(res.data!.List[0]?.SchoolName).toBe('上海体育大学')
    expect(res.data!.List[0]?.MatchedAlias).toBe('上海体育学院')
  })

  it('filters and paginates on the server', async () => {
    const res = await app.call('School/SchoolList', { ProvinceId: 41, Level: '本科', PageIndex: 1, PageSize: 10 })
    expect(res.code).toBe(0)
    expect(res.data!.List).toHaveLength(10)
    expect(res.data!.Total).toBeGreaterThan(40)
    expect(res.data!.List.every((s) => s.ProvinceId === 41 && s.Level === '本科')).toBe(true)
    const tags = await app.call('School/SchoolList', { Is985: true, PageSize: 50 })
    // 39 on the canonical list; 国防科技大学 (military) is not in the MOE list the dataset is built from
    expect(tags.data!.Total).toBeGreaterThanOrEqual(38)
    expect(tags.data!.List.every((s) => s.Is985)).toBe(true)
    const page2 = await app.call('School/SchoolList', { Is211: true, PageIndex: 2, PageSize: 50 })
    expect(page2.data!.List.length).toBeGreaterThan(0)
    expect(page2.data!.List.every((s) => s.Is211)).toBe(true)
  })

  it('answers no result with an empty page and rejects bad input', async () => {
    const none = await app.call('School/SchoolListBySchoolName', { SchoolName: '不存在的大学xyz' })
    expect(none.data).toMatchObject({ List: [], Total: 0 })
    expect((await app.call('School/SchoolListBySchoolName', { SchoolName: '' })).code).toBe(1001)
    expect((await app.call('School/SchoolList', { PageSize: 5000 })).code).toBe(1001)
    expect((await app.call('School/SchoolList', { Nature: '私立' })).code).toBe(1001)
    expect((await app.call('School/SchoolList', { ProvinceId: 'abc' })).code).toBe(1001)
  })

  it('lists the filter choices', async () => {
    const res = await app.call('School/BaseCondition', {})
    expect(res.data!.Provinces).toHaveLength(31)
    expect(res.data!.Levels).toEqual(['本科', '专科'])
    expect(res.data!.Natures).toContain('民办')
  })
})

describe('college detail', () => {
  it('gives the overview with provenance', async () => {
    const res = await app.call('School/SchoolInfo', { SchoolId: PKU })
    expect(res.data).toMatchObject({ SchoolName: '北京大学', Is985: true, AdmissionSite: 'https://bkzs.pku.edu.cn', Quality: 'official' })
    expect(res.data!.Source).not.toBe('')
    expect((await app.call('School/SchoolInfo', { SchoolId: '0000000000' })).code).toBe(1006)
    expect((await app.call('School/SchoolInfo', { SchoolId: 'x' })).code).toBe(1001)
  })

  it("has Henan's lines over several years, each with year and quality", async () => {
    const res = await app.call('School/SchoolEnrollment', { SchoolId: PKU, ProvinceId: 41 })
    expect(res.code).toBe(0)
    expect(res.data!.SubjectTypes).toContain('理科')
    const years = new Set(res.data!.List.map((l) => l.Year))
    expect(years.size).toBeGreaterThanOrEqual(5)
    for (const line of res.data!.List) {
      expect(line.Year).toBeGreaterThan(2000)
      expect(['official', 'third-party', 'derived', 'estimated']).toContain(line.Quality)
    }
    const onlyScience = await app.call('School/SchoolEnrollment', { SchoolId: PKU, ProvinceId: 41, SubjectType: '理科' })
    expect(onlyScience.data!.List.every((l) => l.SubjectType === '理科')).toBe(true)
    // the college's own line first; 医学部 units are labelled; the same line from two source files appears once
    const y2024 = onlyScience.data!.List.filter((l) => l.Year === 2024)
    expect(y2024[0]).toMatchObject({ Unit: null, MinScore: 696 })
    expect(y2024.filter((l) => l.Unit === null)).toHaveLength(1)
    expect(y2024.some((l) => l.Unit?.includes('医学部'))).toBe(true)
  })

  it('pages major lines, plans, directions, majors, 选科 and charters', async () => {
    const lines = await app.call('School/SchoolSpecialtyScoreLine', { SchoolId: PKU, ProvinceId: 41, PageSize: 5 })
    expect(lines.code).toBe(0)
    expect(lines.data!.List.length).toBeLessThanOrEqual(5)
    const plan = await app.call('School/SchoolEnrollmentPlan', { SchoolId: PKU, ProvinceId: 33, PageSize: 5 })
    expect(plan.code).toBe(0)
    expect(plan.data!.Years.length).toBeGreaterThan(0)
    const direction = await app.call('School/SchoolEnrollmentDirection', { SchoolId: PKU })
    expect(direction.data!.List.length).toBeGreaterThan(0)
    const majors = await app.call('School/SchoolSpecialty', { SchoolId: PKU })
    expect(majors.data!.List.length).toBeGreaterThan(10)
    const exam = await app.call('School/SchoolSelectExam', { SchoolId: PKU, ProvinceId: 32 })
    expect(exam.code).toBe(0)
    const charters = await app.call('School/SchoolConstitutionList', { SchoolId: PKU })
    expect(charters.data).toEqual({ List: [], AdmissionSite: 'https://bkzs.pku.edu.cn' })
    expect((await app.call('School/SchoolConstitutionInfo', { ID: 999 })).code).toBe(1006)
  })

  it('shows 山东 lines that publish a rank only, with the score looked up in the table and flagged', async () => {
    const res = await app.call('School/SchoolEnrollment', { SchoolId: '4137010422', ProvinceId: 37 })
    expect(res.code).toBe(0)
    expect(res.data!.List.length).toBeGreaterThan(0)
    expect(res.data!.List.every((l) => l.MinRank !== null || l.MinScore !== null)).toBe(true)
    const looked = res.data!.List.filter((l) => l.MinScoreQuality === 'derived')
    expect(looked.length).toBeGreaterThan(0)
    for (const l of looked) expect(l.MinScore).toBeGreaterThan(400)
    const compare = await app.call('School/CompareCollege', { SchoolIds: ['4137010422'], ProvinceId: 37 })
    expect(compare.data!.List[0]!.Lines.length).toBeGreaterThan(0)
  })

  it('shows ordinary lines by default and special plans only when asked, flagged with their eligibility', async () => {
    const zzu = await app.call('School/SchoolEnrollment', { SchoolId: '4141010459', ProvinceId: 41 })
    expect(zzu.data!.List.length).toBeGreaterThan(0)
    expect(zzu.data!.List.every((l) => l.PlanType === '普通类' && l.Eligibility === '')).toBe(true)
    expect(zzu.data!.List.some((l) => l.Batch.includes('特殊类型'))).toBe(false)
    const special = await app.call('School/SchoolEnrollment', {
      SchoolId: '4141010459',
      ProvinceId: 41,
      PlanTypes: ['国家专项', '地方专项', '高校专项', '特殊类型'],
    })
    expect(special.data!.List.length).toBeGreaterThan(0)
    expect(special.data!.List.every((l) => l.PlanType !== '普通类' && l.Eligibility.length > 0)).toBe(true)
  })

  it('says plainly when a province has no lines', async () => {
    const res = await app.call('School/SchoolEnrollment', { SchoolId: PKU, ProvinceId: 71 })
    expect(res.data).toEqual({ SubjectTypes: [], Tracks: [], List: [], Freshness: '暂无2027年以前的录取数据' })
  })
})

describe('compare and ranking', () => {
  it('compares up to 4 colleges on one subject type', async () => {
    const res = await app.call('School/CompareCollege', { SchoolIds: [PKU, '4111010003'], ProvinceId: 41 })
    expect(res.code).toBe(0)
    expect(res.data!.List).toHaveLength(2)
    expect(res.data!.SubjectType).not.toBeNull()
    expect(res.data!.List.every((c) => c.Lines.every((l) => l.SubjectType === res.data!.SubjectType))).toBe(true)
    expect((await app.call('School/CompareCollege', { SchoolIds: [PKU, PKU, PKU, PKU, PKU], ProvinceId: 41 })).code).toBe(1001)
    expect((await app.call('School/CompareCollege', { SchoolIds: [], ProvinceId: 41 })).code).toBe(1001)
  })

  it('ranks colleges with the ranking source, filtered by province', async () => {
    const res = await app.call('School/SchoolRank', { PageSize: 3 })
    expect(res.data!.List.map((r) => r.Rank)).toEqual([1, 2, 3])
    expect(res.data!.List[0]?.Source).not.toBe('')
    const henan = await app.call('School/SchoolRank', { ProvinceId: 41, PageSize: 5 })
    expect(henan.data!.List.every((r) => r.School.ProvinceId === 41)).toBe(true)
  })
})

describe('province-wide plans and admission data', () => {
  it('searches plans and results by college or major, newest year first, paginated', async () => {
    const plan = await app.call('Public/EnrollmentPlan', { ProvinceId: 33, SpecialtyName: '计算机', PageSize: 10 })
    expect(plan.code).toBe(0)
    expect(plan.data!.List.length).toBeGreaterThan(0)
    expect(plan.data!.List.every((r) => r.SpecialtyName.includes('计算机') && r.Year === plan.data!.Year)).toBe(true)
    const adm = await app.call('Public/AdmissionResultSearch', { ProvinceId: 41, SpecialtyName: '临床医学', PageSize: 10 })
    expect(adm.code).toBe(0)
    expect(adm.data!.Total).toBeGreaterThan(0)
    expect((await app.call('Public/EnrollmentPlan', { ProvinceId: 99 })).code).toBe(1001)
  })
})
