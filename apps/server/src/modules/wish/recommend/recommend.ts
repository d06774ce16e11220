import { ErrorCode, type Batch, type UnitListOutput, type UnitListRow } from '@gk/contract'
import { applicableBatches, calibrationLine, freshnessNote, type BatchPolicy, lineScores, type BatchLine } from '@gk/domain'
import { AppError } from '../../../kernel/app-error.ts'
import type { RequestContext } from '../../../http/context.ts'
import { assessBatch, prepareAssessment, Status, type Assessed } from './assess-cache.ts'
import { requireCandidate, type Candidate } from '../profile/candidate.ts'
import { candidateForBatch } from '../profile/score-line-candidate.ts'
import { controlLines } from '../units/control-lines.ts'
import { fillingModeNames } from '../units/province-catalog.ts'
import { userState } from '../profile/user-state.ts'
import { provinceYearIndex, type BatchUnits, type ProvinceYearIndex } from '../units/unit-index.ts'
import { ORDINARY } from '../../../db/read-model/plan-type.ts'
import { thinOf } from './thin-list.ts'
import { schoolReachOf } from './college-reach.ts'
import { compileFilter, filterKeyParts, tierStatus, toListRow, type UnitFilter } from './unit-rows.ts'

export type BatchContext = {
  candidate: Candidate
  index: ProvinceYearIndex
  batchPolicy: BatchPolicy
  batch: BatchUnits
  batchIds: string[]
  /** the batch's ordinary line (the target year's, else the newest earlier one); null when the data has none */
  line?: number | null
}

const emptyBatch: BatchUnits = { units: [], byId: new Map(), majorsBySchool: new Map(), majorUnitsById: new Map(), historyYears: [] }

export async function batchList(ctx: RequestContext): Promise<Batch[]> {
  const candidate = await requireCandidate(ctx)
  const index = await provinceYearIndex(ctx, candidate.province, candidate.policy)
  const lines = await controlLines(ctx, candidate)
  const applicable = applicableBatches(candidate.policy, {
    subjectType: candidate.subjectType,
    score: candidate.record.finalScore ?? candidate.record.score,
    controlLines: lineScores(lines),
  })
  return candidate.policy.batches.map((b) => {
    const excluded = applicable.excluded.find((e) => e.batchId === b.id)
    return {
      BatchId: b.id,
      BatchName: b.name,
      Level: b.level === 'undergraduate' ? '本科' : '专科',
      FillingMode: b.fillingMode,
      FillingModeName: fillingModeNames[b.fillingMode],
      MaxWishes: b.maxWishes,
      MaxMajorsPerWish: b.maxMajorsPerWish,
      HasAdjustment: b.hasAdjustment,
      IsAvailable: !excluded,
      Reason: excluded?.reason ?? '',
      ControlLine: lines[b.id]?.score ?? null,
      ControlLineYear: lines[b.id]?.year ?? null,
      // a line of an earlier year (the target year's is not out yet) says so
      ControlLineNote: controlLineNote(lines[b.id], candidate.record.year),
      UnitCount: index.get(candidate.subjectType, b.id)?.units.filter((u) => u.planType === ORDINARY).length ?? 0,
      IsUnverified: b.isUnverified === true,
    }
  })
}

function controlLineNote(line: BatchLine | undefined, year: number): string {
  if (!line) return `暂无${year}年及往年的批次线`
  if (line.year === year && !line.subjectType) return `${year}年批次线`
  return `${year}年批次线尚未公布，按${line.year}年${line.subjectType ?? ''}批次线参考`
}

/** The candidate, the province/year index and the requested batch's units. */
export async function loadBatch(ctx: RequestContext, batchId: string): Promise<BatchContext> {
  return loadBatchFor(ctx, await requireCandidate(ctx), batchId)
}

export async function loadBatchFor(ctx: RequestContext, candidate: Candidate, batchId: string): Promise<BatchContext> {
  const batchPolicy = candidate.policy.batches.find((b) => b.id === batchId)
  if (!batchPolicy) throw new AppError(ErrorCode.WishBatchUnavailable, '该省份当年没有这个批次')
  const index = await provinceYearIndex(ctx, candidate.province, candidate.policy)
  const batch = index.get(candidate.subjectType, batchId) ?? emptyBatch
  const line = (await controlLines(ctx, candidate))[batchId]?.score ?? null
  const forBatch = await candidateForBatch(ctx, candidate, batch)
  // the whole batch's assessment in slices, before the synchronous list code reads it (issue 33)
  if (forBatch.rank !== null) await prepareAssessment(batch, forBatch, [batchId])
  return { candidate: forBatch, index, batchPolicy, batch, batchIds: [batchId], line }
}

