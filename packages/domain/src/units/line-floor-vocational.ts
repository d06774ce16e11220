/**
 * 专科 units filled at the 专科 line (ADR 027 carried to the 专科 batch). 江苏's official 专科 平行志愿
 * 投档线 lists the 专科 control line (220) for every group that did not fill its plan — 214 of 528
 * 物理类 rows in 2025 — meaning "took everyone above the line", not the group's competitive line.
 * Read as a line, such a row next to a real line of another year gave intervals of hundreds of points.
 * The line is the published 专科 line, else the score many institutions share as their minimum
 * (most years' 专科 lines are missing from the data: 江苏 has none for 2024–2026).
 */
import { subjectTypeLabels, type SubjectType } from '../types.ts'
import { batchFloors, fillLine, type FillLine, type FloorRow } from './line-floor.ts'
import { predecessorLabelOf } from './track-succession.ts'

export const VOCATIONAL = 'vocational'

/** how many years back the target's 专科 line is looked for (a 专科 line is administrative and rarely moves) */
const LINE_YEARS = 6
/** a row further below the line than this was not cut off by it (another route's line, as below the 本科 line) */
const BELOW_LINE = 20

type Context = {
  targetYear: number
  vocationalLine: (year: number, label: string) => number | undefined
  targetRankOfScore: (st: SubjectType, batchId: string, score: number) => number | undefined
}

/**
 * The 专科 line a row was cut off at (`fill`: none for a row far below it), and where next year's 专科 line stands on the
 * batch's axis (`targetRank`): the target year's published line, else the newest year's line or floor,
 * placed where the target's 本科 line is read (its table, or the 线差 scale on a batch below the table).
 */
export function vocationalFills(
  rows: readonly FloorRow[],
  ctx: Context,
): {
  fill: (row: { year: number; subject_type: string; min_score: number | null }) => FillLine | undefined
  targetRank: (st: SubjectType) => number | undefined
} {
  const floors = solidFloors(rows, batchFloors(rows))
  const fill = (year: number, label: string) => fillLine(ctx.vocationalLine(year, label), floors.get(`${year}|${label}`))
  const targets = new Map<SubjectType, number | undefined>()
  const targetRank = (st: SubjectType) => {
    if (!targets.has(st)) {
      const label = subjectTypeLabels[st]
      const labels = [label, predecessorLabelOf.get(label)].filter((l): l is string => l !== undefined)
      let found: FillLine | undefined
      for (let y = ctx.targetYear; y > ctx.targetYear - LINE_YEARS && !found; y--) found = labels.map((l) => fill(y, l)).find((f) => f !== undefined)
      targets.set(st, found ? ctx.targetRankOfScore(st, VOCATIONAL, found.score) : undefined)
    }
    return targets.get(st)
  }
  const fillOf = (row: { year: number; subject_type: string; min_score: number | null }) => {
    const line = fill(row.year, row.subject_type)
    return line && row.min_score !== null && row.min_score >= line.score - BELOW_LINE ? line : undefined
  }
  return { fill: fillOf, targetRank }
}

/**
 * Floors most of the batch stops at. A 专科 batch often runs on far below its lowest spike (山西 2025
 * 历史类: 6 institutions at 206, about 90 spread down to 101 with no published line): such a spike
 * is one more score, not the line, and is dropped when more institutions lie below it than on it.
 */
function solidFloors(rows: readonly FloorRow[], floors: Map<string, number>): Map<string, number> {
  const out = new Map<string, number>()
  for (const [key, score] of floors) {
    const [year, label] = key.split('|')
    const of = rows.filter((r) => String(r.year) === year && r.subject_type === label && r.institution_id && r.min_score !== null && r.min_score > 0)
    const below = new Set(of.filter((r) => Number(r.min_score) < score).map((r) => r.institution_id))
    const at = new Set(of.filter((r) => Number(r.min_score) === score).map((r) => r.institution_id))
    if (below.size <= at.size) out.set(key, score)
  }
  return out
}
