import { ErrorCode } from '@gk/contract'
import {
  admissionModelFor,
  admissionProbability,
  classifyTier,
  estimateAdmissionLine,
  findProvincePolicy,
  parseSubjectRequirement,
  provinceCodes,
  scoreToWorstRank,
  subjectRequirementMismatch,
  toScore,
  type AdmissionHistoryYear,
  type ProvinceCode,
  type Subject,
} from '@gk/domain'
import { z } from 'zod'
import { seasonOf } from '../../db/read-model/season.ts'
import { AppError } from '../../http/app-error.ts'
import { loadLexicon } from './ai-lexicon.ts'
import { ProvinceArg, RankArg, SchoolIdArg, ScoreArg, SubjectTypeArg, YearArg, defineTool, pickRankTable, provinceCodeOf, percent, rankCard, schoolCard, trackLabels } from './ai-tool-kit.ts'
import { sourceLabel } from '../../db/read-model/source-labels.ts'

const tierNames = { reach: '冲', match: '稳', safe: '保' } as const

/**
 * 录取概率 for one college (its lowest ordinary line in the province: any 专业组/专业, never a special
 * plan's line, which School/SchoolEnrollment leaves out by default) with the engine of
 * research §4: history of min ranks (same track; a reformed province's 理科/文科 years stand in,
 * normalised by cohort size) → forecast line → P(line ≥ candidate rank).
 */
export const admissionProbabilityTool = defineTool({
  name: 'admission_probability',
  description: '按历年最低录取位次估算考生被某院校录取的概率（冲/稳/保）',
  schema: z
    .object({ SchoolId: SchoolIdArg, ProvinceId: ProvinceArg, SubjectType: SubjectTypeArg, Score: ScoreArg.optional(), Rank: RankArg.optional() })
    .refine((v) => v.Score !== undefined || v.Rank !== undefined, { message: '需要分数或位次' }),
  async run(args, ctx) {
    const tables = await ctx.readModel.rankTables()
    const code = provinceCodeOf(args.ProvinceId)
    const table = pickRankTable(tables, code, args.SubjectType)
    if (!table) throw new AppError(ErrorCode.NotFound, '该省份暂无一分一段表，无法估算概率')
    const rank = args.Rank ?? scoreToWorstRank(table.table, toScore(args.Score ?? 0))
    const r = await ctx.invoke('School/SchoolEnrollment', { SchoolId: args.SchoolId, ProvinceId: args.ProvinceId })
    const labels = trackLabels(table.subjectType)
    const byYear = new Map<number, { minRank: number; source: string; label: string; estimated: boolean }>()
    for (const line of r.List) {
      if (!labels.includes(line.SubjectType) || line.Year >= table.year + 1 || /体育|艺术|专科|提前|征集|征求/.test(line.Batch)) continue
      let minRank = line.MinRank
      let estimated = false
      if (minRank === null && line.MinScore !== null) {
        const t = tables.get(code, line.Year, line.SubjectType)
        if (t) {
          minRank = scoreToWorstRank(t.table, toScore(line.MinScore))
          estimated = true
        }
      }
      if (minRank === null) continue
      const known = byYear.get(line.Year)
      // the college's lowest line that year: the largest min rank over its units
      if (!known || minRank > known.minRank) byYear.set(line.Year, { minRank, source: line.Source, label: line.SubjectType, estimated })
    }
    const history: AdmissionHistoryYear[] = [...byYear.entries()]
      .filter(([year]) => year < table.year + 1)
      .map(([year, h]) => {
        const t = tables.get(code, year, h.label)
        return { year, minRank: h.minRank, ...(t ? { totalCandidates: t.table.total } : {}) }
      })
    // the season's exam year (never an older one whose admissions are over), at least the year after the table's
    const seasonTarget = (await seasonOf(ctx, code)).targetYear
    const target = Math.max(seasonTarget, table.year + (history.some((h) => h.year === table.year) ? 1 : 0))
    const lexicon = await loadLexicon(ctx)
    // the same calibrated model as the filling pages (research §4), per province
    const model = admissionModelFor(lexicon.provinces.find((p) => p.id === args.ProvinceId)?.slug ?? '')
    const estimate = estimateAdmissionLine(history.filter((h) => h.year < target), { year: target, totalCandidates: table.table.total }, model)
    const schoolName = lexicon.schools.get(args.SchoolId)?.name ?? ''
    if (!estimate) {
      return { data: { SchoolId: args.SchoolId, SchoolName: schoolName, Rank: rank, RankYear: table.year, SubjectType: table.subjectType, Probability: null, History: [] }, sources: [], cards: [] }
    }
    const probability = admissionProbability(rank, estimate, model)
    const tier = classifyTier(probability).tier
    const years = [...byYear.entries()].sort((a, b) => b[0] - a[0])
    return {
      data: {
        SchoolId: args.SchoolId, SchoolName: schoolName, Score: args.Score ?? null, Rank: rank, RankYear: table.year, SubjectType: table.subjectType,
        TargetYear: target, Probability: probability, Tier: tier, TierName: tier ? tierNames[tier] : '难度很大', Confidence: estimate.confidence,
        ExpectedMinRank: estimate.baselineRank, LikelyRange: estimate.likelyRange,
        History: years.map(([year, h]) => ({ Year: year, SubjectType: h.label, MinRank: h.minRank, IsEstimated: h.estimated })),
      },
      sources: [
        { Label: `${table.year}年${table.subjectType}一分一段表`, Source: sourceLabel(table.sourceId, undefined), Year: table.year },
        ...years.slice(0, 3).map(([year, h]) => ({ Label: `${year}年${h.label}录取最低位次${h.estimated ? '（由最低分换算）' : ''}`, Source: h.source, Year: year })),
        { Label: '录取概率：本应用录取模型（历年位次→今年线的对数正态预测）', Source: '本应用录取概率模型（估计，仅供参考）', Year: target },
      ],
      cards: [schoolCard(args.SchoolId, schoolName, `录取概率 ${percent(probability)} · ${tier ? tierNames[tier] : '难度很大'}`), rankCard(args.ProvinceId, `${table.year}年${table.subjectType}`)],
    }
  },
})

