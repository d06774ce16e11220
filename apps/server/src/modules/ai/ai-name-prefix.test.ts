import { describe, expect, it } from 'vitest'
import type { Lexicon, LexiconHit, SchoolEntry } from './ai-lexicon.ts'
import { recognise } from './ai-nlu.ts'

/**
 * Issue 31 (dev v18, ADR 140), phrasings of our own: a college's name cut short with no 大/学院 (中南财, 中南林 before a
 * pause) is the one college whose name begins so, not the shorter name it starts with (中南 = 中南大学).
 */
const schools: SchoolEntry[] = [
  { id: 'a', name: '中南大学', provinceCode: '43' },
  { id: 'b', name: '中南财经政法大学', provinceCode: '42' },
  { id: 'c', name: '中南林业科技大学', provinceCode: '43' },
  { id: 'd', name: '华中科技大学', provinceCode: '42' },
  { id: 'e', name: '华中师范大学', provinceCode: '42' },
  { id: 'f', name: '华中农业大学', provinceCode: '42' },
]
const school = (id: string): LexiconHit => ({ kind: 'school', school: schools.find((s) => s.id === id)! })
const phrases = new Map<string, LexiconHit>([...schools.map((s) => [s.name, school(s.id)] as const), ['中南', school('a')], ['华科', school('d')]])
const lexicon: Lexicon = { phrases, maxLength: 8, schools: new Map(schools.map((s) => [s.id, s])), provinces: [], currentYear: 2026 }
const collegesOf = (q: string) => recognise(q, lexicon).schools.map((s) => s.name)

describe('a college’s name cut short before a pause', () => {
  it.each([
    ['中南财 国家专项 多少分', '中南财经政法大学'],
    ['中南财经，湖北历史类投档线', '中南财经政法大学'],
    ['中南林 湖南 物理 最低分', '中南林业科技大学'],
  ])('reads 「%s」 as %s', (q, name) => expect(collegesOf(q)).toEqual([name]))
  it.each([
    ['中南 物理类 投档线', '中南大学'],
    ['中南今年多少分', '中南大学'],
    ['华科 计算机 多少分', '华中科技大学'],
  ])('keeps 「%s」 as %s', (q, name) => expect(collegesOf(q)).toEqual([name]))
})
