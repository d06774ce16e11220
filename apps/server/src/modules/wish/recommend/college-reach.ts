import type { CollegeReachOut, UnitListRow } from '@gk/contract'
import { collegeReach, sharedCodeNotes, type FillingMode } from '@gk/domain'
import { Status, type Assessed } from './assess-cache.ts'
import type { BatchUnits, IndexedUnit } from '../units/unit-index.ts'
import { ORDINARY } from '../../../db/read-model/plan-type.ts'

/** What a unit is called in a college's summary, by filling mode. */
export const unitWordOf: Record<FillingMode, string> = { 'major-group': '专业组', major: '专业', school: '院校志愿' }

/** How the student fills a row: 第105组, the major, or the college itself. */
export function fillLabel(r: Pick<UnitListRow, 'GroupCode' | 'MajorName'>, mode?: FillingMode): string {
  if (r.GroupCode) return `第${r.GroupCode}组`
  // where the batch is filled by 专业组 there is no 院校志愿: the row is the college's own line (ADR 127)
  return r.MajorName ?? (mode === 'major-group' ? '院校线' : '院校志愿')
}

/**
 * A college summed up by its units within reach (ADR 050), from rows that carry their chances: the rows of one college
 * (ordinary and special alike, as the caller has them) and the number of its special-plan units the rows leave out.
 */
export function reachOfRows(
  rows: readonly UnitListRow[],
  mode: FillingMode,
  specialLeftOut: number | readonly string[] = 0,
  majors: readonly IndexedUnit[] = [],
  withChances = true,
): CollegeReachOut {
  const byLineGap = rows.some((row) => row.ByLineGap)
  // a group code the college fills under several 院校代码 (福建 厦门大学 999) names each unit's own code or sub-unit
  const notes = sharedCodeNotes(rows.map((row) => ({ schoolId: row.SchoolId, schoolName: row.SchoolName, unitId: row.UnitId, groupCode: row.GroupCode })))
  const r = collegeReach(
    rows.map((row, i) => ({
      label: notes[i] ? `${fillLabel(row, mode)}（${notes[i]}）` : fillLabel(row, mode),
      // a group's own majors (this year's plan or its earlier admissions); the school's whole list is not the group's
      majors: row.MajorName || row.MajorsSource === 'school' ? [] : row.Majors,
      lineMajors: row.MajorName ? [] : majorsAtLine(row, majors),
      planType: row.PlanType,
      eligible: row.IneligibleReasons.length === 0,
      flagged: false,
      probability: row.Probability,
      tierName: row.Tier ? row.TierName : '',
      line: row.History[0] ? { year: row.History[0].Year, minScore: row.History[0].MinScore, minRank: row.History[0].MinRank } : null,
      ...collegeLineOf(row, mode),
      id: row.UnitId,
    })),
    unitWordOf[mode],
    specialLeftOut,
    // a candidate placed by 线差 gets the tiers and lines, no percentage (ADR 165)
    withChances && !byLineGap,
    byLineGap ? '按线差分档，不估算录取概率（没有一分一段表换算位次）' : undefined,
  )
  return { Summary: r.summary, WithinUnitIds: r.within.map((u) => u.id!), Beyond: r.beyond, Unassessed: r.unassessed, Special: r.special }
}

/**
 * A row that is the college's own line in a batch filled by 专业组 (no group in the data, ADR 127): old-model when its
 * history was converted from 文/理科 years (the note the unit build gives it says so).
 */
function collegeLineOf(row: UnitListRow, mode: FillingMode): { collegeLine?: 'old-model' | 'institution' } {
  if (mode !== 'major-group' || row.GroupCode || row.MajorName) return {}
  return { collegeLine: row.HistoryNote.includes('文/理科') ? 'old-model' : 'institution' }
}

/** The college's majors whose own line of the row's newest year is the row's line (score and rank): its lowest major. */
function majorsAtLine(row: UnitListRow, majors: readonly IndexedUnit[]): string[] {
  const h = row.History[0]
  if (!h || h.MinScore === null) return []
  const out: string[] = []
  for (const m of majors) {
    const own = m.history.find((y) => y.year === h.Year)
    if (m.majorName && own && own.minScore === h.MinScore && own.minRank === h.MinRank && m.planType === row.PlanType) out.push(m.majorName)
  }
  return [...new Set(out)]
}

const perSchool = new WeakMap<Assessed, Map<string, { Units: number; Within: number }>>()

/**
 * Per college of a batch, for one candidate's assessment: its ordinary units and how many are in 冲/稳/保. Made once
 * per assessment (a walk over the batch) and kept beside it, so a list page reads it per row for free.
 */
export function schoolReachOf(assessed: Assessed, batch: BatchUnits): Map<string, { Units: number; Within: number }> {
  let map = perSchool.get(assessed)
  if (map) return map
  map = new Map()
  batch.units.forEach((u, i) => {
    if (u.planType !== ORDINARY) return
    let c = map.get(u.school.id)
    if (!c) map.set(u.school.id, (c = { Units: 0, Within: 0 }))
    c.Units++
    const s = assessed.status[i]!
    if (s === Status.Reach || s === Status.Match || s === Status.Safe) c.Within++
  })
  perSchool.set(assessed, map)
  return map
}
