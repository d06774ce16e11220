import { describe, expect, it } from 'vitest'
import { yearsJoined } from './ai-years-joined.ts'

describe('a relative year joined to one in digits', () => {
  it('is every year of the list', () => {
    expect(yearsJoined('今年和23年的本科线', 2026)).toEqual([2023, 2026])
    expect(yearsJoined('河南2024年跟去年的一本线', 2026)).toEqual([2024, 2025])
    expect(yearsJoined('去年、23年和今年本科线分别多少', 2026)).toEqual([2023, 2025, 2026])
  })
  it('leaves years that are not one list, or not mixed', () => {
    expect(yearsJoined('我23年毕业，今年复读，本科线多少', 2026)).toEqual([])
    expect(yearsJoined('去年和今年的本科线', 2026)).toEqual([])
    expect(yearsJoined('2023和2024本科线', 2026)).toEqual([])
    expect(yearsJoined('今年和23年的本科线', null)).toEqual([])
  })
})
