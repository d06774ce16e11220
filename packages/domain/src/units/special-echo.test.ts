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
    expect(collegeLine([ecology, special303])).toEqual(['2025 623'])
  })
})
