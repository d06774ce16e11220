import { z } from 'zod'
import { sourceLabel } from '../../db/read-model/source-labels.ts'
import { SchoolIdArg, defineTool } from './ai-tool-kit.ts'

type Row = {
  year: number | null
  subject_name: string | null
  major_id: string | null
  rank: number | null
  grade: string | null
  source_id: string
  n: number
}

/**
 * A college's place in the 软科中国大学专业排名 for the majors asked (兰州大学 草业科学: 第1名, A+), the newest year, with
 * how many colleges that major's list has; and whether the major is a 国家级一流本科专业建设点 there.
 */
export const majorRankingTool = defineTool({
  name: 'major_ranking',
  description: '查询某院校某专业在软科中国大学专业排名中的名次和等级（A+、A…），以及是否国家级一流本科专业建设点；MajorIds 填专业代码',
  schema: z.object({ SchoolId: SchoolIdArg, MajorIds: z.array(z.string().trim().min(4).max(12)).min(1).max(4) }),
  async run(args, ctx) {
    const rows = await ctx.db.query<Row>(
      `SELECT r.year, r.subject_name, r.major_id, r.rank, r.grade, r.source_id,
              (SELECT count(*)::int FROM rankings x WHERE x.kind = 'ruanke-major' AND x.major_id = r.major_id AND x.year = r.year) AS n
         FROM rankings r
        WHERE r.kind = 'ruanke-major' AND r.institution_id = $1 AND r.major_id = ANY($2)
        ORDER BY r.year DESC`,
      [args.SchoolId, args.MajorIds],
    )
    const firstClass = await ctx.db.query<{ major_id: string }>(
      `SELECT DISTINCT major_id FROM rankings WHERE kind = 'first-class-major' AND institution_id = $1 AND major_id = ANY($2)`,
      [args.SchoolId, args.MajorIds],
    )
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
