import { describe, expect, it } from 'vitest'
import { classify } from './ai-intents.ts'
import type { Lexicon, LexiconHit, MajorEntry, ProvinceEntry, SchoolEntry } from './ai-lexicon.ts'
import { addShortNames, deriveShortNames } from './ai-lexicon-short.ts'
import { askWhichCollege, localiseSchools } from './ai-local-names.ts'
import { recognise } from './ai-nlu.ts'
import { fixTypos } from './ai-typos.ts'

const school = (id: string, name: string, provinceCode: string): SchoolEntry => ({ id, name, provinceCode })
const colleges = [
  school('1', '浙江工业大学', '33'),
  school('2', '浙江工商大学', '33'),
  school('3', '西北大学', '61'),
  school('4', '西南大学', '50'),
  school('5', '广西大学', '45'),
  school('6', '中国药科大学', '32'),
  school('7', '沈阳药科大学', '21'),
  school('8', '广西医科大学', '45'),
  school('9', '广州大学', '44'),
  school('10', '哈尔滨工程大学', '23'),
]
const province = (code: string, shortName: string): ProvinceEntry => ({ id: Number(code), code, name: shortName, shortName, slug: code })
const provinces = [
  province('33', '浙江'),
  province('61', '陕西'),
  province('50', '重庆'),
  province('45', '广西'),
  province('32', '江苏'),
  province('21', '辽宁'),
  province('44', '广东'),
]
const biotech: MajorEntry = { id: 'm1', name: '生物技术', level: '本科', category: '理学' }

function lexicon(): Lexicon {
  const phrases = new Map<string, LexiconHit>()
  for (const s of colleges) phrases.set(s.name, { kind: 'school', school: s })
  for (const p of provinces) phrases.set(p.shortName, { kind: 'province', province: p })
  phrases.set('生物技术', { kind: 'major', major: biotech })
  // a hand-listed abbreviation keeps its reading (ai-lexicon.ts)
  phrases.set('北大', { kind: 'school', school: school('0', '北京大学', '11') })
  const shortNames = addShortNames(
    phrases,
    colleges,
    provinces.map((p) => p.shortName),
  )
  return { phrases, maxLength: 8, schools: new Map(colleges.map((s) => [s.id, s])), provinces, shortNames }
}
const lex = lexicon()
const schoolsOf = (q: string, provinceCode: string | null = null) => {
  const e = recognise(q, lex)
  return localiseSchools(q, e, provinceCode ?? e.province?.code ?? null, lex).schools.map((s) => s.name)
}

describe('college short names derived from the college list by kind (ADR 073)', () => {
  it('derives place + kind endings, and the ending alone for 中国…', () => {
    const forms = deriveShortNames(colleges, ['浙江', '广西'])
    expect(forms.get('浙工大')?.national.map((s) => s.name)).toEqual(['浙江工业大学'])
    expect(forms.get('广西医大')?.national.map((s) => s.name)).toEqual(['广西医科大学'])
    expect(forms.get('药大')?.national.map((s) => s.name)).toEqual(['中国药科大学'])
    expect(forms.get('药大')?.local.map((s) => s.name)).toEqual(['沈阳药科大学'])
    // 工商 is not a place: 浙江工商大学 gives no 浙工大
    expect(forms.get('浙工大')?.national).toHaveLength(1)
  })
  it('reads them in every voice', () => {
    expect(schoolsOf('浙工大计算机类要选什么科')).toEqual(['浙江工业大学'])
    expect(schoolsOf('孩子想报浙工大，学费贵不贵')).toEqual(['浙江工业大学'])
    expect(schoolsOf('广西医科大 临床 学费')).toEqual(['广西医科大学'])
    expect(schoolsOf('广西医大临床好考吗')).toEqual(['广西医科大学'])
    expect(schoolsOf('药大是985吗')).toEqual(['中国药科大学'])
  })
  it('resolves a short name several colleges share by the candidate’s province', () => {
    expect(schoolsOf('我广西的，西大计算机多少分')).toEqual(['广西大学'])
    expect(schoolsOf('西大计科学费多少', '61')).toEqual(['西北大学'])
    expect(schoolsOf('重庆考生 西大怎么样')).toEqual(['西南大学'])
    expect(schoolsOf('辽宁的，药大好考吗')).toEqual(['沈阳药科大学'])
    expect(schoolsOf('江苏 药大 药学')).toEqual(['中国药科大学'])
  })
  it('reads a short name said with one of its colleges in full as that college', () => {
    expect(schoolsOf('那西大呢，西南大学')).toEqual(['西南大学'])
  })
  it('asks which college when no province decides', () => {
    const ask = (q: string, code: string | null = null) => askWhichCollege(localiseSchools(q, recognise(q, lex), code, lex))
    expect(ask('西大计算机学费一年多少')).toContain('西北大学')
    expect(ask('西大计算机学费一年多少')).toContain('广西大学')
    expect(ask('西大好考吗', '32')).toContain('西南大学')
    expect(ask('西大好考吗', '45')).toBeNull()
    expect(ask('西大就是西北大学，好考吗')).toBeNull()
    expect(ask('药大是不是211')).toBeNull()
  })
  it('never shadows a hand-listed abbreviation or an everyday word', () => {
    expect(schoolsOf('北大好考吗', '44')).toEqual(['北京大学'])
    expect(schoolsOf('广大考生都关心的问题')).toEqual([])
  })
})

