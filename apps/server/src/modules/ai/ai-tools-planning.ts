import {
  findProvincePolicy,
  parseSubjectRequirement,
  provinceCodes,
  subjectLabel,
  subjectRequirementMismatch,
  subjectTypeLabels,
  type ProvinceCode,
  type Subject,
} from '@gk/domain'
import { z } from 'zod'
import type { RequestContext } from '../../http/context.ts'
import { loadLexicon } from './ai-lexicon.ts'
import { ProvinceArg, SchoolIdArg, YearArg, defineTool, provinceCodeOf, schoolCard } from './ai-tool-kit.ts'
import { rowsOfTheModel } from './ai-select-exam-model.ts'
import { seasonOf } from '../../db/read-model/season.ts'

/**
 * The exam model of the year asked. A year after the season's (「新疆2029年还分文理吗」) is refused by the season's
 * handler, yet the domain dates every province's reform (domain-rules.md §1.1): that year's model is the domain's record,
 * carried forward and said as unverified (ADR 147).
 */
async function modelOfYear(ctx: RequestContext, args: { ProvinceId: number; Year?: number | undefined }, slug: string | undefined) {
  const ask = (year?: number) => ctx.invoke('Public/ProvinceIsNewExam', { ProvinceId: args.ProvinceId, ...(year ? { Year: year } : {}) })
  try {
    return await ask(args.Year)
  } catch (error) {
    const policy = args.Year && slug && (provinceCodes as readonly string[]).includes(slug) ? findProvincePolicy(slug as ProvinceCode, args.Year) : undefined
    if (!policy) throw error
    const season = await ask()
    if (policy.year <= season.Year) throw error
    return {
      ...season,
      Year: policy.year,
      IsNewExam: policy.examModel !== 'traditional',
      ExamModel: policy.examModel,
      SubjectTypes: policy.subjectTypes.map((t) => ({ Value: 0, Label: subjectTypeLabels[t] })),
      Subjects: policy.electiveSubjects.map((s) => ({ Value: s, Label: subjectLabel(s) })),
      SubjectCount: policy.electiveCount,
      TotalScore: policy.totalScore,
      Sources: [...policy.sources],
      IsUnverified: true,
    }
  }
}

/** 考试模式, 填报模式, batches and slot counts of a province and year. */
export const provinceRulesTool = defineTool({
  name: 'province_rules',
  description: '查询某省的高考模式（3+3/3+1+2/文理）、志愿填报模式、批次和志愿个数',
  schema: z.object({ ProvinceId: ProvinceArg, Year: YearArg.optional() }),
  async run(args, ctx) {
    const province = (await loadLexicon(ctx)).provinces.find((p) => p.id === args.ProvinceId)
    const slug = province?.slug
    const m = await modelOfYear(ctx, args, slug)
    const policy = slug && (provinceCodes as readonly string[]).includes(slug) ? findProvincePolicy(slug as ProvinceCode, m.Year) : undefined
    const batches = (policy?.batches ?? []).map((b) => ({
      Name: b.name,
      MaxWishes: b.maxWishes,
      MaxMajorsPerWish: b.maxMajorsPerWish,
      HasAdjustment: b.hasAdjustment,
      IsUnverified: b.isUnverified ?? false,
    }))
    return {
      data: {
        ProvinceName: m.ProvinceName,
        Year: m.Year,
        IsNewExam: m.IsNewExam,
        ExamModel: m.ExamModel,
        FillingModeName: m.FillingModeName,
        SubjectTypes: m.SubjectTypes.map((s) => s.Label),
        Subjects: m.Subjects.map((s) => s.Label),
        SubjectCount: m.SubjectCount,
        TotalScore: m.TotalScore,
        // when the new model starts: its first exam year and the autumn its cohort entered 高一 (three years before)
        FirstNewExamYear: policy?.firstNewExamYear ?? null,
        CohortEnteredYear: policy?.firstNewExamYear ? policy.firstNewExamYear - 3 : null,
        Batches: batches,
        // how the electives count (赋分 bands, fixed levels, 海南's 标准分), null where raw scores count (文理)
        GradeConversion: policy?.gradeConversion
          ? {
              Method: policy.gradeConversion.method,
              Bands: policy.gradeConversion.bands.map((b) => ({ Label: b.label, Share: b.share, High: b.high, Low: b.low })),
              IsUnverified: policy.gradeConversion.isUnverified ?? false,
            }
          : null,
        IsUnverified: m.IsUnverified,
        Citations: m.Sources,
      },
      // the policy records cite internal research notes; users see where such rules come from
      sources: [
        { Label: `${m.Year}年${m.ProvinceName}高考政策${m.IsUnverified ? '（待核实）' : ''}`, Source: '各省教育考试院公布的政策（本应用整理）', Year: m.Year },
      ],
      cards: [],
    }
  },
})

const SubjectArg = z.enum(['physics', 'chemistry', 'biology', 'politics', 'history', 'geography', 'technology'])

