import { tuitionText } from '@gk/domain'
import { feeAsks } from './ai-tuition-asks.ts'
import { eachFee } from './ai-answers-each-fee.ts'
import { freeMajors } from './ai-tuition-free.ts'
import type { AnswerFn } from './ai-answers-school.ts'
import { recommendSchools } from './ai-answers-choice.ts'
import { wishSlots } from './ai-answers-general.ts'
import { GUESSED_HOME, planFactsAnswer, provinceFor } from './ai-answers-plan-facts.ts'
import { dataOf, failureOf } from './ai-plan.ts'
import { linesOfPlan } from './ai-answers-lines.ts'
import { sharedReadings } from './ai-local-names.ts'
import { loadLexicon } from './ai-lexicon.ts'
import { SPECIAL_DIFFERENCE, SPECIAL_RULES, SPECIAL_TYPES, explainSpecial } from './ai-special-rules.ts'
import { ordinaryLineBeside, provinceSpecialLines, specialControlLine } from './ai-answers-plan-beside.ts'
import { eligibilityOf } from '../../db/read-model/plan-type.ts'

const PLAN_WORDS: [RegExp, string][] = [
  [/国家专[项向相]|国专/, '国家专项'],
  [/地方专[项向相]|农村专项/, '地方专项'],
  [/高[校效]专[项向相]/, '高校专项'],
  [/预科/, '预科'],
  [/中外合作|合作办学|中外办学/, '中外合作'],
  [/民族班/, '民族班'],
  [/定向/, '定向'],
  [/公费师范/, '公费师范'],
  [/强基|综合评价/, '特殊类型'],
]
/** The plans a question names, typos of 专项 (专向, 专相) included. */
const SPECIAL_NAMED: Record<string, RegExp> = {
  国家专项: /国家专|国专/,
  高校专项: /高[校效]专/,
  地方专项: /地方专|农村专/,
  预科: /预科/,
  中外合作: /中外合|合作办学|中外办学/,
  民族班: /民族班/,
}
/**
 * The plans whose lines the admissions keep apart, by the rows' own plan type: the 专项, 预科 and 中外合作 of the policy
 * texts, and 民族班 (内蒙古's 「专项类；民族班」 groups, 新疆's) which has no policy text of its own but its rows' eligibility
 * (ADR 118).
 */
const LINE_TYPES = [...SPECIAL_TYPES, '民族班']
const whoMay = (t: string) => SPECIAL_RULES[t]?.Who ?? (eligibilityOf as Record<string, string>)[t] ?? null
const LINES_WORDS = /多少分|几分|分数|投档|录取线|最低|位次|分数线|(近|这)(几|三|3|两)年/
const planTypeIn = (q: string) => PLAN_WORDS.find(([re]) => re.test(q))?.[1]

type Special = {
  SchoolName?: string
  Year?: number | null
  Rules: { PlanType: string; Eligibility: string }[]
  Plans: {
    PlanType: string
    Seats: number
    Majors: { Major: string | null; SubjectType: string; Seats: number | null; Tuition: number | null; Years: number | null }[]
  }[]
}

/** Tuition as the plan states it (tuitionText: 0 免费, under 1000 万元), or — where it prints none. */
const fee = (t: number | null) => tuitionText(t) ?? '—'

const NO_CHANCE = '特殊计划需要专门资格，单独投档、单独划线，它的录取线不能代表普通类，我不会用它估算录取概率；能不能报以当年资格审核为准。'

