import { sharedCodeNotes, subjectLabel, unitWithMajors } from '@gk/domain'
import type { AiCard, Output, UnitListRow } from '@gk/contract'
import { z } from 'zod'
import { isFillable } from './ai-safety.ts'
import { isGroupAsked } from './ai-group-code.ts'
import { classFit, nameFit } from './ai-unit-fit.ts'
import { ProvinceArg, RankArg, SchoolIdArg, ScoreArg, SubjectTypeArg, defineTool, percent, schoolCard } from './ai-tool-kit.ts'

const SubjectArg = z.enum(['physics', 'chemistry', 'biology', 'politics', 'history', 'geography', 'technology'])
const CandidateArgs = {
  ProvinceId: ProvinceArg,
  SubjectType: SubjectTypeArg,
  Score: ScoreArg.optional(),
  Rank: RankArg.optional(),
  Subjects: z.array(SubjectArg).min(1).max(3).optional().describe('选考科目（不填则按该科类最常见组合估计，结果里会说明）'),
}

const codedOf = (u: UnitListRow) => ({ schoolId: u.SchoolId, schoolName: u.SchoolName, unitId: u.UnitId, groupCode: u.GroupCode })

/** The unit as a student fills it: 专业组 code (with its majors where known), the major in 专业+院校 mode, or the college itself. */
export function unitLabel(r: Pick<UnitListRow, 'GroupCode' | 'MajorName'> & Partial<Pick<UnitListRow, 'Majors' | 'MajorsSource'>>, sub = ''): string {
  if (r.MajorName) return `专业：${r.MajorName}`
  // a group is named with its own majors (not the school's whole list): a group of 护理学 alone is not the college (ADR 050);
  // `sub` tells apart units sharing the code under several 院校代码 (sharedCodeNotes, ADR 081)
  const label = `专业组（${r.GroupCode}${sub ? `，${sub}` : ''}）`
  if (r.GroupCode) return unitWithMajors({ label, majors: r.MajorsSource === 'school' ? [] : (r.Majors ?? []) })
  return '院校志愿'
}

// reads only the list row's fields: what the assistant says of a unit is what the list card shows
const rowOut = (r: UnitListRow, sub = '') => ({
  UnitId: r.UnitId,
  SchoolId: r.SchoolId,
  SchoolName: r.SchoolName,
  Unit: unitLabel(r, sub),
  City: r.City,
  Tags: r.Tags,
  PlanType: r.PlanType,
  // a probability only for a unit the candidate can fill (ai-safety.ts): never a special plan's or a flagged line's
  Probability: isFillable(r) ? r.Probability : null,
  ProbabilityText: isFillable(r) ? percent(r.Probability!) : null,
  TierName: r.TierName,
  LastYear: r.History[0] ? { Year: r.History[0].Year, MinScore: r.History[0].MinScore, MinRank: r.History[0].MinRank } : null,
  // the year before too (ADR 123): one year's line alone hides how much a unit's line moves
  YearBefore: r.History[1] ? { Year: r.History[1].Year, MinScore: r.History[1].MinScore, MinRank: r.History[1].MinRank } : null,
  Eligible: r.IneligibleReasons.length === 0,
  IneligibleReasons: r.IneligibleReasons,
})

/**
 * No rank, no percentage (ADR 164): a candidate the engine places by 线差 (西藏 has no 一分一段表; a 专科 score under the
 * table's last row) is told each unit's tier and line. The engine's percentage there rests on neither a rank nor a
 * backtest, and in 西藏 on lines whose A/B class is often not known: the assistant does not quote it.
 */
export const byLineGap = (candidate: { Rank: number | null }) => candidate.Rank === null
const withoutChance = <T extends { Probability: number | null; ProbabilityText: string | null }>(u: T): T => ({
  ...u,
  Probability: null,
  ProbabilityText: null,
})
/** the chances chanceText (@gk/domain) writes into a college's summary: 「约79%」, 「约≥99%」, 「约≤1%」 */
const CHANCE_IN_SUMMARY = /约(?:≥99%|≤1%|\d+%)/g

type Head = Pick<
  Output<'Wish/WhatIfSchool'>,
  'Candidate' | 'BatchId' | 'BatchName' | 'TargetYear' | 'HistoryYears' | 'DataNote' | 'DataThin' | 'CalibrationNote' | 'IsPreview'
