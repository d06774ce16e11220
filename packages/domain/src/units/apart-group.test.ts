import { describe, expect, it } from 'vitest'
import { findProvincePolicy } from '../policy/province-policies.ts'
import { makeScoreRankTable } from '../rank/score-rank-table.ts'
import { apartGroup, apartGroupClass } from './apart-group.ts'
import { rankTableIndexOf } from './rank-table-index.test-kit.ts'
import type { ResultRow } from './rows.ts'
import { collectDrafts } from './unit-drafts.ts'

/** ADR 114: a restricted group (护理类, one sex, a body condition) is an ordinary unit but no bar to its college. */
const group = (school: string, id: string, code: string, name: string, minScore: number): ResultRow => ({
  year: 2026,
  subject_type: '物理类',
  batch: '本科普通批',
  unit_level: 'major-group',
  institution_id: id,
  institution_name: school,
  provincial_code: 'C102',
  major_group: code,
  major_code: null,
  major_name: name,
  min_score: minScore,
  min_rank: null,
  plan_count: null,
  requirement_text: null,
  subject_requirement: null,
  source_id: 's',
  quality: 'third-party',
  plan_type: '普通类',
})

function schoolLine(rows: ResultRow[], id: string) {
  const policy = findProvincePolicy('hubei', 2027)!
  const table = makeScoreRankTable(Array.from({ length: 401 }, (_, i) => ({ score: 750 - i, count: 100 })))
  const drafts = collectDrafts(rows, policy, {
    tables: rankTableIndexOf([{ provinceCode: '42', year: 2026, subjectType: '物理类', table, sourceId: 't', quality: 'official' }]),
    provinceCode: '42',
    targetYear: 2027,
    ordinaryLine: () => 435,
    targetLineRank: () => undefined,
    vocationalLine: () => undefined,
    targetRankOfScore: () => undefined,
    onScoreLines: () => false,
    cache: new Map(),
  })
  const lines = [...drafts.schoolLines.values()].flatMap((m) => [...m.values()]).filter((d) => d.schoolId === id)
  return lines.map((d) => d.fromMajors.get(2026)?.minScore ?? d.own.get(2026)?.minScore)
}

describe('the restricted group classes', () => {
  it('reads a group’s own label, never the college’s name or a major', () => {
    const of = (name: string, school = '武汉科技大学', level = 'major-group') =>
      apartGroupClass({ unit_level: level, institution_name: school, major_group: '10', major_name: name })
    expect(of('第10组（护理类）')).toBe('护理类')
    expect(of('第101组 只招男生')).toBe('限性别')
    expect(of('限招男生，身高165cm及以上，无色弱色盲')).toBe('限性别')
    expect(of('无色弱色盲')).toBe('身体条件')
    expect(of('河南农业大学-普通本科批较高收费-物理类')).toBe('高收费')
    expect(of('第501组(医护类)')).toBeNull()
    expect(of('江苏护理职业学院02专业组(不限)', '江苏护理职业学院')).toBeNull()
    expect(of('护理学', '武汉科技大学', 'major')).toBeNull()
  })

  it('reads a locality the group or its college’s bracket restricts it to (ADR 121)', () => {
    const of = (school: string, name: string) => apartGroupClass({ unit_level: 'major-group', institution_name: school, major_group: '999', major_name: name })
    // 福建 2025 华侨大学（面向厦门）999 at 542 below the open 999's 546
    expect(of('华侨大学（面向厦门）', '999 不限选考科目')).toBe('限地区')
    expect(of('集美大学', '本科批(面向厦门)')).toBe('限地区')
    expect(of('某学院', '第02组 限本市户籍考生')).toBe('限地区')
    expect(of('某大学（面向全省）', '999 不限选考科目')).toBeNull()
    expect(of('中国石油大学（华东）', '999 不限选考科目')).toBeNull()
    expect(of('某大学', '第03组（面向农村学生）')).toBeNull()
  })

  it('gives the words its source printed for the class, so a reader names the group without reading the label again (ADR 130)', () => {
    const of = (school: string, group: string, name: string | null) =>
      apartGroup({ unit_level: 'major-group', institution_name: school, major_group: group, major_name: name })
    expect(of('华侨大学（面向厦门）', '999', '999 不限选考科目')).toEqual({ class: '限地区', printed: '面向厦门' })
    // 福建 2026: the group, not the college's name, says where (the name was read alone before)
    expect(of('集美大学', '本科批(面向厦门)', null)).toEqual({ class: '限地区', printed: '面向厦门' })
    expect(of('莆田学院（面向莆田，临床及口腔）', '500', '500 选考化学')).toEqual({ class: '限地区', printed: '面向莆田' })
    expect(of('武汉科技大学', '10', '第10组（护理类）')).toEqual({ class: '护理类', printed: '护理' })
    expect(of('中国石油大学（华东）', '999', '999 不限选考科目')).toBeNull()
  })
})

describe('a college’s ordinary line leaves its restricted groups out', () => {
  // 湖北 2026 武汉科技大学 物理类: 第10组 is 护理类 (the table's 备注) at 573, the other ordinary groups start at 576
  const wust = [
    group('武汉科技大学', 'W', '03', '第03组', 576),
    group('武汉科技大学', 'W', '04', '第04组', 611),
    group('武汉科技大学', 'W', '10', '第10组（护理类）', 573),
  ]

  it('takes the lowest of the other groups', () => {
    expect(schoolLine(wust, 'W')).toEqual([576])
  })

  it('keeps a college whose every group is restricted on those groups', () => {
    const nursing = [group('某护理学院', 'N', '01', '第01组（护理类）', 520), group('某护理学院', 'N', '02', '第02组（护理类）', 515)]
    expect(schoolLine([...wust, ...nursing], 'N')).toEqual([515])
  })
})
