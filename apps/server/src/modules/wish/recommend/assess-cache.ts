import { assessUnits, orderAsListSteps, runSteps, unitIneligibilityReasons, type PreparedUnit, type RiskAppetite, type UnitAssessment } from '@gk/domain'
import type { Candidate } from '../profile/candidate.ts'
import type { BatchUnits, IndexedUnit } from '../units/unit-index.ts'
import { Lru, reportCache } from '../../../kernel/lru.ts'
import { runInTurns } from '../../../kernel/in-turns.ts'

export const Status = { Excluded: 0, NoData: 1, Hidden: 2, Reach: 3, Match: 4, Safe: 5 } as const

/** One candidate's view of a batch: probability and status per unit, and the in-window order. */
export type Assessed = {
  // no reference to the batch itself: a cached assessment must not pin an evicted province index
  probability: Float64Array
  status: Uint8Array
  /** in-window units (冲/稳/保), most selective first (expected min rank ascending) */
  order: Int32Array
  /** filtered orders of this candidate by filter key (a few, most recent kept) */
  filtered: Map<string, Int32Array>
}

// one bound for the process, across every province and batch (memory stays bounded however
// many provinces are served); an entry of the largest batch (~21k units) is ~0.3–1 MB
const MAX_ENTRIES = 160
const cache = reportCache(new Lru<string, Assessed>('assessments', MAX_ENTRIES))

// a number per batch object, so a rebuilt index (new data version) never meets the old entries
const batchNumbers = new WeakMap<BatchUnits, number>()
let nextBatchNumber = 1

export function batchKey(batch: BatchUnits): number {
  let n = batchNumbers.get(batch)
  if (n === undefined) batchNumbers.set(batch, (n = nextBatchNumber++))
  return n
}

function keyOf(batch: BatchUnits, candidate: Candidate, batchIds: readonly string[]): string {
  const appetite: RiskAppetite = candidate.record.riskAppetite
  return `${batchKey(batch)}|${candidate.rank}|${candidate.subjectType}|${[...candidate.combo.subjects].sort().join(',')}|${appetite}|${batchIds.join(',')}`
}

function assessSlice(batch: BatchUnits, candidate: Candidate, batchIds: readonly string[], from: number, to: number) {
  return assessUnits({ rank: candidate.rank!, subjectCombo: candidate.combo, batchIds }, listOf(batch).prepared.slice(from, to), {
    riskAppetite: candidate.record.riskAppetite,
  })
}

/**
 * Assesses every unit of a batch for a candidate once and keeps the result (LRU): paging, filters
 * and tier counts of the same candidate then only walk typed arrays. Request paths call
 * `prepareAssessment` first, so this finds the entry made in slices.
 */
export function assessBatch(batch: BatchUnits, candidate: Candidate, batchIds: readonly string[]): Assessed {
  const key = keyOf(batch, candidate, batchIds)
  const hit = cache.get(key)
  if (hit) return hit
  const entry = runSteps(assessedOf(batch, runSteps(asList(batch, candidate, assessSlice(batch, candidate, batchIds, 0, batch.units.length)))))
  cache.set(key, entry)
  return entry
}

/** Units assessed per turn of the event loop: the largest batch (~24k units) took ~90 ms in one go (issue 33). */
const UNITS_PER_TURN = 2000
const preparing = new Map<string, Promise<Assessed>>()

/**
 * The same assessment as `assessBatch`, made in slices of UNITS_PER_TURN with the event loop free
 * between them, one at a time per key however many requests ask for it, and kept in the same cache.
 * The list rule and the typed arrays after it run in steps too (runInTurns), so no piece of a whole
 * batch's work holds the loop for more than a few milliseconds (issue 33).
 */
