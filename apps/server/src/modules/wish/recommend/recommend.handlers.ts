import { ErrorCode, type UnitListOutput } from '@gk/contract'
import { AppError } from '../../../kernel/app-error.ts'
import type { RequestContext } from '../../../http/context.ts'
import { defineHandlers } from '../../../http/endpoint.ts'
import { assessFew, reasonsFor } from './assess-cache.ts'
import { batchList, calibrationNote, dataNote, hasForecastAccess, listPage, listStanding, loadBatch, stat, type BatchContext } from './recommend.ts'
import { compileFilter, toListRow, toRow } from './unit-rows.ts'
import { cachedPage } from './page-cache.ts'
import { reachOfRows } from './college-reach.ts'
import type { IndexedUnit } from '../units/unit-index.ts'
import { ORDINARY } from '../../../db/read-model/plan-type.ts'

type ListInput = Parameters<typeof listPage>[1] & { BatchId: string }

async function list(ctx: RequestContext, input: ListInput, kind: 'school' | 'major', isForecast: boolean): Promise<UnitListOutput> {
  const bc = await loadBatch(ctx, input.BatchId)
  const onePerSchool = kind === 'school' && bc.batchPolicy.fillingMode === 'major'
  const page = (options: Parameters<typeof listPage>[2]) => cachedPage(bc, input, options, () => listPage(bc, input, options))
  if (!isForecast) return page({ withForecast: false, onePerSchool })
  if (await hasForecastAccess(ctx)) return page({ withForecast: true, onePerSchool })
  // the free tier (ADR 045): every row and page with its 冲稳保 tier, the chances left to members
  return { ...page({ withForecast: false, onePerSchool }), IsPreview: true }
}

/** `units` assessed for the candidate, most likely first when forecast, each with the view a row is built from. */
function viewsOf(bc: BatchContext, units: readonly IndexedUnit[], withForecast: boolean, limit?: number) {
  const assessed = assessFew(units, bc.candidate, bc.batchIds, bc.batch)
  const sorted = withForecast ? assessed.sort((a, b) => (b.probability ?? -1) - (a.probability ?? -1)) : assessed
  return sorted.slice(0, limit ?? sorted.length).map((a) => ({
    unit: a.unit,
    view: { rank: bc.candidate.rank!, probability: a.probability, status: a.status, withForecast, reasons: a.reasons },
  }))
}

/** Full rows: a unit's own call, a school's units, a group's majors. */
function rowsOf(bc: BatchContext, units: readonly IndexedUnit[], withForecast: boolean, limit?: number) {
  return viewsOf(bc, units, withForecast, limit).map((v) => toRow(v.unit, v.view))
}

/** Units of one school in the batch (its groups, or its majors in 专业+院校 mode), ordinary plans unless asked. */
function schoolUnits(bc: BatchContext, schoolId: string, planTypes: string[] | undefined): IndexedUnit[] {
  const matches = compileFilter({ PlanTypes: planTypes })
  return bc.batch.units.filter((u) => u.school.id === schoolId && matches(u))
}

type SchoolInput = { BatchId: string; SchoolId: string; SchoolCode?: string | undefined; GroupCode?: string | undefined; PlanTypes?: string[] | undefined }

/**
 * The unit is the asked group: a group is keyed by institution, 院校代码 and number, so same-numbered groups of a
 * school's campuses or codes (华北水利水电大学 6095/6097, a 中外合作 code) each have their own majors; without a
 * SchoolCode the first group of that number answers (older clients).
 */
function isGroup(u: IndexedUnit, input: SchoolInput): boolean {
  if (!input.GroupCode) return true
  return u.groupCode === input.GroupCode && (!input.SchoolCode || u.schoolCode === input.SchoolCode)
}

