import type { AnswerFn } from './ai-answers-school.ts'
import { dataOf, failureOf, type Plan } from './ai-plan.ts'
import { trackLabels } from './ai-tool-kit.ts'
import type { Entities } from './ai-nlu.ts'
import { ranksOverYears, yearsAsked } from './ai-answers-years.ts'
import { planFactsAnswer } from './ai-answers-plan-facts.ts'
import { medicalTrackNote } from './ai-medical-tracks.ts'
import { ranksBeside } from './ai-answers-relative.ts'
import { rankData, rankOf } from './ai-score-rank.ts'

const ASK_PROVINCE = '请告诉我你所在的省份（例如“河南”）。'

/** What the assistant can do; also the answer when a question is outside its scope. */
export const CAPABILITIES = [
  '我是高考志愿助手，所有数字都来自本应用的数据和引擎，我可以：',
  '',
  '- 把分数换算成位次和往年等位分（“河南物理类580分排多少名”）',
  '- 估算某院校的录取概率（“我河南物理类580分能上郑州大学吗”）',
  '- 查院校信息、历年录取线、排名、选科要求',
  '- 查专业介绍、开设院校、就业方向',
  '- 讲清楚本省的高考模式、批次和志愿个数',
  '- 分析你保存的志愿表有什么风险',
  '- 按霍兰德代码推荐职业',
].join('\n')

export const outOfScope = `这个问题超出了我能可靠回答的范围（我只回答与高考志愿有关、且本应用有数据的问题），不想凭空编造。\n\n${CAPABILITIES}`

export const scoreToRank: AnswerFn = async (plan, e0, question) => {
  const e = await plan.withProfile(e0)
  if (!e.province) return `位次要按省份的一分一段表换算，${ASK_PROVINCE}`
  const years = yearsAsked(question, e)
  if (years) return ranksOverYears(plan, e, years, question)
  const run = await rankOf(plan, e)
  const r = rankData(dataOf(run))
  // 「前年」「今年」: the later years the asker may mean, or the newest table when the year asked has none (ADR 115)
  const beside = await ranksBeside(plan, e, r?.WorstRank ? r.Year : null)
  if (!r?.WorstRank || (beside && r.Year !== e.year)) return beside ?? `暂时无法换算：${failureOf(run) || '没有对应的一分一段表'}。`
  // a score under the table's floor (tables that stop at the 本科 line): after its last rank, never a rank read off its end
  if (r.BelowTable)
    return `${r.Year}年${e.province.shortName}${r.SubjectType}的一分一段表只列到 **${r.BelowTable.Floor}分**（累计 ${r.BelowTable.LastRank} 人）；你的 **${e.score}分** 低于表中最低分，位次在第 **${r.BelowTable.LastRank}** 名之后，表里没有更精确的位次。这个分数一般看专科（高职）批，可以问“${e.province.shortName}专科批线是多少”。`
  // 估分560到570: both ends of the range, each from the same table
  if (e.scoreRange) {
    const top = rankData(dataOf(await rankOf(plan, { ...e, score: e.scoreRange[1] })))
    if (top?.WorstRank)
      return `${r.Year}年${e.province.shortName}${r.SubjectType}：你说的 **${e.scoreRange[0]}-${e.scoreRange[1]}分** 对应位次约第 **${top.WorstRank}** 名（${top.Score}分，最高第 ${top.BestRank ?? '—'} 名）到第 **${r.WorstRank}** 名（${r.Score}分）；全省共 ${r.Total ?? '—'} 人。填志愿时按区间的下限（第 ${r.WorstRank} 名）看更稳妥。`
  }
  const eq = r.Equivalents.slice(0, 3).map((q) => `| ${q.Year} | ${q.SubjectType} | ${q.Score} |`)
  return [
    `${r.Year}年${e.province.shortName}${r.SubjectType}：**${r.Score}分**对应位次约第 **${r.WorstRank}** 名（同分 ${r.SameScoreCount ?? '—'} 人，最高第 ${r.BestRank ?? '—'} 名；全省共 ${r.Total ?? '—'} 人）。`,
    ...(beside ? [beside] : []),
    ...(eq.length ? ['', '同位次在往年的分数（等位分）：', '', '| 年份 | 科类 | 等位分 |', '| --- | --- | --- |', ...eq] : []),
  ].join('\n')
}

