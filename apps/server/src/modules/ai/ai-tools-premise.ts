import { z } from 'zod'
import { ProvinceArg, SchoolIdArg, SubjectTypeArg, defineTool, trackLabels } from './ai-tool-kit.ts'

/**
 * Every line of a college in a province, special plans included, each with its plan type: what a
 * line a question quotes (“华工最低597”) really is. The ordinary lines are the ones a candidate
 * fills as an ordinary applicant; a special plan's line needs its own eligibility (PlanType,
 * Eligibility), and a line summarised from a few majors (Partial) is not the college's line.
 */
export const schoolLinesTool = defineTool({
  name: 'school_lines',
  description: '查询院校在某省各专业组的录取最低分和位次（含专项、中外合作等特殊计划，每条线标明计划类型和报考资格），用来核对某个分数线到底是哪一条线',
  schema: z.object({ SchoolId: SchoolIdArg, ProvinceId: ProvinceArg, SubjectType: SubjectTypeArg }),
  async run(args, ctx) {
    const r = await ctx.invoke('School/SchoolEnrollment', { SchoolId: args.SchoolId, ProvinceId: args.ProvinceId, IncludeSpecial: true })
    const tracks = args.SubjectType ? trackLabels(args.SubjectType) : null
    const rows = r.List.filter((l) => !/体育|艺术/.test(l.SubjectType) && (!tracks || tracks.includes(l.SubjectType))).sort((a, b) => b.Year - a.Year)
    const years = [...new Set(rows.map((l) => l.Year))]
    return {
      data: {
        Years: years,
        Lines: rows
          .filter((l) => l.Year >= (years[2] ?? 0))
          .map((l) => ({
            Year: l.Year,
            SubjectType: l.SubjectType,
            Batch: l.Batch,
            MajorGroup: l.MajorGroup,
            Unit: l.Unit,
            MinScore: l.MinScore,
            MinRank: l.MinRank,
            PlanType: l.PlanType,
            Eligibility: l.Eligibility,
            Partial: l.Partial === true,
          })),
      },
      sources: years.slice(0, 3).map((y) => ({ Label: `${y}年录取数据（含特殊计划）`, Source: rows.find((l) => l.Year === y)?.Source ?? '', Year: y })),
      cards: [],
    }
  },
})
