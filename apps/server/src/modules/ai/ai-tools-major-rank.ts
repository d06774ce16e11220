import { z } from 'zod'
import { sourceLabel } from '../../db/read-model/source-labels.ts'
import { SchoolIdArg, defineTool } from './ai-tool-kit.ts'
import { firstClassMajorRows, majorRankRows } from './ai-college-extras.repository.ts'

/**
 * A college's place in the 软科中国大学专业排名 for the majors asked (兰州大学 草业科学: 第1名, A+), the newest year, with
 * how many colleges that major's list has; and whether the major is a 国家级一流本科专业建设点 there.
 */
export const majorRankingTool = defineTool({
  name: 'major_ranking',
  description: '查询某院校某专业在软科中国大学专业排名中的名次和等级（A+、A…），以及是否国家级一流本科专业建设点；MajorIds 填专业代码',
  schema: z.object({ SchoolId: SchoolIdArg, MajorIds: z.array(z.string().trim().min(4).max(12)).min(1).max(4) }),
  async run(args, ctx) {
    const rows = await majorRankRows(ctx.db, args.SchoolId, args.MajorIds)
    const firstClass = await firstClassMajorRows(ctx.db, args.SchoolId, args.MajorIds)
    const newest = rows.filter((r) => r.year === rows[0]?.year)
    return {
      data: {
        Year: rows[0]?.year ?? null,
        List: newest.map((r) => ({ Major: r.subject_name, MajorId: r.major_id, Rank: r.rank, Grade: r.grade, Colleges: r.n })),
        FirstClass: firstClass.map((r) => r.major_id),
      },
      sources: rows.length
        ? [{ Label: `软科中国大学专业排名${rows[0]!.year ?? ''}`, Source: sourceLabel(rows[0]!.source_id, undefined), Year: rows[0]!.year }]
        : [],
      cards: [],
    }
  },
})
