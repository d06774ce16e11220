/**
 * 上海's Q组 (「上海大学(Q7)」, 「Q6」): the groups of the 本科普通批次平行志愿 listed in the exam authority's supplementary
 * filing table (补充投档表), apart from the main table of each college's groups (01–04). Their lines are ordinary (any
 * candidate may fill them), but they are not the line the college's main table gives: a college's lowest line is read
 * from its main groups, and the Q组 lines are said beside it, never dropped (ADR 118). Only 上海 numbers groups so; a
 * letter code elsewhere (湖南 V, 江西 Y) is another series.
 */
export function supplementaryGroup(provinceCode: string, group: string | null | undefined): string | null {
  if (provinceCode !== '31' || !group) return null
  return /(?:^|[（(])(Q\d{1,2})[）)]?$/.exec(group.trim())?.[1] ?? null
}

/** How the answer names the table such a group comes from. */
export const SUPPLEMENTARY_TABLE = '上海本科普通批次平行志愿的补充投档表'
