import { describe, expect, it } from 'vitest'
import {
  bilingualAsEthnic,
  cooperationByMajorName,
  cooperationAsOrdinary,
  guangdongDerivedBesidePublished,
  groupPlanTypeMismatches,
  guangdongDerivedGroupRank,
  majorNamedByGroup,
  majorsWithTwoMinimums,
  mixedBatchSchoolLinesUnsplit,
  ranksAboveTable,
  schoolAboveGroup,
  specialBatchAsOrdinary,
  upgradeRow,
  type DefectRow,
  type TableRow,
} from './defect-classes.ts'
import { committedTable } from './committed-tables.test-kit.ts'

// The audit's defect classes (issue 29, ADR 041) counted on the committed dataset: each was found in
// the data as committed before the pipeline rules that fix it, and must not come back through a source.
const adm = committedTable<DefectRow>('admission_results')
const sample = (pred: (r: DefectRow) => boolean) => adm.filter(pred).slice(0, 3)

describe('committed dataset: audit defect classes (issue 29)', () => {
  it('types no ordinary 汉语国际教育 row 中外合作 (国际 is not a cooperation marker; was 3,224 rows)', () => {
    expect(sample(cooperationByMajorName)).toEqual([])
  })

  it('types no 双语实验班 or foreign-language 双语 row 民族班 (was 772 rows)', () => {
    expect(sample(bilingualAsEthnic)).toEqual([])
  })

  it('types no row of a 预科, 农村 or 贫困 batch 普通类 (was 1,359 云南 二本及预科 and 58 甘肃/湖北 rows)', () => {
    expect(sample(specialBatchAsOrdinary)).toEqual([])
  })

  it('keeps 云南 2024 二本及预科 ordinary school lines ordinary, and types a table without 预科 codes of its own 预科 (ADR 142)', () => {
    expect(mixedBatchSchoolLinesUnsplit(adm).slice(0, 3)).toEqual([])
    const daily = adm.filter((r) => r.province_code === '53' && r.year === 2024 && r.major_group === '二本及预科原始志愿')
    // 北京联合大学 1148 (文科 556) is an ordinary code: its 预科 code 11R3 (538) is another row of the 录取日报
    expect(daily.filter((r) => r.plan_type === '普通类').length).toBeGreaterThan(1000)
  })

  it('types no 八协/协作计划 code 普通类, and keeps the ordinary line it had displaced (was 115 rows; ADR 173)', () => {
    expect(sample(cooperationAsOrdinary)).toEqual([])
    // 河北 2025 历史类: 内蒙古大学's ordinary code (601) and its 八协计划 code (446) were read as one unit with two minimums
    const nmu = adm.filter((r) => r.province_code === '13' && r.year === 2025 && r.subject_type === '历史类' && r.institution_name.startsWith('内蒙古大学('))
    expect(nmu.filter((r) => r.plan_type === '普通类' && r.unit_level === 'institution').map((r) => r.min_score)).toContain(601)
    expect(nmu.filter((r) => r.plan_type === '普通类').every((r) => r.min_score === null || r.min_score > 500)).toBe(true)
  })

  it('holds no 专升本 row (was 666, 27 of them 河南 "2026")', () => {
    expect(sample(upgradeRow)).toEqual([])
  })

  it('names no major by a group label (was 726 rows)', () => {
    expect(sample(majorNamedByGroup)).toEqual([])
  })

  it('gives 广东 2022–2026 groups their published 投档 rank, never a derived one (was 4,342 derived)', () => {
    expect(guangdongDerivedBesidePublished(adm).slice(0, 3)).toEqual([])
    // the rest are groups of school-years the official table does not list (no published rank exists): a handful
    expect(adm.filter(guangdongDerivedGroupRank).length).toBeLessThanOrEqual(5)
  })

  it("gives a 专业组 and its majors one plan type (was 251: 242 groups whose line is a 中外合作/专项 major's, 9 by group code)", () => {
    expect(
      groupPlanTypeMismatches(adm)
        .slice(0, 3)
        .map((f) => [f.kind, f.row.province_code, f.row.year, f.row.institution_id, f.row.major_group, f.to]),
    ).toEqual([])
  })

  it('keeps 湖南大学 2024 湖南 物理类 第105组 (603) 普通类: the official table labels its 国家专项 groups itself (ADR 110)', () => {
    const g = adm.filter(
      (r) => r.province_code === '43' && r.year === 2024 && r.subject_type === '物理类' && r.institution_name === '湖南大学' && r.unit_level === 'major-group',
    )
    expect(g.filter((r) => r.major_group?.includes('第105组')).map((r) => [r.min_score, r.plan_type])).toEqual([[603, '普通类']])
    // its labelled groups keep their plan: 第307组(国家专项) 595
    expect(g.filter((r) => r.major_group?.includes('第307组')).map((r) => [r.min_score, r.plan_type])).toEqual([[595, '国家专项']])
  })

  it('holds no major unit with two minimum scores (was 449, all 山东 2021–2026, 117 of them 2026: one name listed twice under one 院校代码)', () => {
    expect(majorsWithTwoMinimums(adm).slice(0, 3)).toEqual([])
  })

  it('derives no rank for a score above its table top row (was 231 sharing the top rank)', () => {
    const table = committedTable<TableRow>('score_rank_rows')
    expect(ranksAboveTable(adm, table).slice(0, 3)).toEqual([])
  })

  it('has a school line more than 5 above its lowest ordinary group in at most 1 % of comparable school-years (was 44 %)', () => {
    const { comparable, above } = schoolAboveGroup(adm)
    expect(comparable).toBeGreaterThan(0)
    expect(above / comparable).toBeLessThanOrEqual(0.01)
  })

  it('keeps a published decimal minimum whole and its integer never rounded up (was 579.94 → 580)', () => {
    // the main source prints about 9,700 decimal minimums (安徽 906, 山西 2,194 …): each is kept in min_score_exact
    const decimals = adm.filter((r) => r.min_score_exact !== null && r.min_score_exact !== undefined)
    expect(decimals.length).toBeGreaterThan(1000)
    expect(decimals.filter((r) => r.min_score !== Math.floor(r.min_score_exact!)).slice(0, 3)).toEqual([])
  })
})
