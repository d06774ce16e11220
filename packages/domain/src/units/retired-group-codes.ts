/**
 * A group code's newest year says what the code is now (issue 30 item 1, ADR 102). 湖北 物理类 三峡大学 第13组 was an
 * ordinary group in 2025 (517/71,930) and is 中外合作 in 2026: a 2027 candidate who fills 「三峡大学 13组」 fills the
 * 中外合作 group, so the 2025 line is not the history of an ordinary unit anyone can fill next year. Such an ordinary
 * group draft is retired: the special plan's unit (its own bucket, its own line and eligibility) and the college's other
 * ordinary groups stay. A plan book as new as the special year that still lists the code as ordinary keeps it (the
 * plan says what the code is for the candidate). Pure: drafts in, drafts out.
 */
import { ORDINARY } from '../plan-type/plan-type-of-row.ts'
import type { Draft, DraftSet } from './unit-drafts.ts'
import { draftHistory } from './unit-drafts.ts'
import type { Plan } from './unit-plans.ts'

/** One ordinary group left out, and what its code became. */
export type RetiredGroup = {
  /** `subjectType|batchId` */
  batch: string
  key: string
  schoolName: string
  groupCode: string | null
  /** the newest year the code was an ordinary group */
  ordinaryYear: number
  /** the special plan type the code carries in its newest year, and that year */
  becameType: string
  becameYear: number
  /** the ordinary draft has a ranked line of the fresh window: it would have been listed as an ordinary unit */
  wasListed: boolean
}

export type RetiredGroups = { drafts: DraftSet; retired: RetiredGroup[] }

/** The newest year a draft has a row in (own line or a major's), or its `latestYear` when none was kept. */
const newestYearOf = (d: Draft) => Math.max(d.latestYear, ...d.own.keys(), ...d.fromMajors.keys())

/**
 * Leaves out every ordinary 专业组 draft whose code, in a strictly newer year, is a special plan's group of the same
 * track and batch (same institution, school code and group code, so the same key in the special bucket). A code
 * ordinary and special in the same newest year (a group with one 中外合作 major) is kept. `plans` is the plan book
 * index of the target year's build and `planYear` its year: an ordinary plan entry of that key, from a plan book at
 * least as new as the special year, keeps the draft. `freshFrom`: the first year a unit's line still counts as fresh.
 */
export function retireReusedGroupCodes(
  drafts: DraftSet,
  plans: ReadonlyMap<string, ReadonlyMap<string, Plan>>,
  planYear: number | null,
  freshFrom: number,
): RetiredGroups {
  // the newest special year of each group key, per `subjectType|batchId`
  const special = new Map<string, { type: string; year: number }>()
  for (const [bucket, units] of drafts.units) {
    const [st, batchId, planType] = bucket.split('|')
    if (planType === ORDINARY) continue
    for (const d of units.values()) {
      if (!d.key.startsWith('g:')) continue
      const at = `${st}|${batchId}|${d.key}`
      const year = newestYearOf(d)
      const old = special.get(at)
      if (!old || year > old.year) special.set(at, { type: planType!, year })
    }
  }
  const retired: RetiredGroup[] = []
  const units = new Map<string, Map<string, Draft>>()
  for (const [bucket, inBucket] of drafts.units) {
    const [st, batchId, planType] = bucket.split('|')
    if (planType !== ORDINARY) {
      units.set(bucket, inBucket)
      continue
    }
    const kept = new Map<string, Draft>()
    for (const [key, d] of inBucket) {
      const became = key.startsWith('g:') ? special.get(`${st}|${batchId}|${key}`) : undefined
      const ordinaryYear = newestYearOf(d)
      const isPlanned = planYear !== null && became !== undefined && planYear >= became.year && plans.get(bucket)?.has(key) === true
      if (!became || became.year <= ordinaryYear || isPlanned) {
        kept.set(key, d)
        continue
      }
      const hist = draftHistory(d)
      retired.push({
        batch: `${st}|${batchId}`,
        key,
        schoolName: d.schoolName,
        groupCode: d.groupCode,
        ordinaryYear,
        becameType: became.type,
        becameYear: became.year,
        wasListed: hist.length > 0 && hist[0]!.year >= freshFrom && hist.some((h) => h.minRank !== null && h.minRank >= 1),
      })
    }
    units.set(bucket, kept)
  }
  return { drafts: { ...drafts, units }, retired }
}
