import type { PreparedUnit, ProvincePolicy, SubjectType } from '@gk/domain'
import type { Db } from '../../../db/client.ts'
import type { RequestContext } from '../../../http/context.ts'
import type { ProvinceEntry } from './province-catalog.ts'
import { buildProvinceYearIndex } from './unit-build.ts'
import { collectGarbage } from '../../../db/read-model/collect-garbage.ts'
import { schoolRows } from './reference.repository.ts'
import type { UnitYear } from './unit-drafts.ts'

export type { UnitYear } from './unit-drafts.ts'

export type School = {
  id: string
  name: string
  city: string
  provinceCode: string
  provinceName: string
  nature: string
  type: string
  tags: string[]
  search: string
}

/** One admission unit of a batch, its history (newest first) and its forecast, prepared once. */
export type IndexedUnit = {
  id: string
  batchId: string
  school: School
  schoolName: string
  schoolCode: string | null
  groupCode: string | null
  majorName: string | null
  requirementText: string
  history: UnitYear[]
  planCount: number | null
  tuition: number | null
  /** the majors inside the unit and where the list comes from (this year's plan, earlier admissions, the school) */
  majors: string[]
  majorsSource: 'plan' | 'history' | 'school' | ''
  /** 普通类, or the special plan (专项, 预科, 中外合作 …) this unit admits to, with the eligibility it needs */
  planType: string
  eligibility: string
  /** where the history comes from when it is not the unit's own: '' (own), or a plain-language note */
  historyNote: string
  /** the history is another unit's line (the institution's, or the old 文/理 track converted): lower confidence */
  isDerived: boolean
  /** the province's backtest misses the calibration targets: its labels are a step lower, and this says why */
  calibrationNote?: string
  /** compared on 线差 (the province has no 一分一段表): its history ranks are positions on the 线差 scale, never shown */
  isScoreLine?: true
  /** lower-cased name, pinyin and majors for keyword search */
  search: string
  majorText: string
  prepared: PreparedUnit
}

export type BatchUnits = {
  units: IndexedUnit[]
  byId: Map<string, IndexedUnit>
  /** major-level units per school (the majors inside a group/school; the units themselves in major mode) */
  majorsBySchool: Map<string, IndexedUnit[]>
  majorUnitsById: Map<string, IndexedUnit>
  /** years with history in this batch, newest first */
  historyYears: number[]
  /** institutions with ordinary scores of the batch that no row of can be ranked (no rank, table or line of its year), and no unit: said, not dropped silently */
  unranked?: { year: number; institutions: number }
  /** set when the batch is compared on 线差 (ADR 026, 030): why, as every row and the list header say it */
  scoreLine?: string
}

export type ProvinceYearIndex = {
  policy: ProvincePolicy
  year: number
  /** years with history used for the forecasts, newest first */
  historyYears: number[]
  get(subjectType: SubjectType, batchId: string): BatchUnits | undefined
}

async function loadSchools(db: Db): Promise<Map<string, School>> {
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
