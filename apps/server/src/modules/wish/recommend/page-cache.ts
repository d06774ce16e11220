import type { UnitListOutput } from '@gk/contract'
import { keepJson } from '../../../http/json-cache.ts'
import { Lru, reportCache } from '../../../kernel/lru.ts'
import type { BatchContext } from './recommend.ts'
import { batchKey } from './assess-cache.ts'
import { filterKeyParts, type UnitFilter } from './unit-rows.ts'

/**
 * Finished list pages per candidate key (ADR 025). A page depends only on the batch (its object: a
 * new data version builds new ones), the candidate's rank, 科类, subjects and risk appetite, the
 * rank's source note, the filter and the paging, all of which are in the key: two students with
 * the same key see the same page, and nothing about a user other than those inputs is in it.
 * Pages are frozen, being shared by every request that hits them, and keep their JSON.
 */
const PAGE_ENTRIES = 4000
const pages = reportCache(new Lru<string, UnitListOutput>('list-pages', PAGE_ENTRIES))

/** Everything a page of `bc` depends on besides the filter and paging. */
export function candidateKey(bc: BatchContext): string {
  const c = bc.candidate
  return [
    batchKey(bc.batch),
    bc.batchIds.join(','),
    c.province.code,
    c.policy.year,
    c.rank,
    c.subjectType,
    [...c.combo.subjects].sort().join(','),
    c.record.riskAppetite,
    c.profile.RankSource,
  ].join('|')
}

type PageOptions = { withForecast: boolean; onePerSchool: boolean; limit?: number }

function filterKey(filter: UnitFilter & { PageIndex: number; PageSize: number }, options: PageOptions): string {
  return JSON.stringify([...filterKeyParts(filter), filter.PageIndex, filter.PageSize, options.withForecast, options.onePerSchool, options.limit ?? null])
}

/** The page from the cache, or `build()` frozen and kept. */
export function cachedPage(
  bc: BatchContext,
  filter: UnitFilter & { PageIndex: number; PageSize: number },
  options: PageOptions,
  build: () => UnitListOutput,
): UnitListOutput {
  const key = `${candidateKey(bc)}#${filterKey(filter, options)}`
  const hit = pages.get(key)
  if (hit) return hit
  const page = build()
  for (const row of page.List) Object.freeze(row)
  Object.freeze(page.List)
  // kept with its JSON: a hit is then answered without serialising the page again
  pages.set(key, keepJson(Object.freeze(page)))
  return page
}
