import { assessUnits, unitIneligibilityReasons, type RiskAppetite } from '@gk/domain'
import type { Candidate } from './candidate.ts'
import type { BatchUnits, IndexedUnit } from './unit-index.ts'

export const Status = { Excluded: 0, NoData: 1, Hidden: 2, Reach: 3, Match: 4, Safe: 5 } as const

/** One candidate's view of a batch: probability and status per unit, and the in-window order. */
export type Assessed = {
  batch: BatchUnits
  probability: Float64Array
  status: Uint8Array
  /** in-window units (冲/稳/保), most selective first (expected min rank ascending) */
  order: Int32Array
  /** filtered orders of this candidate by filter key (a few, most recent kept) */
  filtered: Map<string, Int32Array>
}

const MAX_ENTRIES = 256
// keyed by the batch object, so a rebuilt index (new data version) starts with an empty cache
const caches = new WeakMap<BatchUnits, Map<string, Assessed>>()

/**
 * Assesses every unit of a batch for a candidate once and keeps the result (LRU): paging, filters
 * and tier counts of the same candidate then only walk typed arrays.
 */
export function assessBatch(batch: BatchUnits, candidate: Candidate, batchIds: readonly string[]): Assessed {
  const appetite: RiskAppetite = candidate.record.riskAppetite
  const key = `${candidate.rank}|${candidate.subjectType}|${[...candidate.combo.subjects].sort().join(',')}|${appetite}|${batchIds.join(',')}`
  let cache = caches.get(batch)
  if (!cache) caches.set(batch, (cache = new Map<string, Assessed>()))
  const hit = cache.get(key)
  if (hit) {
    cache.delete(key)
    cache.set(key, hit)
    return hit
  }
  const results = assessUnits(
    { rank: candidate.rank!, subjectCombo: candidate.combo, batchIds },
    batch.units.map((u) => u.prepared),
    { riskAppetite: appetite },
  )
  const n = results.length
  const probability = new Float64Array(n).fill(Number.NaN)
  const status = new Uint8Array(n)
  const inWindow: number[] = []
  for (let i = 0; i < n; i++) {
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
  const expected = (i: number) => batch.units[i]!.prepared.estimate?.baselineRank ?? Infinity
  inWindow.sort((a, b) => expected(a) - expected(b))
  const entry: Assessed = { batch, probability, status, order: Int32Array.from(inWindow), filtered: new Map() }
  cache.set(key, entry)
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!)
  return entry
}

/** Assessment of a few units outside the cache (a school's majors, a search hit). */
export function assessFew(units: readonly IndexedUnit[], candidate: Candidate, batchIds: readonly string[]) {
  const results = assessUnits(
    { rank: candidate.rank!, subjectCombo: candidate.combo, batchIds },
    units.map((u) => u.prepared),
    { riskAppetite: candidate.record.riskAppetite },
  )
  return results.map((r, i) => ({
    unit: units[i]!,
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
  }))
}

export function reasonsFor(unit: IndexedUnit, candidate: Candidate, batchIds: readonly string[]): string[] {
  return unitIneligibilityReasons(unit.prepared, { subjectCombo: candidate.combo, batchIds })
}
