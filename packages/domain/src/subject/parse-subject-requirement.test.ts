import { describe, expect, it } from 'vitest'
import { parseSubjectRequirement } from './parse-subject-requirement.ts'

describe('parseSubjectRequirement', () => {
  it.each([
    [
      '物理,化学(2门科目考生均须选考方可报考)',
      false,
      { first: null, allOf: ['physics', 'chemistry'], anyOf: [] },
    ],
    ['物理(1门科目考生必须选考方可报考)', false, { first: null, allOf: ['physics'], anyOf: [] }],
    [
      '化学,生物(2门科目考生选考其中一门即可报考)',
      false,
      { first: null, allOf: [], anyOf: ['chemistry', 'biology'] },
    ],
    [
      '物理，化学（2门科目考生均须选考方可报考）',
      false,
      { first: null, allOf: ['physics', 'chemistry'], anyOf: [] },
    ],
    [
      '思想政治(1门科目考生必须选考方可报考)',
      false,
      { first: null, allOf: ['politics'], anyOf: [] },
    ],
    ['技术(1门科目考生必须选考方可报考)', false, { first: null, allOf: ['technology'], anyOf: [] }],
    ['不提科目要求', false, { first: null, allOf: [], anyOf: [] }],
    ['选考科目不限', false, { first: null, allOf: [], anyOf: [] }],
    ['不限', false, { first: null, allOf: [], anyOf: [] }],
    ['', false, { first: null, allOf: [], anyOf: [] }],
    ['首选物理，再选化学', true, { first: 'physics', allOf: ['chemistry'], anyOf: [] }],
    ['首选历史，再选不限', true, { first: 'history', allOf: [], anyOf: [] }],
    [
      '首选物理,再选化学和生物',
      true,
      { first: 'physics', allOf: ['chemistry', 'biology'], anyOf: [] },
    ],
    [
      '首选物理，再选化学或生物',
      true,
      { first: 'physics', allOf: [], anyOf: ['chemistry', 'biology'] },
    ],
    ['物理+化学', true, { first: 'physics', allOf: ['chemistry'], anyOf: [] }],
    ['物理和化学', false, { first: null, allOf: ['physics', 'chemistry'], anyOf: [] }],
    ['物理或历史均可', true, { first: 'either', allOf: [], anyOf: [] }],
    ['物理或历史均可', false, { first: 'either', allOf: [], anyOf: [] }],
    ['仅物理', true, { first: 'physics', allOf: [], anyOf: [] }],
    ['选考科目限物理+化学', true, { first: 'physics', allOf: ['chemistry'], anyOf: [] }],
    ['(不限)', true, { first: null, allOf: [], anyOf: [] }],
    ['物化生', false, { first: null, allOf: ['physics', 'chemistry', 'biology'], anyOf: [] }],
    ['物理/历史', true, { first: 'either', allOf: [], anyOf: [] }],
    // wordings seen in the 2024–2026 plan books and admission records (SOURCES.md §1, §4, §6, §18)
    ['首选物理，再选科目不提', true, { first: 'physics', allOf: [], anyOf: [] }],
    ['物理类（再选化学）', true, { first: 'physics', allOf: ['chemistry'], anyOf: [] }],
    ['历史类（再选不限）', true, { first: 'history', allOf: [], anyOf: [] }],
    ['物理*(化学)', true, { first: 'physics', allOf: ['chemistry'], anyOf: [] }],
    ['历史*(化学+地理)', true, { first: 'history', allOf: ['chemistry', 'geography'], anyOf: [] }],
    ['历史+化学/地理', true, { first: 'history', allOf: [], anyOf: ['chemistry', 'geography'] }],
    [
      '10（物理+化学或生物）',
      true,
      { first: 'physics', allOf: [], anyOf: ['chemistry', 'biology'] },
    ],
    [
      '江西理工大学04专业组(化学)(中外合作办学)',
      true,
      { first: null, allOf: ['chemistry'], anyOf: [] },
    ],
    ['不限中外合作办学', true, { first: null, allOf: [], anyOf: [] }],
    ['化学中外合作办学', true, { first: null, allOf: ['chemistry'], anyOf: [] }],
    ['化学必选', true, { first: null, allOf: ['chemistry'], anyOf: [] }],
    ['化和生', true, { first: null, allOf: ['chemistry', 'biology'], anyOf: [] }],
    ['206.物理组', true, { first: 'physics', allOf: [], anyOf: [] }],
    [
      '思想政治,历史(2门科目考生均须选考方可报考)',
      true,
      { first: 'history', allOf: ['politics'], anyOf: [] },
    ],
    [
      '物理,化学,生物(3门科目考生均须选考方可报考)',
      false,
      { first: null, allOf: ['physics', 'chemistry', 'biology'], anyOf: [] },
    ],
    ['-', true, { first: null, allOf: [], anyOf: [] }],
  ] as const)('%s (3+1+2: %s)', (text, isFirstChoiceModel, expected) => {
    expect(parseSubjectRequirement(text, { isFirstChoiceModel })).toEqual(expected)
  })

  it.each(['须通过面试', '第103组', '03组,普通类', '艺术类'])(
    'flags %s as unrecognised instead of guessing',
    (text) => {
      expect(parseSubjectRequirement(text).isUnrecognised).toBe(true)
    },
  )
})
