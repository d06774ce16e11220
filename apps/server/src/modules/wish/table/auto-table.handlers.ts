import { applicableBatches } from '@gk/domain'
import { ErrorCode } from '@gk/contract'
import { AppError } from '../../../kernel/app-error.ts'
import { defineHandlers } from '../../../http/endpoint.ts'
import { generateTable } from './auto-table.ts'
import { controlLineScores } from '../units/control-lines.ts'
import { hasForecastAccess, loadBatch } from '../recommend/recommend.ts'
import { prepareAssessment } from '../recommend/assess-cache.ts'

/** One-tap table: the same engine and ordinary plans as 志愿推荐. */
export const autoTableHandlers = defineHandlers({
  async 'Wish/AutoTable'(input, ctx) {
    const started = performance.now()
    const bc = await loadBatch(ctx, input.BatchId)
    const c = bc.candidate
    // a batch the score cannot enter gets no table (the batch list says why too)
    const applicable = applicableBatches(c.policy, {
      subjectType: c.subjectType,
      score: c.record.finalScore ?? c.record.score,
      controlLines: await controlLineScores(ctx, c),
    })
    const excluded = applicable.excluded.find((e) => e.batchId === input.BatchId)
    if (excluded) throw new AppError(ErrorCode.WishBatchUnavailable, excluded.reason || '你的成绩暂不能填报该批次')
    // the appetite asked for is another assessment of the batch: made in slices before the table's synchronous code (issue 33)
    if (c.rank !== null)
      await prepareAssessment(bc.batch, { ...c, record: { ...c.record, riskAppetite: input.RiskAppetite ?? c.record.riskAppetite } }, bc.batchIds)
    // the free tier (ADR 045): the whole table with its 冲稳保 tiers; each wish's chance for members
    const table = await generateTable(bc, input, { withForecast: await hasForecastAccess(ctx) })
    const b = bc.batchPolicy
    return {
      BatchId: b.id,
      BatchName: b.name,
      FillingMode: b.fillingMode,
      MaxWishes: b.maxWishes,
      MaxMajorsPerWish: b.maxMajorsPerWish,
      HasAdjustment: b.hasAdjustment,
      RiskAppetite: table.riskAppetite,
      Rank: c.scoreLine ? null : c.rank!,
      TargetYear: bc.index.year,
      Planned: { Reach: table.planned.reach, Match: table.planned.match, Safe: table.planned.safe },
      Mix: { Reach: table.mix.reach, Match: table.mix.match, Safe: table.mix.safe },
      Wishes: table.wishes,
      Advice: table.advice,
      Relaxed: table.relaxed,
      Analysis: table.analysis,
      IsPreview: table.isPreview,
      DataNote: table.dataNote,
      ElapsedMs: Math.round(performance.now() - started),
    }
  },
})
