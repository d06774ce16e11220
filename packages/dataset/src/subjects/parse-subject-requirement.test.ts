import { describe, expect, it } from 'vitest'
import { parseSubjectRequirement, type ExamModelHint } from './parse-subject-requirement.ts'

type Case = [text: string, model: ExamModelHint, first: string | null, allOf: string[], anyOf: string[]]

// Wordings taken from the raw sources (Zhejiang/Jiangsu plan books, Hebei 2026 plan, school sites).
const cases: Case[] = [
  ['不提科目要求', '3+3', null, [], []],
  ['不限', '3+1+2', null, [], []],
  ['物理,化学(2门科目考生均须选考方可报考)', '3+3', null, ['physics', 'chemistry'], []],
  ['物理(1门科目考生必须选考方可报考)', '3+3', null, ['physics'], []],
  ['物理,化学,生物(3门科目考生均须选考方可报考)', '3+3', null, ['physics', 'chemistry', 'biology'], []],
  ['化学,生物(2门科目考生选考其中一门即可报考)', '3+3', null, [], ['chemistry', 'biology']],
  ['思想政治,历史(2门科目考生均须选考方可报考)', '3+3', null, ['politics', 'history'], []],
  ['首选物理', '3+1+2', 'physics', [], []],
  ['首选历史，再选科目不提', '3+1+2', 'history', [], []],
  ['首选物理，再选化学', '3+1+2', 'physics', ['chemistry'], []],
  ['物理+化学', '3+1+2', 'physics', ['chemistry'], []],
  ['物理＋化学', '3+1+2', 'physics', ['chemistry'], []],
  ['物理+不限', '3+1+2', 'physics', [], []],
  ['历史+不限', '3+1+2', 'history', [], []],
  ['物理类（再选化学）', '3+1+2', 'physics', ['chemistry'], []],
  ['历史类（再选不限）', '3+1+2', 'history', [], []],
  ['化学', '3+1+2', null, ['chemistry'], []],
  ['化学和生物', '3+1+2', null, ['chemistry', 'biology'], []],
  ['化和生', '3+1+2', null, ['chemistry', 'biology'], []],
  ['化', '3+1+2', null, ['chemistry'], []],
  ['化学、物理（均须选考）', '3+1+2', 'physics', ['chemistry'], []],
  ['物理+(化学或生物)', '3+1+2', 'physics', [], ['chemistry', 'biology']],
  ['物理或历史均可', '3+1+2', 'either', [], []],
  ['仅历史', '3+1+2', 'history', [], []],
  ['物理*化学', '3+1+2', 'physics', ['chemistry'], []],
  ['思想政治和地理', '3+1+2', null, ['politics', 'geography'], []],
  ['生物学', '3+3', null, ['biology'], []],
  ['物理＋化学(中外合办)', '3+1+2', 'physics', ['chemistry'], []],
  ['历史', '3+1+2', 'history', [], []],
  ['物理', '3+3', null, ['physics'], []],
]

describe('parseSubjectRequirement', () => {
  it.each(cases)('%s (%s)', (text, model, first, allOf, anyOf) => {
    expect(parseSubjectRequirement(text, model)).toEqual({ first, allOf, anyOf })
  })

  it.each(['第502组', '特殊路径', '\\', '体育类', ''])('returns null for non-requirement label %s', (text) => {
    expect(parseSubjectRequirement(text, '3+1+2')).toBeNull()
  })
})
