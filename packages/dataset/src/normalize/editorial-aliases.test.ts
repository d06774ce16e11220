import { describe, expect, it } from 'vitest'
import { SCHOOL_ALIASES, type SchoolAlias } from '../editorial/school-aliases.ts'
import { readCommittedTable } from '../load/read-table.ts'
import { EditorialAliasIndex, isUnlistedSchoolForm } from './editorial-aliases.ts'

// Real names and levels from the MOE 2025 list.
const schools = [
  { id: 'sspu', name: '上海第二工业大学', level: '本科' },
  { id: 'sppc', name: '上海出版印刷高等专科学校', level: '专科' },
  { id: 'kjsh', name: '上海科学技术职业学院', level: '专科' },
  { id: 'kjbj', name: '北京科技职业学院', level: '专科' },
  { id: 'tjzd', name: '天津市职业大学', level: '专科' },
  { id: 'uic', name: '北京师范大学-香港浸会大学联合国际学院', level: '本科' },
]
const entry = (e: Partial<SchoolAlias> & Pick<SchoolAlias, 'alias' | 'name'>): SchoolAlias => ({ province: '上海', level: '专科', basis: 'test', ...e })
const index = new EditorialAliasIndex(
  [
    entry({ alias: '二工大', name: '上海第二工业大学', admitsVocational: true }),
    entry({ alias: '出版高专', name: '上海出版印刷高等专科学校' }),
    entry({ alias: '科技职院', name: '上海科学技术职业学院' }),
    entry({ province: null, alias: '天津职业大学', name: '天津市职业大学' }),
    entry({ province: null, level: '本科', alias: '北师香港浸会大学', name: '北京师范大学-香港浸会大学联合国际学院' }),
  ],
  schools,
)

describe('EditorialAliasIndex', () => {
  it.each([
    ['二工大', '31', true, 'sspu'],
    ['出版高专', '31', true, 'sppc'],
    ['出版高专', '31', null, 'sppc'], // unknown batch level: either level's entry
    ['科技职院', '31', true, 'kjsh'],
    ['天津职业大学', '22', true, 'tjzd'], // an every-province entry
    ['北师香港浸会大学(珠海市)', '13', false, 'uic'], // a bracketed remainder is left off
    ['北师香港浸会大学[内地与港澳台地区合作办学]', '13', false, 'uic'],
  ] as const)('%s in %s (专科 %s) → %s', (raw, province, vocational, id) => {
    expect(index.match(raw, province, vocational)?.id).toBe(id)
  })

  it.each([
    ['科技职院', '11', true], // a short form holds only in the province whose tables print it
    ['科技职院', '31', false], // nor for rows of the other level
    ['二工大', null, true],
    ['北师香港浸会大学', '13', true],
  ] as const)('leaves %s in %s (专科 %s) unmatched', (raw, province, vocational) => {
    expect(index.match(raw, province, vocational)).toBeNull()
  })

  it.each([
    [entry({ alias: '出版职院', name: '上海出版印刷职业技术学院' }), 'target is not in the national college list'],
    [entry({ alias: '二工大', name: '上海第二工业大学' }), 'mark admitsVocational'],
    [entry({ level: '本科', alias: '出版高专', name: '上海出版印刷高等专科学校' }), 'a 本科 row cannot be a 专科 school'],
    [entry({ alias: '出版高专', name: '上海出版印刷高等专科学校', admitsVocational: true }), 'admitsVocational on a 专科 school'],
    [entry({ province: '沪', alias: '出版高专', name: '上海出版印刷高等专科学校' }), 'unknown province'],
    [entry({ alias: '天津市职业大学', name: '天津市职业大学' }), 'the alias is itself a listed name'],
  ])('fails the build on a bad entry (%s)', (bad, message) => {
    expect(() => new EditorialAliasIndex([bad], schools)).toThrow(message)
  })

  it('fails the build on a repeated alias', () => {
    const e = entry({ alias: '出版高专', name: '上海出版印刷高等专科学校' })
    expect(() => new EditorialAliasIndex([e, { ...e }], schools)).toThrow('duplicate alias')
  })

  it('accepts every entry of the reviewed list against the committed college list', () => {
    const inst = readCommittedTable<{ id: string; name: string; level: string | null }>('institutions')
    expect(() => new EditorialAliasIndex(SCHOOL_ALIASES, inst)).not.toThrow()
    expect(SCHOOL_ALIASES.every((e) => e.basis.length > 0)).toBe(true)
  })
})

describe('the reviewed 上海 本科 short forms', () => {
  const inst = readCommittedTable<{ id: string; name: string; level: string | null }>('institutions')
  const full = new EditorialAliasIndex(SCHOOL_ALIASES, inst)
  it.each([
    ['二工大', '上海第二工业大学'], // the 专科 entry does not cover 本科 rows; this one does
    ['齐齐哈尔', '齐齐哈尔大学'],
    ['齐医学院', '齐齐哈尔医学院'], // not 齐鲁医药学院
    ['南京工大', '南京工业大学'], // not 南京理工大学
    ['石油华东', '中国石油大学（华东）'],
    ['常熟理工', '苏州工学院'],
  ])('%s in a 上海 本科 row → %s', (alias, name) => {
    expect(full.match(alias, '31', false)?.name).toBe(name)
  })

  it('holds for 上海 rows only', () => {
    expect(full.match('齐齐哈尔', '23', false)).toBeNull()
  })

  it('keeps computed rules off the short forms of schools the list lacks', () => {
    expect(isUnlistedSchoolForm('海医大', '31')).toBe(true)
    expect(isUnlistedSchoolForm('海医大', '46')).toBe(false)
  })
})