async function schoolList(ctx: RequestContext, input: SchoolInput, what: 'units' | 'suggest' | 'majors', isForecast: boolean) {
  const bc = await loadBatch(ctx, input.BatchId)
  let units =
    what === 'majors' ? (bc.batch.majorsBySchool.get(input.SchoolId) ?? []) : schoolUnits(bc, input.SchoolId, input.PlanTypes).filter((u) => isGroup(u, input))
  let group: IndexedUnit | undefined
  if (what === 'majors' && input.GroupCode) {
    // majors of one group: its list (this year's plan, else the majors it admitted before), else every major of the school
    group = schoolUnits(bc, input.SchoolId, input.PlanTypes).find((u) => isGroup(u, input))
    if (group && group.majors.length > 0) {
      const inGroup = units.filter((m) => m.majorName !== null && group!.majors.includes(m.majorName))
      if (inGroup.length > 0) units = inGroup
      else units = []
    }
  }
  const isMember = isForecast ? await hasForecastAccess(ctx) : false
  if (group && group.majors.length > 0) {
    // every major of the group, in the group's order: those with a line of their own carry its forecast, the rest
    // (no line of their own) are listed by name with the group's row and no chance of their own — listing only the
    // majors with lines hid half a group from the picker (issue #32 item 4)
    const own = new Map(rowsOf(bc, units, isForecast && isMember).map((r) => [r.MajorName, r]))
    const [row] = rowsOf(bc, [group], isForecast && isMember)
    const List = group.majors.map(
      (name) => own.get(name) ?? { ...row!, UnitId: `${row!.UnitId}|${name}`, MajorName: name, Probability: own.size > 0 ? null : row!.Probability },
    )
    return { List, IsPreview: isForecast && !isMember }
  }
  let rows = rowsOf(bc, units, isForecast && isMember)
  if (what === 'suggest') rows = rows.filter((r) => r.IneligibleReasons.length === 0 && (!isForecast || r.Tier !== null))
  // the college's units summed up by those within reach, each with its own chance (members; ADR 050)
  const summed = what === 'units' && !input.GroupCode && isForecast && isMember
  const listed = new Set(units.map((u) => u.id))
  const specialLeftOut = summed ? bc.batch.units.filter((u) => u.school.id === input.SchoolId && !listed.has(u.id)).map((u) => u.planType) : []
  return {
    List: rows,
    IsPreview: isForecast && !isMember,
    Reach: summed ? reachOfRows(rows, bc.batchPolicy.fillingMode, specialLeftOut, bc.batch.majorsBySchool.get(input.SchoolId)) : null,
  }
}

async function oneUnit(ctx: RequestContext, input: { BatchId: string; UnitId: string }, isForecast: boolean) {
  const bc = await loadBatch(ctx, input.BatchId)
  const unit = bc.batch.byId.get(input.UnitId) ?? bc.batch.majorUnitsById.get(input.UnitId)
  if (!unit) throw new AppError(ErrorCode.WishUnitUnknown)
  // the free tier sees the unit and its tier, members its chance too (ADR 045)
  return rowsOf(bc, [unit], isForecast && (await hasForecastAccess(ctx)))[0]!
}

async function search(
  ctx: RequestContext,
  input: { BatchId: string; Keyword: string; PageIndex: number; PageSize: number; PlanTypes?: string[] | undefined },
  isForecast: boolean,
): Promise<UnitListOutput> {
  const bc = await loadBatch(ctx, input.BatchId)
  const isMember = isForecast ? await hasForecastAccess(ctx) : false
  const matches = compileFilter({ Keyword: input.Keyword, PlanTypes: input.PlanTypes })
  // units with a forecast first, most selective first; the rest (no history) after them
  const expected = (u: IndexedUnit) => u.prepared.estimate?.baselineRank ?? Infinity
  const hits = bc.batch.units.filter(matches).sort((a, b) => expected(a) - expected(b))
  const start = (input.PageIndex - 1) * input.PageSize
  const page = hits.slice(start, start + input.PageSize)
  // the search lists cards like the recommendation lists: list rows; a unit's own call has the full row
  const rows = viewsOf(bc, page, isForecast && isMember)
    .map((v) => toListRow(v.unit, v.view))
    .map((r) => ({
      ...r,
      IneligibleReasons: r.IneligibleReasons.length ? r.IneligibleReasons : reasonsFor(bc.batch.byId.get(r.UnitId)!, bc.candidate, bc.batchIds),
    }))
  return {
    List: rows,
    Total: hits.length,
    PageIndex: input.PageIndex,
    PageSize: input.PageSize,
    IsPreview: isForecast && !isMember,
    TargetYear: bc.index.year,
    ...listStanding(bc.candidate),
    DataNote: dataNote(bc),
    CalibrationNote: calibrationNote(bc),
  }
}

