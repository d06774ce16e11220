// @vitest-environment node
// pure logic with no DOM: a jsdom window would cost this file about a CPU second (docs/contributing.md "CI budget")
import { describe, expect, it } from 'vitest'
import { formatClock, formatDay, formatDuration, priceLabel } from './format.ts'

describe('learning formats', () => {
  it('formats durations, China days and clocks, prices', () => {
    expect(formatDuration(95)).toBe('1:35')
    expect(formatDuration(5.6)).toBe('0:06')
    expect(formatDay('2026-09-01T18:00:00Z')).toBe('2026-09-02')
    expect(formatClock('2026-11-08T11:30:00Z')).toBe('11-08 19:30')
    expect(priceLabel(19.9)).toBe('¥19.90')
  })
})