describe('subjects as students write them (ADR 073)', () => {
  const read = (q: string) => recognise(q, lex)
  it('reads a run of subject names, 技术 included, and drops the major inside it', () => {
    const e = read('我浙江的，物理生物技术能报什么')
    expect(e.subjects.sort()).toEqual(['biology', 'physics', 'technology'])
    expect(e.majors).toEqual([])
    expect(read('选了物理化学，还差一门').subjects.sort()).toEqual(['chemistry', 'physics'])
    expect(read('孩子选考化学生物政治').subjects.sort()).toEqual(['biology', 'chemistry', 'politics'])
  })
  it('keeps the major when it is asked as a major', () => {
    expect(read('生物技术专业就业怎么样').majors.map((m) => m.name)).toEqual(['生物技术'])
    expect(read('生物技术专业就业怎么样').subjects).toEqual([])
  })
  it('reads a three-subject short form with one character typed by its sound', () => {
    expect(read('史正地能报临床吗').subjects.sort()).toEqual(['geography', 'history', 'politics'])
    expect(read('物话生 能学医吗').subjects.sort()).toEqual(['biology', 'chemistry', 'physics'])
    expect(read('物化生可以报啥').subjects.sort()).toEqual(['biology', 'chemistry', 'physics'])
    expect(read('正地图').subjects).toEqual([])
  })
})

describe('counts are not scores (ADR 073)', () => {
  const score = (q: string) => recognise(q, lex).score
  it('reads no score from a number of 志愿, groups or colleges', () => {
    expect(score('辽宁本科能报一百多个志愿吗')).toBeNull()
    expect(score('听说能填两百多个志愿')).toBeNull()
    expect(score('山东真能填96个吗')).toBeNull()
    expect(score('40个组咋排')).toBeNull()
    expect(score('江苏能填一百来个专业吗')).toBeNull()
    expect(score('考了五百八')).toBe(580)
  })
})

describe('rules asked in everyday words (ADR 073)', () => {
  const intent = (q: string) => {
    const text = fixTypos(q)
    return classify(text, recognise(text, lex))?.id
  }
  it('routes 退档 and one pass of 平行志愿 however asked', () => {
    expect(intent('档案都投过去了，学校还能退回来吗')).toBe('concept_parallel')
    expect(intent('档被学校退了怎么办')).toBe('concept_parallel')
    expect(intent('第一个志愿投了档没录上，第二个还有机会吗')).toBe('concept_parallel')
    expect(intent('前面的志愿被退了，后面的志愿还能用不')).toBe('concept_parallel')
  })
  it('reads 赋份 as 赋分', () => {
    expect(intent('再选科目赋份咋算')).toBe('concept_fufen')
  })
  it('reads group and major counts and a count of 志愿 as the province’s filling rules', () => {
    expect(intent('广东 本科批 组数 专业数')).toBe('province_filling')
    expect(intent('江苏是不是能填40个组')).toBe('province_filling')
    expect(intent('辽宁本科能填一百多个志愿是真的吗')).toBe('province_filling')
  })
  it('reads the 专科 line asked with words between', () => {
    expect(intent('上不了本科了，广东专科最低分多少')).toBe('batch_line')
    expect(intent('广东今年高职专科的最低分数线')).toBe('batch_line')
  })
})