/** 考试模式, 填报模式, batches and slot counts of a province and year. */
export const provinceRulesTool = defineTool({
  name: 'province_rules',
  description: '查询某省的高考模式（3+3/3+1+2/文理）、志愿填报模式、批次和志愿个数',
  schema: z.object({ ProvinceId: ProvinceArg, Year: YearArg.optional() }),
  async run(args, ctx) {
    const m = await ctx.invoke('Public/ProvinceIsNewExam', { ProvinceId: args.ProvinceId, ...(args.Year ? { Year: args.Year } : {}) })
    const province = (await loadLexicon(ctx)).provinces.find((p) => p.id === args.ProvinceId)
    const slug = province?.slug
    const policy = slug && (provinceCodes as readonly string[]).includes(slug) ? findProvincePolicy(slug as ProvinceCode, m.Year) : undefined
    const batches = (policy?.batches ?? []).map((b) => ({
      Name: b.name, MaxWishes: b.maxWishes, MaxMajorsPerWish: b.maxMajorsPerWish, HasAdjustment: b.hasAdjustment, IsUnverified: b.isUnverified ?? false,
    }))
    return {
      data: {
        ProvinceName: m.ProvinceName, Year: m.Year, IsNewExam: m.IsNewExam, ExamModel: m.ExamModel, FillingModeName: m.FillingModeName,
        SubjectTypes: m.SubjectTypes.map((s) => s.Label), Subjects: m.Subjects.map((s) => s.Label), SubjectCount: m.SubjectCount, TotalScore: m.TotalScore,
        Batches: batches, IsUnverified: m.IsUnverified, Citations: m.Sources,
      },
      // the policy records cite internal research notes; users see where such rules come from
      sources: [{ Label: `${m.Year}年${m.ProvinceName}高考政策${m.IsUnverified ? '（待核实）' : ''}`, Source: '各省教育考试院公布的政策（本应用整理）', Year: m.Year }],
      cards: [],
    }
  },
})

const SubjectArg = z.enum(['physics', 'chemistry', 'biology', 'politics', 'history', 'geography', 'technology'])

/** 选科 check: may this subject combination apply to the college's groups/majors in the province? */
export const subjectRequirementTool = defineTool({
  name: 'subject_requirement_check',
  description: '检查某选科组合能否报考某院校在某省的专业组/专业（选科要求）',
  schema: z.object({ SchoolId: SchoolIdArg, ProvinceId: ProvinceArg, Subjects: z.array(SubjectArg).min(1).max(4) }),
  async run(args, ctx) {
    const r = await ctx.invoke('School/SchoolSelectExam', { SchoolId: args.SchoolId, ProvinceId: args.ProvinceId })
    const latest = r.List.length ? Math.max(...r.List.map((l) => l.Year)) : null
    const rows = r.List.filter((l) => l.Year === latest)
    const subjectType = args.Subjects.includes('physics') ? 'physics' : args.Subjects.includes('history') ? 'history' : 'combined'
    const combo = { subjectType, subjects: args.Subjects as Subject[] } as const
    const checked = rows.map((l) => {
      const problem = subjectRequirementMismatch(parseSubjectRequirement(l.Requirement), combo)
      return { MajorGroup: l.MajorGroup, Majors: l.Majors, Requirement: l.Requirement, Eligible: problem === null, Problem: problem }
    })
    const schoolName = (await loadLexicon(ctx)).schools.get(args.SchoolId)?.name ?? ''
    return {
      data: { SchoolName: schoolName, Year: latest, Total: checked.length, EligibleCount: checked.filter((c) => c.Eligible).length, List: checked.slice(0, 15) },
      sources: rows.length ? [{ Label: `${latest}年选科要求`, Source: rows[0]?.Source ?? '', Year: latest }] : [],
      cards: [schoolCard(args.SchoolId, schoolName, '选科要求')],
    }
  },
})
