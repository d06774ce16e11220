import type { UnitRow } from '@gk/contract'
import { describe, expect, it } from 'vitest'
import { datasetMemberPerFile, SEASON_CLOCK } from '../../../testing/students.ts'
import { typedCall } from '../wish-test-kit.ts'

/**
 * Issue 30 item 1 (ADR 050) on the committed dataset, through the real app at the 2027 season: the three colleges the
 * issue found summed up by one line. Each college's summary (the college's units call that the list's 本校专业组 sheet
 * and the college page read, and the assistant's Wish/WhatIfSchool) names its units within reach with their own
 * chances and lines, and none rests on a special plan's or another route's line.
 */
const { app, member } = datasetMemberPerFile({ clock: SEASON_CLOCK, env: { RATE_LIMIT_PER_MINUTE: '1000000' } })
const call = typedCall(() => app)

async function schoolOf(province: number, score: number, name: string) {
  const set = await call(
    'User/EditUserScore',
    { ProvinceId: province, Year: 2027, Score: score, SubjectType: 2, SelectSubjectList: ['chemistry', 'biology'] },
    member.token,
  )
  if (set.code !== 0) throw new Error(set.message)
  const search = await call('Wish/MySelfSearchForecast', { BatchId: 'undergraduate', Keyword: name, PageIndex: 1, PageSize: 5 }, member.token)
  const schoolId = search.data.List.find((r) => r.SchoolName === name)!.SchoolId
  const units = await call('Wish/NewExamSchoolScoreLineForecast', { BatchId: 'undergraduate', SchoolId: schoolId }, member.token)
  const all = await call(
    'Wish/NewExamSchoolScoreLineForecast',
    { BatchId: 'undergraduate', SchoolId: schoolId, PlanTypes: ['普通类', '中外合作'] },
    member.token,
  )
  const whatIf = await call(
    'Wish/WhatIfSchool',
    { SchoolId: schoolId, ProvinceId: province, SubjectType: '物理类', Score: score, Subjects: ['physics', 'chemistry', 'biology'] },
    member.token,
  )
  return { schoolId, rank: search.data.Rank!, units: units.data, all: all.data.List, whatIf: whatIf.data }
}

const line = (r: UnitRow) => `${r.History[0]?.Year} ${r.History[0]?.MinScore}/${r.History[0]?.MinRank}`
const show = (rows: readonly UnitRow[]) => rows.map((r) => `${r.GroupCode ?? r.MajorName} ${r.PlanType} ${Math.round((r.Probability ?? 0) * 100)}% ${line(r)}`)

