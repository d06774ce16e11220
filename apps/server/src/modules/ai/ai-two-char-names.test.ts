import { describe, expect, it } from 'vitest'
import type { SchoolEntry } from './ai-lexicon.ts'
import { deriveTwoCharNames, type CollegeFacts } from './ai-lexicon-two-char.ts'

const school = (id: string, name: string, provinceCode: string): SchoolEntry => ({ id, name, provinceCode })
const fact = (city: string, tier: 0 | 1 | 2 | 3 = 0): CollegeFacts => ({ city, is985: tier === 3, is211: tier >= 2, doubleFirst: tier >= 1, rank: null })

/** The two-character derivation on made-up lists of colleges (names never used while coding it). */
describe('two-character short names', () => {
  const colleges = [
    school('1', '温州医科大学', '33'),
    school('2', '长沙理工大学', '43'),
    school('3', '长春理工大学', '22'),
    school('4', '苏州大学', '32'),
    school('5', '苏州科技大学', '32'),
    school('6', '大连理工大学', '21'),
    school('7', '大理大学', '53'),
    school('8', '华侨大学', '35'),
    school('9', '宿州学院', '34'),
    school('10', '宿迁大学', '32'),
  ]
  const facts = new Map<string, CollegeFacts>([
    ['1', fact('温州市')],
    ['2', fact('长沙市')],
    ['3', fact('长春市')],
    ['4', fact('苏州市', 2)],
    ['5', fact('苏州市')],
    ['6', fact('大连市', 3)],
    ['7', fact('大理白族自治州')],
    ['8', fact('泉州市')],
    ['9', fact('宿州市')],
    ['10', fact('宿迁市')],
  ])
  const forms = deriveTwoCharNames(colleges, ['江苏', '浙江'], facts)

  it('reads the place’s first character and the kind’s key character', () => {
    expect(forms.get('温医')?.national.map((s) => s.name)).toEqual(['温州医科大学'])
    expect(forms.get('苏科')?.national.map((s) => s.name)).toEqual(['苏州科技大学'])
  })

  it('keeps every college of the same tier sharing a form, so the question asks which', () => {
    expect(
      forms
        .get('长理')
        ?.national.map((s) => s.name)
        .sort(),
    ).toEqual(['长春理工大学', '长沙理工大学'])
  })

  it('reads a shared form as the one 985/211 college only when no other is ranked', () => {
    // 宿大 is only 宿迁大学 (宿州学院 is no 大学); 苏大 is 苏州大学, a 211 beside none
    expect(forms.get('苏大')?.national.map((s) => s.name)).toEqual(['苏州大学'])
  })

  it('never makes a place’s name or a name whose start is no place into a college', () => {
    // 大理 is a city (大连理工大学 would give it); 华侨 is not a place
    expect(forms.has('大理')).toBe(false)
    expect(forms.has('华大')).toBe(false)
  })
})