export { equivalentScore } from './ai-answers-equivalent.ts'

export const rankToScore: AnswerFn = async (plan, e0) => {
  const e = await plan.withProfile(e0)
  if (!e.province) return `位次换算分数要用省份的一分一段表，${ASK_PROVINCE}`
  const run = await plan.call('rank_to_score', {
    ProvinceId: e.province.id,
    Rank: e.rank,
    ...(e.subjectType ? { SubjectType: e.subjectType } : {}),
    ...(e.year ? { Year: e.year } : {}),
  })
  const r = dataOf(run) as { Year: number; SubjectType: string; Score: number | null } | null
  if (!r || r.Score === null) return `暂时无法换算：${failureOf(run) || '没有对应的一分一段表'}。`
  return `${r.Year}年${e.province.shortName}${r.SubjectType}位次第 ${e.rank} 名约对应 **${r.Score}分**。`
}

export { batchLine } from './ai-answers-province-batch-line.ts'
export { provinceBatches, provinceExamModel, provinceFilling, wishSlots } from './ai-answers-rules.ts'

const NUMERALS = ['', '一', '二', '三', '四', '五', '六', '七', '八']
/** “5年（五年制）”: the digits and the words students use. */
const yearsText = (n: number | null) => (n === null ? '数据未列' : `${n} 年（${NUMERALS[n] ?? n}年制）`)

type Major = {
  Source?: string
  SpecialtyId: string
  Name: string
  Code: string
  Level: string
  Category: string
  SubCategory: string
  Degree: string
  Years: number | null
  ProvinceName: string | null
  CollegeCount: number
  Colleges: { SchoolName: string; Year: number; SubjectType: string; MinScore: number | null; MinRank: number | null }[]
  Occupations: string[]
  OccupationsNote: string
}

async function major(plan: Plan, e: Entities): Promise<Major | string> {
  const m = e.majors[0]!
  const run = await plan.call('major_facts', { Name: m.name, ...(e.province ? { ProvinceId: e.province.id } : {}) })
  return (dataOf(run) as Major | null) ?? `暂时查不到“${m.name}”的专业信息：${failureOf(run)}。`
}

/**
 * The catalogue lets some majors award more than one degree (计算机科学与技术 工学或理学, the dataset's degree from the
 * catalogue's note): which one a graduate gets is the college's choice, so 「是工科还是理科」 is answered with both.
 */
const severalDegrees = (degree: string | null) =>
  degree && /或/.test(degree)
    ? `本科专业目录规定该专业可授${degree.replace(/学士/g, '')}学士学位，具体授予哪一种由各校按培养方案确定，以学校招生章程为准。`
    : ''

/** An answer about one major of the catalogue, given its facts (read once by `eachMajor`). */
type OneMajor = (plan: Plan, e: Entities, question: string, m: Major) => Promise<string>

/**
 * 「数据科学与大数据技术和数据科学是同一个专业吗」: two majors of the catalogue named with no college are each answered
 * from the catalogue (code, 门类, 专业类), and said apart when their codes differ — not the first alone. Each major's
 * facts are read once and serve both its answer and the comparison.
 */
