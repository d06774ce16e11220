import { describe, expect, it } from 'vitest'
import { testAppPerFile } from '../../testing/build-test-app.ts'

// the college page of a candidate's province
const app = testAppPerFile({ withDataset: true })

const ZZU = '4141010459'
const SDU = '4137010422'
const PKU = '4111010001'

describe('college page lines', () => {
  it('郑州大学 for 河南 物理类: years of ordinary lines across the 2025 reform, no special plan as its line', async () => {
    const res = await app.call('School/SchoolEnrollment', { SchoolId: ZZU, ProvinceId: 41 })
    expect(res.code).toBe(0)
    const physics = res.data!.Tracks.find((t) => t.Name === '物理类')
    // 河南 reformed in 2025: the 物理类 track continues the 理科 one
    expect(physics).toMatchObject({ SubjectTypes: ['物理类', '理科'], Basis: 'score' })
    expect(physics!.Note).toContain('理科')
    expect(res.data!.Tracks.some((t) => t.Name === '理科')).toBe(false)
    const own = res.data!.List.filter((l) => physics!.SubjectTypes.includes(l.SubjectType) && l.Unit === null && !l.Partial)
    expect(new Set(own.map((l) => l.Year)).size).toBeGreaterThanOrEqual(3)
    expect(own.every((l) => l.PlanType === '普通类' && l.MinScore !== null && l.MinScore > 400 && l.MinScore < 750)).toBe(true)
    // 2022 has two majors a summary site repeated: listed, flagged, never the college's line in a chart
    const y2022 = res.data!.List.find((l) => l.Year === 2022 && l.SubjectType === '理科')
    expect(y2022?.Partial).toBe(true)
    expect(y2022?.Batch).toContain('仅收录2个专业')
  })

  it('lists special plans only as flagged extra rows that never move the ordinary line', async () => {
    const plain = await app.call('School/SchoolEnrollment', { SchoolId: ZZU, ProvinceId: 41, SubjectType: '物理类' })
    const all = await app.call('School/SchoolEnrollment', { SchoolId: ZZU, ProvinceId: 41, SubjectType: '物理类', IncludeSpecial: true })
    const ordinaryOf = (list: typeof plain.data) => list!.List.filter((l) => l.PlanType === '普通类')
    expect(ordinaryOf(all.data)).toEqual(ordinaryOf(plain.data))
    const special = all.data!.List.filter((l) => l.PlanType !== '普通类')
    expect(special.length).toBeGreaterThan(0)
    expect(special.every((l) => l.Eligibility.length > 0)).toBe(true)
    expect(new Set(special.map((l) => l.PlanType))).toContain('国家专项')
  })

  it('山东 pages show a rank-based history (scores looked up from ranks)', async () => {
    const res = await app.call('School/SchoolEnrollment', { SchoolId: SDU, ProvinceId: 37 })
    const track = res.data!.Tracks[0]!
    expect(track).toMatchObject({ Name: '综合', Basis: 'rank' })
    const years = new Set(res.data!.List.filter((l) => l.SubjectType === '综合' && l.MinRank !== null).map((l) => l.Year))
    expect(years.size).toBeGreaterThanOrEqual(3)
  })
})

