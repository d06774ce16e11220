import type { Row } from '../write-tables.ts'

// 江苏's school pages write a major as "会计学--选考历史+不限，04专业组。": the major, its subjects and its group.
const WITH_GROUP = /^(.+?)--选考[^，,]*[，,]\s*(\d+)专业组。?$/
// A group's own line written in the major column: "402专业组", "第101组", "001组".
const BARE_GROUP = /^第?(\d+)(专业)?组$/

/**
 * Major rows still named by a group label (ADR 041): a name that carries its group is split into the
 * major and the group; a name that is only a group label is the group's line and moves to group level.
 * Returns how many rows changed.
 */
export function splitGroupLabels(rows: Row[]): { split: number; relevelled: number } {
  let split = 0
  let relevelled = 0
  for (const r of rows) {
    if (r.unit_level !== 'major' || typeof r.major_name !== 'string') continue
    const name = r.major_name.trim()
    const m = WITH_GROUP.exec(name)
    if (m) {
      r.major_name = m[1]!.trim()
      r.major_group = r.major_group ?? m[2]!
      split++
      continue
    }
    const g = BARE_GROUP.exec(name)
    if (!g) continue
    r.major_group = r.major_group ?? name
    r.major_name = null
    r.unit_level = 'major-group'
    relevelled++
  }
  return { split, relevelled }
}
