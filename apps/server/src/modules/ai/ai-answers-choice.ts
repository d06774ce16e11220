import { batchLinesBesideChance } from './ai-chance-batch-lines.ts'
import { riskWords } from '@gk/domain'
import type { Entities } from './ai-nlu.ts'
import { collegeLowestTwoYears } from './ai-college-lowest.ts'
import { dataOf, failureOf, type Plan } from './ai-plan.ts'
import { majorClosedVerdict, type AnswerFn } from './ai-answers-school.ts'
import { newestLineLead } from './ai-newest-line.ts'
import { kindTypesAsked } from './ai-college-kinds.ts'
import { groupCodeAsked } from './ai-group-code.ts'

import type { Chance, CandidateOut, Recommend, Row, YearLine } from './ai-chance-types.ts'
import { chanceByLineGap, LINE_GAP_FOOT } from './ai-answers-line-gap.ts'
import { moreMajorLines, type MoreMajor } from './ai-answers-more-majors.ts'

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
  // no 一分一段表 (西藏, some 专科 cases): the engine works on 线差 and RankSource says so; never “第 null 名”
  const standing = c.Rank !== null ? `位次约第 **${c.Rank}** 名（${c.RankSource}）` : `${c.RankSource || '没有一分一段表，按与批次线的分差估计'}`
  return `**${who}**：${standing}，填报${c.Year}年${c.BatchName}；${subjects}${c.FromProfile ? '；用的是你保存的成绩' : ''}。`
}

/** A score said as a range (560-570): the lower end is used, and the answer says so first. */
const rangeNote = (e: Entities) => (e.scoreRange ? `你说的是${e.scoreRange[0]}-${e.scoreRange[1]}分，下面按下限 ${e.scoreRange[0]} 分估计（更稳妥）。\n\n` : '')

/** 专科 asked while the score places the candidate in an undergraduate batch: said, not silently swapped. */
const batchNote = (question: string, c: CandidateOut) =>
  /专科|高职|大专/.test(question) && !/专科|高职/.test(c.BatchName)
    ? `按这个成绩，志愿推荐给你的是${c.BatchName}（成绩在本科线以上）；专科批的院校可以在“志愿填报”里切换到专科批查看。\n\n`
    : ''

/** “低于2026年本科线419分”: why the list is of 专科 colleges, from the province's newest control line. */
async function underBachelorLine(plan: Parameters<AnswerFn>[0], e: Parameters<AnswerFn>[1]): Promise<string> {
  if (!e.province || e.score === null) return ''
  const run = await plan.call('batch_lines', { ProvinceId: e.province.id, ...(e.subjectType ? { SubjectType: e.subjectType } : {}) })
  const d = dataOf(run) as { Year: number | null; List: { SubjectType: string; Category: string; Batch: string; Score: number }[] } | null
  const line = d?.List.find((l) => /本科|一段|一批/.test(l.Batch) && !/特殊|专项|二批|二段/.test(`${l.Category}${l.Batch}`))
  if (!d || !line || e.score >= line.Score) return ''
  return `你的 ${e.score} 分低于${e.province.shortName}${d.Year}年${line.SubjectType}本科线（${line.Batch} **${line.Score}分**），普通类本科批报不了，下面按**专科（高职）批**推荐。\n\n`
}

/** The data note without the shortage statement it starts with (that one is said on its own line). */
const usualNote = (c: CandidateOut) => (c.DataThin && c.DataNote.startsWith(c.DataThin) ? c.DataNote.slice(c.DataThin.length + 1) : c.DataNote)

/** The tier in words beside the number (ADR 081): every chance says how risky it is in the same sentence. */
const risk = (r: Row) => riskWords(r.TierName, r.Probability ?? null)

const yearLine = (y: YearLine) => `${y.Year}年 ${y.MinScore ?? '—'}分/${y.MinRank ?? '—'}名`
/** The unit's newest line and the year before it (近年录取): a basis of two years, briefly (ADR 123). */
const lastLine = (r: Row) =>
  r.LastYear
    ? [r.LastYear, r.YearBefore]
        .filter((y): y is YearLine => Boolean(y))
        .map(yearLine)
        .join('；')
    : '—'

