import { describe, expect, it } from 'vitest'
import { allocateSlots, MIN_SAFE, spreadPick, tierShares } from './auto-table-slots.ts'

const plenty = { reach: 500, match: 500, safe: 500 }
const sum = (c: { reach: number; match: number; safe: number }) => c.reach + c.match + c.safe

describe('one-tap table: slots by risk appetite', () => {
  it('fills every slot in the appetite’s proportions when the data has units', () => {
    expect(allocateSlots(45, 'balanced', plenty)).toEqual({ reach: 11, match: 20, safe: 14 })
    expect(allocateSlots(45, 'aggressive', plenty)).toEqual({ reach: 16, match: 20, safe: 9 })
    expect(allocateSlots(45, 'conservative', plenty)).toEqual({ reach: 7, match: 18, safe: 20 })
    for (const slots of [1, 2, 3, 6, 10, 24, 40, 48, 80, 96, 112]) {
      for (const appetite of ['aggressive', 'balanced', 'conservative'] as const) expect(sum(allocateSlots(slots, appetite, plenty))).toBe(slots)
    }
  })

  it('is bolder for 激进 and safer for 保守 at every table size', () => {
    for (const slots of [10, 18, 30, 45, 96]) {
      const a = allocateSlots(slots, 'aggressive', plenty)
      const b = allocateSlots(slots, 'balanced', plenty)
      const c = allocateSlots(slots, 'conservative', plenty)
      expect(a.reach).toBeGreaterThanOrEqual(b.reach)
      expect(b.reach).toBeGreaterThanOrEqual(c.reach)
      expect(c.safe).toBeGreaterThanOrEqual(b.safe)
      expect(b.safe).toBeGreaterThanOrEqual(a.safe)
    }
    for (const shares of Object.values(tierShares)) expect(shares.reach + shares.match + shares.safe).toBeCloseTo(1, 9)
  })

  it('keeps a few 保 and one 冲 and 稳 in small tables', () => {
    for (const appetite of ['aggressive', 'balanced', 'conservative'] as const) {
      const t = allocateSlots(4, appetite, plenty)
      expect(t.safe).toBeGreaterThanOrEqual(MIN_SAFE)
      expect(t.reach).toBeGreaterThanOrEqual(1)
      expect(t.match).toBeGreaterThanOrEqual(1)
    }
    expect(allocateSlots(10, 'aggressive', plenty).safe).toBeGreaterThanOrEqual(MIN_SAFE)
  })

  it('moves a short tier’s slots to its neighbours, never beyond what the data has', () => {
    expect(allocateSlots(45, 'balanced', { reach: 3, match: 100, safe: 100 })).toEqual({ reach: 3, match: 28, safe: 14 })
    expect(allocateSlots(45, 'balanced', { reach: 100, match: 100, safe: 2 })).toEqual({ reach: 11, match: 32, safe: 2 })
    expect(allocateSlots(45, 'balanced', { reach: 100, match: 5, safe: 100 })).toEqual({ reach: 11, match: 5, safe: 29 })
    // fewer units than slots: the table takes them all
    expect(allocateSlots(45, 'balanced', { reach: 4, match: 6, safe: 5 })).toEqual({ reach: 4, match: 6, safe: 5 })
    expect(allocateSlots(45, 'balanced', { reach: 0, match: 0, safe: 0 })).toEqual({ reach: 0, match: 0, safe: 0 })
  })

  it('spreads a tier’s picks over its whole range', () => {
    expect(spreadPick([1, 2, 3, 4, 5, 6, 7, 8, 9], 3)).toEqual([1, 5, 9])
    expect(spreadPick([1, 2, 3], 5)).toEqual([1, 2, 3])
    expect(spreadPick([1, 2, 3, 4], 1)).toEqual([2])
    expect(spreadPick([1, 2, 3, 4], 0)).toEqual([])
    const many = Array.from({ length: 100 }, (_, i) => i)
    const picked = spreadPick(many, 20)
    expect(new Set(picked).size).toBe(20)
    expect(picked[0]).toBe(0)
    expect(picked.at(-1)).toBe(99)
  })
})