describe('a college is summed up by its units within reach (issue 30 item 1)', () => {
  it('河南 物理类 580: 郑州大学 is not 护理学’s chance; each group within reach is named with its own chance and line', async () => {
    const { units, whatIf } = await schoolOf(41, 580, '郑州大学')
    console.log(`河南 580 郑州大学: ${units.Reach?.Summary}\n${show(units.List).join('\n')}`)
    const reach = units.Reach!
    expect(reach.Summary).toContain('没有全校统一的录取概率')
    // every unit counted within reach is named in the sentence with its chance, and the rest are counted
    for (const id of reach.WithinUnitIds) {
      const r = units.List.find((u) => u.UnitId === id)!
      expect(reach.Summary).toContain(`第${r.GroupCode}组`)
      expect(reach.Summary).toContain(`约${Math.round(r.Probability! * 100)}%`)
    }
    expect(reach.WithinUnitIds.length + reach.Beyond + reach.Unassessed).toBeGreaterThanOrEqual(units.List.filter((r) => r.PlanType === '普通类').length - 1)
    // the group of 护理学's line is one unit of several, and the summary says the others are beyond reach
    const nursing = units.List.find((r) => r.History[0]?.MinScore === 593 && r.History[0]?.MinRank === 54_059)
    expect(nursing).toBeDefined()
    // and is named as 护理学's line, not with the school's whole list of majors: by the group's own majors where the
    // data places them in it (ds-abc3640c42f34069: 第105组（护理学）), else as the major whose minimum the line was
    if (reach.WithinUnitIds.includes(nursing!.UnitId)) expect(reach.Summary).toMatch(new RegExp(`第${nursing!.GroupCode}组（(2025年最低分专业：)?[^）]*护理学`))
    expect(reach.Summary).not.toMatch(/等\d{2,}个专业/)
    expect(reach.Beyond).toBeGreaterThan(0)
    expect(whatIf.Reach.Summary).toBe(reach.Summary)
  }, 600_000)

  it('湖北 物理类 560: 武汉科技大学’s 中外合作 groups are not ordinary units, and a group’s 2025 and 2026 lines are one unit', async () => {
    const { units, all } = await schoolOf(42, 560, '武汉科技大学')
    console.log(`湖北 560 武汉科技大学: ${units.Reach?.Summary}\n${show(all).join('\n')}`)
    const ordinary = units.List.filter((r) => r.PlanType === '普通类')
    // 2025 第11组 551/43,643 and 第12组 548/45,990 are 中外合作 majors' lines (统计学, 机械工程（中外合作办学）)
    const coopLines = ordinary.filter((r) =>
      r.History.some((h) => (h.MinScore === 548 && h.MinRank === 45_990) || (h.MinScore === 551 && h.MinRank === 43_643)),
    )
    expect(show(coopLines)).toEqual([])
    expect(all.some((r) => r.PlanType === '中外合作' && r.History.some((h) => h.Year === 2025 && h.MinScore === 548))).toBe(true)
    // one 第10组 with both years, newest first
    const group10 = ordinary.filter((r) => r.GroupCode === '10')
    expect(group10.map((r) => r.History.map((h) => `${h.Year} ${h.MinScore}`))).toEqual([['2026 573', '2025 558']])
    for (const id of units.Reach!.WithinUnitIds) expect(ordinary.some((r) => r.UnitId === id)).toBe(true)
  }, 600_000)

  it('湖北 物理类 560: 三峡大学 第13组 is 中外合作 in 2026, so its 2025 ordinary line 517/71,930 is no ordinary unit (ADR 102)', async () => {
    const { units, all } = await schoolOf(42, 560, '三峡大学')
    console.log(`湖北 560 三峡大学: ${units.Reach?.Summary}\n${show(all).join('\n')}`)
    const ordinary = units.List.filter((r) => r.PlanType === '普通类')
    // the code's newest year says what it is: a candidate filling 13 in 2027 fills the 中外合作 group
    expect(show(ordinary.filter((r) => r.GroupCode === '13' || r.History.some((h) => h.MinScore === 517 && h.MinRank === 71_930)))).toEqual([])
    expect(all.some((r) => r.GroupCode === '13' && r.PlanType === '中外合作' && r.History[0]?.Year === 2026 && r.History[0]?.MinScore === 593)).toBe(true)
    // the college's ordinary groups of both years are still its units
    expect(ordinary.some((r) => r.GroupCode === '12' && r.History.some((h) => h.Year === 2026 && h.MinScore === 550))).toBe(true)
    for (const id of units.Reach!.WithinUnitIds) expect(ordinary.some((r) => r.UnitId === id)).toBe(true)
  }, 600_000)

  it('吉林 物理类 550: no 华中科技大学 unit rests on a 医科 line (600/5,529 分类投档-医科, 646/1,252 医科组)', async () => {
    const { units, rank } = await schoolOf(22, 550, '华中科技大学')
    console.log(`吉林 550 华中科技大学 (rank ${rank}): ${units.Reach?.Summary}\n${show(units.List).slice(0, 6).join('\n')}`)
    const onOutlier = units.List.filter((r) => r.History.some((h) => h.MinScore === 600 && h.MinRank === 5_529))
    expect(show(onOutlier)).toEqual([])
    expect(units.Reach!.WithinUnitIds).toEqual([])
    expect(units.List.every((r) => (r.Probability ?? 0) <= 0.1)).toBe(true)
    // ADR 082: 2025 had no 专业组, only one line per route (分类投档-医科 600/5,529, 医科组 646/1,252, 理工组 648/1,138). The
    // plan book's groups (002–006, not its 27 major numbers) stand on the ordinary 理工组 line, and say so; neither
    // 医科 line is an ordinary group's history, whichever order the rows come in
    const ordinary = units.List.filter((r) => r.PlanType === '普通类')
    expect(ordinary.map((r) => r.GroupCode).sort()).toEqual(['002', '003', '004', '005', '006'])
    expect(show(ordinary.filter((r) => r.History.some((h) => h.Year === 2025 && h.MinRank !== 1_138)))).toEqual([])
    for (const r of ordinary) expect(r.HistoryNote).toContain('往年无专业组，参考院校线')
  }, 600_000)
})

describe("the major page's colleges that admit the major within reach (issue #32 item 8)", () => {
  it('河南 物理类 580, 计算机科学与技术: the major-first list filtered by the major, every unit listing it, 冲 before 稳 before 保', async () => {
    const set = await call(
      'User/EditUserScore',
      { ProvinceId: 41, Year: 2027, Score: 580, SubjectType: 2, SelectSubjectList: ['chemistry', 'biology'] },
      member.token,
    )
    expect(set.code).toBe(0)
    const name = '计算机科学与技术'
    const res = await call('Wish/SpecialtyFirstListForecast', { BatchId: 'undergraduate', Majors: [name], PageIndex: 1, PageSize: 50 }, member.token)
    const rows = res.data.List
    console.log(
      `河南 580 ${name}: ${res.data.Total} units; ${rows
        .slice(0, 5)
        .map((r) => `${r.SchoolName} ${r.GroupCode} ${r.TierName}`)
        .join('; ')}`,
    )
    expect(res.data.Total).toBeGreaterThanOrEqual(10)
    // a row names its first majors (the card's), the major among them or beyond them (MajorCount)
    for (const r of rows) expect(r.Majors.some((m) => m.includes(name)) || r.MajorCount > r.Majors.length).toBe(true)
    const order = { reach: 0, match: 1, safe: 2 } as const
    const tiers = rows.map((r) => order[r.Tier!])
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b))
    expect(new Set(tiers).size).toBeGreaterThanOrEqual(2)
    // a member reads each unit's chance; every unit has a line of a past year
    expect(rows.every((r) => r.Probability !== null && r.History.length > 0)).toBe(true)
  }, 600_000)
})
