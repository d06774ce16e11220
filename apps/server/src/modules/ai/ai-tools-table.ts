import { z } from 'zod'
import { SchoolIdArg, defineTool, percent, schoolCard } from './ai-tool-kit.ts'
import { unitLabel } from './ai-tools-wish.ts'

/** A college's 国家级一流本科专业建设点, 第四轮学科评估 grades and 一流学科, from the college page's data. */
export const schoolStrengthsTool = defineTool({
  name: 'school_strengths',
  description: '查询院校的国家级一流本科专业建设点名单、第四轮学科评估结果和“双一流”建设学科',
  schema: z.object({ SchoolId: SchoolIdArg }),
  async run(args, ctx) {
    const s = await ctx.invoke('School/SchoolInfo', { SchoolId: args.SchoolId })
    return {
      data: {
        SchoolName: s.SchoolName,
        FirstClassMajors: s.FirstClassMajors.map((m) => m.Name),
        FirstClassMajorSource: s.FirstClassMajorSource,
        Evaluations: s.Evaluations.map((e) => ({ Name: e.Name, Grade: e.Grade })),
        EvaluationSource: s.EvaluationSource,
        FirstClassSubjects: s.FirstClassSubjects,
        FirstClassSource: s.FirstClassSource,
      },
      sources: [
        ...(s.FirstClassMajorSource ? [{ Label: '国家级一流本科专业建设点', Source: s.FirstClassMajorSource, Year: null }] : []),
        ...(s.EvaluationSource ? [{ Label: '第四轮学科评估', Source: s.EvaluationSource, Year: 2017 }] : []),
        ...(s.FirstClassSource ? [{ Label: '“双一流”建设学科', Source: s.FirstClassSource, Year: null }] : []),
      ],
      cards: [schoolCard(s.SchoolId, s.SchoolName, '一流专业与学科评估')],
    }
  },
})

/**
 * The one-tap table (一键生成志愿表) for the signed-in user's saved score profile: the same
 * `Wish/AutoTable` engine as the app, in the batch the 志愿推荐 page opens (the first available one).
 * Nothing is saved: the card opens the page where the table is generated, edited and saved.
 */
export const autoTableTool = defineTool({
  name: 'auto_table',
  description: '按当前用户保存的成绩，用“一键生成志愿表”同一引擎生成一张志愿表（冲稳保顺序、录取概率、滑档风险），返回摘要和编辑入口',
  schema: z.object({ RiskAppetite: z.enum(['conservative', 'balanced', 'aggressive']).optional() }),
  async run(args, ctx) {
    const batches = await ctx.invoke('Wish/BatchList', {})
    const batch = batches.find((b) => b.IsAvailable)
    if (!batch) throw new Error(batches[0]?.Reason || '你的成绩暂时没有可以填报的批次')
    const t = await ctx.invoke('Wish/AutoTable', { BatchId: batch.BatchId, ...(args.RiskAppetite ? { RiskAppetite: args.RiskAppetite } : {}) })
    const tiers = { reach: '冲', match: '稳', safe: '保' } as const
    // placed by 线差 (no rank): the table's tiers and units, no percentage (ADR 164)
    const chance = (p: number | null) => (t.Rank === null || p === null ? null : percent(p))
    return {
      data: {
        BatchName: t.BatchName,
        TargetYear: t.TargetYear,
        Rank: t.Rank,
        MaxWishes: t.MaxWishes,
        WishCount: t.Wishes.length,
        Mix: t.Mix,
        Wishes: t.Wishes.slice(0, 8).map((w) => ({
          Tier: tiers[w.Tier],
          SchoolName: w.Row.SchoolName,
          Unit: unitLabel({ GroupCode: w.Row.GroupCode, MajorName: w.Row.MajorName }),
          ProbabilityText: chance(w.Row.Probability),
        })),
        Admitted: chance(t.Analysis.Admitted),
        NoAdmission: chance(t.Analysis.NoAdmission),
        Advice: t.Advice.slice(0, 2),
        IsPreview: t.IsPreview,
        DataNote: t.DataNote,
      },
      sources: [{ Label: `一键生成志愿表（${t.BatchName}，与“志愿推荐”同一录取模型）`, Source: '本应用录取概率模型', Year: t.TargetYear }],
      cards: [
        {
          Kind: 'wish',
          Title: '打开一键生成，编辑并保存志愿表',
          Subtitle: `${t.BatchName} · ${t.Wishes.length}个志愿`,
          Path: 'pages/query/college/index',
          Query: { batchId: t.BatchId },
        },
      ],
    }
  },
})