export async function prepareAssessment(batch: BatchUnits, candidate: Candidate, batchIds: readonly string[]): Promise<Assessed> {
  await preparePositions(batch)
  await prepareList(batch)
  const key = keyOf(batch, candidate, batchIds)
  const hit = cache.get(key)
  if (hit) return hit
  let running = preparing.get(key)
  if (!running) {
    running = (async () => {
      const results: UnitAssessment[] = []
      for (let from = 0; from < batch.units.length; from += UNITS_PER_TURN) {
        if (from > 0) await yieldTurn()
        for (const r of assessSlice(batch, candidate, batchIds, from, from + UNITS_PER_TURN)) results.push(r)
      }
      await yieldTurn()
      const listed = await runInTurns(asList(batch, candidate, results))
      await yieldTurn()
      const entry = await runInTurns(assessedOf(batch, listed))
      cache.set(key, entry)
      return entry
    })().finally(() => preparing.delete(key))
    preparing.set(key, running)
  }
  return running
}

const yieldTurn = () => new Promise<void>((r) => setImmediate(r))

/** The list rule (ADR 039) over the whole batch, as steps: slices are assessed without it, so it runs once at the end. */
function asList(batch: BatchUnits, candidate: Candidate, results: UnitAssessment[]) {
  const { prepared, list } = listOf(batch)
  return orderAsListSteps({ rank: candidate.rank! }, results, prepared, list, candidate.record.riskAppetite)
}

/** Units a pass over a whole batch walks before it pauses (well under a millisecond on a quiet machine). */
const ITEMS_PER_STEP = 4000

function* assessedOf(batch: BatchUnits, results: readonly UnitAssessment[]): Generator<void, Assessed, void> {
  const n = results.length
  const probability = new Float64Array(n).fill(Number.NaN)
  const status = new Uint8Array(n)
  const inWindow: number[] = []
  for (let i = 0; i < n; i++) {
    if (i > 0 && i % ITEMS_PER_STEP === 0) yield
    const r = results[i]!
    if (r.status === 'excluded') status[i] = Status.Excluded
    else if (r.status === 'no-data') status[i] = Status.NoData
    else {
      probability[i] = r.probability
      status[i] = r.tier === null ? Status.Hidden : r.tier === 'reach' ? Status.Reach : r.tier === 'match' ? Status.Match : Status.Safe
      // the window: 冲/稳/保, without slots so safe they would be wasted (过稳, the engine's isWastedSlot)
      if (r.tier !== null && !r.isWastedSlot) inWindow.push(i)
    }
  }
  yield
  const expected = new Float64Array(n)
  for (const i of inWindow) expected[i] = batch.units[i]!.prepared.estimate?.baselineRank ?? Infinity
  yield
  const order = Int32Array.from(inWindow).sort((a, b) => expected[a]! - expected[b]! || a - b)
  return { probability, status, order, filtered: new Map() }
}

/** What the list rule reads of a batch whatever the candidate: made once per batch (in steps on request paths). */
type BatchList = { prepared: PreparedUnit[]; list: ReturnType<typeof asListOf> }
const batchLists = new WeakMap<BatchUnits, BatchList>()
const listing = new WeakMap<BatchUnits, Promise<void>>()

function* batchListOf(batch: BatchUnits): Generator<void, BatchList, void> {
  const units = batch.units
  const prepared: PreparedUnit[] = new Array<PreparedUnit>(units.length)
  const labels = new Array<ReturnType<typeof labelOf>>(units.length)
  const recentLines: (number | undefined)[] = new Array<number | undefined>(units.length)
  let capByRank = true
  for (let i = 0; i < units.length; i++) {
    if (i > 0 && i % ITEMS_PER_STEP === 0) yield
    const u = units[i]!
    prepared[i] = u.prepared
    labels[i] = labelOf(u)
    recentLines[i] = recentLineOf(u)
    if (u.isScoreLine) capByRank = false
  }
  return { prepared, list: { labels, capByRank, recentLines } }
}

function listOf(batch: BatchUnits): BatchList {
  let made = batchLists.get(batch)
  if (!made) batchLists.set(batch, (made = runSteps(batchListOf(batch))))
  return made
}

function prepareList(batch: BatchUnits): Promise<void> {
  if (batchLists.has(batch)) return Promise.resolve()
  let running = listing.get(batch)
  if (!running) {
    running = runInTurns(batchListOf(batch)).then((made) => {
      if (!batchLists.has(batch)) batchLists.set(batch, made)
    })
    listing.set(batch, running)
  }
  return running
}