/** 能报哪些 / 冲稳保 / 保底 / 能上211吗: a short list from the 志愿推荐 engine, with a link to the full list. */
export const recommendSchools: AnswerFn = (plan, e0, question) => recommendList(plan, e0, question, true)

/**
 * The list; `lineNote`: when the engine opens the 专科 batch (the score is under the 本科 line), say
 * so first with the line and its year (the line check says it itself and passes false).
 */
export async function recommendList(plan: Parameters<AnswerFn>[0], e0: Parameters<AnswerFn>[1], question: string, lineNote: boolean): Promise<string> {
  const e = await plan.withProfile(e0)
  const missing = missingForPlacement(e, '推荐院校')
  if (missing) return missing
  const tag = TAG.exec(question)?.[1]
  // 「推荐几个医科大学」: the kind said is the lists' 院校类型 filter; a major named with it (想学医 → 临床医学) the major filter
  const kind = kindTypesAsked(question)
  const major = e.majors[0]?.name
  const only = { ...(kind ? { SchoolTypes: kind.types } : {}), ...(major ? { Major: major } : {}) }
  await rankFirst(plan, e)
  // a tag's or a kind's list is short: up to five colleges a tier, so a 211 list is not cut at three
  const run = await plan.call('wish_recommend', { ...candidateArgs(e), ...(tag ? { Tag: tag } : {}), ...only, PerTier: tag || kind || major ? 5 : 3 })
  const d = dataOf(run) as Recommend | null
  if (!d) return trackQuestion(failureOf(run)) ?? `暂时无法给出推荐：${failureOf(run)}。`
  const onlySafe = /保底/.test(question) && !/冲|稳/.test(question)
  const tiers = onlySafe ? [...d.Tiers].reverse() : d.Tiers
  const rows = tiers.flatMap((t) =>
    t.List.map(
      (r) =>
        `| ${t.TierName} | ${r.SchoolName} | ${r.Unit.replace('专业组', '组')} | ${plan.probabilityWithheld ? '不替他人估算' : (r.ProbabilityText ?? (d.Candidate.MembersOnly ? '会员可看' : d.Candidate.ByLineGap ? '按线差，不估算' : '—'))} | ${lastLine(r)} |`,
    ),
  )
  const onlyNote = [
    d.Tag ? `${d.Tag}院校` : '',
    d.SchoolTypes?.length ? `${d.SchoolTypes.join('/')}类院校` : '',
    d.Major ? `含“${d.Major}”的填报单位` : '',
  ].filter(Boolean)
  const tagNote = onlyNote.length ? `只看${onlyNote.join('、')}：` : ''
  const thin = d.Candidate.DataThin
  if (rows.length === 0) {
    if (thin && !onlyNote.length) return `${candidateLine(d.Candidate)}\n\n> ${thin}。`
    const which = onlyNote.join('、')
    return `${candidateLine(d.Candidate)}\n\n${tagNote}按这个位次，${d.Candidate.BatchName}里没有落在冲/稳/保区间的${which || '院校'}${which ? `（${which}对这个位次都偏难或偏稳）` : ''}。可以打开完整清单调整条件。`
  }
  const below = lineNote && /专科|高职/.test(d.Candidate.BatchName) ? await underBachelorLine(plan, e) : ''
  return [
    below + rangeNote(e) + batchNote(question, d.Candidate) + candidateLine(d.Candidate),
    '',
    `${tagNote}${tierCounts(d)}（普通类计划；每档列出前几所，按院校去重）：`,
    '',
    '| 档 | 院校 | 填报单位 | 录取概率 | 最近录取 |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
    ...(thin ? [`> ${thin}。`, ''] : []),
    plan.probabilityWithheld
      ? `> 冲/稳/保按这个分数的位次与各单位往年录取位次的差距划分（不是承诺）；完整清单请他/她用自己的账号在“志愿填报”里查看。`
      : d.Candidate.ByLineGap
        ? `> ${LINE_GAP_FOOT}；${usualNote(d.Candidate).split('；')[0]}。完整清单请点下面的“查看完整冲稳保清单”（志愿填报）。`
        : d.Candidate.MembersOnly
          ? `> ${MEMBERS_ADD}；${usualNote(d.Candidate).split('；')[0]}。完整清单、筛选和加入志愿表请点下面的“查看完整冲稳保清单”（志愿填报）。`
          : `> 概率与“志愿推荐”同一模型（估计，不是承诺）；${usualNote(d.Candidate).split('；')[0]}。完整清单、筛选和加入志愿表请点下面的“查看完整冲稳保清单”（志愿填报）。`,
  ].join('\n')
}

