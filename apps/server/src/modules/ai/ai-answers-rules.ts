import { statedModeVerdict, statedSlotsVerdict } from './ai-stated-slots.ts'
import type { AnswerFn } from './ai-answers-school.ts'
import { dataOf, failureOf, type Plan } from './ai-plan.ts'
import { rankData, rankOf } from './ai-score-rank.ts'
import type { Entities } from './ai-nlu.ts'
import { START_ASKED } from './ai-intent-patterns.ts'

/**
 * A province's rules (考试模式, 填报模式, batches and slots) from the province_rules tool. A rule asked of 「我们省」,
 * 「咱这」 or with no province at all is the saved profile's province (ADR 083); without one, one short question.
 */
export type Rules = {
  ProvinceName: string
  Year: number
  IsNewExam: boolean
  ExamModel: string
  FillingModeName: string
  SubjectTypes: string[]
  Subjects: string[]
  TotalScore: number
  Batches: { Name: string; MaxWishes: number; MaxMajorsPerWish: number; HasAdjustment: boolean; IsUnverified: boolean }[]
  IsUnverified: boolean
  GradeConversion: { Method: string; Bands: { Label: string; Share: number; High: number; Low: number }[]; IsUnverified: boolean } | null
  FirstNewExamYear: number | null
  CohortEnteredYear: number | null
}

const ASK_PROVINCE = '高考政策各省不同，请告诉我你所在的省份（例如“河南能填几个志愿”），或在“志愿填报”里保存成绩后再问，我按你保存的省份回答。'

export async function rules(plan: Plan, e0: Entities): Promise<Rules | string> {
  const e = e0.province ? e0 : await plan.withProfile(e0)
  if (!e.province) return ASK_PROVINCE
  const run = await plan.call('province_rules', { ProvinceId: e.province.id, ...(e.year ? { Year: e.year } : {}) })
  return (dataOf(run) as Rules | null) ?? `暂时查不到${e.province.shortName}的政策：${failureOf(run)}。`
}
const modelName = (m: string) => (m === 'traditional' ? '文理分科（老高考）' : m)

/**
 * When the new model starts: its first exam year and the cohort (entered 高一 three autumns before), and that the
 * years before it are still 文理 — from the domain's dated reform years (domain-rules.md §1.1), through the tool.
 */
function reformStart(r: Rules): string | null {
  const first = r.FirstNewExamYear
  if (first === null)
    return r.IsNewExam
      ? null
      : `**${r.ProvinceName}**${r.Year}年仍是文理分科（老高考，分文科、理科），数据里还没有它改为新高考的时间表，以省教育考试院公布为准。`
  const cohort = r.CohortEnteredYear ? `，首届是 **${r.CohortEnteredYear}年秋季入学的高一**学生` : ''
  const before = `${first - 1}年及以前仍是文理分科（老高考，分文科、理科）`
  if (r.Year < first)
    return `**${r.ProvinceName}${r.Year}年仍是文理分科的老高考**（分文科、理科报考录取）。新高考从 **${first}年** 高考开始实行${cohort}；${before}。`
  return `**${r.ProvinceName}**从 **${first}年** 高考起实行新高考（${r.ExamModel}）${cohort}；${before}。`
}

export const provinceExamModel: AnswerFn = async (plan, e, question) => {
  const r = await rules(plan, e)
  if (typeof r === 'string') return r
  // the first year of the new model (新疆 2027) is said as the first, with the years before it still 文理 (ADR 147)
  const start = START_ASKED.test(question) || !r.IsNewExam || r.Year === r.FirstNewExamYear ? reformStart(r) : null
  const model = `**${r.ProvinceName}${r.Year}年**：${r.IsNewExam ? '新高考' : '老高考'}，模式为 **${modelName(r.ExamModel)}**，科类：${r.SubjectTypes.join('、')}${r.Subjects.length ? `；再选/选考科目：${r.Subjects.join('、')}` : ''}；总分 ${r.TotalScore} 分；志愿按“${r.FillingModeName}”填报。${r.IsUnverified ? '\n\n> 部分政策信息待核实，请以省考试院公布为准。' : ''}`
  return start ? `${start}\n\n${model}` : model
}

/**
 * The slots of the main batch in words (“本科批最多 48 个志愿，每个志愿最多 6 个专业”), and what
 * 调剂 means under the province's mode: one major per slot (专业+院校) has no 调剂 at all.
 */
function fillingLead(r: Rules): string {
  const main =
    r.Batches.find((b) => /常规批|本科普通批|普通本科批|本科批次|^本科批|普通类平行/.test(b.Name) && b.MaxWishes > 0) ??
    r.Batches.filter((b) => /本科/.test(b.Name) && b.MaxWishes > 0).sort((a, b) => b.MaxWishes - a.MaxWishes)[0]
  if (!main) return ''
  const perMajor = main.MaxMajorsPerWish <= 1 || /专业[（(]?类?[)）]?\s*[+＋]\s*(院校|学校)/.test(r.FillingModeName)
  const slots = `**${main.Name}**最多可填 **${main.MaxWishes} 个**志愿`
  if (perMajor) return `${slots}，每个志愿是一个“专业（类）+院校”，所以没有专业调剂（不存在服从调剂，不会被调剂到没填的专业），没录上就看下一个志愿。`
  // a group province's slot is a 院校专业组: its majors are said per group (「每个专业组最多填4个专业」, 上海 v28)
  const each = /专业组/.test(r.FillingModeName) ? '每个专业组' : '每个志愿'
  return `${slots}（院校或院校专业组），${each}最多填${main.MaxMajorsPerWish}个专业${main.HasAdjustment ? '，并可选择是否服从专业调剂（调剂只在所投档的专业组内进行，不会调到别的专业组）' : ''}。`
}

