import { scoreLineReason } from '@gk/domain'
import { LIST_ROW_MAJORS, type UnitListRow, type UnitRow } from '@gk/contract'
import { Status } from './assess-cache.ts'
import type { IndexedUnit } from '../units/unit-index.ts'
import { ORDINARY } from '../../../db/read-model/plan-type.ts'

const tierOf = ['', '', '', 'reach', 'match', 'safe'] as const
const tierNames = ['不可报', '数据不足', '不建议', '冲', '稳', '保']
const confidenceNames = { high: '参考性较高', medium: '参考性一般', low: '参考性较低' } as const

// one formatter for every row: toLocaleString builds a new one per call, which is slow on the hot path
const numberFormat = new Intl.NumberFormat('en-US')
const fmt = (n: number) => numberFormat.format(n)

/** A short plain-language reason for the probability, from the engine's explanation. */
function reasonOf(unit: IndexedUnit, rank: number, probability: number): string {
  const e = unit.prepared.estimate
  if (!e) return '往年没有录取位次，无法估算'
  // compared on 线差: the reason speaks in points, the scale's numbers are never shown (ADR 026)
  if (unit.isScoreLine) return `${scoreLineReason(e, rank)}；${unit.historyNote}`
  const diff = e.baselineRank - rank
  const parts = [
    `预计今年最低位次约${fmt(e.baselineRank)}（${fmt(e.likelyRange.low)}–${fmt(e.likelyRange.high)}）`,
    diff >= 0 ? `你的位次${fmt(rank)}，靠前约${fmt(diff)}名` : `你的位次${fmt(rank)}，落后约${fmt(-diff)}名`,
    `录取概率约${Math.round(probability * 100)}%`,
  ]
  if (e.planChange !== null && Math.abs(e.planChange - 1) >= 0.1) {
    parts.push(`今年计划${e.planChange > 1 ? '增加' : '减少'}${Math.round(Math.abs(e.planChange - 1) * 100)}%`)
  }
  parts.push(`依据${e.yearsUsed.join('、')}年数据，${confidenceNames[unit.isDerived ? 'low' : e.confidence]}`)
  if (unit.historyNote) parts.push(unit.historyNote)
  if (unit.eligibility) parts.push(`${unit.planType}：${unit.eligibility}`)
  return parts.join('；')
}

type RowView = {
  rank: number
  probability: number | null
  status: number
  withForecast: boolean
  reasons?: readonly string[]
  /** the college's ordinary units in the batch and how many are within 冲稳保 (ADR 050) */
  schoolReach?: { Units: number; Within: number } | undefined
}

/**
 * The row the recommendation lists show; `withForecast` false leaves the probability, its reason and
 * confidence out (the free tier, ADR 045: every row and its 冲稳保 tier for everyone, the chances for
 * members). Only what the list card and the assistant read: a page of these is the
 * hot path's answer, so each year's source and note and the majors beyond the first few stay in `toRow`.
 */
export function toListRow(unit: IndexedUnit, view: RowView): UnitListRow {
  const forecast = view.withForecast && view.probability !== null && !Number.isNaN(view.probability)
  const e = unit.prepared.estimate
  return {
    UnitId: unit.id,
    SchoolId: unit.school.id,
    SchoolName: unit.schoolName,
    GroupCode: unit.groupCode,
    MajorName: unit.majorName,
    City: unit.school.city,
    SchoolProvince: unit.school.provinceName,
    Tags: unit.school.tags,
    Nature: unit.school.nature,
    SchoolType: unit.school.type,
    RequirementText: unit.requirementText,
    History: unit.history.slice(0, 3).map((h) => ({
      Year: h.year,
      MinScore: h.minScore,
      MinRank: unit.isScoreLine ? null : h.minRank,
      PlanCount: h.planCount,
      Quality: h.quality,
    })),
    PlanCount: unit.planCount,
    Tuition: unit.tuition,
    MajorCount: unit.majors.length,
    Majors: unit.majors.length > LIST_ROW_MAJORS ? unit.majors.slice(0, LIST_ROW_MAJORS) : unit.majors,
    MajorsSource: unit.majorsSource,
    PlanType: unit.planType,
    Eligibility: unit.eligibility,
    IsDerived: unit.isDerived,
    HistoryNote: unit.historyNote,
    Probability: forecast ? Math.round(view.probability! * 1000) / 1000 : null,
    ...(unit.isScoreLine ? { ByLineGap: true } : {}),
    Tier: tierOf[view.status] || null,
    TierName: tierNames[view.status] ?? '',
    Reason: forecast ? reasonOf(unit, view.rank, view.probability!) : reasonWithoutForecast(view.status),
    // a borrowed or converted line is never better than 参考性较低
    Confidence: forecast && e ? (unit.isDerived ? 'low' : e.confidence) : null,
    // the province's calibration is said once above the list (CalibrationNote, ADR 039), not on every card
    ConfidenceNote: '',
    IneligibleReasons: [...(view.reasons ?? [])],
    SchoolReach: view.schoolReach ?? null,
  }
}

