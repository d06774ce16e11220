import { describe, expect, it } from 'vitest'
import type { Lexicon, LexiconHit, MajorEntry, ProvinceEntry, SchoolEntry } from './ai-lexicon.ts'
import { addShortNames } from './ai-lexicon-short.ts'
import { addDerivedAbbreviations } from './ai-lexicon-abbrev.ts'
import { majorPartsOf } from './ai-major-parts.ts'
import { recognise, wordsWithin } from './ai-nlu.ts'
import { supplementaryGroup } from './ai-supplementary-groups.ts'
import { fixTypos } from './ai-typos.ts'

/**
 * ADR 118, the readings: a college's derived name that cuts a plan's name said whole (大民族 over 民族班) is no name; a
 * major said by the leading part of its catalogue name; 上海's Q组 codes. A hand-built lexicon, no database.
 */
const school = (id: string, name: string, provinceCode: string): SchoolEntry => ({ id, name, provinceCode })
const colleges = [school('1', '内蒙古大学', '15'), school('2', '大连民族大学', '21'), school('3', '长春理工大学', '22'), school('4', '吉林大学', '22')]
const province = (code: string, shortName: string): ProvinceEntry => ({ id: Number(code), code, name: shortName, shortName, slug: code })
const provinces = [province('15', '内蒙古'), province('21', '辽宁'), province('22', '吉林'), province('31', '上海')]
const major = (id: string, name: string): MajorEntry => ({ id, name, level: '本科', category: '工学' })
const majors = [
  major('080705', '光电信息科学与工程'),
  major('080418T', '光电信息材料与器件'),
  major('080911TK', '网络空间安全'),
  major('070302', '应用化学'),
  major('071003', '化学生物学'),
]

function lexicon(): Lexicon {
  const phrases = new Map<string, LexiconHit>()
  for (const s of colleges) phrases.set(s.name, { kind: 'school', school: s })
  for (const p of provinces) phrases.set(p.shortName, { kind: 'province', province: p })
  for (const m of majors) phrases.set(m.name, { kind: 'major', major: m })
  phrases.set('长理', { kind: 'school', school: colleges[2]! })
  addDerivedAbbreviations(phrases, colleges, wordsWithin)
  const shortNames = addShortNames(
    phrases,
    colleges,
    provinces.map((p) => p.shortName),
  )
  const majorParts = majorPartsOf(majors, phrases, new Set())
  return { phrases, maxLength: 8, schools: new Map(colleges.map((s) => [s.id, s])), provinces, shortNames, majorParts }
}
const lex = lexicon()
const read = (q: string) => recognise(fixTypos(q, lex.phrases, lex.maxLength), lex)

describe('a plan said whole is not the end of a college name (ADR 118)', () => {
  it('reads 内大 before 民族班, not a derived 大民族', () => {
    // the lexicon reads 大民族 as 大连民族大学 elsewhere: the test's premise
    expect(lex.phrases.get('大民族')).toMatchObject({ kind: 'school', school: { name: '大连民族大学' } })
    expect(read('我们内蒙古的，内大民族班往年要多少分').schools.map((s) => s.name)).toEqual(['内蒙古大学'])
    expect(read('内大的民族班录取线').schools.map((s) => s.name)).toEqual(['内蒙古大学'])
  })
  it('still reads the college named in full before its own 民族班', () => {
    expect(read('大连民族大学民族班分数线').schools.map((s) => s.name)).toEqual(['大连民族大学'])
  })
  it('puts 民族班 typed by sound back', () => {
    expect(fixTypos('内大民组班多少分', lex.phrases, lex.maxLength)).toContain('民族班')
  })
})

describe('a major said by the leading part of its name (ADR 118)', () => {
  it('is the one catalogue major that part begins', () => {
    expect(read('网络空间这个专业就业咋样').majors.map((m) => m.name)).toEqual(['网络空间安全'])
  })
  it('is held as the part beside a college when several names share it, for the college to settle', () => {
    const e = read('史政地 长理 光电信息 让报不')
    expect(e.schools.map((s) => s.name)).toEqual(['长春理工大学'])
    expect(e.majors.map((m) => m.name)).toEqual(['光电信息'])
    expect(e.majorPart?.candidates.sort()).toEqual(['光电信息材料与器件', '光电信息科学与工程'])
  })
  it('is nothing when several names share it and no college is named', () => {
    const e = read('光电信息好就业吗')
    expect(e.majors).toEqual([])
    expect(e.majorPart).toBeUndefined()
  })
  it('never takes subjects said in a row for a major', () => {
    expect(majorPartsOf(majors, new Map(), new Set()).has('化学生')).toBe(false)
    expect(read('物理化学生物 吉林大学 能报吗').majorPart).toBeUndefined()
  })
})

describe('上海 Q组 codes (ADR 118)', () => {
  it('reads a Q code of 上海 in either spelling, and no other province or series', () => {
    expect(supplementaryGroup('31', '上海大学(Q7)')).toBe('Q7')
    expect(supplementaryGroup('31', 'Q6')).toBe('Q6')
    expect(supplementaryGroup('31', '上海大学(03)')).toBeNull()
    expect(supplementaryGroup('43', 'V07')).toBeNull()
    expect(supplementaryGroup('43', 'Q6')).toBeNull()
  })
})
