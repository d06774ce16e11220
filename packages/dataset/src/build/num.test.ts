import { describe, expect, it } from 'vitest'
import { exactScore, toScore } from './num.ts'

describe('minimum scores with decimals (issue #29)', () => {
  it('never rounds a decimal minimum up, and keeps the decimal', () => {
    expect(toScore(579.94)).toBe(579)
    expect(exactScore(579.94)).toBe(579.94)
    expect(toScore('525.76')).toBe(525)
    expect(toScore(580)).toBe(580)
    expect(exactScore(580)).toBeNull()
    expect(toScore('580及以上')).toBe(580)
    expect(exactScore(573.996)).toBe(573.996)
    expect(toScore(null)).toBeNull()
  })
})
