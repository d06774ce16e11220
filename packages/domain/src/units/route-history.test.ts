import { describe, expect, it } from 'vitest'
import { findProvincePolicy } from '../policy/province-policies.ts'
import { makeScoreRankTable } from '../rank/score-rank-table.ts'
import { buildProvinceUnits, newestResultsYear } from './province-units.ts'
import { routeLabel } from './route-label.ts'
import type { ControlLineRow, PlanRow, RankTableEntry, RankTableIndex, ResultRow } from './rows.ts'
import { rankTableIndexOf } from './rank-table-index.test-kit.ts'
import { groupCodeOf } from './unit-classify.ts'

/**
 * ADR 082: which of an institution's rows an ordinary group stands on when the year before had no 专业组 (吉林 2025:
 * one line per route), and how a plan book that numbers majors inside its groups is read. 华中科技大学's rows as the
 * dataset has them.
 */
function tables(years: number[]): RankTableIndex {
  const rows = Array.from({ length: 401 }, (_, i) => ({ score: 750 - i, count: 100 }))
  const all: RankTableEntry[] = years
    .map((year) => ({ provinceCode: '22', year, subjectType: '物理类', table: makeScoreRankTable(rows), sourceId: 't', quality: 'official' }))
    .sort((a, b) => b.year - a.year)
  return rankTableIndexOf(all)
}

const institutionRow = (year: number, label: string, minScore: number, minRank: number): ResultRow => ({
  year,
  subject_type: '物理类',
  batch: '本科批',
  unit_level: 'institution',
  institution_id: 'H',
  institution_name: '华中科技大学',
  provincial_code: null,
  major_group: `华中科技大学${year}吉林普通批|${label}：物+化`,
  major_code: null,
  major_name: null,
  min_score: minScore,
  min_rank: minRank,
  plan_count: null,
  requirement_text: null,
  subject_requirement: null,
  source_id: 's',
  quality: 'official',
  plan_type: '普通类',
})

// 吉林's plan book: "<school code><group> 第<group>组 <major number>", the major number in major_code
const planRow = (group: string, major: string, name: string): PlanRow => ({
  year: 2026,
  subject_type: '物理类',
  batch: '普通本科批',
  level: '本科',
  institution_id: 'H',
  institution_name: '华中科技大学',
  provincial_code: '4202',
  major_group: `4202${group} 第${group}组 ${major}`,
  major_code: major,
  major_name: name,
  plan_count: 2,
  tuition: 5850,
  requirement_text: '化学',
  subject_requirement: null,
  plan_type: '普通类',
})
const plans = [planRow('002', '003', '数学类'), planRow('002', '004', '机械类'), planRow('003', '017', '临床医学'), planRow('004', '020', '儿科学')]

const line = (year: number): ControlLineRow => ({
  year,
  subject_type: '物理类',
  category: '普通类',
  batch: '本科批',
  batch_key: 'bk',
  score: 400,
  quality: 'official',
})

function groups(results: ResultRow[]) {
  const policy = findProvincePolicy('jilin', 2027)!
  const index = buildProvinceUnits({
    province: { code: '22', shortName: '吉林', slug: 'jilin' },
    policy,
    rankTables: tables([2024, 2025]),
    schools: new Map(),
    newestResultsYear: newestResultsYear(results, 2027),
    results,
    plans,
    lines: [line(2024), line(2025)],
  })
  return index.get('physics', 'undergraduate')!.units.filter((u) => u.planType === '普通类')
}

const lineOf = (u: { history: { year: number; minScore: number | null; minRank: number | null }[] }) =>
  u.history.map((h) => `${h.year} ${h.minScore}/${h.minRank}`)

