import { afterEach, describe, expect, it } from 'vitest'
import { unitRow } from '../test/fixtures.ts'
import { draftSlotOf } from './profile-scope.ts'
import { labelOf, moveItem, readDraft, toDraftWish, updateDraft, writeDraft } from './wish-draft.ts'

afterEach(() => localStorage.clear())

describe('labelOf', () => {
  it('names a 专业组 by school and group, a 专业+院校 unit by school and major', () => {
    expect(labelOf({ SchoolName: '南京大学', GroupCode: '03', MajorName: null })).toBe('南京大学 第03组')
    expect(labelOf({ SchoolName: '浙江大学', GroupCode: null, MajorName: '临床医学' })).toBe('浙江大学 临床医学')
    expect(labelOf({ SchoolName: '复旦大学', GroupCode: null, MajorName: null })).toBe('复旦大学')
  })
})

describe('toDraftWish', () => {
  it('keeps the row identity, probability and tier; starts with no majors and 服从调剂 on', () => {
    const wish = toDraftWish(unitRow({ Probability: 0.61, Tier: 'match' }))
    expect(wish).toEqual({
      UnitId: '32:10284:03',
      Label: '南京大学 第03组',
      SchoolName: '南京大学',
      GroupCode: '03',
      MajorName: null,
      MajorNames: [],
      IsAdjustmentAccepted: true,
      Probability: 0.61,
      Tier: 'match',
    })
  })
})

describe('moveItem', () => {
  it('moves one item and leaves the input untouched', () => {
    const list = ['a', 'b', 'c', 'd']
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd'])
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c'])
    expect(list).toEqual(['a', 'b', 'c', 'd'])
  })
  it('clamps a target past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a'])
    expect(moveItem(['a', 'b', 'c'], 2, -3)).toEqual(['c', 'a', 'b'])
  })
})

describe('drafts in local storage', () => {
  const henan = draftSlotOf({ ProvinceId: 41, SubjectType: 1, Year: 2026 }, 'undergraduate')
  const guangdong = draftSlotOf({ ProvinceId: 44, SubjectType: 1, Year: 2026 }, 'undergraduate')
  it('reads an empty draft for a slot never written', () => {
    expect(readDraft(henan)).toEqual({ slot: henan, batchId: 'undergraduate', selectedSchool: [] })
  })
  it('keeps one draft per province, track, year and batch: the same batch id of another province is another draft', () => {
    const wish = toDraftWish(unitRow())
    writeDraft({ slot: henan, batchId: 'undergraduate', selectedSchool: [wish] })
    writeDraft({ slot: guangdong, batchId: 'undergraduate', selectedSchool: [] })
    updateDraft(guangdong, (d) => ({ ...d, wishId: 7, version: 2 }))
    expect(readDraft(henan).selectedSchool).toEqual([wish])
    expect(readDraft(guangdong)).toEqual({ slot: guangdong, batchId: 'undergraduate', selectedSchool: [], wishId: 7, version: 2 })
  })
  it('does not show a draft of an older build, which cannot say whose it was', () => {
    localStorage.setItem('batchTypeTotalListForecast', JSON.stringify([{ batchId: 'undergraduate', selectedSchool: [toDraftWish(unitRow())] }]))
    expect(readDraft(henan).selectedSchool).toEqual([])
  })
})
