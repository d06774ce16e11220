import { describe, expect, it } from 'vitest'
import { findProvincePolicy } from '../policy/province-policies.ts'
import { makeScoreRankTable } from '../rank/score-rank-table.ts'
import { buildProvinceUnits, newestResultsYear } from './province-units.ts'
import type { ControlLineRow, PlanRow, RankTableEntry, RankTableIndex, ResultRow } from './rows.ts'
import { rankTableIndexOf } from './rank-table-index.test-kit.ts'

/** one 物理类 table a year: 1,000 candidates a point from 700 down to 400 */
function tables(years: number[]): RankTableIndex {
  const rows = Array.from({ length: 301 }, (_, i) => ({ score: 700 - i, count: 1000 }))
  const all: RankTableEntry[] = years
    .map((year) => ({ provinceCode: '32', year, subjectType: '物理类', table: makeScoreRankTable(rows), sourceId: 't', quality: 'official' }))
    .sort((a, b) => b.year - a.year)
  return rankTableIndexOf(all)
}

const result = (year: number, minScore: number, extra: Partial<ResultRow> = {}): ResultRow => ({
  year,
  subject_type: '物理类',
  batch: '本科批',
  unit_level: 'major-group',
  institution_id: 'A',
  institution_name: '甲大学',
  provincial_code: '1101',
  major_group: '01专业组(化学)',
  major_code: '01',
  major_name: null,
  min_score: minScore,
  min_rank: null,
  plan_count: 30,
  requirement_text: '化学',
  subject_requirement: null,
  source_id: 's',
  quality: 'official',
  plan_type: null,
  ...extra,
})

const line = (year: number, score: number): ControlLineRow => ({
  year,
  subject_type: '物理类',
  category: '普通类',
  batch: '本科批',
  batch_key: 'bk',
  score,
  quality: 'official',
})

const plan: PlanRow = {
  year: 2026,
  subject_type: '物理类',
  batch: '本科批',
  level: '本科',
  institution_id: 'A',
  institution_name: '甲大学',
  provincial_code: '1101',
  major_group: '01专业组(化学)',
  major_code: '01',
  major_name: '计算机类',
  plan_count: 40,
  tuition: 5200,
  requirement_text: '化学',
  subject_requirement: null,
  plan_type: null,
}

function build(year: number, results: ResultRow[]) {
  const policy = findProvincePolicy('jiangsu', year)!
  return buildProvinceUnits({
    province: { code: '32', shortName: '江苏', slug: 'jiangsu' },
    policy,
    rankTables: tables([2023, 2024, 2025]),
    schools: new Map(),
    newestResultsYear: newestResultsYear(results, year),
    results,
    plans: [plan],
    lines: [line(2023, 448), line(2024, 462), line(2025, 463)],
  })
}

describe('buildProvinceUnits (the unit build over rows)', () => {
  const rows = [result(2024, 600), result(2025, 610), result(2025, 520, { batch: '本科批征求志愿' }), result(2020, 650)]

  it('builds a group unit from its own rows: scores ranked in their year’s table, a 征求 round and years outside the window left out', () => {
    const batch = build(2026, rows).get('physics', 'undergraduate')!
    const unit = batch.byId.get('g:A:1101:01')!
    expect(unit.history.map((h) => [h.year, h.minScore, h.minRank])).toEqual([
      [2025, 610, 91_000],
      [2024, 600, 101_000],
    ])
    expect(unit.history[0]!.note).toBe('位次由2025年一分一段表换算')
    expect(unit.isDerived).toBe(false)
    expect([unit.planCount, unit.tuition, unit.majors, unit.majorsSource]).toEqual([40, 5200, ['计算机类'], 'plan'])
    expect(unit.prepared.estimate?.yearsUsed).toEqual([2025, 2024])
    expect(batch.historyYears).toEqual([2025, 2024])
  })

  it('keeps an older plan book’s units but not its seat counts, and leaves the rows it was given as they were', () => {
    const before = JSON.stringify(plan)
    const unit = build(2027, rows).get('physics', 'undergraduate')!.byId.get('g:A:1101:01')!
    expect(unit.planCount).toBeNull()
    expect(unit.majors).toEqual(['计算机类'])
    expect(JSON.stringify(plan)).toBe(before)
  })

  it('counts the newest results year from ordinary gaokao rows only', () => {
    expect(newestResultsYear([...rows, result(2025, 300, { year: 2026, batch: '专升本' })], 2027)).toBe(2025)
    expect(newestResultsYear([], 2027)).toBeNull()
  })
})