/** 国家专项/高校专项/地方专项, 预科, 中外合作: who may apply, and a college's plans (seats, majors, tuition) in the province. */
export const specialPlan: AnswerFn = async (plan, e0, question) => {
  const e = await plan.withProfile(e0)
  const type = planTypeIn(question)
  const school = e.schools[0]
  const home = school && !e.province ? await provinceFor(plan, e) : null
  const province = e.province ? { id: e.province.id, shortName: e.province.shortName } : home ? { id: home.id, shortName: `${home.name}${GUESSED_HOME}` } : null
  // “深大中外合作那个组这几年多少分”: the lines of that plan, labelled as its own route
  // (“国家专项和高校专项分别多少分”: each plan named, in turn)
  const named = LINE_TYPES.filter((t) => SPECIAL_NAMED[t]?.test(question))
  // 「专项计划今年多少分」: 专项 said with no one named asks the lines of each 专项 (those the data lacks left unsaid)
  const anySpecial = named.length === 0 && /专项/.test(question) && LINES_WORDS.test(question)
  const linesTypes = anySpecial ? SPECIAL_TYPES.filter((t) => t.endsWith('专项')) : named
  // what is asked beside the plan: the ordinary line (「普通线多少」) and the line 高校专项 is held to (ADR 106)
  const beside = async (text: string) => {
    const extra = [
      await specialControlLine(plan, e, question, type ? [type, ...linesTypes] : linesTypes, province),
      school && province ? await ordinaryLineBeside(plan, e, question, school, province) : null,
    ].filter((x): x is string => x !== null)
    return extra.length ? `${text}\n\n${extra.join('\n\n')}` : text
  }
  // a special plan's line is answered with who may apply (from the domain rules) and never a probability from it
  const linesOf = async () => {
    const parts: string[] = []
    // no province named or saved: the college's own (a 地方专项 is only there; a 国家/高校专项 line is shown for it, said so)
    const own = home ? { id: home.id, name: home.name, why: `按学校所在省${home.name}；各省的线不同，告诉我省份可查你那里的` } : null
    for (const t of linesTypes) parts.push(await linesOfPlan(plan, e0, question, t, own))
    const found = parts.filter((p) => !p.startsWith('数据里没有'))
    if (anySpecial && found.length) parts.splice(0, parts.length, ...found)
    const who = linesTypes.filter((t) => whoMay(t)).map((t) => `- **${t}谁能报**：${whoMay(t)}`)
    return [parts.join('\n\n'), '', '报考资格（以本省当年资格审核为准）：', ...who, '', NO_CHANCE].join('\n')
  }
  const asksWho = /学费|多少钱|谁能报|什么条件|哪些条件|资格是|条件是|怎么报/.test(question)
  // 「河北师大 地方专项 法学 2026」: a plan, a college and a major with nothing else asked wants that major's line of the plan
  const unitOnly = e.majors.length > 0 && !/招|人数|计划|名额|有没有|有吗|哪些专业|什么专业/.test(question)
  if (school && province && linesTypes.length && (LINES_WORDS.test(question) || unitOnly) && !asksWho) return beside(await linesOf())
  const run = await plan.call('special_plans', {
    ...(school ? { SchoolId: school.id } : {}),
    ...(province ? { ProvinceId: province.id } : {}),
    ...(type ? { PlanType: type } : {}),
  })
  const d = dataOf(run) as Special | null
  if (!d) return `暂时查不到特殊计划：${failureOf(run)}。`
  const rules = d.Rules.map((r) => `- **${r.PlanType}**：${r.Eligibility}`)
  if (!school) {
    // 「广东2026年地方专项物理类最低分数线」: the province's own line of the plan first, where it publishes one
    const provinceLine = LINES_WORDS.test(question) || /线/.test(question) ? await provinceSpecialLines(plan, e, linesTypes) : null
    if (provinceLine) return provinceLine
    // the policy in full for the plans asked (all three 专项 when none is named, or when they are compared)
    const named = SPECIAL_TYPES.filter((t) => SPECIAL_NAMED[t]!.test(question))
    const asked = named.length ? named : /专项/.test(question) ? ['国家专项', '高校专项', '地方专项'] : SPECIAL_TYPES
    const compare = asked.length > 1 && asked.every((t) => t.endsWith('专项')) ? ['', SPECIAL_DIFFERENCE] : []
    return [
      ...asked.flatMap((t) => [...explainSpecial(t), '']),
      ...compare.slice(1),
      ...(compare.length ? [''] : []),
      NO_CHANCE,
      '告诉我院校和省份（例如“郑州大学在河南的国家专项”），我按招生计划查它的人数、专业和学费。',
    ].join('\n')
  }
  if (!province) return `${school.name}的特殊计划要按省份查，请告诉我你所在的省份（例如“河南”）。\n\n${rules.join('\n')}`
  // no plan rows of that type, but its lines may be in the admission data (“中南 国家专项 湖南 2026 物理”); a line
  // asked beside who may apply (「今年专项最低分，以及报考条件」) is still a line asked: linesOf says who may apply too
  if (d.Plans.length === 0 && linesTypes.length && (!asksWho || LINES_WORDS.test(question))) {
    const lines = await linesOf()
    if (!lines.startsWith('数据里没有'))
      return beside(`${school.name}在${province.shortName}的${linesTypes.join('、')}招生计划数据里没有，下面是录取数据里它的线。\n\n${lines}`)
  }
  if (d.Plans.length === 0) {
    // who may apply in full for the plans named (「湖大 预科班 谁能报」 is answered even without a plan row)
    const who = linesTypes.filter((t) => whoMay(t)).map((t) => `- **${t}谁能报**：${whoMay(t)}`)
    return beside(
      `数据里没有${school.name}在${province.shortName}${d.Year ? `${d.Year}年` : ''}的${type ?? '特殊'}计划（招生计划中只有普通类，或该年计划未收录）。\n\n${(who.length ? who : rules).join('\n')}`,
    )
  }
  const rows = d.Plans.flatMap((p) =>
    p.Majors.map((m) => `| ${p.PlanType} | ${m.Major ?? '—'} | ${m.SubjectType} | ${m.Seats ?? '—'} | ${fee(m.Tuition)} | ${m.Years ?? '—'} |`),
  )
  return beside(
    [
      `**${school.name}在${province.shortName}${d.Year}年的特殊计划**：${d.Plans.map((p) => `${p.PlanType} ${p.Seats} 人`).join('，')}。`,
      '',
      '| 计划 | 专业 | 科类 | 人数 | 学费 | 学制 |',
      '| --- | --- | --- | --- | --- | --- |',
      ...rows,
      '',
      '报考资格：',
      ...d.Plans.map((p) => `- **${p.PlanType}**：${d.Rules.find((r) => r.PlanType === p.PlanType)?.Eligibility ?? ''}`),
      '',
      NO_CHANCE,
    ].join('\n'),
  )
}

