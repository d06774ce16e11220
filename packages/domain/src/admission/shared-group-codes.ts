/**
 * One college may fill the same 专业组 code under several 院校代码 (福建 2025 历史类 厦门大学: group 999 under 1168, 1170
 * 面向厦门, 1171 面向漳州), each admitted on its own line. Named by the code alone they read as one group said six times
 * (ADR 081); each such unit is told apart by its sub-unit's name (面向厦门, 马来西亚分校) or, for the college's own
 * code, by that code. A code used once keeps its plain label.
 */
export type CodedUnit = {
  /** the college, so codes are compared within one college only */
  schoolId: string
  /** the unit's own institution name as the source gives it: 厦门大学（面向漳州） */
  schoolName: string
  /** the unit's id: `g:<college>:<院校代码>:<group>` for a group */
  unitId: string
  /** the group code, null for a major or a college */
  groupCode: string | null
}

/**
 * What tells this unit apart from the others of its college: the bracket of its name and its 院校代码 (two years' units
 * may carry the same bracket under two codes), either alone when only one is known.
 */
function subUnitOf(u: CodedUnit): string | null {
  const bracket = /[（(]([^（）()]+)[）)]\s*$/.exec(u.schoolName)?.[1]
  const code = /^g:[^:]+:([^:]+):/.exec(u.unitId)?.[1]
  const parts = [bracket, code ? `院校代码${code}` : null].filter(Boolean)
  return parts.length ? parts.join('，') : null
}

/** Per unit, what its label adds (面向厦门, 院校代码1168; '' when its group code is the only one of that code in its college). */
export function sharedCodeNotes(units: readonly CodedUnit[]): string[] {
  const count = new Map<string, number>()
  const key = (u: CodedUnit) => `${u.schoolId}|${u.groupCode}`
  for (const u of units) if (u.groupCode) count.set(key(u), (count.get(key(u)) ?? 0) + 1)
  return units.map((u) => {
    if (!u.groupCode || (count.get(key(u)) ?? 0) < 2) return ''
    return subUnitOf(u) ?? ''
  })
}
