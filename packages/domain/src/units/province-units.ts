/**
 * The unit build of one province and target year (history = the years before it), as pure steps over the rows:
 * the province's lines (province-lines), the rows sorted into drafts (unit-drafts), the plan book (unit-plans), then
 * each batch (batch-units) of units finished and prepared (unit-finish). The server reads the rows and caches the
 * index; the backtest hands in the dataset's rows and runs the same build.
 */
import { admissionModelFor } from '../admission/calibrated-models.ts'
import { labelledOutliers } from '../admission/labelled-outliers.ts'
import { calibrationNoteFor } from '../admission/province-calibration.ts'
import type { ProvincePolicy } from '../policy/province-policy.ts'
import type { SubjectType } from '../types.ts'
import { batchKeysOf, batchUnits } from './batch-units.ts'
import type { BatchUnits, ProvinceYearIndex, School } from './province-index.ts'
import { provinceLines, type BuildProvince } from './province-lines.ts'
import type { ControlLineRow, PlanRow, RankTableIndex, ResultRow } from './rows.ts'
import { collectDrafts, type Draft } from './unit-drafts.ts'
import { recentYears } from './unit-forecast.ts'
import { indexPlans, planBook } from './unit-plans.ts'
import { completePlanTypes } from './plan-type-completion.ts'
import { linkRenumberedGroups, type RenumberedLink } from './renumbered-groups.ts'
import { retireReusedGroupCodes, type RetiredGroup } from './retired-group-codes.ts'
import { classifyBatch, schoolCodesCut } from './unit-classify.ts'

/** What the build reads: the province's rows as the reference tables hold them. */
export type ProvinceUnitsInput = {
  province: BuildProvince
  policy: ProvincePolicy
  rankTables: RankTableIndex
  schools: ReadonlyMap<string, School>
  /** the newest year before the target with ordinary results ({@link isOrdinaryResult}); null when there is none */
  newestResultsYear: number | null
  /** the province's admission results; the build reads those of its history window ({@link recentYears}) */
  results: readonly ResultRow[]
  /** the province's newest plan book up to the target year */
  plans: readonly PlanRow[]
  /** every control line of the province up to the target year */
  lines: readonly ControlLineRow[]
}

/** Builds every batch's units for one province and target year. */
export function buildProvinceUnits(input: ProvinceUnitsInput): ProvinceYearIndex {
  const { province, policy } = input
  const year = policy.year
  const recent = recentYears(year, input.newestResultsYear)
  const inWindow = input.results.filter((r) => r.year >= recent.history && r.year < year)
  // an institution line published for another route (医科, 分类投档, 校区 …) far off its other lines is not its line (ADR 039)
  const unitOf = (r: ResultRow) => (r.unit_level === 'institution' ? `${r.institution_id}|${r.subject_type}|${r.batch}|${r.plan_type}` : null)
  const outliers = labelledOutliers(inWindow.map((r) => ({ unit: unitOf(r), rank: r.min_rank, label: `${r.major_group ?? ''} ${r.major_name ?? ''}` })))
  // a group or institution line that is a 中外合作/专项 major's line by the majors' own rows is that plan's line (ADR 050)
  // and a group's years meet in one unit where a source wrote the group code onto the school code (ADR 050)
  const rows = completePlanTypes(schoolCodesCut(inWindow.filter((_, i) => !outliers[i])), (batch) =>
    classifyBatch(batch, policy.batches, policy.mainBatchId),
  ).rows
  // every year: whether a 专科 batch leaves the rank path reads the newest 专科 line, which may be older than the history
  const lines = provinceLines(province, policy, input.rankTables, input.lines)
  const collected = collectDrafts(rows, policy, {
    tables: input.rankTables,
    provinceCode: province.code,
    targetYear: year,
    ordinaryLine: lines.ordinaryLine,
    targetLineRank: lines.targetLineRank,
    vocationalLine: lines.vocationalLine,
    targetRankOfScore: lines.targetRankOfScore,
    onScoreLines: lines.onScoreLines,
    cache: new Map(),
  })
  const planIndex = indexPlans(planBook(input.plans, year), policy)
  // an ordinary group whose code is a special plan's group in a newer year is no unit a candidate fills (ADR 102)
  const planYear = input.plans.length > 0 ? Number(input.plans[0]!.year) : null
  const { drafts: kept, retired } = retireReusedGroupCodes(collected, planIndex, planYear, recent.fresh)
  // a group renumbered between years keeps its history: linked to the group it continues by 选科 and majors (ADR 114)
  const { drafts, links } = linkRenumberedGroups(kept, planIndex, year)
  const build = {
    year,
    lines,
    model: admissionModelFor(province.slug),
    calibrationNote: calibrationNoteFor(province.slug),
    schools: input.schools,
    levelOf: new Map(policy.batches.map((b) => [b.id, b.level])),
    yearsUsed: new Map<string, readonly number[]>(),
    requirements: new Map<string, Draft['requirement']>(),
  }
  const modeOf = new Map(policy.batches.map((b) => [b.id, b.fillingMode]))
  const byBatch = new Map<string, BatchUnits>()
  for (const k of batchKeysOf(drafts)) byBatch.set(k, batchUnits(k, drafts, planIndex, recent, modeOf.get(k.split('|')[1]!) === 'major', build))
  const historyYears = [...new Set(rows.map((r) => r.year))].sort((a, b) => b - a)
  return provinceYearIndexOf(policy, year, historyYears, byBatch, retired, links)
}

/**
 * The index as kept. Built outside buildProvinceUnits on purpose: a closure made in there would
 * keep that function's whole scope alive (V8 shares one context between its closures), i.e. every
 * result row, draft and plan row of the build, about half of the index's memory.
 */
function provinceYearIndexOf(
  policy: ProvincePolicy,
  year: number,
  historyYears: number[],
  byBatch: Map<string, BatchUnits>,
  retiredGroups: readonly RetiredGroup[],
  renumberedLinks: readonly RenumberedLink[],
): ProvinceYearIndex {
  return {
    policy,
    year,
    historyYears,
    retiredGroups,
    renumberedLinks,
    get: (subjectType: SubjectType, batchId: string) => byBatch.get(`${subjectType}|${batchId}`),
  }
}

/**
 * The ordinary results of the 高考 itself: the five 科类 of the gaokao and no batch of another route. 专升本, 艺术/体育,
 * 对口/单招 rows are published on their own calendars; a handful of them must never decide which year is "newest".
 * (The server asks its database the same in SQL: ORDINARY_RESULTS_SQL.)
 */
export function isOrdinaryResult(r: { subject_type: string; batch: string | null }): boolean {
  // a row without a batch is not known to be ordinary (the SQL's `batch !~` is not true on NULL either)
  return ['物理类', '历史类', '理科', '文科', '综合'].includes(r.subject_type) && r.batch !== null && !/(专升本|艺术|体育|对口|单招|三校生|中职)/.test(r.batch)
}

/** The newest results year before `before` among ordinary results, as {@link ProvinceUnitsInput.newestResultsYear} wants it. */
export function newestResultsYear(results: readonly { year: number; subject_type: string; batch: string | null }[], before: number): number | null {
  let newest: number | null = null
  for (const r of results) if (r.year < before && isOrdinaryResult(r) && (newest === null || r.year > newest)) newest = r.year
  return newest
}
