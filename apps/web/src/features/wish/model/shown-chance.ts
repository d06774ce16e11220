import type { UnitListRow } from '@gk/contract'

/**
 * The chance a row may show: none where the candidate is placed by 线差 (西藏, a 专科 score under the province's last
 * 一分一段 row). Without a rank the engine's figure cannot be calibrated or backtested; it only orders the list, and the
 * row shows its tier and point gap instead, as the assistant does (ADR 164, 165).
 */
export function shownChance(row: Pick<UnitListRow, 'Probability' | 'ByLineGap'> | null | undefined): number | null {
  return row && !row.ByLineGap ? row.Probability : null
}

/** What a 线差 row shows where a chance would stand. */
export const BY_LINE_GAP = '按线差分档'

/** 72% (rounded as the lists show it). */
export const percent = (p: number) => `${Math.round(p * 100)}%`
