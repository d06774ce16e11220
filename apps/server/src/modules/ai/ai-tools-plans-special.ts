import { z } from 'zod'
import { eligibilityOf, planTypeOfRow } from '../../db/read-model/plan-type.ts'
import { sourceLabel } from '../../db/read-model/source-labels.ts'
import { parseSubjectRequirement, subjectRequirementMismatch, type Subject, type SubjectType } from '@gk/domain'
import { ProvinceArg, SchoolIdArg, YearArg, defineTool, provinceCodeOf, schoolCard, trackLabels } from './ai-tool-kit.ts'
import { loadLexicon } from './ai-lexicon.ts'
import { majorRequirementByTrack, planDetailRows, planDetailYears, type PlanDetailRow } from './ai-reference.repository.ts'

const PlanTypeArg = z.enum(['国家专项', '地方专项', '高校专项', '预科', '民族班', '中外合作', '合作办学', '定向', '公费师范', '特殊类型'])
const eligibility = eligibilityOf as Record<string, string>

/** A college's plan rows of its newest plan year in a province (not after `year`), each with its plan type. */
async function rowsOf(ctx: Parameters<Parameters<typeof defineTool>[0]['run']>[1], schoolId: string, provinceId: number, year?: number) {
  const code = provinceCodeOf(provinceId)
  const years = (await planDetailYears(ctx.db, schoolId, code)).map((r) => r.year)
  const chosen = year && years.includes(year) ? year : years[0]
  const rows = chosen === undefined ? [] : await planDetailRows(ctx.db, schoolId, code, chosen)
  const typed = rows.map((r) => ({ ...r, type: planTypeOfRow(r) }))
  const schoolName = (await loadLexicon(ctx)).schools.get(schoolId)?.name ?? ''
  return { year: chosen ?? null, years, rows: typed, schoolName }
}

const sourceOf = (rows: PlanDetailRow[], year: number | null, what: string) =>
  rows.length ? [{ Label: `${year}年${what}`, Source: sourceLabel(rows[0]!.source_id ?? '', undefined), Year: year }] : []

/**
 * 专项/预科/中外合作 … of a college in a province (seats, majors, tuition, the eligibility each needs),
 * or, without a college, what each plan type requires. These plans are never the ordinary route:
 * the assistant gives no probability from them.
 */
export const specialPlansTool = defineTool({
  name: 'special_plans',
  description: '查询特殊计划（国家专项、地方专项、高校专项、预科、中外合作等）：报考资格；给了院校时返回该校在某省的特殊计划人数、专业和学费',
  schema: z.object({ SchoolId: SchoolIdArg.optional(), ProvinceId: ProvinceArg.optional(), PlanType: PlanTypeArg.optional(), Year: YearArg.optional() }),
  async run(args, ctx) {
    const types = args.PlanType ? [args.PlanType] : ['国家专项', '地方专项', '高校专项', '预科', '中外合作']
    const rules = types.map((t) => ({ PlanType: t, Eligibility: eligibility[t] ?? '' }))
    if (!args.SchoolId || !args.ProvinceId) {
      return {
        data: { Rules: rules, Plans: [] },
        sources: [{ Label: '特殊计划报考资格（按计划类型归纳）', Source: '各省教育考试院招生政策', Year: null }],
        cards: [],
      }
    }
    const { year, rows, schoolName } = await rowsOf(ctx, args.SchoolId, args.ProvinceId, args.Year)
    const special = rows.filter((r) => r.type !== '普通类' && (!args.PlanType || r.type === args.PlanType))
    const planTypes = [...new Set(special.map((r) => r.type))]
    return {
      data: {
        SchoolName: schoolName,
        Year: year,
        Rules: planTypes.length ? planTypes.map((t) => ({ PlanType: t, Eligibility: eligibility[t] ?? '' })) : rules,
        Plans: planTypes.map((t) => {
          const of = special.filter((r) => r.type === t)
          return {
            PlanType: t,
            Seats: of.reduce((n, r) => n + (r.plan_count ?? 0), 0),
            Majors: of.slice(0, 10).map((r) => ({ Major: r.major_name, SubjectType: r.subject_type, Seats: r.plan_count, Tuition: r.tuition, Years: r.years })),
          }
        }),
      },
      sources: sourceOf(special, year, '招生计划（特殊计划）'),
      cards: [schoolCard(args.SchoolId, schoolName, '招生计划')],
    }
  },
})

