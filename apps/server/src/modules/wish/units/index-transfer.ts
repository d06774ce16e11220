import type { ProvincePolicy, SubjectType } from '@gk/domain'
import type { BatchUnits, IndexedUnit, ProvinceYearIndex, School } from './unit-index.ts'

/**
 * A province index as it travels from the worker that built it to the main thread (ADR 042). The
 * units go as one flat list in chunks, each chunk copied in its own turn of the main thread's event
 * loop; the batches refer to units by position, so a unit in several maps stays one object. A school
 * travels as its id (the main thread has the same school objects); what a copy makes many of (equal
 * strings, 选科 requirements, year lists) is made one again on arrival, as the build had it (ADR 029).
 */
export type BatchShape = {
  subjectType: SubjectType
  batchId: string
  units: number[]
  byId: [string, number][]
  majorsBySchool: [string, number[]][]
  majorUnitsById: [string, number][]
  historyYears: number[]
  unranked?: BatchUnits['unranked']
  scoreLine?: string
}

export type IndexShape = { year: number; historyYears: number[]; batches: BatchShape[]; unitCount: number }

/** A unit on the wire: its school by id, or whole when the build made one up (a school missing from the catalogue). */
export type WireUnit = Omit<IndexedUnit, 'school'> & { school: string | School }

/** Worker side: the index's batches by unit position, and the flat unit list. */
export function flattenIndex(index: ProvinceYearIndex, policy: ProvincePolicy): { shape: IndexShape; units: IndexedUnit[] } {
  const units: IndexedUnit[] = []
  const position = new Map<IndexedUnit, number>()
  const ref = (u: IndexedUnit) => {
    let i = position.get(u)
    if (i === undefined) {
      i = units.length
      units.push(u)
      position.set(u, i)
    }
    return i
  }
  const batches: BatchShape[] = []
  for (const subjectType of policy.subjectTypes) {
    for (const b of policy.batches) {
      const batch = index.get(subjectType, b.id)
      if (!batch) continue
      batches.push({
        subjectType,
        batchId: b.id,
        units: batch.units.map(ref),
        byId: [...batch.byId].map(([id, u]) => [id, ref(u)]),
        majorsBySchool: [...batch.majorsBySchool].map(([id, list]) => [id, list.map(ref)]),
        majorUnitsById: [...batch.majorUnitsById].map(([id, u]) => [id, ref(u)]),
        historyYears: batch.historyYears,
        ...(batch.unranked ? { unranked: batch.unranked } : {}),
        ...(batch.scoreLine !== undefined ? { scoreLine: batch.scoreLine } : {}),
      })
    }
  }
  return { shape: { year: index.year, historyYears: index.historyYears, batches, unitCount: units.length }, units }
}

/** Worker side: a unit with its school as an id when the main thread knows that school. */
export function toWire(u: IndexedUnit, schools: Map<string, School>): WireUnit {
  return { ...u, school: schools.get(u.school.id) === u.school ? u.school.id : u.school }
}

const NO_HISTORY: readonly never[] = Object.freeze([])

/** Main side: one copy of each equal value of the units arriving (a copy duplicates what the build shared). */
export function createInterner() {
  const strings = new Map<string, string>()
  const lists = new Map<string, readonly unknown[]>()
  const objects = new Map<string, unknown>()
  const str = (s: string) => {
    const known = strings.get(s)
    if (known !== undefined) return known
    strings.set(s, s)
    return s
  }
  const strFields = (o: Record<string, unknown>) => {
    for (const k in o) if (typeof o[k] === 'string') o[k] = str(o[k])
  }
  const list = <T>(key: string, value: readonly T[]): readonly T[] => {
    if (value.length === 0) return NO_HISTORY
    const known = lists.get(key)
    if (known !== undefined) return known as readonly T[]
    lists.set(key, value)
    return value
  }
  return {
    unit(wire: WireUnit, schools: Map<string, School>): IndexedUnit {
      const u = wire as unknown as IndexedUnit & Record<string, unknown>
      u.school = typeof wire.school === 'string' ? schools.get(wire.school)! : wire.school
      strFields(u)
      u.majors = list(`m${u.majors.join('\u0001')}`, u.majors) as string[]
      for (const h of u.history) strFields(h)
      const p = u.prepared as unknown as Record<string, unknown> & {
        requirement: unknown
        history: readonly unknown[]
        estimate: Record<string, unknown> | null
      }
      strFields(p)
      const requirementKey = `r${JSON.stringify(p.requirement)}`
      p.requirement = objects.get(requirementKey) ?? (objects.set(requirementKey, p.requirement), p.requirement)
      if (p.history.length === 0) p.history = NO_HISTORY
      if (p.estimate) {
        strFields(p.estimate)
        const years = p.estimate.yearsUsed as readonly number[]
        p.estimate.yearsUsed = list(`y${years.join(',')}`, years)
      }
      return u
    },
  }
}

/** Entries made per turn of the main thread's event loop while a batch is put together (山东's 24k-unit batch in one go was tens of ms loaded). */
const ENTRIES_PER_TURN = 4000

/** Main side: one batch again from its shape and the arrived units (positions as the worker numbered them), in slices. */
export async function batchOf(b: BatchShape, units: readonly IndexedUnit[], yieldTurn: () => Promise<void>): Promise<BatchUnits> {
  let made = 0
  const due = (n: number) => {
    made += n
    if (made < ENTRIES_PER_TURN) return false
    made = 0
    return true
  }
  const list: IndexedUnit[] = []
  for (const i of b.units) {
    list.push(units[i]!)
    if (due(1)) await yieldTurn()
  }
  const byId = new Map<string, IndexedUnit>()
  for (const [id, i] of b.byId) {
    byId.set(id, units[i]!)
    if (due(1)) await yieldTurn()
  }
  const majorsBySchool = new Map<string, IndexedUnit[]>()
  for (const [id, positions] of b.majorsBySchool) {
    majorsBySchool.set(
      id,
      positions.map((i) => units[i]!),
    )
    if (due(positions.length)) await yieldTurn()
  }
  const majorUnitsById = new Map<string, IndexedUnit>()
  for (const [id, i] of b.majorUnitsById) {
    majorUnitsById.set(id, units[i]!)
    if (due(1)) await yieldTurn()
  }
  return {
    ...(b.unranked ? { unranked: b.unranked } : {}),
    units: list,
    byId,
    majorsBySchool,
    majorUnitsById,
    historyYears: b.historyYears,
    ...(b.scoreLine !== undefined ? { scoreLine: b.scoreLine } : {}),
  }
}

/** The index object as kept: made here, outside any build scope, so it closes over its batches only (ADR 029). */
export function indexOf(policy: ProvincePolicy, shape: IndexShape, byBatch: Map<string, BatchUnits>): ProvinceYearIndex {
  return { policy, year: shape.year, historyYears: shape.historyYears, get: (subjectType, batchId) => byBatch.get(`${subjectType}|${batchId}`) }
}
