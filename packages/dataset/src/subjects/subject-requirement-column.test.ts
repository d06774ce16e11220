import { describe, expect, it } from 'vitest'
import { subjectRequirementColumn } from './subject-requirement-column.ts'

// The wording families themselves are tested with the parser in @gk/domain; this checks the column rules.
describe('subjectRequirementColumn', () => {
  it('stores { first, allOf, anyOf } from the domain parser, with the 首选 reading in 3+1+2 provinces', () => {
    expect(subjectRequirementColumn('物理+化学', '3+1+2')).toEqual({ first: 'physics', allOf: ['chemistry'], anyOf: [] })
    expect(subjectRequirementColumn('物理+化学', '3+3')).toEqual({ first: null, allOf: ['physics', 'chemistry'], anyOf: [] })
    expect(subjectRequirementColumn('物理/化学/生物（选考一门即可）', '3+3')).toEqual({ first: null, allOf: [], anyOf: ['physics', 'chemistry', 'biology'] })
    expect(subjectRequirementColumn('不提科目要求', '3+3')).toEqual({ first: null, allOf: [], anyOf: [] })
  })

  it.each([null, undefined, '', '  '])('is null when there is no wording (%s)', (text) => {
    expect(subjectRequirementColumn(text, '3+1+2')).toBeNull()
  })

  it.each(['第502组', '特殊路径', '\\', '-', '体育类'])('is null, not "no requirement", for the unrecognised %s', (text) => {
    expect(subjectRequirementColumn(text, '3+1+2')).toBeNull()
  })

  it('never stores the isUnrecognised flag', () => {
    expect(Object.keys(subjectRequirementColumn('化学', '3+1+2') ?? {})).toEqual(['first', 'allOf', 'anyOf'])
  })
})
