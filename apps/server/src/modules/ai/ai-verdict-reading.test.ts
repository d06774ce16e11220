import { describe, expect, it } from 'vitest'
import { factsParts } from './ai-facts-parts.ts'
import { readScore } from './ai-numbers.ts'
import type { Lexicon, LexiconHit } from './ai-lexicon.ts'
import { buildFuzzy } from './ai-lexicon-fuzzy.ts'
import { recognise } from './ai-nlu.ts'
import { shortNameAfterProvince } from './ai-province-short.ts'
import { intentOf, lexicon, read } from './ai-reading.test-kit.ts'

// ADR 139, phrasings of our own, read with the small test lexicon (郑州大学, 浙江工业大学; 河南, 浙江, 山东, 上海, 河北).
describe('keywords that ask, not state', () => {
  it('reads a score and a batch alone as whether the score reaches it', () => {
    expect(readScore('河南 430 本科')?.score).toBe(430)
    expect(intentOf('河南 430 本科')).toBe('bachelor_line_check')
    expect(intentOf('山东 380 专科')).toBe('bachelor_line_check')
  })
  it('reads 文理 and a choice of models as the exam model asked', () => {
    expect(intentOf('河北 2027 文理 还是 3+1+2')).toBe('province_exam_model')
    expect(intentOf('山东 老高考还是新高考')).toBe('province_exam_model')
  })
  it('still reads a plain statement as one', () => {
    expect(intentOf('河南 物理类 580分')).toBe('profile_note')
  })
})

describe('two facts of one college', () => {
  const parts = (q: string) => {
    const { text, e } = read(q)
    return factsParts(text, 'school_overview', e)
  }
  it('hears 在X还是Y as where it is, beside whose it is', () => {
    expect(parts('郑州大学是公办吗？在郑州还是开封？')).toEqual(['school_nature', 'school_location'])
  })
  it('hears 公家/私人 as whose it is and 什么层次 as its tier', () => {
    expect(parts('浙江工业大学是公家的还是私人办的，在哪')).toEqual(['school_nature', 'school_location'])
    expect(parts('郑州大学在哪、是什么层次')).toEqual(['school_location', 'school_tier'])
  })
})

describe('a short name said after its province', () => {
  const jiaoyuan = { id: 's3', name: '河南交通职业技术学院', provinceCode: '41' }
  const gaozhi = { id: 's4', name: '河南高等职业技术学院', provinceCode: '41' }
  const phrases = new Map([...lexicon.phrases, ['河南交院', { kind: 'school', school: jiaoyuan }], ['河南高职', { kind: 'school', school: gaozhi }]] as [
    string,
    LexiconHit,
  ][])
  const withNames: Lexicon = { ...lexicon, phrases, schools: new Map([...lexicon.schools, ['s3', jiaoyuan], ['s4', gaozhi]]) }
  const schoolsOf = (q: string) => shortNameAfterProvince(q, recognise(q, withNames), withNames).schools.map((s) => s.name)
  it('reads the rest of 「province + rest」 when that province is named', () => {
    expect(schoolsOf('河南历史类，交院专科要多少分')).toEqual(['河南交通职业技术学院'])
  })
  it('never reads an everyday word (高职) or a rest with no province said', () => {
    expect(schoolsOf('河南物理类今年本科和高职的线')).toEqual([])
    expect(schoolsOf('交院专科要多少分')).toEqual([])
  })
})

describe('a major typed by sound keeps its place', () => {
  const ai = { id: 'm1', name: '人工智能', level: '本科', category: '工学', subCategory: '电子信息类' }
  const cs = { id: 'm2', name: '计算机类', level: '本科', category: '工学', subCategory: '计算机类' }
  const phrases = new Map<string, LexiconHit>([...lexicon.phrases, ['人工智能', { kind: 'major', major: ai }], ['计算机类', { kind: 'major', major: cs }]])
  const withMajors: Lexicon = { ...lexicon, phrases, fuzzy: buildFuzzy(phrases) }
  it('is asked before a major named exactly after it (人工只能…属于计算机类吗)', () => {
    expect(recognise('人工只能专业属于计算机类吗', withMajors).majors.map((m) => m.name)).toEqual(['人工智能', '计算机类'])
  })
})
