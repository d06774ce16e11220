import type { ProvincePolicy, ProvinceYearIndex, School } from '@gk/domain'
import type { Db } from '../../../db/client.ts'
import type { RequestContext } from '../../../http/context.ts'
import type { ProvinceEntry } from './province-catalog.ts'
import { buildProvinceYearIndex } from './unit-build.ts'
import { collectGarbage } from '../../../db/read-model/collect-garbage.ts'
import { schoolRows } from './reference.repository.ts'
import { buildIndexOffThread } from './index-worker-pool.ts'

// the index's shapes are the engine's (packages/domain, units/province-index.ts): the build is a pure function there
export type { BatchUnits, IndexedUnit, ProvinceYearIndex, School, UnitYear } from '@gk/domain'

/** The school catalogue the units point to (the index worker loads its own copy from the same rows). */
export async function loadSchools(db: Db): Promise<Map<string, School>> {
  const rows = await schoolRows(db)
  return new Map(
    rows.map((r) => {
      const tags = [r.is_985 ? '985' : null, r.is_211 ? '211' : null, r.is_double_first_class ? '双一流' : null].filter((t): t is string => t !== null)
      return [
        r.id,
        {
          id: r.id,
          name: r.name,
          city: r.city ?? '',
          provinceCode: r.province_code ?? '',
          provinceName: r.pname ?? '',
          nature: r.nature ?? '',
          type: r.type ?? '',
          tags,
          search: `${r.name} ${r.pinyin ?? ''} ${r.pinyin_initials ?? ''}`.toLowerCase(),
        },
      ]
    }),
  )
}

export function schoolIndex(ctx: RequestContext): Promise<Map<string, School>> {
  return ctx.readModel.index('wish:schools', loadSchools)
}

/**
 * What one unit of a kept index costs the main thread's heap, bytes: its fields, history, forecast and
 * its entries in the batch's maps. Measured from the heap after arrivals (河北 52,758 units ≈ 90 MB,
 * 河南 18,726 ≈ 50 MB with the arrival's garbage; ADR 060); rounded up.
 */
const BYTES_PER_UNIT = 2048

/** The estimated heap of a province index: units are counted once per batch (`majorUnitsById` holds a batch's every unit). */
export function indexBytes(index: ProvinceYearIndex): number {
  let units = 0
  for (const subjectType of index.policy.subjectTypes) for (const b of index.policy.batches) units += index.get(subjectType, b.id)?.majorUnitsById.size ?? 0
  return units * BYTES_PER_UNIT
}

/** The index of one province and target year, built on first use and kept until the data changes (an LRU of INDEX_CACHE_MB). */
export async function provinceYearIndex(ctx: RequestContext, province: ProvinceEntry, policy: ProvincePolicy): Promise<ProvinceYearIndex> {
  const rankTables = await ctx.readModel.rankTables()
  const schools = await schoolIndex(ctx)
  // bounded by bytes (ADR 060): 20–110 MB a province; the least recently used one is rebuilt when asked again
  const build = async (db: Db) => {
    // seconds of synchronous work: in the index worker, never on the thread answering requests (ADR 042)
    if (ctx.env.INDEX_WORKER)
      return buildIndexOffThread(db, { maxWaiting: ctx.env.INDEX_BUILD_QUEUE, version: ctx.readModel.version() }, province, policy, schools)
    const index = await buildProvinceYearIndex(db, province, policy, rankTables, schools)
    // the build's garbage (and an evicted index) is several times the index: return it now (ADR 029)
    collectGarbage()
    return index
  }
  return ctx.readModel.index(`wish:units:${province.code}:${policy.year}`, build, {
    group: 'wish:units',
    max: ctx.env.INDEX_CACHE_MB * 2 ** 20,
    weigh: indexBytes,
  })
}