/**
 * 冲 5 个单位（1 所院校）: the engine counts units, the table shows one row per college; in 专业+院校 mode
 * (河北, 山东 …) one college has many majors, so a count of units beside two colleges would read as missing rows.
 */
function tierCounts(d: Recommend): string {
  const [reach, match, safe] = ['冲', '稳', '保'].map((n) => d.Tiers.find((t) => t.TierName === n)?.Colleges ?? null)
  const part = (name: string, units: number, colleges: number | null) =>
    colleges === null || colleges === units ? `${name} ${units} 个` : `${name} ${units} 个单位（${colleges} 所院校）`
  return [part('冲', d.Counts.Reach, reach ?? null), part('稳', d.Counts.Match, match ?? null), part('保', d.Counts.Safe, safe ?? null)].join('、')
}

/** 录取概率 of one college: the unit the candidate would fill, never a special plan's line. */

/** The second and third majors of a chance question (「土木工程和计算机哪个更有希望」), each from its own call of the same tool. */
async function moreMajorsAsked(plan: Parameters<AnswerFn>[0], e: Entities, schoolId: string): Promise<MoreMajor[]> {
  const more: MoreMajor[] = []
  for (const m of e.majors.slice(1, 3)) {
    const other = dataOf(await plan.call('admission_probability', { SchoolId: schoolId, ...candidateArgs(e), Major: m.name })) as Chance | null
    more.push({ name: m.name, units: (other?.Units ?? []).filter((u) => u.AskedMajor && u.PlanType === '普通类').slice(0, 2) })
  }
  return more
}

/** The group asked, said first with its own chance (or tier) and line, before the college's other groups. */
function groupLead(d: Chance, code: string | undefined, schoolName: string, members: boolean): string[] {
  if (!code) return []
  const own = d.Units.filter((u) => u.AskedGroup)
  if (!own.length) return [`- 数据里${schoolName}在你这一批次没有${code}组的普通类单位，下面是全校各单位。`]
  return own.slice(0, 2).map((u) => {
    const verdict = !u.Eligible
      ? `${whyNot(u)}，**不能报**${u.IneligibleReasons[0] ? `（${u.IneligibleReasons[0]}）` : ''}`
      : members
        ? u.TierName || '不在冲稳保范围'
        : u.ProbabilityText
          ? `约 **${u.ProbabilityText}**（${risk(u)}）`
          : `${u.TierName || '不在冲稳保范围'}，往年线与你的分数差得多，不估算概率`
    return `- 你问的**${code}组**（${u.Unit}）：${verdict}；最近录取 **${lastLine(u)}**。`
  })
}

/** The units in the order they are shown: the group asked, the major's units, then the rest. */
const askedFirst = (d: Chance, ofMajor: Chance['Units']) => [
  ...d.Units.filter((u) => u.AskedGroup),
  ...ofMajor.filter((u) => !u.AskedGroup),
  ...d.Units.filter((u) => !ofMajor.includes(u) && !u.AskedGroup),
]

/** Why a unit is not open to the candidate, by its first reason: 选科不符, 限地区 (面向漳州 …) */
const whyNotShort = (u: { IneligibleReasons: string[] }) => u.IneligibleReasons[0]?.split('：')[0] ?? '不能报'
const whyNot = (u: { IneligibleReasons: string[] }) => (whyNotShort(u) === '限地区' ? '这个组只招当地考生（你的所在地区未知）' : `你的${whyNotShort(u)}`)

