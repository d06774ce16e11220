import { findProvincePolicy, type BatchUnits, type IndexedUnit, type ProvinceYearIndex } from '@gk/domain'
import { expect, it } from 'vitest'
import { indexBytes } from './unit-index.ts'

// the province-index cache is bounded by this estimate (ADR 060): every batch's units, each counted once
it('weighs an index by the units of its batches, a unit in several maps once', () => {
  const policy = findProvincePolicy('shandong', 2026)!
  const unit = (id: string) => ({ id }) as IndexedUnit
  const batch = (ids: string[], majorIds: string[]): BatchUnits => {
    const units = ids.map(unit)
    const majors = majorIds.map(unit)
    return {
      units,
      byId: new Map(units.map((u) => [u.id, u])),
      majorsBySchool: new Map([['s', majors]]),
      majorUnitsById: new Map([...units, ...majors].map((u) => [u.id, u])),
      historyYears: [],
    }
  }
  const [first, second] = policy.batches
  const batches = new Map([
    [first!.id, batch(['a', 'b', 'c'], ['m1', 'm2'])],
    [second!.id, batch(['d'], [])],
  ])
  const index: ProvinceYearIndex = { policy, year: 2026, historyYears: [], get: (st, id) => (st === policy.subjectTypes[0] ? batches.get(id) : undefined) }
  const small = indexBytes(index)
  expect(small).toBe(6 * indexBytes({ ...index, get: (st, id) => (st === policy.subjectTypes[0] && id === second!.id ? batches.get(id) : undefined) }))
  expect(small).toBeGreaterThan(6 * 1000)
  expect(indexBytes({ ...index, get: () => undefined })).toBe(0)
})
