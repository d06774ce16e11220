import { assessUnits, unitIneligibilityReasons, type RiskAppetite } from '@gk/domain'
import type { Candidate } from '../profile/candidate.ts'
import type { BatchUnits, IndexedUnit } from '../units/unit-index.ts'
import { Lru, reportCache } from '../../../kernel/lru.ts'

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

/**
 * Assesses every unit of a batch for a candidate once and keeps the result (LRU): paging, filters
 * and tier counts of the same candidate then only walk typed arrays.
 */
export function assessBatch(batch: BatchUnits, candidate: Candidate, batchIds: readonly string[]): Assessed {
  const appetite: RiskAppetite = candidate.record.riskAppetite
  const key = `${batchKey(batch)}|${candidate.rank}|${candidate.subjectType}|${[...candidate.combo.subjects].sort().join(',')}|${appetite}|${batchIds.join(',')}`
  const hit = cache.get(key)
  if (hit) return hit
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
  const entry: Assessed = { probability, status, order: Int32Array.from(inWindow), filtered: new Map() }
  cache.set(key, entry)
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
