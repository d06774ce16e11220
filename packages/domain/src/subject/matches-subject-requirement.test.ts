import { describe, expect, it } from 'vitest'
import { type SubjectCombo } from '../types.ts'
import { matchesSubjectRequirement, subjectRequirementMismatch } from './matches-subject-requirement.ts'
import { type SubjectRequirement } from './subject-requirement.ts'

const physicsChemBio: SubjectCombo = { subjectType: 'physics', subjects: ['chemistry', 'biology'] }
const historyPoliticsGeo: SubjectCombo = {
  subjectType: 'history',
  subjects: ['history', 'politics', 'geography'],
}
const zhejiangTech: SubjectCombo = {
  subjectType: 'combined',
  subjects: ['physics', 'chemistry', 'technology'],
}
const shandongHistory: SubjectCombo = {
  subjectType: 'combined',
  subjects: ['history', 'geography', 'biology'],
}

const req = (r: Partial<SubjectRequirement>): SubjectRequirement => ({
  first: null,
  allOf: [],
  anyOf: [],
  ...r,
})

describe('matchesSubjectRequirement', () => {
  it.each([
    ['3+1+2 physics-first with chemistry', req({ first: 'physics', allOf: ['chemistry'] }), physicsChemBio, true],
    ['3+1+2 history candidate for physics-only', req({ first: 'physics' }), historyPoliticsGeo, false],
    ['3+1+2 either first choice', req({ first: 'either' }), historyPoliticsGeo, true],
    ['3+1+2 missing re-selected subject', req({ first: 'physics', allOf: ['chemistry', 'politics'] }), physicsChemBio, false],
    ['3+1+2 first choice counts without being listed', req({ allOf: ['physics'] }), physicsChemBio, true],
    ['3+3 any of, one matches', req({ anyOf: ['chemistry', 'biology'] }), shandongHistory, true],
    ['3+3 any of, none matches', req({ anyOf: ['physics', 'chemistry'] }), shandongHistory, false],
    ['3+3 浙江 技术 required', req({ allOf: ['technology'] }), zhejiangTech, true],
    ['3+3 physics + chemistry', req({ allOf: ['physics', 'chemistry'] }), shandongHistory, false],
    ['no requirement', req({}), shandongHistory, true],
  ])('%s', (_, requirement, combo, expected) => {
    expect(matchesSubjectRequirement(requirement, combo)).toBe(expected)
  })

  it('explains a mismatch in Chinese', () => {
    expect(subjectRequirementMismatch(req({ allOf: ['physics', 'chemistry'] }), shandongHistory)).toBe('须选考物理、化学')
    expect(subjectRequirementMismatch(req({ first: 'physics' }), historyPoliticsGeo)).toBe('首选科目须为物理')
  })
})
