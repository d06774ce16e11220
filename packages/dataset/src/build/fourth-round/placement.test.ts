import { describe, expect, it } from 'vitest'
import { BELOW_MEDIAN, placeCoveredMajors, placeSchool } from './placement.ts'

const merged = { benke: 465 }
const split = { benke: 420, first: 500, split: true }

describe('placement of batchless third-party rows (entry 27)', () => {
  it('places nothing of a 专科 institution, whatever its scores', () => {
    const p = placeSchool([480, 470], merged, { level: '专科', covered: false })
    expect(p.kept).toEqual([])
    expect(p.set.get('vocational-school')).toBe(2)
  })

  it('sets aside rows below the 本科 line (专科 programmes, 预科) and keeps the rest', () => {
    const p = placeSchool([520, 510, 380], merged, { level: '本科', covered: false })
    expect(p.kept).toEqual([0, 1])
    expect(p.set.get('below-line')).toBe(1)
  })

  it('adds nothing where an official table covers the school that year', () => {
    const p = placeSchool([520, 510], merged, { level: '本科', covered: true })
    expect(p.kept).toEqual([])
    expect(p.set.get('covered')).toBe(2)
  })

  it('reads a row far below the school as a special plan: against another source, else against the median', () => {
    const withRef = placeSchool([600, 590, 575], merged, { level: '本科', covered: false, reference: 588 })
    expect(withRef.kept).toEqual([0, 1])
    const alone = placeSchool([640, 630, 620, 620 - BELOW_MEDIAN - 10], merged, { level: '本科', covered: false })
    expect(alone.kept).toEqual([0, 1, 2])
    expect(alone.set.get('below-school')).toBe(1)
  })

  it('files a school under 一批 or 二批 in a split year: another source first, else its median against the 一批 line', () => {
    expect(placeSchool([530, 520], split, { level: '本科', covered: false }).batch).toBe('本科一批')
    expect(placeSchool([480, 470], split, { level: '本科', covered: false }).batch).toBe('本科二批')
    expect(placeSchool([530, 520], split, { level: '本科', covered: false, knownBatch: '本科二批' }).batch).toBe('本科二批')
    expect(placeSchool([530], merged, { level: '本科', covered: false }).batch).toBe('本科批')
    expect(placeSchool([530], { benke: 420, split: true }, { level: '本科', covered: false }).batch).toBe('本科二批')
  })

  it('keeps the majors of a school an official line covers at or above that line of its batch, where no source gives its majors (issue #29)', () => {
    // 河南 2024 理科 天津理工大学: the official 一批 line covers the school's line, not its majors
    const facts = { level: '本科', covered: true, knownBatch: '本科一批', official: { 本科一批: 540, 本科二批: 505 } }
    const p = placeCoveredMajors([560, 541, 540, 530, 480], split, facts)
    expect(p).toMatchObject({ batch: '本科一批', kept: [0, 1, 2] })
    expect(p.set.get('below-official')).toBe(2)
    expect(placeCoveredMajors([520, 500], merged, { ...facts, knownBatch: undefined }).kept).toEqual([0])
    // not covered (rule 5 places it), no official line, or a 专科 school: nothing
    expect(placeCoveredMajors([560], merged, { level: '本科', covered: false }).kept).toEqual([])
    expect(placeCoveredMajors([560], split, { level: '本科', covered: true, official: { 本科批: 500 } }).kept).toEqual([])
    expect(placeCoveredMajors([560], merged, { ...facts, level: '专科' }).kept).toEqual([])
  })
})