/** ZNK member group or any live package. */
export async function hasForecastAccess(ctx: RequestContext): Promise<boolean> {
  return (await userState(ctx, ctx.requireUser().userId)).hasForecast
}

/** What a batch the dataset has no ordinary results for says instead of an empty list. */
export function absentNote(provinceName: string, batchName: string): string {
  return `数据集中没有${provinceName}${batchName}的往年普通类录取数据，无法估算冲稳保；请以省教育考试院公布的招生计划和投档线为准`
}

/** The list's standing line: the rank, or the 线差 when the province has no table (the scale is never shown). */
export function listStanding(candidate: Candidate): { Rank: number | null; ScoreLine: { Line: number; LineYear: number; Gap: number } | null } {
  const s = candidate.scoreLine
  return s ? { Rank: null, ScoreLine: { Line: s.line, LineYear: s.lineYear, Gap: s.gap } } : { Rank: candidate.rank!, ScoreLine: null }
}

const shownYearsCache = new WeakMap<BatchUnits, number[]>()

/**
 * The years the list's cards show (each card its unit's last three): the header names these, not only the years
 * of the units' own lines — 河南's first 3+1+2 year has own lines for 2025 alone while most cards show converted
 * 2022–2024 lines, and a header of 「2025年」 over them misled (issue #32 item 7).
 */
function shownYears(batch: BatchUnits): number[] {
  let years = shownYearsCache.get(batch)
  if (!years) {
    const set = new Set<number>()
    for (const u of batch.units) if (u.planType === ORDINARY) for (const h of u.history.slice(0, 3)) set.add(h.year)
    years = [...set].sort((a, b) => b - a)
    shownYearsCache.set(batch, years)
  }
  return years
}

/** Which years the list rests on (the target year never has results yet) and where the rank comes from. */
export function dataNote(bc: BatchContext): string {
  // a batch the data has no results for says so, instead of an empty list without a reason
  // (rows it cannot rank are a shortage the thin note states, not an absence)
  if (!bc.batch.units.some((u) => u.planType === ORDINARY)) return bc.batch.unranked ? '' : absentNote(bc.candidate.province.shortName, bc.batchPolicy.name)
  // whose numbers these are comes first where a province's candidate classes have lines of their own (西藏)
  const years = [bc.candidate.policy.candidateClassNote, freshnessNote(bc.index.year, shownYears(bc.batch))].filter(Boolean).join('；')
  const groups = groupsNote(bc)
  if (bc.candidate.scoreLine)
    return `${years}${groups}；${bc.candidate.scoreLine.note}；每个单位按往年最低分与当年本科线之差比较、分冲稳保，不估算录取概率（没有位次，无法校验概率）`
  return `${years}${groups}；位次：${bc.candidate.profile.RankSource}；概率为模型估计，仅供参考；标“推算”的位次由分数换算`
}

/**
 * What is known of the 专业组 in a 院校专业组 batch: groups with their code from past 投档 tables, and
 * schools known only by their line (their group codes come with this year's plan, and the one-tap
 * table does not use them).
 */
function groupsNote(bc: BatchContext): string {
  if (bc.batchPolicy.fillingMode !== 'major-group') return ''
  let coded = 0
  let lineOnly = 0
  for (const u of bc.batch.units) {
    if (u.planType !== ORDINARY) continue
    if (u.groupCode === null) lineOnly++
    else coded++
  }
  if (lineOnly === 0) return ''
  return `；专业组：${coded} 个有往年投档的专业组代码，${lineOnly} 所院校只有院校线（专业组代码以当年招生计划为准，一键填报不选用）`
}

/** The data note with the shortage first when the candidate's list is thin (it is why the list is short), and the calibration line. */
export function listNotes(bc: BatchContext, assessed: Assessed = assessBatch(bc.batch, bc.candidate, bc.batchIds)) {
  const thin = thinOf(bc, assessed)
  return { DataNote: [thin?.Note, dataNote(bc)].filter(Boolean).join('；'), DataThin: thin, CalibrationNote: calibrationNote(bc) }
}

