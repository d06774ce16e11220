import { ErrorCode, type Params, type WishTableDetail } from '@gk/contract'
import { checkWishTable, findProvincePolicy, type WishTableEntry, type WishTableFinding } from '@gk/domain'
import { AppError, type FailureCode } from '../../../kernel/app-error.ts'
import type { RequestContext } from '../../../http/context.ts'
import { defineHandlers } from '../../../http/endpoint.ts'
import { analyseTable } from './analysis.ts'
import { buildCandidate, requireCandidate, type Candidate } from '../profile/candidate.ts'
import { requireProvince } from '../units/province-catalog.ts'
import { hasForecastAccess, loadBatch, loadBatchFor, type BatchContext } from '../recommend/recommend.ts'
import { createWishTableRepository, type StoredWish, type WishTableRecord } from './wish-table.repository.ts'

type SaveInput = Params<'User/WishSave'>

function labelOf(bc: BatchContext, unitId: string): string {
  const u = bc.batch.byId.get(unitId)
  if (!u) return unitId
  return `${u.schoolName}${u.groupCode ? ` 第${u.groupCode}组` : ''}${u.majorName ? ` ${u.majorName}` : ''}`
}

const fatalCodes: Record<WishTableFinding['code'], FailureCode> = {
  'too-many-wishes': ErrorCode.WishTooManyWishes,
  'too-many-majors': ErrorCode.WishTooManyWishes,
  'ineligible-batch': ErrorCode.WishBatchUnavailable,
  'subject-type-mismatch': ErrorCode.WishSubjectComboInvalid,
  'subject-mismatch': ErrorCode.WishSubjectComboInvalid,
  duplicate: ErrorCode.InvalidInput,
  'adjustment-risk': ErrorCode.InvalidInput,
  order: ErrorCode.InvalidInput,
  'no-safe-unit': ErrorCode.InvalidInput,
  'single-tier': ErrorCode.InvalidInput,
}

/**
 * Refuses what cannot be saved: a table sent to the other mode's endpoint, units the batch does not
 * hold, and every finding the engine's table check calls fatal (slots, majors per wish, 批次, 科类,
 * 选科). The analysis screen shows the same findings, so the rule lives once, in checkWishTable.
 */
function refuseInvalid(bc: BatchContext, input: SaveInput, endpointMode: 'group' | 'other') {
  const mode = bc.batchPolicy.fillingMode
  if ((endpointMode === 'group') !== (mode === 'major-group')) throw new AppError(ErrorCode.WishModeMismatch)
  const entries: WishTableEntry[] = input.Wishes.map((w, i) => {
    const u = bc.batch.byId.get(w.UnitId)
    if (!u) throw new AppError(ErrorCode.WishUnitUnknown, `第${i + 1}志愿的院校或专业组不存在`)
    return {
      unitId: w.UnitId,
      batchId: bc.batchPolicy.id,
      subjectType: u.prepared.subjectType,
      ...(u.prepared.requirement ? { requirement: u.prepared.requirement } : {}),
      // in 专业+院校 mode the unit is the major: nothing is chosen inside it
      majorIds: mode === 'major' ? [] : w.MajorNames,
    }
  })
  const { candidate } = bc
  const fatal = checkWishTable(entries, candidate.policy, { subjectCombo: candidate.combo, batchIds: bc.batchIds }).find((f) => f.severity === 'fatal')
  if (fatal) throw new AppError(fatalCodes[fatal.code], fatal.message)
}

/**
 * Risks the save does not block: where a wish holds several majors (专业组, 院校), a wish without any
 * major chosen is admitted only through 调剂, or is 退档 when 调剂 is refused.
 */
function wishWarnings(bc: BatchContext, input: SaveInput): string[] {
  if (bc.batchPolicy.fillingMode === 'major' || bc.batchPolicy.maxMajorsPerWish <= 1) return []
  return input.Wishes.flatMap((w, i) => {
    if (w.MajorNames.length > 0) return []
    const what = `第${i + 1}志愿（${labelOf(bc, w.UnitId)}）未选择专业`
    return [w.IsAdjustmentAccepted ? `${what}，只能通过服从调剂录取到其中任一专业` : `${what}且不服从调剂，投档后可能被退档`]
  })
}

async function save(ctx: RequestContext, input: SaveInput, endpointMode: 'group' | 'other') {
  const repo = createWishTableRepository(ctx.db)
  const now = ctx.now()
  if (input.WishId !== undefined) {
    const table = await repo.find(ctx.requireUser().userId, input.WishId)
    if (!table) throw new AppError(ErrorCode.NotFound, '志愿表不存在或已删除')
    const bc = await tableBatch(ctx, table)
    refuseInvalid(bc, { ...input, BatchId: table.batchId }, endpointMode)
    if (input.Version === undefined || input.Version !== table.version) {
      throw new AppError(ErrorCode.Conflict, '该志愿表已在其他设备修改，本次保存未生效，请刷新后重新编辑')
    }
    const wishes = stored(bc, input)
    const result = await repo.update(table.userId, table.id, input.Version, input.Name || table.name, wishes, now)
    if (result === 'missing') throw new AppError(ErrorCode.NotFound, '志愿表不存在或已删除')
    if (result === 'conflict') throw new AppError(ErrorCode.Conflict, '该志愿表已在其他设备修改，本次保存未生效，请刷新后重新编辑')
    return { WishId: table.id, Version: result.version, Warnings: wishWarnings(bc, input) }
  }
  const bc = await loadBatch(ctx, input.BatchId)
  refuseInvalid(bc, input, endpointMode)
  const c = bc.candidate
  const name = input.Name || `${c.province.shortName}${c.record.year} ${bc.batchPolicy.name} ${c.record.finalScore ?? c.record.score}分`
  const created = await repo.insert(
    {
      userId: c.userId,
      name,
      provinceCode: c.province.code,
      year: c.record.year,
      subjectType: c.record.subjectType,
      subjects: c.record.subjects,
      score: c.record.finalScore ?? c.record.score,
      // a position on the 线差 scale is no rank: the table is reopened from the score (ADR 026, 030)
      rank: c.scoreLine ? null : c.rank,
      batchId: bc.batchPolicy.id,
      fillingMode: bc.batchPolicy.fillingMode,
      wishes: stored(bc, input),
    },
    now,
  )
  return { WishId: created.id, Version: created.version, Warnings: wishWarnings(bc, input) }
}