/** 选科 check: may this subject combination apply to the college's groups/majors in the province? */
export const subjectRequirementTool = defineTool({
  name: 'subject_requirement_check',
  description: '查询院校在某省各专业组/专业的选科要求；给出选科组合（Subjects）时检查能否报考',
  schema: z.object({
    SchoolId: SchoolIdArg,
    ProvinceId: ProvinceArg,
    Subjects: z.array(SubjectArg).min(1).max(4).optional().describe('考生的选科；不给时只列出要求'),
    Major: z.string().trim().min(1).max(30).optional().describe('只看含该专业名的专业组/专业'),
    SubjectType: z.enum(['物理类', '历史类']).optional().describe('考生的首选科类（选科里没有物理/历史时由此判断）'),
    Year: YearArg.optional().describe('报考的年份；不给时按当前志愿季'),
  }),
  async run(args, ctx) {
    const r = await ctx.invoke('School/SchoolSelectExam', { SchoolId: args.SchoolId, ProvinceId: args.ProvinceId })
    const latest = r.List.length ? Math.max(...r.List.map((l) => l.Year)) : null
    // the year applied for judges by its own model: a 文理 year's rows state no 选科 (ai-select-exam-model.ts)
    const lexicon = await loadLexicon(ctx)
    const slug = lexicon.provinces.find((p) => p.id === args.ProvinceId)?.slug
    const target = args.Year ?? (await seasonOf(ctx, provinceCodeOf(args.ProvinceId))).targetYear
    const { rows: ofModel, old } = rowsOfTheModel(
      r.List.filter((l) => l.Year === latest),
      latest,
      slug,
      target,
    )
    // 计算机类 / 计算机科学与技术 / 经济学类 are listed under their programme names: match on the stem
    // a name read loosely from the question (“南大政治学类”) is matched by its longest ending found in the
    // college's list (政治学 → 政治学与行政学), never shorter than two characters
    const full = args.Major?.replace(/(科学与技术|类|专业)$/, '')
    const ofYear = ofModel
    const schoolName = lexicon.schools.get(args.SchoolId)?.name ?? ''
    // a group listed by the college's own name (哈尔滨工程大学历史类第001组) does not name 船舶与海洋工程 by its 工程
    const named = (l: { Majors: string }) => (schoolName ? l.Majors.split(schoolName).join(' ') : l.Majors)
    const endings = full ? Array.from({ length: Math.max(0, full.length - 1) }, (_, i) => full.slice(i)) : []
    const stem = endings.find((x) => ofYear.some((l) => named(l).includes(x))) ?? full
    const rows = ofYear.filter((l) => !stem || named(l).includes(stem))
    const given = args.Subjects ?? []
    // a saved 历史类 profile lists only the 再选 subjects (思想政治, 地理): its track is said apart
    const subjectType =
      given.includes('physics') || args.SubjectType === '物理类'
        ? 'physics'
        : given.includes('history') || args.SubjectType === '历史类'
          ? 'history'
          : 'combined'
    const combo = { subjectType, subjects: given as Subject[] } as const
    // the subjects the candidate lacks that close rows of the candidate's own track (「没选化学」 asks which need it)
    const closedBy = new Map<string, number>()
    const checked = rows.map((l) => {
      const requirement = parseSubjectRequirement(l.Requirement)
      // a 3+1+2 row of the 物理类 plan is closed to a 历史类 candidate whatever its 再选 text says (河北大学 临床医学:
      // 物理类, 化学): the row's own track is its 首选 requirement
      const first = l.SubjectType === '物理类' ? ('physics' as const) : l.SubjectType === '历史类' ? ('history' as const) : null
      const judged = first && !requirement.first && subjectType !== 'combined' ? { ...requirement, first } : requirement
      const problem = given.length ? subjectRequirementMismatch(judged, combo) : null
      if (problem && (!first || first === subjectType))
        for (const lacked of judged.allOf.filter((x) => !given.includes(x))) closedBy.set(subjectLabel(lacked), (closedBy.get(subjectLabel(lacked)) ?? 0) + 1)
      return {
        MajorGroup: l.MajorGroup,
        Majors: l.Majors,
        Requirement: l.Requirement,
        SubjectType: l.SubjectType ?? null,
        Eligible: given.length ? problem === null : null,
        Problem: problem,
      }
    })
    return {
      data: {
        SchoolName: schoolName,
        Year: latest,
        ...(old ? { OldModel: old } : {}),
        Total: checked.length,
        EligibleCount: given.length ? checked.filter((c) => c.Eligible).length : null,
        List: checked.slice(0, 15),
        ClosedBy: [...closedBy].sort((a, b) => b[1] - a[1]).map(([Subject, Rows]) => ({ Subject, Rows })),
      },
      sources: rows.length ? [{ Label: `${latest}年选科要求`, Source: rows[0]?.Source ?? '', Year: latest }] : [],
      cards: [schoolCard(args.SchoolId, schoolName, '选科要求')],
    }
  },
})
