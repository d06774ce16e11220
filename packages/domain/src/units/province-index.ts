/** What the unit build hands its callers: every batch's units of one province and target year, prepared once. */
import type { PreparedUnit } from '../admission/assess-units.ts'
import type { ProvincePolicy } from '../policy/province-policy.ts'
import type { SubjectType } from '../types.ts'
import type { RenumberedLink } from './renumbered-groups.ts'
import type { RetiredGroup } from './retired-group-codes.ts'
import type { UnitYear } from './rows.ts'

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
  /** ordinary groups left out because their code is a special plan's group in a newer year (ADR 102) */
  retiredGroups?: readonly RetiredGroup[]
  /** the renumbered groups linked to their predecessor's years (ADR 114), for the build report */
  renumberedLinks?: readonly RenumberedLink[]
  get(subjectType: SubjectType, batchId: string): BatchUnits | undefined
}
