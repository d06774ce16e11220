import { describe, expect, it } from 'vitest'
import { findProvincePolicy } from '../policy/province-policies.ts'
import { makeScoreRankTable } from '../rank/score-rank-table.ts'
import { buildProvinceUnits, newestResultsYear } from './province-units.ts'
import type { ControlLineRow, RankTableEntry, ResultRow } from './rows.ts'
import { rankTableIndexOf } from './rank-table-index.test-kit.ts'

/**
 * ADR 127: an ordinary row on a special plan's line of its college and year does not set the college's line. 河南 2025
 * 华东师范大学 物理类 as the dataset has it: one source's major rows without a plan type, beside the 国家专项 groups of the
 * official 专项 table, and its 生态学 623/23,980 is group 303 (国家专项)'s line to the rank.
 */
const table: RankTableEntry = {
  provinceCode: '41',
  year: 2025,
  subjectType: '物理类',
  table: makeScoreRankTable(Array.from({ length: 401 }, (_, i) => ({ score: 750 - i, count: 700 }))),
  sourceId: 't',
  quality: 'official',
}
const line: ControlLineRow = { year: 2025, subject_type: '物理类', category: '普通类', batch: '本科批', batch_key: 'bk', score: 427, quality: 'official' }

const row = (over: Partial<ResultRow>): ResultRow => ({
  year: 2025,
  subject_type: '物理类',
  batch: '本科批',
  unit_level: 'major',
  institution_id: 'E',
  institution_name: '华东师范大学',
  provincial_code: null,
  major_group: null,
  major_code: null,
  major_name: null,
  min_score: null,
  min_rank: null,
  plan_count: null,
  requirement_text: null,
  subject_requirement: null,
  source_id: 'gaokao-zhiyuan-recommender',
  quality: 'third-party',
  plan_type: '普通类',
  ...over,
})
const ecology = row({ major_name: '生态学', min_score: 623, min_rank: 23_980 })
const edTech = row({ major_name: '教育技术学', min_score: 631, min_rank: 18_242 })
const geography = row({ major_name: '地理科学', min_score: 654, min_rank: 6_779 })
const special303 = row({
  unit_level: 'major-group',
  provincial_code: '1410',
  major_group: '303',
  min_score: 623,
  min_rank: 23_980,
  plan_type: '国家专项',
  source_id: 'zhixiang-henan-2025',
  quality: 'official',
})

function collegeLine(results: ResultRow[]) {
  const index = buildProvinceUnits({
    province: { code: '41', shortName: '河南', slug: 'henan' },
    policy: findProvincePolicy('henan', 2027)!,
    rankTables: rankTableIndexOf([table]),
    schools: new Map(),
    newestResultsYear: newestResultsYear(results, 2027),
    results,
    plans: [],
    lines: [line],
  })
  const unit = index.get('physics', 'undergraduate')!.units.find((u) => u.id === 's:E')
  return unit?.history.map((h) => `${h.year} ${h.minScore}`)
}

describe('a college’s line is not a special plan’s line (ADR 127)', () => {
  it('leaves out an ordinary major on the 国家专项 group’s line of that college and year', () => {
    expect(collegeLine([ecology, edTech, geography, special303])).toEqual(['2025 631'])
  })

  it('keeps the line where no special plan has it, or where the college has nothing else that year', () => {
    expect(collegeLine([ecology, edTech, geography])).toEqual(['2025 623'])
    // the same score with another rank is another line
    expect(collegeLine([ecology, edTech, { ...special303, min_rank: 23_500 }])).toEqual(['2025 623'])
    // a source that prints its own route labels: two lines of one score are two lines (江苏 上海民航 02 and 03组 448)
    expect(collegeLine([{ ...ecology, source_id: 'gaokao-zhiyuan-site' }, special303])).toEqual(['2025 623'])
  })

  it('never takes the line from a placed row (entry 27: batch and route dropped) on a special plan’s line, even alone (ADR 142)', () => {
    // 内蒙古 2025 辽宁工业大学 历史类: the official table lists only group 004 (专项类) at 462; entry 27's one row is 462
    expect(collegeLine([ecology, special303])).toBeUndefined()
    expect(collegeLine([ecology, { ...row({ year: 2024, major_name: '生态学', min_score: 610, min_rank: 30_000 }) }, special303])).toEqual(['2024 610'])
  })
})

/**
 * ADR 142: a college's own page often prints its special plans without a track (南京理工大学's query: 综合 国家专项本科
 * 土木工程 541 in 甘肃 2025, where the tracks are 物理类/历史类). Entry 27 carries that same 土木工程 541 as an ordinary
 * 物理类 major, beside the college's ordinary 600–604: the special plan's line set the college's line.
 */
describe('a special plan printed without a track still marks its line (ADR 142)', () => {
  const civil = row({ major_name: '土木工程', min_score: 623, min_rank: 23_980 })
  const unstated = { ...special303, subject_type: '综合', unit_level: 'major', major_group: null, major_name: '土木工程', min_rank: null }

  it('leaves out an ordinary major on the line of a special plan whose row names no track', () => {
    expect(collegeLine([civil, edTech, geography, unstated])).toEqual(['2025 631'])
    expect(collegeLine([civil, edTech, geography, { ...unstated, subject_type: '官网未列科类' }])).toEqual(['2025 631'])
  })

  it('reads a special plan of another stated track as that track’s, not this one’s', () => {
    expect(collegeLine([civil, edTech, geography, { ...unstated, subject_type: '历史类' }])).toEqual(['2025 623'])
    expect(collegeLine([civil, edTech, geography, { ...unstated, subject_type: '艺术类' }])).toEqual(['2025 623'])
  })
})
