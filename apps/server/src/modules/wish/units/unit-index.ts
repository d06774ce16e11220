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

/** Province-year indexes kept at once: the season's busiest provinces stay warm within the 1.2 GB bound. */
const PROVINCE_INDEXES = 10

/** The index of one province and target year, built on first use and kept until the data changes (LRU of PROVINCE_INDEXES). */
export async function provinceYearIndex(ctx: RequestContext, province: ProvinceEntry, policy: ProvincePolicy): Promise<ProvinceYearIndex> {
  const rankTables = await ctx.readModel.rankTables()
  const schools = await schoolIndex(ctx)
  // bounded: ~40 MB a province; the least recently used one is rebuilt when asked again
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
    max: PROVINCE_INDEXES,
  })
}
