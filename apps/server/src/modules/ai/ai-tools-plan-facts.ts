import { z } from 'zod'
import { planTypeOfRow } from '../../db/read-model/plan-type.ts'
import { sourceLabel } from '../../db/read-model/source-labels.ts'
import { ProvinceArg, SchoolIdArg, SubjectTypeArg, YearArg, defineTool, provinceCodeOf, schoolCard, trackLabels } from './ai-tool-kit.ts'
import { loadLexicon } from './ai-lexicon.ts'
import { planDetailYears, planFactRows, tuitionElsewhere, type PlanFactRow } from './ai-reference.repository.ts'
import { matchUnits } from './ai-unit-match.ts'

/**
 * Some plans print tuition in 万元 (浙江's “11万”, “8.8万”) and the dataset keeps the integer; a
 * value under 1000 is such a figure, never 元 (no college charges less than 1000 元 a year). The same
 * college's same major in a plan that states 元 gives the exact amount. 0 is a programme the plan says is free
 * (免费, 免收学费; ADR 170), said as 免费; null is a fee the plan does not print.
 */
async function tuitionText(ctx: { db: Parameters<typeof tuitionElsewhere>[0] }, schoolId: string, r: PlanFactRow): Promise<string | null> {
  if (r.tuition === null || r.tuition < 0) return null
  if (r.tuition === 0) return '免费'
  if (r.tuition >= 1000) return `${r.tuition}元/年`
  const exact = r.major_name ? (await tuitionElsewhere(ctx.db, schoolId, r.year, r.major_name))[0] : undefined
  return `约${r.tuition}万元/年（该省计划按万元记）${exact ? `；同校同专业${r.year}年在其他省的计划写明 ${exact.tuition}元/年` : ''}`
}

/**
 * A second programme's own name, as the plan prints it in brackets after the college (河北经贸大学(国际本科学术互认课程项目)
 * [公办] → 国际本科学术互认课程项目); the ownership tags ([公办], [民办], [独立学院]) are not a programme.
 */
const programmeOf = (unitName: string | null | undefined, schoolName: string) => {
  const rest = unitName?.startsWith(schoolName) ? unitName.slice(schoolName.length) : ''
  const name = /^[(（]([^)）]{2,30})[)）]/.exec(rest)?.[1] ?? null
  // only a programme's own name (…项目, …课程, …班, …校区), not a tag such as 省重点建设高校 or the plan type said again
  return name && /项目|课程|班|校区|学院|中心/.test(name) ? name : null
}

/**
 * One college's plan in a province, narrowed to the units a question names (a major, a 试验班, a
 * 中外合作 programme): seats, tuition, 学制, 选科 and the plan's own notes (外语要求, 含哪些专业),
 * each row with its plan type so a special route is never taken for the ordinary one.
 */
export const collegePlanFactsTool = defineTool({
  name: 'college_plan_facts',
  description:
    '查询院校在某省招生计划中某专业/专业组/试验班/中外合作项目的计划人数、学费、学制、选科要求和备注（外语要求、含哪些专业）；Unit 填问题里的专业或项目名称',
  schema: z.object({
    SchoolId: SchoolIdArg,
    ProvinceId: ProvinceArg,
    Unit: z.string().trim().max(80).optional().describe('问题里的专业、专业组或项目名称，如“工科试验班(计算机)”“计算机 中外合作”'),
    SubjectType: SubjectTypeArg,
    Year: YearArg.optional(),
  }),
  async run(args, ctx) {
    const code = provinceCodeOf(args.ProvinceId)
    const years = (await planDetailYears(ctx.db, args.SchoolId, code)).map((r) => r.year)
    const year = args.Year && years.includes(args.Year) ? args.Year : years[0]
    const lexicon = await loadLexicon(ctx)
    const school = lexicon.schools.get(args.SchoolId)
    const schoolName = school?.name ?? ''
    const all = year === undefined ? [] : await planFactRows(ctx.db, args.SchoolId, code, year)
    const tracks = args.SubjectType ? trackLabels(args.SubjectType) : null
    const ofTrack = tracks ? all.filter((r) => tracks.includes(r.subject_type)) : all
    const pool = (ofTrack.length ? ofTrack : all).map((r) => ({ ...r, plan_type: planTypeOfRow(r) }))
    // the college's own names are removed from the question first: 吉林大学 must not match a row for 吉林
    const aliases = [schoolName, ...[...lexicon.phrases].filter(([, h]) => h.kind === 'school' && h.school.id === args.SchoolId).map(([p]) => p)].sort(
      (a, b) => b.length - a.length,
    )
    const matched = args.Unit ? matchUnits(pool, args.Unit, aliases) : []
    // nothing named: the dearest first (a 中外合作 fee is what a fee question most needs to see); 万元 figures counted as such
    const yuan = (t: number | null) => (t === null ? 0 : t < 1000 ? t * 10000 : t)
    const shown = (matched.length ? matched : [...pool].sort((a, b) => yuan(b.tuition) - yuan(a.tuition))).slice(0, 12)
    const list = []
    for (const r of shown)
      list.push({
        SubjectType: r.subject_type,
        Batch: r.batch,
        MajorGroup: r.major_group,
        Major: r.major_name,
        PlanType: r.plan_type,
        Seats: r.plan_count,
        Tuition: await tuitionText(ctx, args.SchoolId, r),
        Years: r.years,
        Requirement: r.requirement_text,
        Notes: r.notes ? r.notes.slice(0, 120) : null,
        Programme: programmeOf(r.unit_name, schoolName),
      })
    return {
      data: {
        SchoolName: schoolName,
        Year: year ?? null,
        YearsInData: years,
        Matched: matched.length > 0,
        Rows: pool.length,
        MatchedSeats: matched.reduce((n, r) => n + (r.plan_count ?? 0), 0),
        List: list,
      },
      sources: shown.length
        ? [{ Label: `${year}年招生计划（人数、学费、学制、选科、备注）`, Source: sourceLabel(shown[0]!.source_id ?? '', undefined), Year: year ?? null }]
        : [],
      cards: [schoolCard(args.SchoolId, schoolName, '招生计划')],
    }
  },
})
