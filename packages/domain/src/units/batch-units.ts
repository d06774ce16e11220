/**
 * Step 4 of the unit build: one batch of one track — its units at the batch's filling level, its major units, the
 * majors of each school, the years its lines come from, and the schools that could not be placed on its axis.
 */
import { ORDINARY } from '../plan-type/plan-type-of-row.ts'
import type { SubjectType } from '../types.ts'
import type { BatchUnits, IndexedUnit } from './province-index.ts'
import { chooseUnits } from './unit-choose.ts'
import { draftHistory, type Draft, type DraftSet } from './unit-drafts.ts'
import type { RecentYears } from './unit-forecast.ts'
import { finishUnits, type BuildContext } from './unit-finish.ts'
import type { Plan } from './unit-plans.ts'

/** The batches the drafts fill, as `subjectType|batchId` keys. */
export function batchKeysOf(drafts: DraftSet): Set<string> {
  return new Set(
    [...drafts.units.keys(), ...drafts.majors.keys(), ...[...drafts.schoolLines.keys()].map((k) => `${k}|${ORDINARY}`)].map((k) =>
      k.split('|').slice(0, 2).join('|'),
    ),
  )
}

/** One batch's units (`key`: `subjectType|batchId`), every plan type's bucket of it together. */
export function batchUnits(
  key: string,
  drafts: DraftSet,
  planIndex: Map<string, Map<string, Plan>>,
  recent: RecentYears,
  isMajorMode: boolean,
  b: BuildContext,
): BatchUnits {
  const [st, batchId] = key.split('|') as [SubjectType, string]
  const buckets = [...new Set([...drafts.units.keys(), ...drafts.majors.keys(), `${key}|${ORDINARY}`])].filter((k) => k.startsWith(`${key}|`))
  const majorUnits = buckets.flatMap((k) =>
    finishUnits(
      chooseUnits(k, drafts.majors.get(k) ?? new Map<string, Draft>(), undefined, new Map<string, Plan>(), b.year, recent),
      st,
      batchId,
      new Map(),
      b,
    ),
  )
  const names = namesBySchool(majorUnits.filter((u) => u.planType === ORDINARY))
  const units = buckets.flatMap((k) =>
    finishUnits(
      chooseUnits(k, drafts.units.get(k) ?? new Map<string, Draft>(), drafts.schoolLines.get(key), planIndex.get(k) ?? new Map<string, Plan>(), b.year, recent),
      st,
      batchId,
      names,
      b,
    ),
  )
  const majorsBySchool = new Map<string, IndexedUnit[]>()
  for (const u of isMajorMode ? units : majorUnits) {
    if (u.planType !== ORDINARY) continue
    let list = majorsBySchool.get(u.school.id)
    if (!list) majorsBySchool.set(u.school.id, (list = []))
    list.push(u)
  }
  // the years the units' own lines come from; in a first 3+1+2 year every line is a converted 文/理 one
  const own = units.filter((u) => !u.isDerived)
  const years = [...new Set((own.length > 0 ? own : units).flatMap((u) => u.history.map((h) => h.year)))].sort((x, y) => y - x)
  const placed = new Set(units.filter((u) => u.planType === ORDINARY).map((u) => u.school.id))
  const unranked = unrankedOf([...(drafts.units.get(`${key}|${ORDINARY}`)?.values() ?? []), ...(drafts.schoolLines.get(key)?.values() ?? [])], placed)
  const scoreLine = b.lines.scoreLineWhy(st, batchId)
  return {
    ...(unranked ? { unranked } : {}),
    units,
    byId: new Map(units.map((u) => [u.id, u])),
    majorsBySchool,
    majorUnitsById: new Map([...units, ...majorUnits].map((u) => [u.id, u])),
    historyYears: years,
    ...(scoreLine !== null ? { scoreLine } : {}),
  }
}

/** Schools with ordinary scores in a bucket, none of whose rows can be ranked, and no unit of their own: how many, and their newest year. */
function unrankedOf(drafts: readonly Draft[], placed: ReadonlySet<string>) {
  const newest = new Map<string, number>()
  for (const d of drafts) {
    if (placed.has(d.schoolId)) continue
    const hist = draftHistory(d)
    if (hist.some((h) => h.minRank !== null && h.minRank >= 1)) continue
    for (const h of hist) if (h.minScore !== null) newest.set(d.schoolId, Math.max(newest.get(d.schoolId) ?? 0, h.year))
  }
  if (newest.size === 0) return undefined
  return { year: Math.max(...newest.values()), institutions: newest.size }
}

/** The major names of each school's major units: the majors shown for a unit whose own list is unknown. */
function namesBySchool(units: IndexedUnit[]): Map<string, string[]> {
  const m = new Map<string, string[]>()
  for (const u of units) {
    if (!u.majorName) continue
    let list = m.get(u.school.id)
    if (!list) m.set(u.school.id, (list = []))
    if (!list.includes(u.majorName)) list.push(u.majorName)
  }
  return m
}