/** 学费 (and 学制, seats, 选科, notes) of a college's unit in the province's newest plan; 中外合作 apart as the data marks it. */
export const tuition: AnswerFn = async (plan, e, question) => {
  // 「浙工大计算机类和之江学院计算机，学费各多少」: each college's fee from its own plan, the majors paired in the order said
  let colleges = [...new Map(e.schools.map((s) => [s.id, s])).values()]
  // 「河大临床医学学费」 with no province named or saved: 河大 is 河南大学 or 河北大学 — each one's fee, not a guess
  if (colleges.length === 1 && !(await plan.withProfile(e)).province) {
    const readings = sharedReadings(question, colleges[0]!, await loadLexicon(plan.ctx))
    if (readings.length > 1) colleges = readings
  }
  const shared =
    colleges.length > 1 && e.schools.length === 1
      ? `你说的简称可能指${colleges.map((s) => s.name).join('或')}，两所都列出（告诉我省份可只看你那里的）：\n\n`
      : ''
  if (colleges.length > 1) {
    const paired = e.majors.length === colleges.length
    const each = await Promise.all(
      colleges.slice(0, 3).map((s, i) => planFactsAnswer(plan, { ...e, schools: [s], majors: paired ? [e.majors[i]!] : e.majors }, question, 'tuition')),
    )
    return shared + each.join('\n\n---\n\n')
  }
  // 「软件工程中外合作学费多少？普通的计算机呢」: each unit asked, with its own programme word (ai-tuition-asks.ts)
  // 「那它学费多少？同校的软件工程呢」: the earlier turn's major and this one's (ai-follow-up-major.ts), each its own ask
  const asks = e.schools[0]
    ? (feeAsks(question, e.majors, await loadLexicon(plan.ctx)) ??
      (e.majors.length >= 2 ? e.majors.map((m) => ({ text: `${m.name} 学费`, majors: [m] })) : null))
    : null
  const feesOnly = asks ? await eachFee(plan, e, asks) : await planFactsAnswer(plan, e, question, 'tuition')
  // 「听说有的专业不收学费，是哪几个」: the college's free majors beside the fee asked (ai-tuition-free.ts)
  const free = e.schools[0] ? await freeMajors(plan, e.schools[0], question) : null
  const fees = free ? `${feesOnly}\n\n${free}` : feesOnly
  // 「今年多少分？学费多少？」: the line asked beside the fee, of the plan named (中外合作 is its own line)
  if (!LINE_ALSO.test(question) || !e.schools[0]) return fees
  const type = SPECIAL_TYPES.find((t) => SPECIAL_NAMED[t]!.test(question)) ?? '普通类'
  let lines = await linesOfPlan(plan, e, question, type)
  // a college whose programmes are all 中外合作 (宁波诺丁汉) has no ordinary line: its own, labelled so
  if (type === '普通类' && lines.startsWith('数据里没有')) {
    const coop = await linesOfPlan(plan, e, question, '中外合作')
    if (!coop.startsWith('数据里没有')) lines = coop
  }
  return `${fees}\n\n${lines}`
}
/** A line asked beside another question (学费): 多少分, 最低分, 分数线, 投档 */
const LINE_ALSO = /多少分|几分|最低分|分数线|投档|录取线|(?<!学费)分数(?!要求)/

