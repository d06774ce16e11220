import { describe, expect, it } from 'vitest'
import { SchoolMatcher } from '../normalize/school-matcher.ts'
import { ShortNameIndex } from '../normalize/short-names.ts'
import { newAccumulator, resolveSchool } from './accumulator.ts'
import { shortNameReport } from './short-name-report.ts'

const schools = [
  { id: 'sanda', name: '上海杉达学院', provinceCode: '31' },
  { id: 'shmu', name: '上海海事大学', provinceCode: '31' },
  { id: 'shmvc', name: '上海海事职业技术学院', provinceCode: '31', level: '专科' },
  { id: 'jsmvc', name: '江苏海事职业技术学院', provinceCode: '32', level: '专科' },
]

describe('short school names in the build', () => {
  it('resolves short forms after full names fail, reports each mapping and keeps ambiguous ones unmatched', () => {
    const acc = newAccumulator()
    acc.shortNames = new ShortNameIndex(schools)
    const matcher = new SchoolMatcher(schools)
    const ids = ['上海杉达', '上海杉达', '海事职院', '上海海事', '上海杉达学院'].map((n) => resolveSchool(acc, matcher, n, 'src', '31'))
    expect(ids).toEqual(['sanda', 'sanda', 'shmvc', null, 'sanda'])
    expect(resolveSchool(acc, matcher, '海事职院', 'src', '32')).toBe('jsmvc')
    const report = shortNameReport(acc)
    expect(report.rowsByProvince).toEqual({ 上海: 3, 江苏: 1 })
    expect(report.mappings).toEqual([
      ['上海', '', '上海杉达', '上海杉达学院', 2],
      ['上海', '', '海事职院', '上海海事职业技术学院', 1],
      ['江苏', '', '海事职院', '江苏海事职业技术学院', 1],
    ])
    expect(report.ambiguous).toEqual([['上海', '', '上海海事', 1, ['上海海事大学', '上海海事职业技术学院']]])
    expect(acc.unmatched.get('上海海事')).toBe(1)
    // The batch level is part of the key: a 本科 row may not take the 职业技术学院.
    expect(resolveSchool(acc, matcher, '海事职院', 'src', '31', false)).toBeNull()
    expect(resolveSchool(acc, matcher, '海事职院', 'src', '31', true)).toBe('shmvc')
    expect(shortNameReport(acc).mappings).toContainEqual(['上海', '专科', '海事职院', '上海海事职业技术学院', 1])
    // 海事职院 depends on the province, so it is no (province-free) alias; 上海杉达 means one school anywhere.
    expect([...acc.aliases.keys()]).not.toContain('海事职院')
    expect(acc.aliases.get('上海杉达')).toMatchObject({ institution_id: 'sanda', kind: 'short' })
  })
})
