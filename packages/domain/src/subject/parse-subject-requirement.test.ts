import { describe, expect, it } from 'vitest'
import { parseSubjectRequirement } from './parse-subject-requirement.ts'

describe('parseSubjectRequirement', () => {
  it.each([
    ['物理,化学(2门科目考生均须选考方可报考)', false, { first: null, allOf: ['physics', 'chemistry'], anyOf: [] }],
    ['物理(1门科目考生必须选考方可报考)', false, { first: null, allOf: ['physics'], anyOf: [] }],
    ['化学,生物(2门科目考生选考其中一门即可报考)', false, { first: null, allOf: [], anyOf: ['chemistry', 'biology'] }],
    ['物理，化学（2门科目考生均须选考方可报考）', false, { first: null, allOf: ['physics', 'chemistry'], anyOf: [] }],
    ['思想政治(1门科目考生必须选考方可报考)', false, { first: null, allOf: ['politics'], anyOf: [] }],
    ['技术(1门科目考生必须选考方可报考)', false, { first: null, allOf: ['technology'], anyOf: [] }],
    ['不提科目要求', false, { first: null, allOf: [], anyOf: [] }],
    ['选考科目不限', false, { first: null, allOf: [], anyOf: [] }],
    ['不限', false, { first: null, allOf: [], anyOf: [] }],
    ['', false, { first: null, allOf: [], anyOf: [] }],
    ['首选物理，再选化学', true, { first: 'physics', allOf: ['chemistry'], anyOf: [] }],
    ['首选历史，再选不限', true, { first: 'history', allOf: [], anyOf: [] }],
    ['首选物理,再选化学和生物', true, { first: 'physics', allOf: ['chemistry', 'biology'], anyOf: [] }],
    ['首选物理，再选化学或生物', true, { first: 'physics', allOf: [], anyOf: ['chemistry', 'biology'] }],
    ['物理+化学', true, { first: 'physics', allOf: ['chemistry'], anyOf: [] }],
    ['物理和化学', false, { first: null, allOf: ['physics', 'chemistry'], anyOf: [] }],
    ['物理或历史均可', true, { first: 'either', allOf: [], anyOf: [] }],
    ['物理或历史均可', false, { first: 'either', allOf: [], anyOf: [] }],
    ['仅物理', true, { first: 'physics', allOf: [], anyOf: [] }],
    ['选考科目限物理+化学', true, { first: 'physics', allOf: ['chemistry'], anyOf: [] }],
    ['(不限)', true, { first: null, allOf: [], anyOf: [] }],
    ['物化生', false, { first: null, allOf: ['physics', 'chemistry', 'biology'], anyOf: [] }],
    ['物理/历史', true, { first: 'either', allOf: [], anyOf: [] }],
  ] as const)('%s (3+1+2: %s)', (text, isFirstChoiceModel, expected) => {
    expect(parseSubjectRequirement(text, { isFirstChoiceModel })).toEqual(expected)
  })

  it('flags wording it cannot read instead of guessing', () => {
    expect(parseSubjectRequirement('须通过面试').isUnrecognised).toBe(true)
  })
})