/**
 * The list rule of issue 30 (ADR 039): chances fall with selectivity within each label the cards show (a
 * borrowed or converted line shows 参考性较低), and a line twice as selective as the candidate shows ≤ 10 %;
 * a batch compared on 线差 has no rank to halve.
 */
function asListOf(units: readonly IndexedUnit[]) {
  return {
    labels: units.map(labelOf),
    capByRank: !units.some((u) => u.isScoreLine),
    recentLines: units.map(recentLineOf),
  }
}

const labelOf = (u: IndexedUnit) => (u.isDerived ? 'low' : (u.prepared.estimate?.confidence ?? ''))

/** The three newest lines the card shows: all of them twice as selective as the candidate cap the unit too. */
function recentLineOf(u: IndexedUnit): number | undefined {
  const ranks = u.history.slice(0, 3).map((h) => h.minRank)
  return ranks.length > 0 && ranks.every((r) => r !== null) ? Math.max(...ranks) : undefined
}

// each batch unit's position, so a few units read the batch's own (list-ordered) chances
const positions = new WeakMap<BatchUnits, Map<IndexedUnit, number>>()
const positioning = new WeakMap<BatchUnits, Promise<void>>()
function positionIn(batch: BatchUnits, unit: IndexedUnit): number | undefined {
  let map = positions.get(batch)
  if (!map) positions.set(batch, (map = new Map(batch.units.map((u, i) => [u, i]))))
  return map.get(unit)
}

/** The positions of a batch's units made in slices (a map of 24k units in one go is tens of ms loaded), once per batch. */
function preparePositions(batch: BatchUnits): Promise<void> {
  if (positions.has(batch)) return Promise.resolve()
  let running = positioning.get(batch)
  if (!running) {
    running = (async () => {
      const map = new Map<IndexedUnit, number>()
      for (let from = 0; from < batch.units.length; from += UNITS_PER_TURN * 2) {
        if (from > 0) await yieldTurn()
        const to = Math.min(batch.units.length, from + UNITS_PER_TURN * 2)
        for (let i = from; i < to; i++) map.set(batch.units[i]!, i)
      }
      if (!positions.has(batch)) positions.set(batch, map)
    })()
    positioning.set(batch, running)
  }
  return running
}

/**
 * Assessment of a few units (a school's units, a search hit, a table's rows). With the batch, a unit of the
 * batch shows the chance the list shows it (the list's order by selectivity); the rest (majors inside a
 * group) are ordered among themselves.
 */
export function assessFew(units: readonly IndexedUnit[], candidate: Candidate, batchIds: readonly string[], batch?: BatchUnits) {
  const results = assessUnits(
    { rank: candidate.rank!, subjectCombo: candidate.combo, batchIds },
    units.map((u) => u.prepared),
    { riskAppetite: candidate.record.riskAppetite, asList: asListOf(units) },
  )
  const listed = batch ? assessBatch(batch, candidate, batchIds) : null
  return results.map((r, i) => {
    const at = listed ? positionIn(batch!, units[i]!) : undefined
    if (listed && at !== undefined && r.status === 'assessed')
      return { unit: units[i]!, probability: listed.probability[at]!, status: listed.status[at]!, reasons: [] }
    return few(r, units[i]!)
  })
}

function few(r: ReturnType<typeof assessUnits>[number], unit: IndexedUnit) {
  return {
    unit,
    probability: r.status === 'assessed' ? r.probability : null,
    status:
      r.status === 'excluded'
        ? Status.Excluded
        : r.status === 'no-data'
          ? Status.NoData
          : r.tier === null
            ? Status.Hidden
            : r.tier === 'reach'
              ? Status.Reach
              : r.tier === 'match'
                ? Status.Match
                : Status.Safe,
    reasons: r.status === 'excluded' ? r.reasons : [],
  }
}

export function reasonsFor(unit: IndexedUnit, candidate: Candidate, batchIds: readonly string[]): string[] {
  return unitIneligibilityReasons(unit.prepared, { subjectCombo: candidate.combo, batchIds })
}
