import { describe, expect, it } from 'vitest'
import { officialBatchName } from './batch-name.ts'
import { findProvincePolicy } from './province-policies.ts'

describe('officialBatchName', () => {
  it('reads a legacy 本科一批/二批 label in a reformed year as the main 本科 batch (河南 2026 plan rows)', () => {
    expect(officialBatchName(findProvincePolicy('henan', 2026), '本科一批')).toBe('普通本科批')
    expect(officialBatchName(findProvincePolicy('henan', 2026), '本科二批')).toBe('普通本科批')
  })

  it('keeps the label of a 文/理 year, of a batch the policy has, and of any other batch', () => {
    expect(officialBatchName(findProvincePolicy('henan', 2024), '本科一批')).toBe('本科一批')
    expect(officialBatchName(findProvincePolicy('xizang', 2026), '本科一批')).toBe('本科一批')
    expect(officialBatchName(findProvincePolicy('henan', 2026), '国家专项本科')).toBe('国家专项本科')
    expect(officialBatchName(findProvincePolicy('sichuan', 2026), '本科批次B段')).toBe('本科批次B段')
    expect(officialBatchName(undefined, '本科一批')).toBe('本科一批')
  })
})
