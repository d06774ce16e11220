import { describe, expect, it } from 'vitest'
import { applicableBatches } from './applicable-batches.ts'
import { findProvincePolicy, policyYears, provincePolicies } from './province-policies.ts'
import { provinceCodes } from './province-policy.ts'

describe('provincePolicies', () => {
  it('has one record per province and year 2021–2027', () => {
    expect(provincePolicies).toHaveLength(31 * 7)
    const keys = new Set(provincePolicies.map((p) => `${p.province}-${p.year}`))
    expect(keys.size).toBe(31 * 7)
    for (const code of provinceCodes) expect(findProvincePolicy(code, 2026)).toBeDefined()
  })

  it('carries the confirmed rules into the unpublished year, labelled unverified, in all 31 provinces', () => {
    for (const code of provinceCodes) {
      const confirmed = findProvincePolicy(code, policyYears.confirmedLast)!
      const next = findProvincePolicy(code, policyYears.confirmedLast + 1)!
      expect(confirmed.carriedFrom).toBeUndefined()
      expect(next.carriedFrom).toBe(policyYears.confirmedLast)
      expect(next.batches.every((b) => b.isUnverified === true)).toBe(true)
      expect(next.sources.at(-1)).toContain('待官方确认')
      expect(next.totalScore).toBe(confirmed.totalScore)
      // a later season with no record yet still gets the newest rules, never nothing
      const later = findProvincePolicy(code, policyYears.last + 3)!
      expect(later.year).toBe(policyYears.last + 3)
      expect(later.carriedFrom).toBe(policyYears.confirmedLast)
    }
    expect(findProvincePolicy('jiangsu', 2027)!.batches[0]!.maxWishes).toBe(40)
    expect(findProvincePolicy('jiangsu', policyYears.first - 1)).toBeUndefined()
  })

  it('gives 新疆 its own record for the first 3+1+2 year', () => {
    expect(findProvincePolicy('xinjiang', 2026)!.examModel).toBe('traditional')
    const first = findProvincePolicy('xinjiang', 2027)!
    expect(first.examModel).toBe('3+1+2')
    expect(first.subjectTypes).toEqual(['physics', 'history'])
    expect(first.batches.every((b) => b.isUnverified === true)).toBe(true)
    // One merged 本科批 (its line is the old 二批 level, 304/315 in 2026), not 本科一批.
    expect(first.batches.map((b) => b.name)).toEqual(['本科批', '高职(专科)批'])
    expect(findProvincePolicy('xizang', 2027)!.examModel).toBe('traditional')
  })

  it.each([
    ['jiangsu', 2026, '3+1+2', 'major-group', 40, 6, true],
    ['zhejiang', 2026, '3+3', 'major', 80, 1, false],
    ['shandong', 2021, '3+3', 'major', 96, 1, false],
    ['hebei', 2025, '3+1+2', 'major', 96, 1, false],
    ['liaoning', 2026, '3+1+2', 'major', 112, 1, false],
    ['shanghai', 2025, '3+3', 'major-group', 24, 4, true],
    ['henan', 2024, 'traditional', 'school', 6, 6, true],
    ['henan', 2025, '3+1+2', 'major-group', 48, 6, true],
    ['fujian', 2025, '3+1+2', 'major-group', 40, 6, true],
    ['fujian', 2026, '3+1+2', 'major-group', 50, 6, true],
    ['xizang', 2026, 'traditional', 'school', 10, 4, true],
    ['xinjiang', 2026, 'traditional', 'school', 18, 6, true],
  ] as const)('%s %i: %s, %s, %i × %i, 调剂 %s', (province, year, model, mode, wishes, majors, adjustment) => {
    const policy = findProvincePolicy(province, year)!
    const main = policy.batches.find((b) => b.id === policy.mainBatchId)!
    expect(policy.examModel).toBe(model)
    expect(main.fillingMode).toBe(mode)
    expect(main.maxWishes).toBe(wishes)
    expect(main.maxMajorsPerWish).toBe(majors)
    expect(main.hasAdjustment).toBe(adjustment)
  })

  it.each([
    ['shanghai', 660],
    ['hainan', 900],
    ['beijing', 750],
  ] as const)('%s total score %i', (province, total) => {
    expect(findProvincePolicy(province, 2026)!.totalScore).toBe(total)
  })

  it('gives 浙江 seven electives including 技术 and 3+1+2 the standard 赋分 table', () => {
    expect(findProvincePolicy('zhejiang', 2026)!.electiveSubjects).toContain('technology')
    expect(findProvincePolicy('shandong', 2026)!.electiveSubjects).not.toContain('technology')
    const bands = findProvincePolicy('guangdong', 2026)!.gradeConversion!.bands
    expect(bands.map((b) => b.share)).toEqual([0.15, 0.35, 0.35, 0.13, 0.02])
  })

  it('cites a source on every record', () => {
    for (const p of provincePolicies) expect(p.sources.length).toBeGreaterThan(0)
  })
})

describe('applicableBatches', () => {
  const jiangsu = findProvincePolicy('jiangsu', 2025)!
  it.each([
    ['above the line', 'physics', 470, ['undergraduate', 'vocational'], 'major-group'],
    ['below the undergraduate line', 'physics', 400, ['vocational'], 'major-group'],
    ['a subject type the year does not have', 'science', 600, [], undefined],
  ] as const)('%s', (_, subjectType, score, batchIds, mode) => {
    const result = applicableBatches(jiangsu, {
      subjectType,
      score,
      controlLines: { undergraduate: 463 },
    })
    expect(result.batches.map((b) => b.id)).toEqual(batchIds)
    expect(result.fillingMode).toBe(mode)
  })

  it('explains exclusions in Chinese', () => {
    const result = applicableBatches(jiangsu, {
      subjectType: 'physics',
      score: 400,
      controlLines: { undergraduate: 463 },
    })
    expect(result.excluded[0]!.reason).toBe('未达本科批次控制线（463分）')
  })
})