function stored(bc: BatchContext, input: SaveInput): StoredWish[] {
  return input.Wishes.map((w) => ({ UnitId: w.UnitId, MajorNames: w.MajorNames, IsAdjustmentAccepted: w.IsAdjustmentAccepted, Label: labelOf(bc, w.UnitId) }))
}

/** The candidate as it was when the table was made (its province, year, 科类/选科 and rank). */
async function tableCandidate(ctx: RequestContext, t: WishTableRecord): Promise<Candidate> {
  return buildCandidate(ctx, t.userId, {
    provinceCode: t.provinceCode,
    year: t.year,
    score: t.score,
    finalScore: null,
    subjectType: t.subjectType,
    subjects: t.subjects,
    manualRank: t.rank,
    riskAppetite: (await requireCandidate(ctx).catch(() => null))?.record.riskAppetite ?? 'balanced',
    updatedAt: t.updatedAt,
  })
}

async function tableBatch(ctx: RequestContext, t: WishTableRecord): Promise<BatchContext> {
  return loadBatchFor(ctx, await tableCandidate(ctx, t), t.batchId)
}

async function detail(ctx: RequestContext, wishId: number): Promise<WishTableDetail> {
  const table = await createWishTableRepository(ctx.db).find(ctx.requireUser().userId, wishId)
  if (!table) throw new AppError(ErrorCode.NotFound, '志愿表不存在或已删除')
  const bc = await tableBatch(ctx, table)
  const { rows, analysis } = await analyseTable(bc, bc.candidate, table.wishes, await hasForecastAccess(ctx))
  return {
    ...(await summary(ctx, table)),
    MaxWishes: bc.batchPolicy.maxWishes,
    MaxMajorsPerWish: bc.batchPolicy.maxMajorsPerWish,
    HasAdjustment: bc.batchPolicy.hasAdjustment,
    Wishes: table.wishes.map((w, i) => ({ UnitId: w.UnitId, MajorNames: w.MajorNames, IsAdjustmentAccepted: w.IsAdjustmentAccepted, Row: rows[i] ?? null })),
    Analysis: analysis,
  }
}

async function summary(ctx: RequestContext, t: WishTableRecord) {
  const province = await requireProvince(ctx, Number(t.provinceCode))
  const policyBatch = findProvincePolicy(province.slug, t.year)?.batches.find((b) => b.id === t.batchId)
  return {
    WishId: t.id,
    Version: t.version,
    Name: t.name,
    BatchId: t.batchId,
    BatchName: policyBatch?.name ?? t.batchId,
    FillingMode: t.fillingMode,
    ProvinceId: province.id,
    ProvinceName: province.shortName,
    Year: t.year,
    Score: t.score,
    Rank: t.rank,
    WishCount: t.wishes.length,
    UpdatedAt: t.updatedAt.toISOString(),
  }
}

/** 志愿表: versioned saves, list, detail with analysis, soft delete, draft analysis. */
export const wishTableHandlers = defineHandlers({
  'User/WishSave': (input, ctx) => save(ctx, input, 'other'),
  'User/WishSpecialtyGroupSave': (input, ctx) => save(ctx, input, 'group'),
  async 'User/WishList'(_input, ctx) {
    const tables = await createWishTableRepository(ctx.db).list(ctx.requireUser().userId)
    return Promise.all(tables.map((t) => summary(ctx, t)))
  },
  'User/WishDetail': (input, ctx) => detail(ctx, input.WishId),
  'User/WishSpecialtyGroupDetail': (input, ctx) => detail(ctx, input.WishId),
  async 'User/WishDelete'(input, ctx) {
    const result = await createWishTableRepository(ctx.db).remove(ctx.requireUser().userId, input.WishId, input.Version, ctx.now())
    if (result === 'missing') throw new AppError(ErrorCode.NotFound, '志愿表不存在或已删除')
    if (result === 'conflict') throw new AppError(ErrorCode.Conflict, '该志愿表已在其他设备修改，请刷新后再删除')
    return null
  },
  async 'User/WishAnalysis'(input, ctx) {
    const bc = await loadBatch(ctx, input.BatchId)
    const { rows, analysis } = await analyseTable(bc, bc.candidate, input.Wishes, await hasForecastAccess(ctx))
    return { Rows: rows, Analysis: analysis }
  },
})