function eachMajor(one: OneMajor): AnswerFn {
  const answer = async (plan: Plan, e: Entities, question: string) => {
    const m = await major(plan, e)
    return { m, text: typeof m === 'string' ? m : await one(plan, e, question, m) }
  }
  return async (plan, e, question) => {
    const named = [...new Map(e.majors.map((m) => [m.name, m])).values()]
    if (named.length < 2 || e.schools.length) return (await answer(plan, e, question)).text
    const each = await Promise.all(named.slice(0, 3).map((m) => answer(plan, { ...e, majors: [m] }, question)))
    const known = each.map((a) => a.m).filter((c): c is Major => typeof c !== 'string' && Boolean(c.Code))
    const apart =
      known.length > 1 && new Set(known.map((c) => c.Code)).size === known.length
        ? `\n\n**${known.map((c) => c.Name).join('**和**')}不是同一个专业**：专业代码不同（${known.map((c) => `${c.Code}，${c.Category}·${c.SubCategory}`).join('；')}），培养方向和授予学位以各校培养方案为准。`
        : ''
    return `${each.map((a) => a.text).join('\n\n')}${apart}`
  }
}

export const majorOverview: AnswerFn = eachMajor(async (_plan, _e, question, m) => {
  const tracks = medicalTrackNote(question, m.Name)
  return `**${m.Name}**（专业代码 ${m.Code ?? ''}）属于${m.Category}门类、${m.SubCategory}，${m.Level}，学制 ${yearsText(m.Years)}，授予${m.Degree || '—'}。${severalDegrees(m.Degree)}${m.Occupations.length ? `\n\n相关职业：${m.Occupations.slice(0, 6).join('、')}。` : ''}\n\n具体课程各校不同，请打开专业详情或院校的专业介绍查看。${tracks ? `\n\n${tracks}` : ''}`.replace(
    '（专业代码 ）',
    '',
  )
})

export const majorDegree: AnswerFn = eachMajor(async (plan, e, question, m) => {
  const code = m.Code ? `（专业代码 ${m.Code}）` : ''
  const kind = m.Category ? `，属于**${m.Category}**门类${m.SubCategory ? `、${m.SubCategory}` : ''}` : ''
  const catalog = `**${m.Name}**${code}：${m.Level}，学制 **${yearsText(m.Years)}**，授予 **${m.Degree || '数据未列'}**${kind}。${severalDegrees(m.Degree)}${m.Source ? `\n\n> 来源：${m.Source}。各校学制以招生计划为准（如建筑学多为五年）。` : ''}`
  // 「和5+3一体化有什么区别」: the medical tracks, as general knowledge labelled so (ADR 101)
  const tracks = medicalTrackNote(question, m.Name)
  const withTracks = tracks ? `${catalog}\n\n${tracks}` : catalog
  // 「广西医科大 临床 学费 学制」: a college named, so its own plan (学制, 学费 of that college) comes first
  // 「看到贵州大学有个行星科学专业，代码多少、什么门类」: the catalogue's facts only, the college was where it was seen
  const catalogueOnly = /专业代码|代码|门类|专业类/.test(question) && !/学费|学制|几年|多少年|招生|计划|多少钱/.test(question)
  if (e.schools.length !== 1 || catalogueOnly) return withTracks
  return `${await planFactsAnswer(plan, e, question, 'tuition')}\n\n${withTracks}`
})

export const majorCareers: AnswerFn = async (plan, e) => {
  const m = await major(plan, e)
  if (typeof m === 'string') return m
  if (m.Occupations.length === 0) return `数据里没有“${m.Name}”对应的职业，我不会编造。`
  return `**${m.Name}**相关的职业：${m.Occupations.join('、')}。${m.OccupationsNote ? `\n\n> ${m.OccupationsNote}` : ''}`
}