/** A row's reason where it shows no chance: the free tier's rows, and units with no line to estimate from. */
const reasonWithoutForecast = (status: number): string => (status === Status.NoData ? '往年没有录取位次，无法估算' : '')

/**
 * A member's full row as a non-member sees it (ADR 045): the same as `toRow` with `withForecast` false, without
 * building the row again (one college's summary needs the chances either way, to order its units within reach).
 */
export function withoutForecast(row: UnitRow, status: number): UnitRow {
  return { ...row, Probability: null, Reason: reasonWithoutForecast(status), Confidence: null, ExpectedRank: null }
}

/** The full row (one unit's own call, tables, analyses): the list row with each year's source and note, every major and the expected rank. */
export function toRow(unit: IndexedUnit, view: RowView): UnitRow {
  const forecast = view.withForecast && view.probability !== null && !Number.isNaN(view.probability)
  const e = unit.prepared.estimate
  return {
    ...toListRow(unit, view),
    BatchId: unit.batchId,
    SchoolCode: unit.schoolCode,
    History: unit.history.slice(0, 3).map((h) => ({
      Year: h.year,
      MinScore: h.minScore,
      MinRank: unit.isScoreLine ? null : h.minRank,
      PlanCount: h.planCount,
      Quality: h.quality,
      Source: h.source,
      Note: h.note,
    })),
    Majors: unit.majors,
    ExpectedRank: forecast && e && !unit.isScoreLine ? e.baselineRank : null,
    IsEstimate: true,
  }
}

export type UnitFilter = {
  Keyword?: string | undefined
  SchoolProvinceIds?: number[] | undefined
  Tags?: string[] | undefined
  Natures?: string[] | undefined
  SchoolTypes?: string[] | undefined
  TuitionMax?: number | undefined
  Tier?: 'reach' | 'match' | 'safe' | undefined
  Majors?: string[] | undefined
  PlanTypes?: string[] | undefined
}

/** Every field of a filter, in one fixed order: the part of a cache key that says which filter it is. */
export function filterKeyParts(f: UnitFilter): unknown[] {
  return [f.Keyword, f.SchoolProvinceIds, f.Tags, f.Natures, f.SchoolTypes, f.TuitionMax, f.Tier, f.Majors, f.PlanTypes]
}

/** A compiled filter: checks that do not depend on the tier. */
export function compileFilter(f: UnitFilter): (u: IndexedUnit) => boolean {
  const keyword = f.Keyword?.toLowerCase()
  const provinces = f.SchoolProvinceIds?.length ? new Set(f.SchoolProvinceIds.map(String)) : null
  const tags = f.Tags?.length ? f.Tags : null
  const natures = f.Natures?.length ? f.Natures : null
  const types = f.SchoolTypes?.length ? f.SchoolTypes : null
  const majors = f.Majors?.length ? f.Majors.map(majorPattern) : null
  // special plans need an eligibility most candidates lack: only listed when asked for
  const planTypes = new Set(f.PlanTypes?.length ? f.PlanTypes : [ORDINARY])
  return (u) =>
    planTypes.has(u.planType) &&
    (!keyword || u.search.includes(keyword)) &&
    (!provinces || provinces.has(u.school.provinceCode)) &&
    (!tags || tags.some((t) => u.school.tags.includes(t))) &&
    (!natures || natures.some((n) => u.school.nature.includes(n))) &&
    (!types || types.includes(u.school.type)) &&
    (f.TuitionMax === undefined || u.tuition === null || u.tuition <= f.TuitionMax) &&
    (!majors || majors.some((m) => m.test(u.majorText)))
}

/**
 * A wanted major matches a unit's major that starts with it, or an item a 大类 lists in its brackets
 * (计算机 → 计算机科学与技术, 软件工程 → 计算机类（计算机科学与技术、软件工程）), not one that merely contains it:
 * 化学 is not 应用化学 and 临床医学 is not 中西医临床医学. `majorText` joins the unit's majors with "|".
 */
export function majorPattern(wanted: string): RegExp {
  return new RegExp(`(^|[|（(、，,/；;])${wanted.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
}

export const tierStatus = { reach: Status.Reach, match: Status.Match, safe: Status.Safe } as const
