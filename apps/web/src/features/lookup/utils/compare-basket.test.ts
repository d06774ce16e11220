import { beforeEach, describe, expect, it } from 'vitest'
import type { AdmissionLine } from '@gk/contract'
import { lowestPerYear } from '../components/line-trend-chart.tsx'
import { filterFromQuery, filterToQuery } from '../components/search-school-page.tsx'
import { COMPARE_MAX, compareBasket } from './compare-basket.ts'

describe('compare basket', () => {
  beforeEach(() => localStorage.clear())

  it('toggles colleges and keeps at most four', () => {
    for (let i = 0; i < 6; i++) compareBasket.toggle({ SchoolId: `100000000${i}`, SchoolName: `学校${i}` })
    expect(compareBasket.get()).toHaveLength(COMPARE_MAX)
    compareBasket.toggle({ SchoolId: '1000000000', SchoolName: '学校0' })
    expect(compareBasket.get().map((b) => b.SchoolName)).toEqual(['学校1', '学校2', '学校3'])
  })

  it('survives a corrupt stored value', () => {
    localStorage.setItem('compareSchools', '{oops')
    expect(compareBasket.get()).toEqual([])
  })
})

describe('school filter in the hash query', () => {
  it('round-trips every filter and drops empty ones', () => {
    const filter = { ProvinceId: 41, Level: '本科' as const, Is985: true, Nature: '公办' as const, Type: undefined }
    const query = filterToQuery(filter)
    expect(query).toEqual({ ProvinceId: '41', Level: '本科', Is985: '1', Nature: '公办' })
    expect(filterFromQuery(new URLSearchParams(query))).toMatchObject({ ProvinceId: 41, Level: '本科', Is985: true, Nature: '公办', Is211: undefined })
  })
})

describe('trend points', () => {
  const line = (Year: number, MinScore: number, Unit: string | null = null) => ({ Year, MinScore, Unit }) as AdmissionLine
  it("uses the college's own line, and a unit's only where the college has none that year", () => {
    expect(lowestPerYear([line(2024, 696), line(2024, 674, '医学部'), line(2023, 680, '医学部'), line(2023, 690, '医学部（医护类）')])).toEqual([
      { year: 2023, score: 680 },
      { year: 2024, score: 696 },
    ])
  })
})