>
const candidateOut = (h: Head) => ({
  ...h.Candidate,
  SubjectType: h.Candidate.SubjectTypeName,
  Subjects: h.Candidate.Subjects.map(subjectLabel),
  Year: h.TargetYear,
  BatchName: h.BatchName,
  DataNote: h.DataNote,
  // the list's shortage statement on its own, so an answer cannot drop it with the rest of the note
  DataThin: h.DataThin?.Note ?? null,
  // the province misses the backtest's calibration targets: said once for the answer, with its figures (ADR 039)
  CalibrationNote: h.CalibrationNote || null,
  // not a member: tiers and lines only, the chances are what membership adds (the free tier, ADR 045)
  MembersOnly: h.IsPreview === true,
  // placed by 线差: tiers and lines, no percentage (ADR 164)
  ByLineGap: byLineGap(h.Candidate),
})
const sourcesOf = (h: Head) => [
  { Label: h.Candidate.RankSource, Source: '各省教育考试院一分一段表', Year: h.Candidate.RankTableYear },
  ...h.HistoryYears.map((y) => ({
    Label: `${y}年${h.Candidate.ProvinceName}${h.BatchName}录取数据（普通类）`,
    Source: '各省教育考试院及高校公布的录取数据',
    Year: y,
  })),
  { Label: '录取概率：与“志愿推荐”相同的录取模型（估计，仅供参考）', Source: '本应用录取概率模型', Year: h.TargetYear },
]
const wishCard = (h: Head, subtitle: string): AiCard => ({
  Kind: 'wish',
  Title: '查看完整冲稳保清单',
  Subtitle: subtitle,
  Path: 'pages/query/college/index',
  Query: { batchId: h.BatchId },
})

/** 冲/稳/保 from the 志愿推荐 engine itself (ordinary plans of the candidate's batch, one row per college). */
export const wishRecommendTool = defineTool({
  name: 'wish_recommend',
  description: '按考生省份、科类、分数/位次和选科，用“志愿推荐”同一引擎给出冲/稳/保院校（普通类计划、考生所在批次、录取概率）',
  schema: z.object({
    ...CandidateArgs,
    Tag: z.enum(['985', '211', '双一流']).optional().describe('只看带该标签的院校'),
    SchoolTypes: z.array(z.string().trim().min(2).max(8)).max(5).optional().describe('只看这些类型的院校（医药、师范、财经……）'),
    Major: z.string().trim().min(2).max(30).optional().describe('只看含该专业的填报单位'),
    PerTier: z.coerce.number().int().min(1).max(5).default(3),
  }),
  async run(args, ctx) {
    const { Tag, Major, ...rest } = args
    const r = await ctx.invoke('Wish/WhatIfRecommend', { ...rest, ...(Tag ? { Tags: [Tag] } : {}), ...(Major ? { Majors: [Major] } : {}) })
    const names = { reach: '冲', match: '稳', safe: '保' } as const
    return {
      data: {
        Candidate: candidateOut(r),
        Tag: Tag ?? null,
        SchoolTypes: rest.SchoolTypes ?? null,
        Major: Major ?? null,
        Counts: r.Counts,
        Tiers: r.Tiers.map((t) => ({
          TierName: names[t.Tier],
          Colleges: t.Colleges ?? null,
          List: t.List.map((u) => (byLineGap(r.Candidate) ? withoutChance(rowOut(u)) : rowOut(u))),
        })),
      },
      sources: sourcesOf(r),
      cards: [wishCard(r, `${r.BatchName} · 冲${r.Counts.Reach} 稳${r.Counts.Match} 保${r.Counts.Safe}`)],
    }
  },
})

/** The count and the range of the latest lines of fillable units outside the window and above the candidate's score. */
function aboveReachOf(r: { Candidate: { Score: number | null }; Reach: { WithinUnitIds: string[] } }, eligible: UnitListRow[]) {
  const score = r.Candidate.Score
  if (score === null) return null
  const lines = eligible
    .filter((u) => !r.Reach.WithinUnitIds.includes(u.UnitId))
    .map((u) => u.History[0]?.MinScore ?? null)
    .filter((s): s is number => s !== null && s > score)
    .sort((a, b) => a - b)
  return lines.length ? { Count: lines.length, MinScore: lines[0]!, MaxScore: lines[lines.length - 1]! } : null
}

