import { ErrorCode } from '@gk/contract'
import { AppError } from '../../../kernel/app-error.ts'
import type { RequestContext } from '../../../http/context.ts'
import { defineHandlers } from '../../../http/endpoint.ts'
import { ORDINARY } from '../../../db/read-model/plan-type.ts'
import { assessFew } from './assess-cache.ts'
import { hasForecastAccess, listNotes, listPage, stat, type BatchContext } from './recommend.ts'
import { toRow, withoutForecast } from './unit-rows.ts'
import { reachOfRows } from './college-reach.ts'
import { chatCandidate, mainBatchOf, type ChatCandidate, type ChatCandidateArgs } from './what-if.ts'

const yieldTurn = () => new Promise<void>((r) => setImmediate(r))

async function batchFor(ctx: RequestContext, args: ChatCandidateArgs) {
  ctx.requireUser()
  const c = await chatCandidate(ctx, args)
  if (c.candidate.rank === null) throw new AppError(ErrorCode.WishProfileRequired, '暂无该省份这一科类的一分一段表和本科线，无法估算')
  const bc = await mainBatchOf(ctx, c.candidate)
  if (!bc) throw new AppError(ErrorCode.WishBatchUnavailable, '按这个分数没有可填报的批次')
  return { c, bc }
}

function head(c: ChatCandidate, bc: BatchContext) {
  const p = c.candidate.profile
  return {
    Candidate: {
      ProvinceName: p.ProvinceName,
      Year: p.Year,
      SubjectTypeName: p.SubjectTypeName,
      Score: c.candidate.record.manualRank !== null && c.candidate.record.score === 0 ? null : c.candidate.record.score,
      Rank: bc.candidate.scoreLine ? null : bc.candidate.rank!,
      RankSource: p.RankSource,
      RankTableYear: p.RankTableYear,
      Subjects: [...c.candidate.combo.subjects],
      SubjectsAssumed: c.subjectsAssumed,
      FromProfile: c.fromProfile,
    },
    BatchId: bc.batchPolicy.id,
    BatchName: bc.batchPolicy.name,
    FillingMode: bc.batchPolicy.fillingMode,
    TargetYear: bc.index.year,
    HistoryYears: bc.batch.historyYears.slice(0, 3),
    // the list's own notes, the shortage included, so the assistant says what the list says
    ...listNotes(bc),
  }
}

/**
 * What-if recommendations: the AI assistant's 冲/稳/保 and one college's units for a
 * candidate stated in the question, from the same engine, batch choice and ordinary-plan filter as
 * the lists. Signed-in only (as the assistant); a few rows per tier, like the lists' preview.
 */
export const whatIfHandlers = defineHandlers({
  async 'Wish/WhatIfRecommend'(input, ctx) {
    const { c, bc } = await batchFor(ctx, input)
    // the free tier (ADR 045) holds here as in the lists: tiers for everyone, chances for members
    const withForecast = await hasForecastAccess(ctx)
    // the same filters as the lists (unit-rows.ts): tags, college types, majors
    const only = {
      ...(input.Tags?.length ? { Tags: input.Tags } : {}),
      ...(input.SchoolTypes?.length ? { SchoolTypes: input.SchoolTypes } : {}),
      ...(input.Majors?.length ? { Majors: input.Majors } : {}),
    }
    const filter = { PageIndex: 1, PageSize: input.PerTier, ...only }
    // each tier's page, the counts and the notes walk the whole batch (山东: 24k units): a turn of the event loop
    // between them, so a province asked for the first time is not ~20 ms of one go (ADR 062); one row per college,
    // its Total the tier's distinct colleges, said beside the units' Counts
    const tiers = []
    for (const Tier of ['reach', 'match', 'safe'] as const) {
      await yieldTurn()
      const page = listPage(bc, { ...filter, Tier }, { withForecast, onePerSchool: true })
      tiers.push({ Tier, List: page.List, Colleges: page.Total })
    }
    await yieldTurn()
    const counts = stat(bc, only)
    await yieldTurn()
    return { ...head(c, bc), IsPreview: !withForecast, Counts: { Reach: counts.Reach, Match: counts.Match, Safe: counts.Safe }, Tiers: tiers }
  },
  async 'Wish/WhatIfSchool'(input, ctx) {
    const { c, bc } = await batchFor(ctx, input)
    const withForecast = await hasForecastAccess(ctx)
    const all = bc.batch.units.filter((u) => u.school.id === input.SchoolId)
    // special plans (专项, 预科, 中外合作 …) need an eligibility: never the line a probability rests on
    const ordinary = all.filter((u) => u.planType === ORDINARY)
    // the batch's candidate: on 线差 where the batch is compared so (ADR 030)
    const assessed = assessFew(ordinary, bc.candidate, bc.batchIds, bc.batch)
    // the summary orders the units within reach by their chances; a non-member's rows carry none (ADR 045)
    const full = assessed.map((a) =>
      toRow(a.unit, { rank: bc.candidate.rank!, probability: a.probability, status: a.status, withForecast: true, reasons: a.reasons }),
    )
    const rows = withForecast ? full : full.map((row, i) => withoutForecast(row, assessed[i]!.status))
    return {
      ...head(c, bc),
      IsPreview: !withForecast,
      SchoolName: all[0]?.schoolName ?? '',
      UnitCount: ordinary.length,
      SpecialPlanUnits: all.length - ordinary.length,
      List: rows,
      // never one unit's chance for the college: its units within reach, each with its own (ADR 050)
      // the special units left out by their plan types, so the summary names them (高校专项2个、中外合作2个)
      Reach: reachOfRows(
        full,
        bc.batchPolicy.fillingMode,
        all.filter((u) => u.planType !== ORDINARY).map((u) => u.planType),
        bc.batch.majorsBySchool.get(input.SchoolId),
        withForecast,
      ),
    }
  },
})