/**
 * 调剂 asked of a province (「青海…那没录上能调剂到别的专业吗」, a follow-up after its slots, v20): none at all where each
 * 志愿 is one 专业（类）+院校 (青海, 山东, 浙江 …; domain-rules.md §2.5), said from the province's rules; elsewhere what
 * 服从调剂 means everywhere (within the group the file went to, §2.6).
 */
export function adjustmentOf(r: Rules, concept: string): string {
  const lead = fillingLead(r)
  if (!/没有专业调剂/.test(lead)) return concept
  return `**${r.ProvinceName}${r.Year}年**志愿按“${r.FillingModeName}”填报：${lead}\n\n> 来源：${r.ProvinceName}省级教育考试院公布的志愿填报办法（本应用整理）。`
}

/** The province's slots in one line, for a table asked from chat (「80个志愿怎么分配」); null without the rules. */
export async function wishSlots(plan: Plan, e: Entities): Promise<string | null> {
  const r = await rules(plan, e)
  const lead = typeof r === 'string' ? '' : fillingLead(r)
  return lead && typeof r !== 'string' ? `${r.ProvinceName}${r.Year}年${lead}` : null
}

/** 冲稳保 asked of the table's frame (「冲稳保各放多少」「冲的稳的保底的各放几个」): the tiers are set against a rank. */
const TIERS_ASKED = /冲.{0,4}稳|稳.{0,4}保|冲稳保/

/**
 * The candidate's rank beside the frame, when 冲稳保 are asked and a score is said or saved in the province the rules are
 * of: the tiers are read against it, so the frame without it leaves the one number the candidate needs out (v24 辽宁 575).
 */
async function rankForTiers(plan: Plan, e: Entities, question: string, r: Rules): Promise<string | null> {
  if (!TIERS_ASKED.test(question)) return null
  const c = await plan.withProfile(e)
  if (!c.province || c.score === null || !r.ProvinceName.startsWith(c.province.shortName)) return null
  // the newest table, as before: a year in the question names the rules' year, not the table's
  const d = rankData(dataOf(await rankOf(plan, { ...c, year: null })))
  if (!d?.WorstRank) return null
  const whose = e.score === null ? '你保存的成绩' : '你的分数'
  return `**你的位次**：${whose} ${d.Score}分在${c.province.shortName}${d.Year}年${d.SubjectType}一分一段表里约第 **${d.WorstRank}** 名。冲稳保都按这个位次比：冲的院校往年录取位次略靠前于你（名次数字更小），稳的与你相当，保的明显靠后（名次数字更大）；志愿从冲到稳到保依次往下排。各档放几个没有统一规定，一般保底要留足。`
}

export const provinceFilling: AnswerFn = async (plan, e, question) => {
  const r = await rules(plan, e)
  if (typeof r === 'string') return r
  // the mode first (「专业+院校模式，可以填96个？」 in 福建): the count's verdict follows it
  const verdict = [statedModeVerdict(question, r), statedSlotsVerdict(question, r)].filter(Boolean).join('')
  const rows = r.Batches.map((b) => `| ${b.Name} | ${b.MaxWishes || '—'} | ${b.MaxMajorsPerWish || '—'} | ${b.HasAdjustment ? '有' : '无'} |`)
  const tiers = await rankForTiers(plan, e, question, r)
  return [
    ...(verdict ? [verdict, ''] : []),
    `**${r.ProvinceName}${r.Year}年**志愿按“${r.FillingModeName}”填报（${modelName(r.ExamModel)}）。${fillingLead(r)}`,
    ...(rows.length ? ['', '| 批次 | 志愿个数 | 每个志愿专业数 | 服从调剂 |', '| --- | --- | --- | --- |', ...rows] : ['', '数据里没有该省各批次的志愿个数。']),
    ...(r.Batches.some((b) => b.IsUnverified) ? ['', '> 志愿个数来自通用政策资料，尚待核实，请以省考试院当年公布为准。'] : []),
    ...(tiers ? ['', tiers] : []),
  ].join('\n')
}

export const provinceBatches: AnswerFn = async (plan, e) => {
  const r = await rules(plan, e)
  if (typeof r === 'string') return r
  if (r.Batches.length === 0) return `数据里没有${r.ProvinceName}${r.Year}年的批次设置。`
  return `**${r.ProvinceName}${r.Year}年**的批次：${r.Batches.map((b) => b.Name).join('、')}。${fillingLead(r)}`
}
