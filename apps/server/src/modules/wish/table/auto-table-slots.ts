import type { RiskAppetite } from '@gk/domain'

export type TierCounts = { reach: number; match: number; safe: number }

/**
 * Share of the table per tier (冲/稳/保) for each risk appetite. 均衡 is product-anchors §4 step 9
 * (about 25/45/30); 激进 and 保守 shift ten points towards 冲 or 保, as the presets of the open-source
 * anchors do (CollegeApplication: 激进 more 冲, 保守 more 保 and 垫).
 */
export const tierShares: Readonly<Record<RiskAppetite, TierCounts>> = {
  aggressive: { reach: 0.35, match: 0.45, safe: 0.2 },
  balanced: { reach: 0.25, match: 0.45, safe: 0.3 },
  conservative: { reach: 0.15, match: 0.4, safe: 0.45 },
}

/** A table always ends on a few very safe units (垫), whatever the appetite, when it has room for them. */
export const MIN_SAFE = 2

/**
 * How many slots of each tier a table of `slots` gets, given how many units each tier offers.
 * Rounds by largest remainder, keeps at least MIN_SAFE 保 (and one 冲/稳 when there are ≥ 3 slots),
 * then moves a tier's shortfall to its neighbours (冲 → 稳 → 保, 保 → 稳 → 冲) so no slot stays empty
 * while any tier still has units.
 *
 * @example
 * allocateSlots(45, 'balanced', { reach: 100, match: 100, safe: 100 }) //=> { reach: 11, match: 20, safe: 14 }
 */
export function allocateSlots(slots: number, appetite: RiskAppetite, available: TierCounts): TierCounts {
  const n = Math.max(0, Math.min(slots, available.reach + available.match + available.safe))
  const shares = tierShares[appetite]
  const tiers = ['reach', 'match', 'safe'] as const
  const raw = tiers.map((t) => shares[t] * n)
  const out: TierCounts = { reach: Math.floor(raw[0]!), match: Math.floor(raw[1]!), safe: Math.floor(raw[2]!) }
  let left = n - out.reach - out.match - out.safe
  // largest remainder first; ties go to 保 (the safer table)
  const order = [2, 1, 0].sort((a, b) => raw[b]! - Math.floor(raw[b]!) - (raw[a]! - Math.floor(raw[a]!)))
  for (const i of order) {
    if (left <= 0) break
    out[tiers[i]!] += 1
    left -= 1
  }
  if (n >= 3) {
    // the floors: a few 保 to protect the batch, and at least one 冲 and one 稳 for a gradient
    while (out.safe < Math.min(MIN_SAFE, n) && (out.match > 1 || out.reach > 1)) {
      if (out.match > 1) out.match -= 1
      else out.reach -= 1
      out.safe += 1
    }
    for (const t of ['reach', 'match'] as const) {
      if (out[t] === 0) {
        const from = out.match > 1 && t === 'reach' ? 'match' : out.safe > MIN_SAFE ? 'safe' : 'match'
        if (out[from] > 1) {
          out[from] -= 1
          out[t] += 1
        }
      }
    }
  }
  return spillShortfalls(out, available)
}

/** Moves slots a tier cannot fill to the nearest tiers that can. */
function spillShortfalls(want: TierCounts, available: TierCounts): TierCounts {
  const out = { ...want }
  const neighbours: Record<keyof TierCounts, (keyof TierCounts)[]> = { reach: ['match', 'safe'], match: ['safe', 'reach'], safe: ['match', 'reach'] }
  for (const t of ['safe', 'reach', 'match'] as const) {
    let extra = out[t] - available[t]
    if (extra <= 0) continue
    out[t] = available[t]
    for (const to of neighbours[t]) {
      const room = available[to] - out[to]
      const moved = Math.min(room, extra)
      if (moved > 0) {
        out[to] += moved
        extra -= moved
      }
    }
  }
  return out
}

/**
 * `count` items spread evenly over a sorted list (both ends included), so a tier's slots cover its
 * whole probability range instead of bunching at one end.
 *
 * @example
 * spreadPick([1, 2, 3, 4, 5, 6, 7, 8, 9], 3) //=> [1, 5, 9]
 */
export function spreadPick<T>(sorted: readonly T[], count: number): T[] {
  if (count <= 0) return []
  if (count >= sorted.length) return [...sorted]
  if (count === 1) return [sorted[Math.floor((sorted.length - 1) / 2)]!]
  const step = (sorted.length - 1) / (count - 1)
  const picked = new Set<number>()
  for (let k = 0; k < count; k++) picked.add(Math.round(k * step))
  return [...picked].sort((a, b) => a - b).map((i) => sorted[i]!)
}
