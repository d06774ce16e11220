import { describe, expect, it } from 'vitest'
import { findProvincePolicy } from '../policy/province-policies.ts'
import { type WishTableCandidate, checkWishTable, type WishTableEntry } from './check-wish-table.ts'

const jiangsu = findProvincePolicy('jiangsu', 2026)!
const shandong = findProvincePolicy('shandong', 2026)!
const physics: WishTableCandidate = {
  subjectCombo: { subjectType: 'physics', subjects: ['chemistry', 'biology'] },
  batchIds: ['undergraduate'],
}
const combined: WishTableCandidate = {
  subjectCombo: { subjectType: 'combined', subjects: ['history', 'geography', 'biology'] },
  batchIds: ['undergraduate'],
}

const w = (unitId: string, extra: Partial<WishTableEntry> = {}): WishTableEntry => ({
  unitId,
  batchId: 'undergraduate',
  ...extra,
})
const codes = (wishes: WishTableEntry[], candidate = physics, policy = jiangsu) =>
  checkWishTable(wishes, policy, candidate).map((f) => `${f.severity}:${f.code}@${f.position ?? '-'}`)

describe('checkWishTable', () => {
  it.each([
    ['a clean table', [w('a', { probability: 0.3 }), w('b', { probability: 0.7 }), w('c', { probability: 0.97 })], []],
    ['41 wishes in a 40-slot batch', Array.from({ length: 41 }, (_, i) => w(`u${i}`)), ['fatal:too-many-wishes@41']],
    ['7 majors in a 6-major group', [w('a', { majorIds: ['1', '2', '3', '4', '5', '6', '7'] })], ['fatal:too-many-majors@1']],
    ['duplicate group', [w('a'), w('a')], ['serious:duplicate@2']],
    ['subject mismatch', [w('a', { requirement: { first: 'physics', allOf: ['politics'], anyOf: [] } })], ['fatal:subject-mismatch@1']],
    ['subject type mismatch', [w('a', { subjectType: 'history' })], ['fatal:subject-type-mismatch@1']],
    ['ineligible batch', [w('a', { batchId: 'early' })], ['fatal:ineligible-batch@1']],
    ['调剂 refused with a risky major', [w('a', { isAdjustmentAccepted: false, probability: 0.97, majorProbabilities: [0.3] })], ['serious:adjustment-risk@1']],
    ['调剂 refused near the line', [w('a', { isAdjustmentAccepted: false, probability: 0.6 }), w('b', { probability: 0.97 })], ['warning:adjustment-risk@1']],
    ['调剂 accepted near the line', [w('a', { isAdjustmentAccepted: true, probability: 0.6 }), w('b', { probability: 0.97 })], []],
    ['safe before reach', [w('a', { probability: 0.97 }), w('b', { probability: 0.3 })], ['serious:order@2']],
    ['no safety unit', [w('a', { probability: 0.3 }), w('b', { probability: 0.6 })], ['serious:no-safe-unit@-']],
    [
      'all one tier',
      [w('a', { probability: 0.2 }), w('b', { probability: 0.25 }), w('c', { probability: 0.3 })],
      ['serious:no-safe-unit@-', 'warning:single-tier@-'],
    ],
  ])('%s', (_, wishes, expected) => {
    expect(codes(wishes)).toEqual(expected)
  })

  describe('专业+院校 mode (山东)', () => {
    it.each([
      ['the same school with two majors is fine', [w('A001', { majorIds: ['16'] }), w('A001', { majorIds: ['56'] })], []],
      ['the same major twice is a duplicate', [w('A001', { majorIds: ['16'] }), w('A001', { majorIds: ['16'] })], ['serious:duplicate@2']],
      ['two majors in one wish', [w('A001', { majorIds: ['16', '56'] })], ['fatal:too-many-majors@1']],
      ['no 调剂 exists, so refusing it is no risk', [w('A001', { isAdjustmentAccepted: false, probability: 0.5 }), w('B', { probability: 0.99 })], []],
    ])('%s', (_, wishes, expected) => {
      expect(codes(wishes, combined, shandong)).toEqual(expected)
    })
  })

  it('writes Chinese messages', () => {
    const [finding] = checkWishTable([w('a'), w('a')], jiangsu, physics)
    expect(finding!.message).toBe('第2志愿与第1志愿重复')
  })
})