export const admissionChance: AnswerFn = async (plan, e0, question = '') => {
  const e = await plan.withProfile(e0)
  const school = e.schools[0]!
  const missing = missingForPlacement(e, `估算${school.name}的录取概率`)
  if (missing) return missing
  await rankFirst(plan, e)
  const group = groupCodeAsked(question)
  const run = await plan.call('admission_probability', {
    SchoolId: school.id,
    ...candidateArgs(e),
    ...(e.majors[0] ? { Major: e.majors[0].name } : {}),
    ...(group ? { Group: group } : {}),
  })
  const d = dataOf(run) as Chance | null
  if (!d) return trackQuestion(failureOf(run)) ?? `暂时无法估算${school.name}的录取概率：${failureOf(run)}。`
  const head = rangeNote(e) + candidateLine(d.Candidate)
  if (d.UnitCount === 0) {
    return `${head}\n\n数据里没有${school.name}在${d.Candidate.ProvinceName}${d.Candidate.BatchName}${d.Candidate.SubjectType}的普通类招生单位，**无法估算录取概率**${d.SpecialPlanUnitsLeftOut ? `（只有${d.SpecialPlanUnitsLeftOut}个专项/预科等特殊计划单位，它们需要专门资格，不用来估算）` : ''}。`
  }
  // a major the candidate cannot fill (planned for the other track, a subject lacking): why, said for everyone
  const closed =
    e.majors[0] && !d.Units.some((u) => u.AskedMajor && u.PlanType === '普通类')
      ? await majorClosedVerdict(plan, e, school.id, school.name).then((v) => (v?.startsWith('**不能报**') ? `- ${v}下面是全校你能报的单位。` : null))
      : null
  // 「土木工程和计算机哪个更有希望」: the other majors asked, fetched only by an answer that says them
  const more = () => moreMajorsAsked(plan, e, school.id)
  if (d.Candidate.MembersOnly) return chanceForNonMember(head, school.name, d, e.majors[0]?.name, groupLead(d, group, school.name, true), closed, await more())
  if (d.Candidate.ByLineGap)
    return chanceByLineGap(head, d, usualNote(d.Candidate), e.majors[0]?.name, groupLead(d, group, school.name, true), closed, await more())
  if (!d.Best) {
    const reason = d.Units.find((u) => u.IneligibleReasons.length)?.IneligibleReasons[0]
    return `${head}\n\n${school.name}在${d.Candidate.BatchName}的 ${d.UnitCount} 个普通类单位${reason ? `你都不能报（${reason}）` : '往年都没有可比的录取位次'}，**无法给出录取概率**。`
  }
  const b = d.Best
  // a major named (“河北大学法学我有希望吗”): the unit it is filled in, first and said apart
  const ofMajor = d.Units.filter((u) => u.AskedMajor && u.PlanType === '普通类')
  const units = askedFirst(d, ofMajor)
  const majorSaid = (name: string, u: Chance['Units'][number]) =>
    `- 你问的**${name}**在${u.Unit}：${u.Eligible ? (u.ProbabilityText ? `约 **${u.ProbabilityText}**（${risk(u)}）` : '往年没有可比的位次，不估算') : `${whyNot(u)}，不能报`}，最近录取 ${lastLine(u)}。`
  const majorLine = !e.majors[0]
    ? []
    : ofMajor.length
      ? ofMajor.slice(0, 2).map((u) => majorSaid(e.majors[0]!.name, u))
      : [
          // the major is planned for the other track or asks a subject the candidate lacks: said so, not only “none”
          closed ?? `- 数据里${school.name}这一批次没有含“${e.majors[0].name}”的普通类单位，下面是全校各单位。`,
        ]
  majorLine.push(...moreMajorLines(await more(), school.name, majorSaid))
  const table = units
    .slice(0, 6)
    .map(
      (u) =>
        `| ${u.Unit} | ${u.PlanType !== '普通类' ? `${u.PlanType}（特殊计划，不估算）` : u.Eligible ? (u.ProbabilityText ?? '不估算') : whyNotShort(u)} | ${u.ProbabilityText ? risk(u) : '—'} | ${lastLine(u)} |`,
    )
  // the college is summed up by its units within reach, each with its own chance and line, never by one of them (ADR 050)
  // 「按今年的投档线看」: the line compared with, said beside the chance (ai-newest-line.ts)
  const lineLead = await newestLineLead(plan, e, question, d.Candidate)
  const lowest = lineLead ? null : await collegeLowestTwoYears(plan, e, school.id, school.name)
  const batchLines = await batchLinesBesideChance(plan, e, question)
  return [
    head,
    '',
    ...(batchLines ? [batchLines] : []),
    ...groupLead(d, group, school.name, false),
    ...(lineLead ? [lineLead] : []),
    ...majorLine,
    `- **${school.name}**：${d.ReachSummary}。`,
    d.WithinReach.length === 0
      ? `- 没有一个单位在冲稳保范围内；概率最高的${b.Unit}约 ${b.ProbabilityText}（${risk(b)}）。`
      : d.WithinReach.length === 1
        ? `- 只有${b.Unit}在范围内（约 ${b.ProbabilityText}，${risk(b)}）：录取后读的是这个单位里的专业，不代表全校都能上。`
        : `- 对你最有把握的是${b.Unit}，约 ${b.ProbabilityText}（${risk(b)}）；它只代表这一个单位，不代表全校。`,
    `- 你能报 ${d.EligibleCount} 个普通类单位；热门专业所在的组更难。`,
    ...aboveReach(d),
    ...(lowest ? [lowest] : []),
    '',
    '| 填报单位 | 录取概率 | 档 | 最近录取 |',
    '| --- | --- | --- | --- |',
    ...table,
    '',
    `> 概率与“志愿推荐”同一模型，预测${d.TargetYear}年的录取线（估计，不是承诺）。`,
  ].join('\n')
}

