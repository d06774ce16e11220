import type { Entities } from './ai-nlu.ts'
import { dataOf, failureOf, type Plan } from './ai-plan.ts'
import type { AnswerFn } from './ai-answers-school.ts'

type Row = {
  SchoolName: string
  Unit: string
  City: string
  Tags: string[]
  ProbabilityText: string | null
  TierName: string
  LastYear: { Year: number; MinScore: number | null; MinRank: number | null } | null
  Majors: string[]
}
type CandidateOut = {
  ProvinceName: string
  Year: number
  SubjectType: string
  Score: number | null
  Rank: number
  RankSource: string
  Subjects: string[]
  SubjectsAssumed: boolean
  FromProfile: boolean
  BatchName: string
  DataNote: string
  /** the list is short where the data is thin: what it lacks (also the start of DataNote) */
  DataThin: string | null
}
type Recommend = {
  Candidate: CandidateOut
  Tag: string | null
  Counts: { Reach: number; Match: number; Safe: number }
  Tiers: { TierName: string; List: Row[] }[]
}
type Chance = {
  Candidate: CandidateOut
  SchoolName: string
  TargetYear: number
  UnitCount: number
  EligibleCount: number
  SpecialPlanUnitsLeftOut: number
  Best: (Row & { Probability: number }) | null
  Units: (Row & { Eligible: boolean; IneligibleReasons: string[]; NoData: boolean })[]
}

const TAG = /(985|211|双一流)/

/** What is still missing to place the candidate, as one question (profile first: `withProfile` ran before). */
export function missingForPlacement(e: Entities, topic: string): string | null {
  const lacks = [!e.province && '省份', e.score === null && e.rank === null && '分数（或位次）'].filter(Boolean) as string[]
  if (lacks.length)
    return `${topic}要按你所在省份的一分一段表和往年录取数据来算，请告诉我你的${lacks.join('和')}${e.subjectType ? '' : '、科类（物理类/历史类）'}，例如“河南物理类580分”。登录后在“志愿填报”里保存成绩，我就能直接用你的成绩。`
  return null
}

const candidateArgs = (e: Entities) => ({
  ProvinceId: e.province!.id,
  ...(e.subjectType ? { SubjectType: e.subjectType } : {}),
  ...(e.score !== null ? { Score: e.score } : { Rank: e.rank }),
  ...(e.subjects.length ? { Subjects: e.subjects.slice(0, 3) } : {}),
})

/** The rank from the 一分一段表 as its own sourced step (with 等位分), before the engine's list. */
async function rankFirst(plan: Plan, e: Entities) {
  if (e.score !== null)
    await plan.call('score_to_rank', { ProvinceId: e.province!.id, Score: e.score, ...(e.subjectType ? { SubjectType: e.subjectType } : {}) })
}

/** Asks for 科类 when the tool says the province has two and the question named none. */
const trackQuestion = (failure: string) => (/请说明科类/.test(failure) ? `${failure}。请告诉我你是哪一类，我再给出结果。` : null)

function candidateLine(c: CandidateOut): string {
  const who = `${c.ProvinceName}${c.SubjectType}${c.Score ? ` ${c.Score}分` : ''}`
  const subjects = c.SubjectsAssumed ? `选科按${c.Subjects.join('')}估计（告诉我你的选科会更准）` : `选科${c.Subjects.join('')}`
  return `**${who}**：位次约第 **${c.Rank}** 名（${c.RankSource}），填报${c.Year}年${c.BatchName}；${subjects}${c.FromProfile ? '；用的是你保存的成绩' : ''}。`
}

/** The data note without the shortage statement it starts with (that one is said on its own line). */
const usualNote = (c: CandidateOut) => (c.DataThin && c.DataNote.startsWith(c.DataThin) ? c.DataNote.slice(c.DataThin.length + 1) : c.DataNote)

const lastLine = (r: Row) => (r.LastYear ? `${r.LastYear.Year}年 ${r.LastYear.MinScore ?? '—'}分/${r.LastYear.MinRank ?? '—'}名` : '—')