async function majorOptions(ctx: RequestContext, input: { BatchId: string; Keyword: string }) {
  const bc = await loadBatch(ctx, input.BatchId)
  const counts = new Map<string, number>()
  for (const u of bc.batch.units) {
    if (u.planType !== ORDINARY) continue
    for (const m of u.majors) {
      if (input.Keyword && !m.includes(input.Keyword)) continue
      counts.set(m, (counts.get(m) ?? 0) + 1)
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 60)
    .map(([Name, UnitCount]) => ({ Name, Category: Name.endsWith('类') ? '专业类' : '专业', UnitCount }))
}

async function tableHead(ctx: RequestContext, batchId: string) {
  const bc = await loadBatch(ctx, batchId)
  return { Years: bc.batch.historyYears.slice(0, 3), TargetYear: bc.index.year }
}

async function statOf(ctx: RequestContext, input: Parameters<typeof stat>[1] & { BatchId: string }) {
  return stat(await loadBatch(ctx, input.BatchId), input)
}

/** College-first, major-first and self-chosen recommendations. */
export const recommendHandlers = defineHandlers({
  'Wish/BatchList': (_i, ctx) => batchList(ctx),
  'Wish/NewExamBatchList': (_i, ctx) => batchList(ctx),
  'Wish/TableHeadYear': (i, ctx) => tableHead(ctx, i.BatchId),
  'Wish/NewExamTableHeadYear': (i, ctx) => tableHead(ctx, i.BatchId),
  'Wish/SchoolFirstList': (i, ctx) => list(ctx, i, 'school', false),
  'Wish/SchoolFirstListForecast': (i, ctx) => list(ctx, i, 'school', true),
  'Wish/SpecialtyFirstList': (i, ctx) => list(ctx, i, 'major', false),
  'Wish/SpecialtyFirstListForecast': (i, ctx) => list(ctx, i, 'major', true),
  'Wish/SchoolFirstStat': (i, ctx) => statOf(ctx, i),
  'Wish/SchoolFirstStatForecast': (i, ctx) => statOf(ctx, i),
  'Wish/SpecialtyFirstStat': (i, ctx) => statOf(ctx, i),
  'Wish/SpecialtyFirstStatForecast': (i, ctx) => statOf(ctx, i),
  'Wish/SpecialtyList': (i, ctx) => majorOptions(ctx, i),
  'Wish/SpecialtyListForecast': (i, ctx) => majorOptions(ctx, i),
  'Wish/NewExamSchoolScoreLine': (i, ctx) => schoolList(ctx, i, 'units', false),
  'Wish/NewExamSchoolScoreLineForecast': (i, ctx) => schoolList(ctx, i, 'units', true),
  'Wish/SpecialtySuggestGroup': (i, ctx) => schoolList(ctx, i, 'suggest', false),
  'Wish/SpecialtyForecastSuggestGroup': (i, ctx) => schoolList(ctx, i, 'suggest', true),
  'Wish/Specialty': (i, ctx) => schoolList(ctx, i, 'majors', false),
  'Wish/SpecialtyForecast': (i, ctx) => schoolList(ctx, i, 'majors', true),
  'Wish/NewExamScoreLine': (i, ctx) => oneUnit(ctx, i, false),
  'Wish/NewExamScoreLineForecast': (i, ctx) => oneUnit(ctx, i, true),
  async 'Wish/ForecastGroup'(input, ctx) {
    const bc = await loadBatch(ctx, input.BatchId)
    const units = input.UnitIds.map((id) => bc.batch.byId.get(id) ?? bc.batch.majorUnitsById.get(id)).filter((u): u is IndexedUnit => u !== undefined)
    return rowsOf(bc, units, await hasForecastAccess(ctx))
  },
  'Wish/MySelf': (i, ctx) => oneUnit(ctx, i, false),
  'Wish/MySelfForecast': (i, ctx) => oneUnit(ctx, i, true),
  'Wish/MySelfSearch': (i, ctx) => search(ctx, i, false),
  'Wish/MySelfSearchForecast': (i, ctx) => search(ctx, i, true),
})