/**
 * The ordinary units the candidate may fill whose latest line is above the candidate's score and outside the window:
 * their range says how far the rest of the college is (「苏大能上吗」 is also 「差多少」), with no chance of their own.
 */
function aboveReach(d: Chance): string[] {
  const above = d.AboveReach
  if (!above || d.Candidate.Score === null) return []
  const range = above.MinScore === above.MaxScore ? `${above.MinScore}分` : `${above.MinScore}–${above.MaxScore}分`
  return [`- 其余 ${above.Count} 个你能报的普通类单位往年线高于你的 ${d.Candidate.Score} 分：最近录取 ${range}，对你是冲刺甚至够不上。`]
}

/** What membership adds, said where a non-member's answer leaves the chances out (the free tier, ADR 045). */
const MEMBERS_ADD = '冲稳保分档和往年线对所有人免费；每个单位的录取概率和依据为会员功能，开通会员即可查看（与“志愿推荐”同一模型）'

/** A non-member's answer on one college: its units within reach with their tier and line, no chance. */
function chanceForNonMember(
  head: string,
  schoolName: string,
  d: Chance,
  major: string | undefined,
  groupLine: string[],
  closed: string | null = null,
  more: readonly MoreMajor[] = [],
): string {
  // the unit of a major asked first, with its tier and line (the chance is the members' part)
  const ofMajor = d.Units.filter((u) => u.AskedMajor && u.PlanType === '普通类')
  const said = (name: string, u: Chance['Units'][number]) =>
    `- 你问的**${name}**在${u.Unit}：${u.Eligible ? u.TierName || '不在冲稳保范围' : `${whyNot(u)}，不能报`}，最近录取 ${lastLine(u)}。`
  const majorLine = !major
    ? []
    : ofMajor.length
      ? ofMajor.slice(0, 2).map((u) => said(major, u))
      : [closed ?? `- 数据里${schoolName}这一批次没有含“${major}”的普通类单位，下面是全校各单位。`]
  majorLine.push(...moreMajorLines(more, schoolName, said))
  const units = askedFirst(d, ofMajor)
  const table = units
    .slice(0, 6)
    .map(
      (u) =>
        `| ${u.Unit} | ${u.PlanType !== '普通类' ? `${u.PlanType}（特殊计划）` : u.Eligible ? u.TierName || '不在冲稳保范围' : whyNotShort(u)} | ${lastLine(u)} |`,
    )
  return [
    head,
    '',
    ...groupLine,
    ...majorLine,
    `- **${schoolName}**：${d.ReachSummary}。`,
    '',
    '| 填报单位 | 档 | 最近录取 |',
    '| --- | --- | --- |',
    ...table,
    '',
    `> ${MEMBERS_ADD}。`,
  ].join('\n')
}

/** “中南大学和湖南大学能上吗”, “湖北 物理 645 武大 华科”: each college named, in turn, by the same rule (at most three). */
export const admissionChanceEach: AnswerFn = async (plan, e, question) => {
  if (e.schools.length < 2) return admissionChance(plan, e, question)
  const parts: string[] = []
  for (const school of e.schools.slice(0, 3)) parts.push(await admissionChance(plan, { ...e, schools: [school] }, question))
  return parts.join('\n\n---\n\n')
}
