import { describe, expect, it } from 'vitest'
import type { SchoolEntry } from './ai-lexicon.ts'
import { derivedAbbreviations } from './ai-lexicon-abbrev.ts'
import { deriveTwoCharNames, type CollegeFacts } from './ai-lexicon-two-char.ts'
import { wordsWithin } from './ai-nlu.ts'
import { fixTypos } from './ai-typos.ts'

const school = (id: string, name: string, provinceCode: string): SchoolEntry => ({ id, name, provinceCode })
const fact = (city: string, tier: 0 | 1 | 2 | 3 = 0): CollegeFacts => ({ city, is985: tier === 3, is211: tier >= 2, doubleFirst: tier >= 1, rank: null })

/** Colloquial short names derived from the names (ADR 090), on made-up lists of colleges. */
describe('short names people say, derived from every name', () => {
  const colleges = [
    school('1', '西南林业大学', '53'),
    school('2', '湖南农业大学', '43'),
    school('3', '江西师范大学', '36'),
    school('4', '湖南大学', '43'),
    school('5', '湘潭大学', '43'),
    school('6', '云南财经大学', '53'),
    school('7', '山西外国语大学', '14'),
  ]
  const facts = new Map<string, CollegeFacts>([
    ['1', fact('昆明市')],
    ['2', fact('长沙市')],
    ['3', fact('南昌市')],
    ['4', fact('长沙市', 3)],
    ['5', fact('湘潭市')],
    ['6', fact('昆明市')],
    ['7', fact('太原市')],
  ])
  const forms = deriveTwoCharNames(colleges, ['湖南', '江西', '云南', '山西'], facts)
  const names = (form: string) => forms.get(form)?.national.map((s) => s.name)

  it('reads a 林业大学 by its place and 林', () => {
    expect(names('西林')).toEqual(['西南林业大学'])
  })

  it('reads a provincial college by the province’s one-character name and its key', () => {
    expect(names('湘农')).toEqual(['湖南农业大学'])
    expect(names('赣师')).toEqual(['江西师范大学'])
    expect(names('晋外')).toEqual(['山西外国语大学'])
  })

  it('never makes 「简称 + 大」: 湘大 is 湘潭大学, not 湖南大学', () => {
    expect(forms.get('湘大')?.national.map((s) => s.name) ?? []).not.toContain('湖南大学')
    // nor a 财 the key list leaves out
    expect(forms.has('滇财')).toBe(false)
  })

  it('reads a 大学 by its name without 大学, unless another college begins the same way', () => {
    const list = [
      school('11', '天津外国语大学', '12'),
      school('12', '天津外国语大学滨海外事学院', '12'),
      school('13', '长沙医学院', '43'),
      school('14', '浙江海洋大学', '33'),
      school('15', '浙江海洋职业技术学院', '33'),
    ]
    const found = derivedAbbreviations(list, wordsWithin)
    // its own sub-college begins with the whole name: still it
    expect(found.get('天津外国语')?.name).toBe('天津外国语大学')
    // another college (a 职业技术学院) begins with 浙江海洋: no guess
    expect(found.get('浙江海洋')).toBeUndefined()
    // a 学院 is not shortened so
    expect(found.has('长沙医')).toBe(false)
  })
})

describe('a group’s code typed with 足 or 租', () => {
  it('reads 组 after a code, and leaves 足 after a word alone', () => {
    expect(fixTypos('东林005足去年投档线')).toContain('005组')
    expect(fixTypos('川农第12租多少分')).toContain('12组')
    expect(fixTypos('分数不足')).toBe('分数不足')
  })
})