/** Said once above a list where the province's backtest misses the calibration targets, with its figures (ADR 039); never on a card. */
export function calibrationNote(bc: BatchContext): string {
  return calibrationLine(bc.candidate.province.slug, bc.candidate.province.shortName)
}

/**
 * The in-window units passing a filter, kept per candidate (8 most recent filters) so paging and
 * switching between a few filters costs one walk each.
 */
function filteredOrder(assessed: Assessed, bc: BatchContext, filter: UnitFilter, onePerSchool: boolean): Int32Array {
  const key = JSON.stringify([...filterKeyParts(filter), onePerSchool])
  const hit = assessed.filtered.get(key)
  if (hit) return hit
  const matches = compileFilter(filter)
  const wantStatus = filter.Tier ? tierStatus[filter.Tier] : null
  const seen = onePerSchool ? new Set<string>() : null
  const out: number[] = []
  for (const i of assessed.order) {
    if (wantStatus !== null && assessed.status[i] !== wantStatus) continue
    const unit = bc.batch.units[i]!
    if (!matches(unit)) continue
    if (seen) {
      if (seen.has(unit.school.id)) continue
      seen.add(unit.school.id)
    }
    out.push(i)
  }
  const result = Int32Array.from(out)
  if (assessed.filtered.size >= 8) assessed.filtered.delete(assessed.filtered.keys().next().value!)
  assessed.filtered.set(key, result)
  return result
}

/** One page of the in-window units that pass the filters (college-first dedupes to one row per school in 专业+院校 mode). */
export function listPage(
  bc: BatchContext,
  filter: UnitFilter & { PageIndex: number; PageSize: number },
  options: { withForecast: boolean; onePerSchool: boolean; limit?: number },
): UnitListOutput {
  const assessed = assessBatch(bc.batch, bc.candidate, bc.batchIds)
  const hits = filteredOrder(assessed, bc, filter, options.onePerSchool)
  const start = (filter.PageIndex - 1) * filter.PageSize
  const end = Math.min(hits.length, start + Math.min(filter.PageSize, options.limit ?? Infinity))
  const rows: UnitListRow[] = []
  // a card stands for one unit: it says how many of its college's units are within reach (ADR 050)
  const reach = schoolReachOf(assessed, bc.batch)
  for (let k = start; k < end; k++) {
    const i = hits[k]!
    const unit = bc.batch.units[i]!
    rows.push(
      toListRow(unit, {
        rank: bc.candidate.rank!,
        probability: assessed.probability[i]!,
        status: assessed.status[i]!,
        withForecast: options.withForecast,
        schoolReach: reach.get(unit.school.id),
      }),
    )
  }
  const total = hits.length
  return {
    List: rows,
    Total: total,
    PageIndex: filter.PageIndex,
    PageSize: filter.PageSize,
    IsPreview: options.limit !== undefined,
    TargetYear: bc.index.year,
    ...listStanding(bc.candidate),
    ...listNotes(bc, assessed),
    DataAbsent: !bc.batch.units.some((u) => u.planType === ORDINARY) && !bc.batch.unranked,
  }
}

export function stat(bc: BatchContext, filter: UnitFilter) {
  const assessed: Assessed = assessBatch(bc.batch, bc.candidate, bc.batchIds)
  const matches = compileFilter(filter)
  const counts = [0, 0, 0, 0, 0, 0]
  // tier counts follow the list's window (wasted slots are not listed, so not counted)
  const inWindow = new Uint8Array(bc.batch.units.length)
  for (const i of assessed.order) inWindow[i] = 1
  bc.batch.units.forEach((u, i) => {
    const status = assessed.status[i]!
    if (status >= Status.Reach && inWindow[i] === 0) return
    if (matches(u)) counts[status]!++
  })
  return {
    Reach: counts[Status.Reach]!,
    Match: counts[Status.Match]!,
    Safe: counts[Status.Safe]!,
    Total: counts[Status.Reach]! + counts[Status.Match]! + counts[Status.Safe]!,
    Excluded: counts[Status.Excluded]!,
    NoData: counts[Status.NoData]!,
  }
}