describe('college page overview, plans and 选科', () => {
  it('gives 一流学科, 学科评估 and 一流本科专业 with year and source', async () => {
    const res = await app.call('School/SchoolInfo', { SchoolId: ZZU })
    const d = res.data!
    expect(d.FirstClassSubjects).toEqual(expect.arrayContaining(['化学', '材料科学与工程', '临床医学']))
    expect(d.FirstClassSource).toMatch(/2022/)
    expect(d.Evaluations).toContainEqual({ Code: '0703', Name: '化学', Grade: 'B+' })
    // best grade first
    expect(d.Evaluations[0]!.Grade.startsWith('B+') || d.Evaluations[0]!.Grade.startsWith('A')).toBe(true)
    expect(d.EvaluationSource).toMatch(/第四轮学科评估.*2017/)
    expect(d.FirstClassMajors.map((m) => m.Name)).toContain('计算机科学与技术')
    expect(new Set(d.FirstClassMajors.map((m) => m.Name)).size).toBe(d.FirstClassMajors.length)
    expect(d.RankSource).toMatch(/软科.*2026/)
    expect(d.Address).not.toBe('')
  })

  it('says plainly, with the year, when a province has no plan or 选科 for the college', async () => {
    const plan = await app.call('School/SchoolEnrollmentPlan', { SchoolId: ZZU, ProvinceId: 63 })
    expect(plan.data).toMatchObject({ Total: 0, Note: '本应用暂未收录青海2026年及以前的招生计划' })
    const exam = await app.call('School/SchoolSelectExam', { SchoolId: ZZU, ProvinceId: 63 })
    expect(exam.data!.List).toEqual([])
    expect(exam.data!.Note).toBe('本应用暂未收录青海2026年及以前的选科要求')
    // 河南's 选科 comes from its official 2025 院校专业组 table (ADR 040), said with the year
    const henan = await app.call('School/SchoolSelectExam', { SchoolId: ZZU, ProvinceId: 41 })
    expect(henan.data!.List.length).toBeGreaterThan(0)
    expect(henan.data!.Note).toBe('本应用暂未收录河南2026年选科要求，以下为2025年数据')
  })

  it("names a plan's batch as the year's policy does (河南 2026: 普通本科批, never the 本科一批 of the source; issue #32)", async () => {
    const plan = await app.call('School/SchoolEnrollmentPlan', { SchoolId: '4132010288', ProvinceId: 41, PageSize: 50 })
    expect(plan.data!.Year).toBe(2026)
    const batches = new Set(plan.data!.List.map((r) => r.Batch))
    expect(batches.has('普通本科批')).toBe(true)
    expect(batches.has('本科一批')).toBe(false)
  })

  it("shows the student's track in the newest year that has it, and says which tracks the year has (issue #32 item 8)", async () => {
    // 南京理工大学 in 河南: 2026 plans for 物理类 and 历史类, 2022 ones for 理科 and 文科
    const physics = await app.call('School/SchoolEnrollmentPlan', { SchoolId: '4132010288', ProvinceId: 41, SubjectType: '物理类', PageSize: 50 })
    expect(physics.data).toMatchObject({ Year: 2026, SubjectType: '物理类' })
    expect(new Set(physics.data!.SubjectTypes)).toEqual(new Set(['物理类', '历史类', '艺术类']))
    expect(physics.data!.List.length).toBeGreaterThan(0)
    expect(physics.data!.List.every((r) => r.SubjectType === '物理类' && r.Year === 2026 && r.Source.length > 0)).toBe(true)
    expect(physics.data!.List.some((r) => r.MajorGroup !== null && (r.PlanCount ?? 0) > 0)).toBe(true)
    // the ordinary plans first (their groups sorted as 国家专项's key would have come first), the special ones after them
    const special = physics.data!.List.map((r) => r.Batch.includes('专项'))
    expect(special.slice(0, 10)).toEqual(Array(10).fill(false))
    expect(special.some(Boolean)).toBe(true)
    // 西安邮电大学's plans in 河南 are 2022's (理科, 文科): the 理科 ones are asked for by name; a track the plans never
    // name lists the newest year's every track rather than nothing
    const science = await app.call('School/SchoolEnrollmentPlan', { SchoolId: '4161011664', ProvinceId: 41, SubjectType: '理科', PageSize: 50 })
    expect(science.data).toMatchObject({ Year: 2022, SubjectType: '理科' })
    expect(science.data!.List.every((r) => r.SubjectType === '理科')).toBe(true)
    const unknown = await app.call('School/SchoolEnrollmentPlan', { SchoolId: '4161011664', ProvinceId: 41, SubjectType: '物理类', PageSize: 50 })
    expect(unknown.data).toMatchObject({ Year: 2022, SubjectType: null })
    expect(new Set(unknown.data!.List.map((r) => r.SubjectType))).toEqual(new Set(unknown.data!.SubjectTypes))
    expect(unknown.data!.SubjectTypes.length).toBeGreaterThan(1)
  })

  it('shows the newest plan year and 选科 from the plan where the data has them', async () => {
    const plan = await app.call('School/SchoolEnrollmentPlan', { SchoolId: PKU, ProvinceId: 33 })
    expect(plan.data).toMatchObject({ Year: 2026, Note: '' })
    const exam = await app.call('School/SchoolSelectExam', { SchoolId: PKU, ProvinceId: 33 })
    expect(exam.data!.Basis).toBe('招生计划')
    expect(exam.data!.List.length).toBeGreaterThan(0)
    expect(exam.data!.List.every((r) => r.Year === 2026 && r.Requirement.length > 0)).toBe(true)
    const jiangsu = await app.call('School/SchoolSelectExam', { SchoolId: PKU, ProvinceId: 32 })
    expect(jiangsu.data!.Basis).toBe('选科要求表')
    expect(jiangsu.data!.Note).toBe('本应用暂未收录江苏2026年选科要求，以下为2024年数据')
  })
})
