import type { ProvincePolicy } from './province-policy.ts'

/**
 * A province's record for an exam year whose rules are not published yet: the confirmed year's rules
 * (or the planned reform the facts already date), every batch flagged unverified and the source
 * saying so, until an operator confirms the year.
 *
 * @example
 * carryForward(findProvincePolicy('jiangsu', 2026)!, 2026) // same rules, carriedFrom 2026, unverified
 */
export function carryForward(policy: ProvincePolicy, confirmedYear: number): ProvincePolicy {
  return {
    ...policy,
    carriedFrom: confirmedYear,
    batches: policy.batches.map((b) => ({ ...b, isUnverified: true })),
    sources: [...policy.sources, `${policy.year}年政策未发布：沿用${confirmedYear}年规则，待官方确认`],
  }
}