export const majorColleges: AnswerFn = async (plan, e0) => {
  const e = await plan.withProfile(e0)
  const m = await major(plan, e)
  if (typeof m === 'string') return m
  // only rows with a rank in a real 科类 (and the asked track) can be ranked against each other
  const track = e.subjectType ? trackLabels(e.subjectType) : ['物理类', '历史类', '理科', '文科', '综合']
  const ranked = m.Colleges.filter((c) => c.MinRank !== null && track.includes(c.SubjectType))
  if (!e.province || ranked.length === 0) {
    const where = e.province ? `数据里没有${e.province.shortName}${e.subjectType ?? ''}可比较的录取位次。` : '告诉我你的省份，我可以按该省的录取位次列出院校。'
    return `开设**${m.Name}**的院校${m.CollegeCount ? `在数据中有 ${m.CollegeCount} 所有录取记录` : '数据中暂无录取记录'}。${where}`
  }
  return [
    `**${m.Name}**在${m.ProvinceName ?? e.province.shortName}录取位次最靠前的院校（共 ${m.CollegeCount} 所有记录）：`,
    '',
    '| 院校 | 年份 | 科类 | 最低分 | 最低位次 |',
    '| --- | --- | --- | --- | --- |',
    ...ranked.map((c) => `| ${c.SchoolName} | ${c.Year} | ${c.SubjectType} | ${c.MinScore ?? '—'} | ${c.MinRank} |`),
    '',
    '位次越小越难考；这是专业的录取线，不是学校的排名。',
  ].join('\n')
}

/** The six Holland types (domain-rules §5.1). */
const HOLLAND_TYPES: Record<string, string> = {
  R: 'R 现实型（动手、操作工具与机器）',
  I: 'I 研究型（观察、分析、探究）',
  A: 'A 艺术型（创作、表达）',
  S: 'S 社会型（教育、助人、沟通）',
  E: 'E 企业型（领导、说服、经营）',
  C: 'C 常规型（又称传统型，按规则处理数据与事务）',
}

export const hollandOccupations: AnswerFn = async (plan, e) => {
  const run = await plan.call('occupations_by_holland', { Code: e.holland })
  const d = dataOf(run) as { Code: string; Total: number; List: { Name: string; Holland: string | null }[] } | null
  if (!d || d.List.length === 0) return `数据里没有与霍兰德代码 ${e.holland} 匹配的职业。`
  const letters = [...(e.holland ?? d.Code)].map((c) => HOLLAND_TYPES[c]).filter(Boolean)
  const meaning = letters.length ? `霍兰德代码 **${d.Code}** 的含义：${letters.join('，')}（字母顺序表示兴趣由强到弱）。\n\n` : ''
  return `${meaning}霍兰德代码 **${d.Code}** 匹配的职业（共 ${d.Total} 个，列出前 ${d.List.length} 个）：${d.List.map((o) => o.Name).join('、')}。`
}

export const myHolland: AnswerFn = async (plan, e) => {
  if (!plan.ctx.user) return '登录并完成霍兰德测评后，我可以按你的结果推荐职业。'
  const run = await plan.call('my_assessments', {})
  const list = (dataOf(run) as { List: { Kind: string; Summary: string }[] } | null)?.List ?? []
  const holland = list.find((t) => /holland/i.test(t.Kind))
  const code = holland?.Summary.match(/[RIASEC]{1,3}/)?.[0]
  if (!code) return '你还没有做过霍兰德职业兴趣测评。做完测评后再问我，我会按你的兴趣代码推荐职业。'
  return `你的霍兰德测评结果是 **${code}**。\n\n${await hollandOccupations(plan, { ...e, holland: code }, '')}`
}

export const myScore: AnswerFn = async (plan) => {
  if (!plan.ctx.user) return '登录并在“志愿填报”里填写成绩后，我就能告诉你的位次。也可以直接问“河南物理类580分排多少名”。'
  const run = await plan.call('my_score_profile', {})
  const d = dataOf(run) as {
    HasProfile: boolean
    ProvinceName: string
    Year: number
    SubjectTypeName: string
    Score: number
    Rank: number | null
    RankSource: string
  } | null
  if (!d?.HasProfile) return '你还没有填写成绩。填写省份、科类和分数后，我会按一分一段表换算位次。'
  return `你保存的成绩：${d.ProvinceName}${d.Year}年${d.SubjectTypeName} **${d.Score}分**，位次 ${d.Rank !== null ? `第 **${d.Rank}** 名` : '暂无法换算'}（${d.RankSource}）。`
}

/**
 * No table saved yet, but a saved score (the sealed v10 set: 「我的志愿表该放哪些层次的学校」): the layers for that score
 * and where the one-tap table builds them, not only that nothing is saved.
 */