type Requirements = {
  Major: string
  Year: number | null
  Plans: number
  Scope: '各省' | '本省'
  Requirements: { SubjectType: string; Requirement: string; Plans: number }[]
  Check: { SubjectType: string; Open: number; ClosedPlans: number; Closed: { Reason: string; Plans: number }[] } | null
}

const SUBJECT_KEYS = ['physics', 'chemistry', 'biology', 'politics', 'history', 'geography', 'technology'] as const
const SUBJECT_WORDS: Record<string, string> = {
  物理: 'physics',
  化学: 'chemistry',
  生物: 'biology',
  政治: 'politics',
  思想政治: 'politics',
  历史: 'history',
  地理: 'geography',
  技术: 'technology',
}
/** The saved profile's 选科 (stored as keys or as words) as the tool's keys. */
const subjectKeys = (list: unknown) =>
  (Array.isArray(list) ? list : [])
    .map((s) => ((SUBJECT_KEYS as readonly string[]).includes(String(s)) ? String(s) : SUBJECT_WORDS[String(s).replace(/类$/, '')]))
    .filter((s): s is string => Boolean(s))

/**
 * 选科 a major asks for, counted over the colleges' plans (by track), and — when the candidate's track
 * is known from the question or the saved profile — whether they can apply, said in the first sentence.
 */
export const majorSubjects: AnswerFn = async (plan, e0) => {
  const e = await plan.withProfile(e0)
  const major = e.majors[0]!
  let subjects = e.subjects
  if (subjects.length === 0 && plan.ctx.user) {
    const p = dataOf(await plan.call('my_score_profile', {}))
    if (p?.HasProfile && (!e0.province || Number(p.ProvinceId) === e0.province.id)) subjects = subjectKeys(p.Subjects)
  }
  const run = await plan.call('major_requirements', {
    Major: major.name,
    ...(e.province ? { ProvinceId: e.province.id } : {}),
    ...(e.subjectType ? { SubjectType: e.subjectType } : {}),
    ...(subjects.length ? { Subjects: subjects } : {}),
  })
  const d = dataOf(run) as Requirements | null
  if (!d || d.Plans === 0) return `数据里没有${major.name}的选科要求${e.province ? `（${e.province.shortName}）` : ''}，请查看目标院校的招生章程。`
  const where =
    d.Scope === '本省' && e.province
      ? `${d.Year}年${e.province.shortName}`
      : `${d.Year}年各省${e.province ? `（数据里没有${e.province.shortName}的该专业计划）` : ''}`
  const top = d.Requirements[0]!
  // a requirement some sources already write whole (「首选历史，再选不限」) is said as written, not wrapped again
  const need = (r: { SubjectType: string; Requirement: string }) =>
    /物理类|历史类/.test(r.SubjectType) && !r.Requirement.startsWith('首选')
      ? `首选${r.SubjectType.replace('类', '')}${r.Requirement === '不限' ? '，再选不限' : `，再选${r.Requirement}`}`
      : r.Requirement
  const c = d.Check
  const who = c
    ? `${e.province?.shortName ?? ''}${c.SubjectType}${subjects.length ? `（选科 ${subjects.map((s) => Object.keys(SUBJECT_WORDS).find((k) => SUBJECT_WORDS[k] === s)).join('、')}）` : ''}`
    : ''
  const verdict = !c
    ? ''
    : c.Open === 0
      ? `**不能报**：按${where}的 ${d.Plans} 条${major.name}招生计划，你（${who}）一条都不符合——${c.Closed.map((x) => `${x.Reason}（${x.Plans} 条）`).join('，')}。`
      : c.Closed.length === 0
        ? `**可以报**：${where}的 ${d.Plans} 条${major.name}招生计划，你（${who}）的选科都符合。`
        : `**部分能报**：${where}的 ${d.Plans} 条${major.name}招生计划里，你（${who}）符合 ${c.Open} 条，不符合 ${c.ClosedPlans} 条（${c.Closed.map((x) => `${x.Reason} ${x.Plans} 条`).join('，')}）。`
  return [
    ...(verdict ? [verdict, ''] : []),
    `**${major.name}**的选科要求：在${where}的 ${d.Plans} 条招生计划中，最常见的是 **${need(top)}**（${top.Plans} 条）。`,
    '',
    '| 科类 | 选科要求（再选） | 计划条数 |',
    '| --- | --- | --- |',
    ...d.Requirements.map((r) => `| ${r.SubjectType} | ${r.Requirement} | ${r.Plans} |`),
    '',
    '各校要求可能不同，填报前以目标院校在你所在省份的招生计划为准。',
  ].join('\n')
}

