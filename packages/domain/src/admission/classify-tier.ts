import { Tier } from '../types.ts'

/** 风险偏好: how bold the candidate wants the table to be. */
export type RiskAppetite = 'conservative' | 'balanced' | 'aggressive'

/** Probability cut-offs of 冲/稳/保 for one risk appetite. */
export type TierCutoffs = {
  /** below this the unit is hidden (不建议) */
  readonly reachFloor: number
  /** 稳 from here */
  readonly match: number
  /** 保 from here */
  readonly safe: number
  /** above this the slot is wasted (过稳) */
  readonly wasted: number
}

/**
 * Cut-offs per risk appetite (balanced = product-anchors §4 step 7: 冲 15–50 %, 稳 50–85 %, 保 ≥ 85 %).
 *
 * @example
 * tierCutoffs.balanced.safe //=> 0.85
 */
export const tierCutoffs: Readonly<Record<RiskAppetite, TierCutoffs>> = {
  conservative: { reachFloor: 0.25, match: 0.6, safe: 0.9, wasted: 0.99 },
  balanced: { reachFloor: 0.15, match: 0.5, safe: 0.85, wasted: 0.99 },
  aggressive: { reachFloor: 0.1, match: 0.4, safe: 0.8, wasted: 0.99 },
}

/** The tier of one probability. `tier` is null when the unit is below the reach floor. */
export type TierClassification = {
  readonly tier: Tier | null
  readonly isHidden: boolean
  readonly isWastedSlot: boolean
}

/**
 * Classifies a 录取概率 as 冲/稳/保 under a risk appetite (or explicit cut-offs).
 *
 * @example
 * classifyTier(0.6) //=> { tier: 'match', isHidden: false, isWastedSlot: false }
 * classifyTier(0.995) //=> { tier: 'safe', isHidden: false, isWastedSlot: true }
 */
export function classifyTier(probability: number, cutoffs: RiskAppetite | TierCutoffs = 'balanced'): TierClassification {
  const c = typeof cutoffs === 'string' ? tierCutoffs[cutoffs] : cutoffs
  if (probability < c.reachFloor) return { tier: null, isHidden: true, isWastedSlot: false }
  const tier = probability >= c.safe ? Tier.Safe : probability >= c.match ? Tier.Match : Tier.Reach
  return { tier, isHidden: false, isWastedSlot: probability > c.wasted }
}
