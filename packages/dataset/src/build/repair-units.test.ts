import { describe, expect, it } from 'vitest'
import { dropRepeatedLines, markArtComposite, relevelUnits, resolveConflicts } from './repair-units.ts'
import type { Row } from './write-tables.ts'

const base: Row = {
  province_code: '43',
  year: 2024,
  subject_type: '物理类',
  batch: '本科批',
  institution_id: 'hnu',
  provincial_code: '4301',
  unit_level: 'major',
  major_group: null,
  major_name: null,
  min_score: 600,
  min_rank: null,
  min_rank_quality: null,
  plan_count: null,
  plan_type: '普通类',
  quality: 'third-party',
}
const row = (over: Row): Row => ({ ...base, ...over })

describe('relevelUnits', () => {
  it('moves a major named by a line label to its group, or to the school without a group', () => {
    const rows = [
      row({ major_group: '07专业组(不限)', major_name: '院校专业组投档线' }),
      row({ major_name: '院校调档线' }),
      row({ major_name: '装备制造类（原机电类）录取成绩统计' }),
      row({ major_name: '01专业组（物理+不限）' }),
      row({ unit_level: 'major-group', major_group: '105 第105组', major_name: '院校专业组投档最低分' }),
      row({ major_name: '人力资源管理--选考历史+不限，02专业组。' }),
    ]
    expect(relevelUnits(rows)).toEqual({ labelled: 4, numeric: 0 })
    expect(rows.map((r) => [r.unit_level, r.major_name])).toEqual([
      ['major-group', null],
      ['institution', null],
      ['institution', null],
      ['institution', null],
      ['major-group', null],
      ['major', '人力资源管理--选考历史+不限，02专业组。'],
    ])
  })

  it('swaps a number in the major column back with the major name in the group column, else moves it to group level', () => {
    const rows = [row({ major_group: '中医学', major_name: '2' }), row({ major_name: '462' }), row({ major_name: '计算机类' })]
    expect(relevelUnits(rows)).toEqual({ labelled: 0, numeric: 2 })
    expect(rows.map((r) => [r.unit_level, r.major_group, r.major_name])).toEqual([
      ['major', '2', '中医学'],
      ['major-group', '462', null],
      ['major', null, '计算机类'],
    ])
  })
})

describe('dropRepeatedLines: group numbers', () => {
  it('keeps an uncoded group whose number differs from a coded group of the same school and line (广东 2025 汕头大学 204 552 beside 汕头大学医学院 214 552)', () => {
    const medical = row({ province_code: '44', year: 2025, unit_level: 'major-group', major_group: '214专业组', provincial_code: '80001', min_score: 552 })
    const g204 = row({ province_code: '44', year: 2025, unit_level: 'major-group', major_group: '204专业组', provincial_code: null, min_score: 552 })
    const copy = row({ province_code: '44', year: 2025, unit_level: 'major-group', major_group: '第214组', provincial_code: null, min_score: 552 })
    const unnumbered = row({
      province_code: '44',
      year: 2025,
      unit_level: 'major-group',
      major_group: '专业组(历史+不限)',
      provincial_code: null,
      min_score: 552,
    })
    const out = dropRepeatedLines([medical, g204, copy, unnumbered])
    expect(out.rows).toEqual([medical, g204])
    expect(out.uncodedCopies).toBe(2)
  })
})

describe('markArtComposite', () => {
  it('relabels a line above the province total as 艺术 (art 综合成绩), and leaves 海南 900-point lines alone', () => {
    const rows = [
      row({ min_score: 753, plan_type: '国家专项' }),
      row({ min_score: 793, plan_type: '艺术' }),
      row({ min_score: 700 }),
      row({ province_code: '46', min_score: 820 }),
      row({ province_code: '31', min_score: 661 }),
    ]
    expect(markArtComposite(rows)).toEqual({ relabelled: 2, alreadyArt: 1 })
    expect(rows.map((r) => r.plan_type)).toEqual(['艺术', '艺术', '普通类', '普通类', '艺术'])
  })
})

describe('dropRepeatedLines', () => {
  it('drops school rows that repeat a group line, and uncoded copies of coded group rows', () => {
    const group = row({ unit_level: 'major-group', major_group: '105 第105组', min_score: 603 })
    const rows = [
      group,
      row({ unit_level: 'institution', major_group: '第105组', min_score: 603 }),
      row({ unit_level: 'institution', provincial_code: null, major_group: '本科批', min_score: 603 }),
      row({ unit_level: 'major-group', provincial_code: null, major_group: '105组', min_score: 603 }),
      row({ unit_level: 'institution', min_score: 590 }),
      row({ unit_level: 'major', major_name: '计算机类', min_score: 603 }),
    ]
    const out = dropRepeatedLines(rows)
    expect([out.schoolRepeats, out.uncodedCopies]).toEqual([2, 1])
    expect(out.rows).toEqual([group, rows[4], rows[5]])
  })
})

describe('resolveConflicts', () => {
  it('keeps one line per unit: official before third-party, published rank before derived, coded before uncoded', () => {
    const third = row({ min_score: 600, quality: 'third-party', min_rank: 100, min_rank_quality: 'third-party' })
    const official = row({ min_score: 602, quality: 'official' })
    const derivedRank = row({ major_name: 'x', min_score: 580, min_rank: 9, min_rank_quality: 'derived' })
    const published = row({ major_name: 'x', min_score: 581, min_rank: 10, min_rank_quality: 'third-party' })
    const uncoded = row({ major_name: 'y', min_score: 570, provincial_code: null })
    const coded = row({ major_name: 'y', min_score: 571 })
    const otherRoute = row({ min_score: 560, plan_type: '国家专项' })
    const out = resolveConflicts([third, official, derivedRank, published, uncoded, coded, otherRoute])
    expect([out.conflictingKeys, out.dropped]).toEqual([3, 3])
    expect(out.rows).toEqual([official, published, coded, otherRoute])
  })

  it('keeps same-numbered groups of two 院校代码 of one institution apart (a campus numbers its groups on its own)', () => {
    const parent = row({ unit_level: 'major-group', major_group: '001', provincial_code: '1002', min_score: 650 })
    const campus = row({ unit_level: 'major-group', major_group: '001', provincial_code: 'K53', min_score: 610 })
    const campusCopy = row({ unit_level: 'major-group', major_group: '001', provincial_code: 'K53', min_score: 611, quality: 'official' })
    const out = resolveConflicts([parent, campus, campusCopy])
    expect([out.conflictingKeys, out.dropped]).toEqual([1, 1])
    expect(out.rows).toEqual([parent, campusCopy])
    // a school line under a second code is another route's line of the same unit (陕西 2024 湖南大学 5203 608, 9872 479)
    const school = row({ unit_level: 'institution', provincial_code: '5203', min_score: 608, quality: 'official' })
    const other = row({ unit_level: 'institution', provincial_code: '9872', min_score: 479, quality: 'official' })
    expect(resolveConflicts([school, other]).rows).toEqual([school])
  })

  it('leaves rows that agree on the score', () => {
    const rows = [row({ min_score: 600 }), row({ min_score: 600, plan_count: 3 })]
    expect(resolveConflicts(rows)).toEqual({ rows, conflictingKeys: 0, dropped: 0 })
  })
})