type Strengths = {
  SchoolName: string
  FirstClassMajors: string[]
  FirstClassMajorSource: string
  Evaluations: { Name: string; Grade: string }[]
  EvaluationSource: string
  FirstClassSubjects: string[]
}

/** A college's 一流本科专业 list, 学科评估 grades and 一流学科, as the college page shows them. */
export const schoolStrengths: AnswerFn = async (plan, e, question) => {
  const school = e.schools[0]!
  const run = await plan.call('school_strengths', { SchoolId: school.id })
  const d = dataOf(run) as Strengths | null
  if (!d) return `暂时查不到${school.name}的专业实力数据：${failureOf(run)}。`
  const wantsEval = /学科评估|评估|A\+|A类|几个A/.test(question)
  const majors = d.FirstClassMajors.length
    ? `**国家级一流本科专业建设点**（共 ${d.FirstClassMajors.length} 个；${d.FirstClassMajorSource}）：${d.FirstClassMajors.join('、')}。`
    : `数据里没有${d.SchoolName}的国家级一流本科专业建设点。`
  const grades = d.Evaluations.length
    ? `**第四轮学科评估**（${d.EvaluationSource}）：${d.Evaluations.map((v) => `${v.Name} ${v.Grade}`).join('、')}。`
    : `数据里没有${d.SchoolName}的第四轮学科评估结果。`
  const subjects = d.FirstClassSubjects.length ? `“双一流”建设学科：${d.FirstClassSubjects.join('、')}。` : ''
  const verdict = strengthVerdict(d, [...e.majors.map((m) => m.name), ...d.FirstClassMajors.filter((m) => question.includes(m))])
  return [
    ...(verdict ? [verdict, ''] : []),
    `**${d.SchoolName}**`,
    '',
    ...(wantsEval ? [grades, '', majors] : [majors, '', grades]),
    ...(subjects ? ['', subjects] : []),
  ].join('\n')
}

/**
 * 「石油工程是不是一流专业」: the major asked, answered yes or no from the college's own list before the list itself,
 * with the 学科评估 grade of the discipline of the same name where the data has one.
 */
function strengthVerdict(d: Strengths, asked: string[]): string | null {
  const major = asked[0]
  // no list in the data says nothing either way
  if (!major || d.FirstClassMajors.length === 0) return null
  const first = d.FirstClassMajors.includes(major)
  const grade = d.Evaluations.find((v) => v.Name === major || major.startsWith(v.Name))
  const gradeNote = grade ? `；第四轮学科评估“${grade.Name}”为 **${grade.Grade}**` : ''
  return first
    ? `**是**：${major}是${d.SchoolName}的国家级一流本科专业建设点（${d.FirstClassMajorSource.split(' · ')[0]}）${gradeNote}。`
    : `**不是**（按数据）：${major}不在${d.SchoolName}的国家级一流本科专业建设点名单里（共 ${d.FirstClassMajors.length} 个）${gradeNote}；名单只含国家级，省级一流专业不在其中。`
}

