import { describe, expect, it } from 'vitest'
import { findProvincePolicy } from '../policy/province-policies.ts'
import { makeScoreRankTable } from '../rank/score-rank-table.ts'
import type { SubjectType } from '../types.ts'
import { buildProvinceUnits, newestResultsYear } from './province-units.ts'
import type { ControlLineRow, RankTableEntry, RankTableIndex, ResultRow } from './rows.ts'
import { rankTableIndexOf } from './rank-table-index.test-kit.ts'

/**
 * ADR 171: 宁夏 2025 (its reform year, 本科批B段 filled by 院校专业组) is stored by its source as institution rows whose
 * wording names the group: 宁夏医科大学 「001专业组(选考科目不限)」 436, 「503专业组(选考科目化学)」 491, 「A15专业组(选考科目化学和
 * 生物 )」 388, 国家专项 「5A7…」, 地方专项 「0B2…」, 预科 「5y4…」, and 高职 「517…」. Read at the institution level, the college was one
 * 院校线 on its lowest part (A15, which needs 化学和生物) continued by the old 2023 理科 line, and a candidate without 化学
 * was told 99 %. Each is its group's own line, with the group's 选科 and plan type.
 */
function tables(): RankTableIndex {
  const rows = Array.from({ length: 451 }, (_, i) => ({ score: 750 - i, count: 60 }))
  const entry = (year: number, subjectType: string): RankTableEntry => ({
    provinceCode: '64',
    year,
    subjectType,
    table: makeScoreRankTable(rows),
    sourceId: 't',
    quality: 'official',
  })
  return rankTableIndexOf([entry(2025, '物理类'), entry(2025, '历史类'), entry(2023, '理科'), entry(2023, '文科')])
}

const chemistry = { first: null, allOf: ['chemistry'], anyOf: [] }
const group = (
  code: string,
  wording: string,
  minScore: number,
  minRank: number,
  requirement: { text: string; value: unknown },
  planType = '普通类',
  batch = '本科批B段',
): ResultRow => ({
  year: 2025,
  subject_type: '物理类',
  batch,
  unit_level: 'institution',
  institution_id: 'NXMU',
  institution_name: '宁夏医科大学',
  provincial_code: '6421',
  major_group: wording,
  major_code: code,
  major_name: null,
  min_score: minScore,
  min_rank: minRank,
  plan_count: null,
  requirement_text: requirement.text,
  subject_requirement: requirement.value,
  source_id: 'gaokao-zhiyuan-site',
  quality: 'official',
  plan_type: planType,
})

const open = { text: '不限', value: { first: null, allOf: [], anyOf: [] } }
const chem = { text: '化学', value: chemistry }
const chemBio = { text: '化学和生物', value: { first: null, allOf: ['chemistry', 'biology'], anyOf: [] } }

const rows: ResultRow[] = [
  group('001', '001专业组(选考科目不限)', 436, 17_102, open),
  group('503', '503专业组(选考科目化学)', 491, 8_208, chem),
  group('505', '505专业组(选考科目化学)', 392, 26_102, chem),
  group('A15', 'A15专业组(选考科目化学和生物 )', 388, 26_857, chemBio),
  group('5A7', '5A7专业组(选考科目化学)国家专项计划', 492, 8_062, chem, '国家专项'),
  group('0B2', '0B2专业组(选考科目不限)地方专项计划', 444, 15_533, open, '地方专项'),
  group('5y4', '5y4专业组(选考科目化学)预科', 449, 14_615, chem, '预科'),
  group('517', '517专业组(选考科目化学)', 405, 23_400, chem, '普通类', '高职（专科）批'),
  // the old model's line of the same college: 2023 理科 本科一批 院校线 (no group, no rank)
  {
    ...group('', '', 436, 0, open),
    year: 2023,
    subject_type: '理科',
    batch: '本科一批',
    provincial_code: null,
    major_group: null,
    major_code: null,
    min_rank: null,
    requirement_text: null,
    subject_requirement: null,
    source_id: 'gaokao-zhiyuan-recommender',
  },
]

