import { beforeAll, describe, expect, it } from 'vitest'
import { LIST_ROW_MAJORS } from '@gk/contract'
import { calibrationLine } from '@gk/domain'
import { datasetMemberPerFile } from '../../../testing/students.ts'
import { typedCall } from '../wish-test-kit.ts'

const { app, member } = datasetMemberPerFile()
const call = typedCall(() => app)
const page = { BatchId: 'undergraduate', PageIndex: 1, PageSize: 50 }

const profile = (ProvinceId: number, Score: number, SubjectType: number, SelectSubjectList: string[]) =>
  call('User/EditUserScore', { ProvinceId, Year: 2026, Score, SubjectType, SelectSubjectList }, member.token)

describe('河南 2026 物理 580: the first new-exam years of a reformed province', () => {
  beforeAll(async () => {
    expect((await profile(41, 580, 2, ['chemistry', 'biology'])).code).toBe(0)
  })

  it('lists ordinary units in 普通本科批, with the old 理科 years converted and labelled', async () => {
    const stat = await call('Wish/SchoolFirstStatForecast', { BatchId: 'undergraduate' }, member.token)
    expect(stat.data.Reach).toBeGreaterThanOrEqual(3)
    expect(stat.data.Match).toBeGreaterThanOrEqual(3)
    expect(stat.data.Safe).toBeGreaterThanOrEqual(3)
    const list = await call('Wish/SchoolFirstListForecast', page, member.token)
    expect(list.data.List.every((r) => r.PlanType === '普通类' && r.Eligibility === '')).toBe(true)
    const derived = list.data.List.filter((r) => r.IsDerived)
    expect(derived.length).toBeGreaterThan(0)
    for (const r of derived) {
      expect(r.Confidence).toBe('low')
      expect(r.HistoryNote).not.toBe('')
    }
    // how a converted line was obtained is in the unit's own row (the card says 推算 and the HistoryNote)
    const own = await call('Wish/ForecastGroup', { BatchId: page.BatchId, UnitIds: derived.map((r) => r.UnitId) }, member.token)
    expect(own.data.some((r) => r.History.some((h) => h.Note.includes('理科')))).toBe(true)
  })

  it('shows every label a step lower and says why once above the list, with the figures of 河南 (ADR 039)', async () => {
    const list = await call('Wish/SchoolFirstListForecast', page, member.token)
    const forecast = list.data.List.filter((r) => r.Confidence !== null)
    expect(forecast.length).toBeGreaterThan(0)
    for (const r of forecast) {
      expect(r.ConfidenceNote).toBe('')
      expect(r.Reason).not.toContain('校准')
      expect(r.Confidence).not.toBe('high')
    }
    expect(list.data.CalibrationNote).toBe(calibrationLine('henan', '河南'))
    expect(list.data.CalibrationNote).toMatch(/河南.*ECE）0\.\d{3}/)
  })

  it('finds 郑州大学 in 自主填报 with a probability from ordinary lines', async () => {
    const search = await call('Wish/MySelfSearchForecast', { BatchId: 'undergraduate', Keyword: '郑州大学', PageIndex: 1, PageSize: 10 }, member.token)
    const zzu = search.data.List.filter((r) => r.SchoolName === '郑州大学')
    expect(zzu.length).toBeGreaterThan(0)
    expect(zzu.every((r) => r.Probability !== null && r.PlanType === '普通类')).toBe(true)
    // 580 is well below 郑州大学's ordinary line: never a 保 from a special plan's line
    expect(zzu.every((r) => r.Tier !== 'safe')).toBe(true)
  })

  it('hides special plans unless asked, then flags each with its eligibility', async () => {
    const kinds = ['国家专项', '地方专项', '高校专项', '预科', '民族班', '中外合作', '合作办学', '定向', '公费师范', '其他']
    const special = await call('Wish/SchoolFirstList', { ...page, PlanTypes: kinds }, member.token)
    expect(special.data.Total).toBeGreaterThan(0)
    expect(special.data.List.every((r) => kinds.includes(r.PlanType) && r.Eligibility.length > 0)).toBe(true)
    const ordinary = await call('Wish/SchoolFirstList', page, member.token)
    const ids = new Set(ordinary.data.List.map((r) => r.UnitId))
    expect(special.data.List.some((r) => ids.has(r.UnitId))).toBe(false)
  })
})

describe('control lines', () => {
  it('takes the ordinary line of the batch, not the lowest special one (广东 物理 425, not the 预科 365)', async () => {
    expect((await profile(44, 400, 2, ['chemistry', 'biology'])).code).toBe(0)
    const batches = await call('Wish/BatchList', {}, member.token)
    const main = batches.data.find((b) => b.BatchId === 'undergraduate')!
    expect(main.ControlLine).toBe(425)
    expect(main.IsAvailable).toBe(false)
  })
})

describe('majors inside a group', () => {
  it('gives group units their majors, where the list comes from, and warns on a table without majors', async () => {
    expect((await profile(32, 600, 2, ['chemistry', 'biology'])).code).toBe(0)
    const list = await call('Wish/SchoolFirstListForecast', page, member.token)
    const withMajors = list.data.List.filter((r) => r.Majors.length > 0)
    expect(withMajors.length).toBeGreaterThan(0)
    for (const r of withMajors) {
      expect(['plan', 'history', 'school']).toContain(r.MajorsSource)
      // the list row names the first few; the unit's own row has every one
      expect(r.Majors.length).toBe(Math.min(r.MajorCount, LIST_ROW_MAJORS))
    }
    const unit = withMajors.find((r) => r.GroupCode !== null)!
    // the table editor's major picker: the group's majors, by name even where they have no line of their own
    const picker = await call('Wish/SpecialtyForecast', { BatchId: 'undergraduate', SchoolId: unit.SchoolId, GroupCode: unit.GroupCode! }, member.token)
    const names = picker.data.List.map((r) => r.MajorName)
    expect(unit.Majors.some((m) => names.includes(m))).toBe(true)
    const saved = await call(
      'User/WishSpecialtyGroupSave',
      { BatchId: 'undergraduate', Name: '测试', Wishes: [{ UnitId: unit.UnitId, MajorNames: [], IsAdjustmentAccepted: false }] },
      member.token,
    )
    expect(saved.code).toBe(0)
    expect(saved.data.Warnings).toHaveLength(1)
    expect(saved.data.Warnings[0]).toContain('未选择专业')
    const chosen = await call(
      'User/WishSpecialtyGroupSave',
      { BatchId: 'undergraduate', Name: '测试2', Wishes: [{ UnitId: unit.UnitId, MajorNames: [unit.Majors[0]!], IsAdjustmentAccepted: true }] },
      member.token,
    )
    expect(chosen.data.Warnings).toEqual([])
  })
})