/** Tuition and length (学制) of a college's majors in a province's newest plan, ordinary and special apart. */
export const planDetailsTool = defineTool({
  name: 'plan_details',
  description: '查询院校在某省招生计划里各专业的学费（元/年；0 表示招生计划写明免费）、学制和计划类型（普通类/中外合作等）',
  schema: z.object({ SchoolId: SchoolIdArg, ProvinceId: ProvinceArg, Major: z.string().trim().min(1).max(30).optional(), Year: YearArg.optional() }),
  async run(args, ctx) {
    const { year, rows, schoolName } = await rowsOf(ctx, args.SchoolId, args.ProvinceId, args.Year)
    const hit = args.Major ? rows.filter((r) => r.major_name?.includes(args.Major!)) : rows
    const priced = hit.filter((r) => r.tuition !== null)
    return {
      data: {
        SchoolName: schoolName,
        Year: year,
        Major: args.Major ?? null,
        Rows: priced.length + hit.length,
        List: (priced.length ? priced : hit)
          .sort((a, b) => (b.tuition ?? 0) - (a.tuition ?? 0))
          .slice(0, 12)
          .map((r) => ({ Major: r.major_name, PlanType: r.type, SubjectType: r.subject_type, Tuition: r.tuition, Years: r.years })),
      },
      sources: sourceOf(hit, year, '招生计划（学费、学制）'),
      cards: [schoolCard(args.SchoolId, schoolName, '招生计划')],
    }
  },
})

/** 选科 a major asks for, as the colleges' plans state it with the track each plan is for (newest year, optionally one province). */
export const majorRequirementsTool = defineTool({
  name: 'major_requirements',
  description: '查询某专业在各院校招生计划里的选科要求（按科类：如临床医学多为物理类+化学），可限定省份；给出考生的科类和选科时返回能报的计划条数',
  schema: z.object({
    Major: z.string().trim().min(2).max(30),
    ProvinceId: ProvinceArg.optional(),
    SubjectType: z.enum(['物理类', '历史类', '理科', '文科', '综合']).optional(),
    Subjects: z
      .array(z.enum(['physics', 'chemistry', 'biology', 'politics', 'history', 'geography', 'technology']))
      .max(4)
      .optional(),
  }),
  async run(args, ctx) {
    const own = await majorRequirementByTrack(ctx.db, args.Major, args.ProvinceId ? provinceCodeOf(args.ProvinceId) : null)
    // a province whose plans are not in the data: the other provinces' plans of the major, said so
    const national = own.length === 0 && args.ProvinceId !== undefined
    const rows = national ? await majorRequirementByTrack(ctx.db, args.Major, null) : own
    const total = rows.reduce((n, r) => n + r.n, 0)
    const check = args.SubjectType ? checkCombo(rows, args.SubjectType, args.Subjects ?? []) : null
    return {
      data: {
        Major: args.Major,
        Year: rows[0]?.year ?? null,
        Plans: total,
        Scope: national || args.ProvinceId === undefined ? '各省' : '本省',
        Requirements: rows.slice(0, 6).map((r) => ({ SubjectType: r.subject_type, Requirement: r.requirement_text, Plans: r.n })),
        Check: check,
      },
      sources: rows.length
        ? [
            {
              Label: `${rows[0]!.year}年各院校招生计划（选科要求）`,
              Source: sourceLabel(rows[0]!.source_id ?? '', undefined) || '各省教育考试院公布的招生计划',
              Year: rows[0]!.year,
            },
          ]
        : [],
      cards: [],
    }
  },
})

const TRACK: Record<string, SubjectType> = { 物理类: 'physics', 历史类: 'history', 理科: 'science', 文科: 'liberal', 综合: 'combined' }

/**
 * How many of the major's plans a candidate of this track and 选科 may fill: a plan of another track
 * (a 物理类 plan for a 历史类 candidate) never; within the track, its requirement text decides.
 */
function checkCombo(rows: { subject_type: string; requirement_text: string; n: number }[], track: string, subjects: Subject[]) {
  const combo = { subjectType: TRACK[track] ?? 'combined', subjects }
  let open = 0
  const reasons = new Map<string, number>()
  for (const r of rows) {
    // a 综合 (3+3) plan is for 综合 candidates only, and a 物理类/历史类 candidate fills its own track's plans
    const sameTrack = track === '综合' ? r.subject_type === '综合' : trackLabels(track).slice(0, 2).includes(r.subject_type)
    const problem = !sameTrack
      ? `只招${r.subject_type}`
      : subjectRequirementMismatch(
          parseSubjectRequirement(r.requirement_text === '不限' ? '' : r.requirement_text, { isFirstChoiceModel: track !== '综合' }),
          combo,
        )
    if (problem === null) open += r.n
    else reasons.set(problem, (reasons.get(problem) ?? 0) + r.n)
  }
  return {
    SubjectType: track,
    Subjects: subjects,
    Open: open,
    ClosedPlans: [...reasons.values()].reduce((a, b) => a + b, 0),
    Closed: [...reasons].map(([Reason, Plans]) => ({ Reason, Plans })).sort((a, b) => b.Plans - a.Plans),
  }
}
