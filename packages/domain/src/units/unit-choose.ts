import { ORDINARY } from '../plan-type/plan-type-of-row.ts'
import type { SubjectType } from '../types.ts'
import type { UnitYear } from './rows.ts'
import { draftHistory, type Draft } from './unit-drafts.ts'
import type { RecentYears } from './unit-forecast.ts'
import { planDraft, type Plan } from './unit-plans.ts'

/** a history with at least one real rank: the only kind the model can forecast from */
const usable = (h: readonly UnitYear[]) => h.some((y) => y.minRank !== null && y.minRank >= 1)

/**
 * a unit picked for a bucket, with the history it is forecast from and how that history was obtained
 * (isBorrowed: the institution's line stands in for the unit's own)
 */
export type Chosen = { d: Draft; hist: UnitYear[]; note: string; isDerived: boolean; plan: Plan | undefined; isBorrowed?: true }

/**
 * The units of one bucket and what history each one gets: its own (or its majors'), else, for a
 * planned ordinary unit, the institution's line; then every institution with an ordinary line in the
 * last three years and no unit of its own, as an institution unit on that line.
 */
export function chooseUnits(
  bucket: string,
  units: Map<string, Draft>,
  lines: Map<string, Draft> | undefined,
  plans: Map<string, Plan>,
  year: number,
  recent: RecentYears,
): Chosen[] {
  const [st, batchId, planType] = bucket.split('|') as [SubjectType, string, string]
  const isOrdinary = planType === ORDINARY
  const all = new Map(units)
  for (const [key, plan] of plans) {
    if (!all.has(key)) all.set(key, planDraft(key, bucket, st, batchId, planType, plan.first, year))
  }
  const lineOf = (schoolId: string) => {
    const line = lines?.get(`s:${schoolId}`)
    const hist = line ? draftHistory(line) : []
    return hist.length > 0 && hist[0]!.year >= recent.schoolLine && usable(hist) ? hist : null
  }
  const out: Chosen[] = []
  const covered = new Set<string>()
  for (const d of all.values()) {
    const plan = plans.get(d.key)
    const own = draftHistory(d)
    const isFresh = own.length > 0 && own[0]!.year >= recent.fresh && usable(own)
    if (isFresh) {
      const isConverted = own.some((y) => y.isCrossTrack)
      const note = isConverted ? '由往年文/理科最低录取位次按本科线上考生比例换算' : own.some((y) => y.note) ? '部分年份的位次为换算值' : ''
      out.push({ d, hist: own, note, isDerived: isConverted, plan })
      covered.add(d.schoolId)
      continue
    }
    if (!plan) continue
    const line = isOrdinary ? lineOf(d.schoolId) : null
    out.push({
      d,
      hist: line ?? [],
      note: line ? borrowedNote(d, line, lines!.get(`s:${d.schoolId}`)!) : '',
      isDerived: line !== null,
      plan,
      ...(line ? { isBorrowed: true as const } : {}),
    })
    if (line) covered.add(d.schoolId)
  }
  if (!isOrdinary || !lines) return out
  for (const line of lines.values()) {
    if (covered.has(line.schoolId)) continue
    const hist = lineOf(line.schoolId)
    if (!hist) continue
    const isConverted = hist.some((y) => y.isCrossTrack)
    // the college's lowest line of the year stands for no group but its easiest (ADR 127): the card says so too
    const note = isConverted
      ? '按该院校往年文/理科最低录取位次按考生人数比例换算；院校线是该校当年最低录取专业的线，只对应其最容易录取的专业组，专业组以当年招生计划为准'
      : '按该院校往年最低录取位次推算；院校线是该校当年最低录取专业（组）的线，只对应其最容易录取的一组，专业组以当年招生计划为准'
    out.push({ d: { ...line, bucket, planType: ORDINARY }, hist, note, isDerived: true, plan: undefined, isBorrowed: true })
  }
  return out
}

/**
 * Why a planned unit stands on its institution's line. A group whose institution published no 专业组 that year (one
 * line per route, as 吉林 2025 did) is said to be so: the line is the institution's ordinary one, its unlabelled rows
 * (a 医科 or 分类投档 line never stands for an ordinary group, ADR 082).
 */
function borrowedNote(d: Draft, hist: readonly UnitYear[], line: Draft): string {
  const newest = hist[0]!
  const isInstitutionRow = d.key.startsWith('g:') && line.own.get(newest.year) === newest
  return isInstitutionRow ? '往年无专业组，参考院校线：按该院校往年普通类最低录取位次推算' : '本单位无往年录取数据，按该院校往年最低录取位次推算'
}
