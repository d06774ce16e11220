import { describe, expect, it } from 'vitest'
import type { SchoolAlias } from '../editorial/school-aliases.ts'
import { EditorialAliasIndex } from '../normalize/editorial-aliases.ts'
import { SchoolMatcher } from '../normalize/school-matcher.ts'
import { ShortNameIndex } from '../normalize/short-names.ts'
import { newAccumulator, resolveSchool } from './accumulator.ts'
import { editorialAliasReport } from './editorial-alias-report.ts'

const schools = [
  { id: 'sspu', name: '上海第二工业大学', provinceCode: '31', level: '本科' },
  { id: 'sppc', name: '上海出版印刷高等专科学校', provinceCode: '31', level: '专科' },
  { id: 'sanda', name: '上海杉达学院', provinceCode: '31', level: '本科' },
  { id: 'hbzy', name: '湖北中医药高等专科学校', provinceCode: '42', level: '专科' },
  { id: 'hnzy', name: '湖南中医药高等专科学校', provinceCode: '43', level: '专科' },
  { id: 'hainanmu', name: '海南医科大学', provinceCode: '46', level: '本科' },
]
const entries: SchoolAlias[] = [
  { province: '上海', level: '专科', alias: '二工大', name: '上海第二工业大学', admitsVocational: true, basis: 'G2801' },
  { province: '上海', level: '专科', alias: '出版高专', name: '上海出版印刷高等专科学校', basis: 'G3801' },
  { province: '上海', level: '专科', alias: '工艺美院', name: '上海出版印刷高等专科学校', basis: 'never printed in this test' },
]

describe('reviewed school aliases in the build', () => {
  it('resolves reviewed aliases after full names fail, reports each use, unused entries and what stays unmatched per province', () => {
    const acc = newAccumulator()
    acc.shortNames = new ShortNameIndex(schools)
    acc.editorialAliases = new EditorialAliasIndex(entries, schools)
    const matcher = new SchoolMatcher(schools)
    const ids = ['二工大', '出版高专', '出版高专', '上海杉达', '湖中医专', '二工大'].map((n) => resolveSchool(acc, matcher, n, 'src', '31', true))
    expect(ids).toEqual(['sspu', 'sppc', 'sppc', 'sanda', null, 'sspu'])
    // A 本科 row of 二工大 is not covered by the 专科 entry; an 江苏 row of 出版高专 is not covered by the 上海 one.
    expect(resolveSchool(acc, matcher, '二工大', 'src', '31', false)).toBeNull()
    expect(resolveSchool(acc, matcher, '出版高专', 'src', '32', true)).toBeNull()
    const report = editorialAliasReport(acc, entries)
    expect(report.mappings).toEqual([
      ['上海', '专科', '二工大', '上海第二工业大学', 2],
      ['上海', '专科', '出版高专', '上海出版印刷高等专科学校', 2],
    ])
    expect(report.rowsByProvince).toEqual({ 上海: 4 })
    expect(report.unused).toEqual([['上海', '专科', '工艺美院']])
    expect(report.unmatchedByProvince).toEqual({ 上海: { 专科: 1, 本科: 1 }, 江苏: { 专科: 1 } })
    expect(report.summary).toContain('4 rows recovered')
    expect(report.unmatchedNames).toEqual({
      上海: [
        ['专科', '湖中医专', 1],
        ['本科', '二工大', 1],
      ],
      江苏: [['专科', '出版高专', 1]],
    })
  })

  it('never lets the computed rules read a short form of a school the list lacks (上海 海医大 is 海军军医大学)', () => {
    const acc = newAccumulator()
    acc.shortNames = new ShortNameIndex(schools)
    acc.editorialAliases = new EditorialAliasIndex(entries, schools)
    const matcher = new SchoolMatcher(schools)
    expect(resolveSchool(acc, matcher, '海医大', 'src', '31', false)).toBeNull()
    expect(resolveSchool(acc, matcher, '海医大', 'src', '46', false)).toBe('hainanmu')
    expect(editorialAliasReport(acc, entries).unmatchedNames).toEqual({ 上海: [['本科', '海医大', 1]] })
  })
})