const line = (year: number, subjectType: string, batch: string, score: number): ControlLineRow => ({
  year,
  subject_type: subjectType,
  category: '普通类',
  batch,
  batch_key: 'bk',
  score,
  quality: 'official',
})

function build(results: ResultRow[]) {
  return buildProvinceUnits({
    province: { code: '64', shortName: '宁夏', slug: 'ningxia' },
    policy: findProvincePolicy('ningxia', 2027)!,
    rankTables: tables(),
    schools: new Map(),
    newestResultsYear: newestResultsYear(results, 2027),
    results,
    plans: [],
    lines: [line(2025, '物理类', '本科批', 360), line(2025, '物理类', '专科批', 200), line(2023, '理科', '本科一批', 380)],
  })
}

const unitsOf = (st: SubjectType, batch: string) =>
  (build(rows).get(st, batch)?.units ?? [])
    .filter((u) => u.school.id === 'NXMU')
    .map((u) => ({
      id: u.id,
      planType: u.planType,
      group: u.groupCode,
      requirement: u.requirementText,
      history: u.history.map((h) => `${h.year} ${h.minScore}/${h.minRank}${h.isCrossTrack ? ' 理科' : ''}`),
    }))
    .sort((a, b) => a.id.localeCompare(b.id))

describe('a 专业组 the source filed as the institution’s row is that group’s unit (宁夏 2025, ADR 171)', () => {
  it('makes each ordinary group a unit on its own line and 选科, and no 院校线 unit of the college', () => {
    const ordinary = unitsOf('physics', 'undergraduate').filter((u) => u.planType === '普通类')
    expect(ordinary).toEqual([
      { id: 'g:NXMU:6421:001', planType: '普通类', group: '001', requirement: '不限', history: ['2025 436/17102'] },
      { id: 'g:NXMU:6421:503', planType: '普通类', group: '503', requirement: '化学', history: ['2025 491/8208'] },
      { id: 'g:NXMU:6421:505', planType: '普通类', group: '505', requirement: '化学', history: ['2025 392/26102'] },
      { id: 'g:NXMU:6421:A15', planType: '普通类', group: 'A15', requirement: '化学和生物', history: ['2025 388/26857'] },
    ])
  })

  it('never continues a 2025 group with the old 理科 院校线', () => {
    const all = unitsOf('physics', 'undergraduate')
    expect(all.filter((u) => u.history.some((h) => h.includes('理科')))).toEqual([])
    expect(all.some((u) => u.id.startsWith('s:'))).toBe(false)
  })

  it('keeps the special plans’ groups (国家专项, 地方专项, 预科, letter codes included) in their own buckets', () => {
    const special = unitsOf('physics', 'undergraduate').filter((u) => u.planType !== '普通类')
    expect(special.map((u) => [u.planType, u.group, u.history[0]])).toEqual([
      ['地方专项', '0B2', '2025 444/15533'],
      ['国家专项', '5A7', '2025 492/8062'],
      ['预科', '5y4', '2025 449/14615'],
    ])
  })

  it('leaves the 高职 batch’s group rows the college’s line until the 专科 move is measured', () => {
    expect(unitsOf('physics', 'vocational').map((u) => u.id)).toEqual(['s:NXMU'])
  })

  it('leaves an institution row that names no group the college’s line (a 院校线 unit where the college has nothing else)', () => {
    const schoolOnly = rows.filter((r) => r.year === 2023).concat({ ...rows[0]!, major_group: '宁夏医科大学2025校线|宁夏|物理', major_code: null })
    const units = build(schoolOnly)
      .get('physics', 'undergraduate')!
      .units.filter((u) => u.school.id === 'NXMU')
    expect(units.map((u) => u.id)).toEqual(['s:NXMU'])
  })

  it('leaves a group row of a college with no school code in any row the college’s line (广西’s 专科 rows)', () => {
    const uncoded = rows.filter((r) => r.plan_type === '普通类' && r.year === 2025).map((r) => ({ ...r, provincial_code: null }))
    const units = build(uncoded)
      .get('physics', 'undergraduate')!
      .units.filter((u) => u.school.id === 'NXMU')
    expect(units.map((u) => u.id)).toEqual(['s:NXMU'])
  })
})