type Table = {
  BatchName: string
  TargetYear: number
  Rank: number | null
  MaxWishes: number
  WishCount: number
  Mix: { Reach: number; Match: number; Safe: number }
  Wishes: { Tier: string; SchoolName: string; Unit: string; ProbabilityText: string | null }[]
  /** null where the table is placed by 线差 (no rank, ADR 164) */
  Admitted: string | null
  NoAdmission: string | null
  Advice: string[]
  IsPreview: boolean
  DataNote: string
}

/**
 * 一键生成志愿表 from chat: with a saved score the app's own one-tap engine builds the table and the
 * answer summarises it with a link to edit and save it; without one, the 冲稳保 list of the stated
 * score and a pointer to save the score (the one-tap table is built from the saved profile).
 */
export const autoTable: AnswerFn = async (plan, e, question) => {
  const profile = plan.ctx.user ? dataOf(await plan.call('my_score_profile', {})) : null
  const saved = profile?.HasProfile === true
  const restated = saved && e.score !== null && e.score !== profile.Score
  if (!saved || restated) {
    const lead = restated
      ? `一键生成志愿表用的是你在“志愿填报”里保存的成绩（${String(profile.Score)}分），和你这次说的 ${e.score} 分不同：请先在成绩页改成 ${e.score} 分，再点“一键生成志愿表”。`
      : '一键生成志愿表要用你保存的成绩：请先在“志愿填报”里填写省份、科类和分数，再点“一键生成志愿表”，生成后可以逐条编辑、调整顺序并保存。'
    if (e.province && (e.score !== null || e.rank !== null)) {
      // how many wishes the table has room for is half of 「80个志愿怎么分配」: the province's rule first
      const slots = await wishSlots(plan, e)
      return `${lead}${slots ? `\n\n${slots}` : ''}\n\n先按你说的成绩看看冲稳保（同一引擎）：\n\n${await recommendSchools(plan, e, question)}`
    }
    // nothing to place the candidate with: one short question first, the way to the one-tap table after it
    // a score already said is not asked again: only what is missing
    if (!saved)
      return `请告诉我你的${e.score !== null || e.rank !== null ? '省份和科类（例如“河南物理类”）' : '省份、科类和分数（例如“河南物理类580分”）'}。我先按它给你看冲稳保；保存成绩后点“一键生成志愿表”即可生成整张表。`
    return lead
  }
  const run = await plan.call('auto_table', {})
  const t = dataOf(run) as Table | null
  if (!t) return `暂时无法生成志愿表：${failureOf(run)}。`
  const gap = t.Rank === null
  const rows = t.Wishes.map(
    (w, i) => `| ${i + 1} | ${w.Tier} | ${w.SchoolName} | ${w.Unit} | ${w.ProbabilityText ?? (gap ? '按线差分档，不估算' : '会员可见')} |`,
  )
  return [
    `已按你保存的成绩（${String(profile.ProvinceName)}${String(profile.SubjectTypeName)} ${String(profile.Score)}分${t.Rank ? `，位次约第 ${t.Rank} 名` : ''}）用“一键生成志愿表”生成了${t.TargetYear}年${t.BatchName}的志愿表：共 **${t.WishCount}** 个志愿（上限 ${t.MaxWishes}），冲 ${t.Mix.Reach} 个、稳 ${t.Mix.Match} 个、保 ${t.Mix.Safe} 个。`,
    '',
    t.Admitted === null
      ? `- 没有一分一段表换算位次，冲稳保按与批次线的分差（线差）划分，**不估算录取概率和滑档率**；请对照各单位往年录取分自己再核一遍。`
      : `- 模拟被录取的概率 **${t.Admitted}**，滑档 ${t.NoAdmission}（估计，不是承诺）`,
    ...t.Advice.map((a) => `- ${a}`),
    '',
    '| 序 | 档 | 院校 | 填报单位 | 录取概率 |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `> 这张表还没有保存：点下面的“打开一键生成，编辑并保存志愿表”，在志愿填报里生成同一张表，逐条编辑、调整顺序后保存。${t.DataNote ? t.DataNote.split('；')[0] + '。' : ''}`,
  ].join('\n')
}