describe('an ordinary group on its institution’s line of a year without 专业组 (ADR 082)', () => {
  // 2025: three institution lines, two of them another route's
  const y2025 = [institutionRow(2025, '分类投档 - 医科', 600, 5_529), institutionRow(2025, '医科组', 646, 1_252), institutionRow(2025, '理工组', 648, 1_138)]
  const y2024 = [
    institutionRow(2024, '003理工组', 661, 880),
    institutionRow(2024, '004医科组', 640, 2_139),
    institutionRow(2024, '005理工分类投档组', 644, 1_838),
  ]

  it('stands on the ordinary row whatever order the rows come in, and says the year had no 专业组', () => {
    for (const order of [[...y2025, ...y2024], [...y2025, ...y2024].reverse(), [y2025[1]!, y2025[0]!, y2025[2]!, ...y2024]]) {
      const units = groups(order)
      expect(units.map((u) => u.groupCode)).toEqual(['002', '003', '004'])
      for (const u of units) {
        expect(lineOf(u)).toEqual(['2025 648/1138', '2024 661/880'])
        expect(u.historyNote).toContain('往年无专业组，参考院校线')
        expect(u.isDerived).toBe(true)
      }
    }
  })

  it('never stands on a row naming a route, even where no outlier rule sets it apart', () => {
    // two lines only (the outlier rule of ADR 039 needs three), the 2025 one a 医科 line
    const units = groups([institutionRow(2025, '医科组', 646, 1_252), institutionRow(2024, '003理工组', 661, 880)])
    expect(units.map(lineOf)).toEqual(units.map(() => ['2024 661/880']))
    // with only another route's line, the planned groups are listed without a line of their own
    expect(groups([institutionRow(2025, '分类投档 - 医科', 600, 5_529)]).map(lineOf)).toEqual([[], [], []])
  })
})

describe('a group’s own years continue only the route its newest year names', () => {
  const groupRow = (year: number, wording: string, minScore: number, minRank: number): ResultRow => ({
    ...institutionRow(year, '', minScore, minRank),
    unit_level: 'major-group',
    provincial_code: '4202',
    major_group: wording,
  })

  it('leaves out a year naming another route than the group’s newest labelled year, and keeps years naming none', () => {
    const rows = [groupRow(2025, '第002组', 648, 1_138), groupRow(2024, '第002组（医科）', 640, 2_139), groupRow(2023, '第002组（分类投档）', 644, 1_838)]
    const g = groups(rows).find((u) => u.groupCode === '002')!
    expect(lineOf(g)).toEqual(['2025 648/1138', '2024 640/2139'])
    expect(g.isDerived).toBe(false)
  })
})

describe('reading the route and the group', () => {
  it('names the route of the line, not of the institution’s name or the source’s prefix', () => {
    expect(routeLabel({ unit_level: 'institution', institution_name: '华中科技大学', major_group: '华中科技大学2025吉林普通批|分类投档 - 医科：物+化' })).toBe(
      '医科+分类投档',
    )
    expect(
      routeLabel({ unit_level: 'institution', institution_name: '哈尔滨医科大学', major_group: '哈尔滨医科大学2025吉林普通批|普通类：物+化' }),
    ).toBeUndefined()
    expect(routeLabel({ unit_level: 'major-group', institution_name: '延边大学', major_group: '第004组（中外合作）' })).toBe('中外合作')
    expect(routeLabel({ unit_level: 'institution', institution_name: '某大学', major_group: '某大学|南校区' })).toBe('校区')
    // 大连理工大学 in 四川: the main campus is the institution's line, 盘锦 another route's
    const dlut = (campus: string) => ({ unit_level: 'institution', institution_name: '大连理工大学', major_group: `大连理工大学-${campus}-四川-物理类-普通类` })
    expect(routeLabel(dlut('主校区（含开发区校区）'))).toBeUndefined()
    expect(routeLabel(dlut('盘锦校区'))).toBe('校区')
    expect(routeLabel({ unit_level: 'major', institution_name: '中南大学', major_group: '中南大学-吉林-临床医学类' })).toBeUndefined()
  })

  it('reads the group a plan row states over the major number beside it', () => {
    expect(groupCodeOf('004', '4202002 第002组 004')).toBe('002')
    expect(groupCodeOf('01', '北京大学医学部第01组')).toBe('01')
    expect(groupCodeOf('101', null)).toBe('101')
    expect(groupCodeOf(null, '01专业组(不限)')).toBe('01')
    // a letter-led bare code is a group (湖南 2026 高校专项 「V08」), a name is not
    expect(groupCodeOf(null, 'V08')).toBe('V08')
    expect(groupCodeOf(null, '北方工业大学2010校线|湖南|理工')).toBeNull()
  })
})
