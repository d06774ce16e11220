import { findProvincePolicy, provincePolicies } from '@gk/domain'
import { describe, expect, it } from 'vitest'
import { examModel, policyRows } from './provinces.ts'

describe('province policies', () => {
  it.each([
    ['33', 2016, '文理'],
    ['33', 2017, '3+3'],
    ['11', 2019, '文理'],
    ['11', 2020, '3+3'],
    ['41', 2024, '文理'],
    ['41', 2025, '3+1+2'],
    ['13', 2021, '3+1+2'],
    ['65', 2026, '文理'],
    ['65', 2027, '3+1+2'],
    ['54', 2026, '文理'],
  ] as const)('%s %i → %s', (code, year, model) => {
    expect(examModel(code, year)).toBe(model)
  })

  it('gives Shanghai 660, Hainan 900 and everyone else 750 in 2026, with a citation on every row', () => {
    const rows = policyRows().filter((r) => r.year === 2026)
    expect(rows).toHaveLength(31)
    const total = (code: string) => rows.find((r) => r.province_code === code)?.total_score
    expect([total('31'), total('46'), total('41')]).toEqual([660, 900, 750])
    expect(rows.every((r) => typeof r.citation === 'string' && r.citation.length > 0)).toBe(true)
  })

  it('writes one row per domain policy record, with the domain main batch, counts and model', () => {
    const rows = policyRows()
    expect(rows).toHaveLength(provincePolicies.length)
    const jiangsu = rows.find((r) => r.province_code === '32' && r.year === 2026)
    const domain = findProvincePolicy('jiangsu', 2026)!
    const main = domain.batches.find((b) => b.id === domain.mainBatchId)!
    expect(jiangsu).toMatchObject({
      exam_model: '3+1+2',
      subject_types: ['物理类', '历史类'],
      main_batch: main.name,
      slots: main.maxWishes,
      quality: 'third-party',
    })
    // A year carried forward from the last confirmed one is an estimate.
    expect(rows.find((r) => r.province_code === '32' && r.year === 2027)?.quality).toBe('estimated')
    expect(rows.find((r) => r.province_code === '11' && r.year === 2026)?.score_conversion).toMatch(/^fixed-levels: 1 /)
    expect(rows.find((r) => r.province_code === '65' && r.year === 2026)?.score_conversion).toBeNull()
  })
})
