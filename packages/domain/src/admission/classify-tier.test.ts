import { describe, expect, it } from 'vitest'
import { classifyTier } from './classify-tier.ts'

describe('classifyTier', () => {
  it.each([
    [0.1, 'balanced', null, true, false],
    [0.15, 'balanced', 'reach', false, false],
    [0.49, 'balanced', 'reach', false, false],
    [0.5, 'balanced', 'match', false, false],
    [0.85, 'balanced', 'safe', false, false],
    [0.995, 'balanced', 'safe', false, true],
    [0.12, 'aggressive', 'reach', false, false],
    [0.2, 'conservative', null, true, false],
    [0.88, 'conservative', 'match', false, false],
    [0.82, 'aggressive', 'safe', false, false],
  ] as const)('P=%d (%s) → %s', (p, appetite, tier, isHidden, isWastedSlot) => {
    expect(classifyTier(p, appetite)).toEqual({ tier, isHidden, isWastedSlot })
  })

  it('accepts explicit cut-offs', () => {
    expect(classifyTier(0.3, { reachFloor: 0.05, match: 0.25, safe: 0.9, wasted: 0.98 }).tier).toBe('match')
  })
})