/** 能报哪些 / 冲稳保 / 保底 / 能上211吗: a short list from the 志愿推荐 engine, with a link to the full list. */
export const recommendSchools: AnswerFn = async (plan, e0, question) => {
  const e = await plan.withProfile(e0)
  const missing = missingForPlacement(e, '推荐院校')
  if (missing) return missing
  const tag = TAG.exec(question)?.[1]
  await rankFirst(plan, e)
  const run = await plan.call('wish_recommend', { ...candidateArgs(e), ...(tag ? { Tag: tag } : {}), PerTier: 3 })
  const d = dataOf(run) as Recommend | null
  if (!d) return trackQuestion(failureOf(run)) ?? `暂时无法给出推荐：${failureOf(run)}。`
  const onlySafe = /保底/.test(question) && !/冲|稳/.test(question)
  const tiers = onlySafe ? [...d.Tiers].reverse() : d.Tiers
  const rows = tiers.flatMap((t) =>
    t.List.map((r) => `| ${t.TierName} | ${r.SchoolName} | ${r.Unit.replace('专业组', '组')} | ${r.ProbabilityText ?? '—'} | ${lastLine(r)} |`),
  )
  const tagNote = d.Tag ? `只看${d.Tag}院校：` : ''
  const thin = d.Candidate.DataThin
  if (rows.length === 0) {
    if (thin && !d.Tag) return `${candidateLine(d.Candidate)}\n\n> ${thin}。`
    return `${candidateLine(d.Candidate)}\n\n${tagNote}按这个位次，${d.Candidate.BatchName}里没有落在冲/稳/保区间的${d.Tag ?? ''}院校${d.Tag ? `（${d.Tag}院校对这个位次都偏难或偏稳）` : ''}。可以打开完整清单调整条件。`
  }
  return [
    candidateLine(d.Candidate),
    '',
    `${tagNote}冲 ${d.Counts.Reach} 个、稳 ${d.Counts.Match} 个、保 ${d.Counts.Safe} 个（普通类计划；每档列出前几个，按院校去重）：`,
    '',
    '| 档 | 院校 | 填报单位 | 录取概率 | 最近录取 |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
    ...(thin ? [`> ${thin}。`, ''] : []),
    `> 概率与“志愿推荐”同一模型（估计，不是承诺）；${usualNote(d.Candidate).split('；')[0]}。完整清单、筛选和加入志愿表请点下面的“查看完整冲稳保清单”（志愿填报）。`,
  ].join('\n')
}

/** 录取概率 of one college: the unit the candidate would fill, never a special plan's line. */
export const admissionChance: AnswerFn = async (plan, e0) => {
  const e = await plan.withProfile(e0)
  const school = e.schools[0]!
  const missing = missingForPlacement(e, `估算${school.name}的录取概率`)
  if (missing) return missing
  await rankFirst(plan, e)
  const run = await plan.call('admission_probability', { SchoolId: school.id, ...candidateArgs(e) })
  const d = dataOf(run) as Chance | null
  if (!d) return trackQuestion(failureOf(run)) ?? `暂时无法估算${school.name}的录取概率：${failureOf(run)}。`
  const head = candidateLine(d.Candidate)
  if (d.UnitCount === 0) {
    return `${head}\n\n数据里没有${school.name}在${d.Candidate.ProvinceName}${d.Candidate.BatchName}${d.Candidate.SubjectType}的普通类招生单位，**无法估算录取概率**${d.SpecialPlanUnitsLeftOut ? `（只有${d.SpecialPlanUnitsLeftOut}个专项/预科等特殊计划单位，它们需要专门资格，不用来估算）` : ''}。`
  }
  if (!d.Best) {
    const reason = d.Units.find((u) => u.IneligibleReasons.length)?.IneligibleReasons[0]
    return `${head}\n\n${school.name}在${d.Candidate.BatchName}的 ${d.UnitCount} 个普通类单位${reason ? `你都不能报（${reason}）` : '往年都没有可比的录取位次'}，**无法给出录取概率**。`
  }
  const b = d.Best
  const table = d.Units.slice(0, 6).map(
    (u) =>
      `| ${u.Unit} | ${u.Eligible ? (u.ProbabilityText ?? '无往年位次') : '选科不符'} | ${u.Eligible && u.ProbabilityText ? u.TierName : '—'} | ${lastLine(u)} |`,
  )
  return [
    head,
    '',
    `- **录取概率：约 ${b.ProbabilityText}**（${b.TierName}）——按你能填的${b.Unit}估算（${school.name}在${d.Candidate.BatchName}里对你最有把握的普通类单位）。`,
    `- ${school.name}共 ${d.UnitCount} 个普通类单位，你能报 ${d.EligibleCount} 个；热门专业所在的组更难。${d.SpecialPlanUnitsLeftOut ? `专项、预科、中外合作等 ${d.SpecialPlanUnitsLeftOut} 个特殊计划单位需要专门资格，没有用来估算。` : ''}`,
    '',
    '| 填报单位 | 录取概率 | 档 | 最近录取 |',
    '| --- | --- | --- | --- |',
    ...table,
    '',
    `> 概率与“志愿推荐”同一模型，预测${d.TargetYear}年的录取线（估计，不是承诺）。`,
  ].join('\n')
}
