import { describe, expect, it } from 'vitest'
import { DESIGN_WIDTH, rpxToPx } from './rpx.ts'

describe('rpxToPx', () => {
  it('converts at 750 design width', () => {
    expect(DESIGN_WIDTH).toBe(750)
    expect(rpxToPx(750, 375)).toBe(375)
    expect(rpxToPx(88, 750)).toBe(88)
    expect(rpxToPx(88, 390)).toBeCloseTo(45.76)
    expect(rpxToPx(0, 390)).toBe(0)
  })
  it('defaults to the window width', () => {
    expect(rpxToPx(750)).toBe(window.innerWidth)
  })
})
