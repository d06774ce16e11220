import { z } from 'zod'
import { defineTool } from './ai-tool-kit.ts'

/**
 * The signed-in user's own data. These tools take no user id: ctx.invoke runs as the asking user,
 * so neither engine can name another user's table or profile.
 */
export const myProfileTool = defineTool({
  name: 'my_score_profile',
  description: '读取当前用户保存的成绩信息（省份、年份、科类、分数、位次）',
  schema: z.object({}),
  async run(_args, ctx) {
    const c = await ctx.invoke('User/SysUserConfig', {})
    const p = c.ScoreProfile
    return {
      data: p
        ? {
            HasProfile: true,
            ProvinceId: p.ProvinceId,
            ProvinceName: p.ProvinceName,
            Year: p.Year,
            SubjectTypeName: p.SubjectTypeName,
            Score: p.FinalScore ?? p.Score,
            Rank: p.Rank,
            RankSource: p.RankSource,
            Subjects: p.SelectSubjectList,
          }
        : { HasProfile: false },
      sources: p ? [{ Label: '我的成绩', Source: p.RankSource, Year: p.RankTableYear }] : [],
      cards: [],
    }
  },
})

export const myWishTablesTool = defineTool({
  name: 'my_wish_tables',
  description: '列出当前用户保存的志愿表',
  schema: z.object({}),
  async run(_args, ctx) {
    const list = await ctx.invoke('User/WishList', {})
    return {
      data: {
        Count: list.length,
        List: list.map((t) => ({ WishId: t.WishId, Name: t.Name, BatchName: t.BatchName, Year: t.Year, WishCount: t.WishCount, UpdatedAt: t.UpdatedAt })),
      },
      sources: [],
      cards: [],
    }
  },
})

/** Whole-table analysis (engine check + simulation) of one of the user's saved tables. */
export const wishTableAnalysisTool = defineTool({
  name: 'wish_table_analysis',
  description: '分析当前用户保存的志愿表：风险提示、各志愿录取机会、整体录取概率（不传 WishId 时分析最近的一张）',
  schema: z.object({ WishId: z.coerce.number().int().positive().optional() }),
  async run(args, ctx) {
    const list = await ctx.invoke('User/WishList', {})
    const target = args.WishId ? list.find((t) => t.WishId === args.WishId) : [...list].sort((a, b) => b.UpdatedAt.localeCompare(a.UpdatedAt))[0]
    if (!target) return { data: { HasTable: false }, sources: [], cards: [] }
    const d = await ctx.invoke('User/WishDetail', { WishId: target.WishId })
    const a = d.Analysis
    // the free tier's zeros and a 线差 table's figures are not rates to quote (ADR 045, 165): none, and the summary says why
    const rates = !a.ChancesHidden
    const names = new Map(d.Wishes.map((w) => [w.UnitId, w.Row?.SchoolName ?? w.UnitId]))
    return {
      data: {
        HasTable: true,
        WishId: d.WishId,
        Name: d.Name || `${d.Year}年${d.BatchName}`,
        BatchName: d.BatchName,
        WishCount: d.Wishes.length,
        MaxWishes: d.MaxWishes,
        Admitted: rates ? a.Admitted : null,
        NoAdmission: rates ? a.NoAdmission : null,
        Returned: rates ? a.Returned : null,
        Summary: a.Summary,
        MostLikely: rates && a.MostLikelyUnitId ? (names.get(a.MostLikelyUnitId) ?? null) : null,
        ByLineGap: a.ByLineGap === true,
        Findings: a.Findings.slice(0, 8).map((f) => ({ Severity: f.Severity, Position: f.Position, Message: f.Message })),
        HasOrderFix: a.SuggestedOrder !== null,
        Draws: a.Draws,
      },
      sources: [
        { Label: `志愿表模拟（${a.Draws}次抽样）`, Source: '本应用志愿表模拟（按历年录取位次抽样估计）', Year: d.Year },
        { Label: '考生位次', Source: `${d.ProvinceName}${d.Year}年 位次 ${d.Rank ?? '未知'}`, Year: d.Year },
      ],
      cards: [
        {
          Kind: 'wish',
          Title: d.Name || '我的志愿表',
          Subtitle: rates
            ? `${d.Wishes.length}个志愿 · 录取概率${Math.round(a.Admitted * 100)}%`
            : `${d.Wishes.length}个志愿${a.ByLineGap ? ' · 按线差分档' : ''}`,
          // the detail page with the analysis; group tables have their own screen
          Path: d.FillingMode === 'major-group' ? 'pages/personal/volunteerdetail/newExamWishDetails' : 'pages/personal/volunteerdetail/volunteerdetail',
          Query: { id: String(d.WishId) },
        },
      ],
    }
  },
})

export const myAssessmentsTool = defineTool({
  name: 'my_assessments',
  description: '读取当前用户做过的测评结果（霍兰德、MBTI、性格）',
  schema: z.object({}),
  async run(_args, ctx) {
    const list = await ctx.invoke('User/TestList', {})
    return {
      data: { List: list.slice(0, 6).map((t) => ({ Kind: t.Kind, Title: t.Title, Summary: t.Summary, CreatedAt: t.CreatedAt })) },
      sources: list.length ? [{ Label: '我的测评', Source: '本应用测评（用户作答）', Year: null }] : [],
      cards: [],
    }
  },
})
