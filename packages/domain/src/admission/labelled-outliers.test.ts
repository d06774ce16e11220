import { describe, expect, it } from 'vitest'
import { labelledOutliers } from './labelled-outliers.ts'

describe('labelledOutliers', () => {
  // 吉林 物理类 华中科技大学: the institution rows of 2025 and 2024 as the dataset has them
  const hust = [
    { unit: 'hust', rank: 5_529, label: '华中科技大学2025吉林普通批|分类投档 - 医科：物+化' },
    { unit: 'hust', rank: 1_252, label: '华中科技大学2025吉林普通批|医科组：物+化' },
    { unit: 'hust', rank: 1_138, label: '华中科技大学2025吉林普通批|理工组：物+化' },
    { unit: 'hust', rank: 880, label: '华中科技大学2024吉林普通批|003理工组：物+化' },
    { unit: 'hust', rank: 2_139, label: '华中科技大学2024吉林普通批|004医科组：物+化' },
    { unit: 'hust', rank: 1_838, label: '华中科技大学2024吉林普通批|005理工分类投档组：物+化' },
  ]

  it('sets apart the labelled line far off the unit’s other lines, and keeps the labelled lines near them', () => {
    expect(labelledOutliers(hust)).toEqual([true, false, false, false, false, false])
  })

  it('keeps a far line without a route label (a real jump is the unit’s own)', () => {
    expect(labelledOutliers(hust.map((l, i) => (i === 0 ? { ...l, label: '普通批' } : l)))[0]).toBe(false)
  })

  it('checks nothing with fewer than three ranked lines of a unit, or without a unit', () => {
    expect(labelledOutliers(hust.slice(0, 2))).toEqual([false, false])
    expect(labelledOutliers(hust.map((l) => ({ ...l, unit: null })))).toEqual(hust.map(() => false))
    expect(labelledOutliers([{ unit: 'a', rank: null, label: '医科' }, ...hust.slice(1, 3)])).toEqual([false, false, false])
  })

  it('keeps units apart', () => {
    const other = hust.slice(0, 1).map((l) => ({ ...l, unit: 'other' }))
    expect(labelledOutliers([...other, ...hust.slice(1)])[0]).toBe(false)
  })
})
