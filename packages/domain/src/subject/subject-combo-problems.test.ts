import { describe, expect, it } from 'vitest'
import { findProvincePolicy } from '../policy/province-policies.ts'
import { type ProvinceCode } from '../policy/province-policy.ts'
import { type SubjectCombo } from '../types.ts'
import { subjectComboProblems } from './subject-combo-problems.ts'

describe('subjectComboProblems', () => {
  it.each([
    ['jiangsu', { subjectType: 'physics', subjects: ['chemistry', 'biology'] }, []],
    ['jiangsu', { subjectType: 'physics', subjects: ['physics', 'chemistry', 'geography'] }, []],
    ['jiangsu', { subjectType: 'history', subjects: ['chemistry'] }, ['须选2门再选科目，实际1门']],
    ['jiangsu', { subjectType: 'physics', subjects: ['chemistry', 'technology'] }, ['技术不是江苏的再选科目']],
    ['jiangsu', { subjectType: 'combined', subjects: ['chemistry', 'biology'] }, ['2026年江苏不设该科类']],
    ['zhejiang', { subjectType: 'combined', subjects: ['physics', 'chemistry', 'technology'] }, []],
    ['shandong', { subjectType: 'combined', subjects: ['physics', 'technology', 'history'] }, ['技术不是山东的选考科目']],
    ['shandong', { subjectType: 'combined', subjects: ['physics', 'physics', 'history'] }, ['选考科目有重复', '须选3门选考科目，实际2门']],
    ['xinjiang', { subjectType: 'science', subjects: [] }, []],
  ] as const)('%s %o', (province, combo, expected) => {
    expect(subjectComboProblems(combo as SubjectCombo, findProvincePolicy(province as ProvinceCode, 2026)!)).toEqual(expected)
  })
})
