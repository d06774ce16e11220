import { describe, expect, it } from 'vitest'
import { hebeiCumulative, trackOf } from './hebei-early-special.ts'

const tables = hebeiCumulative([
  { year: '2025', category: '物理类', score: '608', cum_total: '21354' },
  { year: '2025', category: '历史类', score: '608', cum_total: '4100' },
  { year: '2025', category: '历史类', score: '600', cum_total: '21300' },
  { year: '2020', category: '理科', score: '608', cum_total: '21354' },
])

describe('河北 本科提前批B段 lines without a 科类 (ADR 077)', () => {
  it('takes the track whose table puts the score at the published rank', () => {
    expect(trackOf(2025, 608, 21354, tables)).toBe('物理类')
    expect(trackOf(2025, 608, 4100, tables)).toBe('历史类')
  })
  it('reads no track when neither table fits or the year has no new-track table', () => {
    expect(trackOf(2025, 608, 30000, tables)).toBeNull()
    expect(trackOf(2020, 608, 21354, tables)).toBeNull()
  })
})