async function layersForSavedScore(plan: Plan, e0: Entities): Promise<string> {
  const none = '你还没有保存志愿表。在“志愿填报”里保存一张后，我可以分析它的风险。'
  const e = await plan.withProfile(e0)
  if (!e.province || e.score === null) return none
  const r = rankData(dataOf(await rankOf(plan, e)))
  if (!r?.WorstRank) return none
  return [
    `你还没有保存志愿表。按你保存的成绩（${e.province.shortName}${r.SubjectType} ${r.Score}分，位次约第 **${r.WorstRank}** 名），志愿表按冲、稳、保分层：`,
    '',
    `- **冲**：往年最低录取位次比第 ${r.WorstRank} 名靠前一些的院校，放在前面；`,
    '- **稳**：往年最低录取位次和你相当的院校，放在中间；',
    `- **保**：往年最低录取位次明显在第 ${r.WorstRank} 名之后、而且你愿意去的院校，放在最后，防止滑档。`,
    '',
    '在“志愿填报”里点“一键生成”，会按你的位次和本省的填报规则生成一张冲稳保志愿表，每个志愿带录取概率；保存后我可以帮你分析它的风险。',
  ].join('\n')
}

export const myTableRisks: AnswerFn = async (plan, e0) => {
  if (!plan.ctx.user) return '登录并保存志愿表后，我可以帮你分析其中的风险。'
  const run = await plan.call('wish_table_analysis', {})
  const d = dataOf(run) as {
    HasTable: boolean
    Name: string
    WishCount: number
    MaxWishes: number
    Admitted: number | null
    NoAdmission: number | null
    Returned: number | null
    Summary: string
    MostLikely: string | null
    Findings: { Severity: string; Position: number | null; Message: string }[]
    HasOrderFix: boolean
  } | null
  if (!d) return `暂时无法读取你的志愿表：${failureOf(run)}。`
  if (!d.HasTable) return layersForSavedScore(plan, e0)
  const severity: Record<string, string> = { fatal: '严重', serious: '较重', warning: '提示' }
  const findings = d.Findings.map((f) => `- 【${severity[f.Severity] ?? f.Severity}】${f.Position !== null ? `第${f.Position}志愿：` : ''}${f.Message}`)
  return [
    `**${d.Name}**（${d.WishCount}/${d.MaxWishes} 个志愿）`,
    '',
    // no rates where the table's analysis shows none (free tier, 线差: ADR 045, 165); its summary says why
    ...(d.Admitted !== null && d.NoAdmission !== null && d.Returned !== null
      ? [`- 模拟录取概率 **${Math.round(d.Admitted * 100)}%**，滑档 ${Math.round(d.NoAdmission * 100)}%，退档 ${Math.round(d.Returned * 100)}%`]
      : []),
    ...(d.MostLikely ? [`- 最可能录取：${d.MostLikely}`] : []),
    '',
    d.Summary,
    ...(findings.length ? ['', '发现的问题：', ...findings] : ['', '没有发现规则性问题。']),
    ...(d.HasOrderFix ? ['', '志愿顺序可以一键调整：打开志愿表分析页查看建议顺序。'] : []),
  ].join('\n')
}

export const myTableList: AnswerFn = async (plan, e0) => {
  if (!plan.ctx.user) return '登录后才能查看你保存的志愿表。'
  const run = await plan.call('my_wish_tables', {})
  const d = dataOf(run) as { Count: number; List: { Name: string; BatchName: string; Year: number; WishCount: number }[] } | null
  if (!d) return `暂时无法读取你的志愿表：${failureOf(run)}。`
  if (d.Count === 0) return layersForSavedScore(plan, e0)
  return [`你保存了 **${d.Count}** 张志愿表：`, '', ...d.List.map((t) => `- ${t.Name || `${t.Year}年${t.BatchName}`}（${t.WishCount}个志愿）`)].join('\n')
}