/**
 * 录取概率 of one college for the units the candidate would actually fill (its ordinary 专业组 or
 * majors in the candidate's batch, assessed by the 志愿推荐 engine); special plans (专项, 预科,
 * 中外合作 …) are never used, only counted. `Best` is the unit the probability is stated for.
 */
export const admissionProbabilityTool = defineTool({
  name: 'admission_probability',
  description: '估算考生被某院校录取的概率：按考生实际会填的专业组/专业（普通类计划、考生所在批次），返回用的是哪个单位（Best.Unit）',
  schema: z.object({
    SchoolId: SchoolIdArg,
    ...CandidateArgs,
    Major: z.string().trim().min(2).max(30).optional().describe('问题点名的专业：含它的单位排在前面并标 AskedMajor'),
    Group: z.string().trim().min(1).max(8).optional().describe('问题点名的专业组代码（如 152、11901）：该组排在最前并标 AskedGroup'),
  }),
  async run({ Major, Group, ...args }, ctx) {
    const r = await ctx.invoke('Wish/WhatIfSchool', args)
    const eligible = r.List.filter(isFillable).sort((a, b) => b.Probability! - a.Probability!)
    // the major asked is read in the unit's own name or its group's majors (never the college's whole list)
    const stem = Major?.replace(/(科学与技术|类|专业)$/, '')
    const asked = (u: UnitListRow) =>
      Boolean(stem) && (unitLabel(u).includes(stem!) || (u.MajorsSource !== 'school' && (u.Majors ?? []).some((m) => m.includes(stem!))))
    const ordered = [...eligible, ...r.List.filter((u) => !eligible.includes(u))]
    // the major's own unit first (计算机科学与技术 before 计算机类(…实验班)): a class apart is not the major's line (ADR 081)
    const fit = (u: UnitListRow) => (u.MajorName ? nameFit(u.MajorName, Major!) + classFit(u.MajorName, Major!) : 1)
    const subs = new Map(sharedCodeNotes(r.List.map(codedOf)).map((s, i) => [r.List[i]!.UnitId, s]))
    const gap = byLineGap(r.Candidate)
    const out = (u: UnitListRow) => (gap ? withoutChance(rowOut(u, subs.get(u.UnitId))) : rowOut(u, subs.get(u.UnitId)))
    // the group asked by its code (「广西大学152组」) first, whether or not it is within reach: it is what was asked
    // 海南 codes a group with its college's code in front (海南大学 第22组 is 600122): isGroupAsked reads both
    const ofGroup = (u: UnitListRow) => Boolean(Group) && Boolean(u.GroupCode) && isGroupAsked(u.GroupCode!, Group!)
    const units = [
      ...ordered.filter(ofGroup),
      ...ordered.filter((u) => !ofGroup(u) && asked(u)).sort((a, b) => fit(b) - fit(a)),
      ...ordered.filter((u) => !ofGroup(u) && !asked(u)),
    ]
      .slice(0, 8)
      .map((u) => ({ ...out(u), AskedMajor: asked(u), AskedGroup: ofGroup(u) }))
    return {
      data: {
        Candidate: candidateOut(r),
        SchoolId: args.SchoolId,
        SchoolName: r.SchoolName,
        TargetYear: r.TargetYear,
        UnitCount: r.UnitCount,
        EligibleCount: eligible.length,
        SpecialPlanUnitsLeftOut: r.SpecialPlanUnits,
        // the college is summed up by its units within reach, each with its own chance and line; never by Best alone (ADR 050)
        ReachSummary: gap ? r.Reach.Summary.replace(CHANCE_IN_SUMMARY, '') : r.Reach.Summary,
        WithinReach: units.filter((u) => r.Reach.WithinUnitIds.includes(u.UnitId)),
        Best: eligible[0] ? (units.find((u) => u.UnitId === eligible[0]!.UnitId) ?? out(eligible[0])) : null,
        Units: units,
        // the fillable units outside the window whose latest line is above the candidate's score: how far the rest is
        AboveReach: aboveReachOf(r, eligible),
      },
      sources: sourcesOf(r),
      cards: [
        schoolCard(args.SchoolId, r.SchoolName || '院校', r.Reach.WithinUnitIds.length > 0 ? `${r.Reach.WithinUnitIds.length}个单位在冲稳保范围` : '录取数据'),
        wishCard(r, `${r.BatchName}全部院校`),
      ],
    }
  },
})
