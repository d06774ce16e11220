import type { AnswerFn } from './ai-answers-school.ts'
import { linesByYear } from './ai-answers-lines.ts'
import { dataOf, failureOf } from './ai-plan.ts'
import { planLineVerdict } from './ai-plan-line-verdict.ts'
import { GUESSED_HOME, provinceFor } from './ai-answers-plan-facts.ts'
import { runByProvince } from './ai-home-province.ts'

const ASK_PROVINCE = '请告诉我省份（例如“河南”），招生计划、专业组和分数线都是按省公布的。'

type Plans = {
  SchoolName: string
  Year: number | null
  YearsInData: number[]
  Major: string | null
  OrdinarySeats: number
  SpecialPlanSeats: number | null
  BySubjectType: { SubjectType: string; Seats: number }[]
  ByBatch?: { Batch: string; SubjectType: string; Seats: number }[]
  Majors: { SubjectType: string; MajorGroup: string | null; Major: string | null; Seats: number | null }[]
}

/** A batch named (本科普通批, 普通批, 提前批): its count is every plan type the batch prints, said beside the ordinary count. */
const BATCH_NAMED = /(本科)?(普通|提前|专科)批/

function batchCount(d: Plans, question: string): string | null {
  const named = BATCH_NAMED.exec(question)?.[0]
  const rows = named ? (d.ByBatch ?? []).filter((b) => b.Batch.includes(named) || b.Batch.replace(/本科/, '').includes(named)) : []
  const batches = [...new Set(rows.map((b) => b.Batch))]
  if (batches.length !== 1) return null
  // each track's count as the tool gives it (a sum made here would be a number no tool returned)
  return `**${batches[0]}（含批内的中外合作、专项、定向等各类计划）**：${rows.map((b) => `${b.SubjectType} ${b.Seats} 人`).join('，')}。`
}

/** 招生计划: seats of a college (or one of its majors) in a province and year. */
export const enrollmentPlan: AnswerFn = async (plan, e0, question) => {
  const e1 = await plan.withProfile(e0)
  const school = e1.schools[0]!
  // no province named or saved: a college a province runs is read at home, said so (most of its places are there, ADR
  // 081); a national one's plan differs by province too much, so the province is asked
  const home = e1.province || !(await runByProvince(plan, school.id)) ? null : await provinceFor(plan, e1)
  const e = home ? { ...e1, province: { id: home.id, code: String(home.id), name: home.name, shortName: `${home.name}${GUESSED_HOME}`, slug: '' } } : e1
  if (!e.province) return `${school.name}：${ASK_PROVINCE}`
  const major = e.majors[0]?.name.replace(/科学与技术$/, '')
  const run = await plan.call('enrollment_plans', {
    SchoolId: school.id,
    ProvinceId: e.province.id,
    ...(e.year ? { Year: e.year } : {}),
    ...(major ? { Major: major } : {}),
  })
  const d = dataOf(run) as Plans | null
  if (!d) return `暂时查不到${school.name}的招生计划：${failureOf(run)}。`
  if (d.Year === null || (e.year && !d.YearsInData.includes(e.year)))
    return `数据里没有${school.name}${e.year ? `${e.year}年` : ''}在${e.province.shortName}的招生计划${d.YearsInData.length ? `（有${d.YearsInData.join('、')}年）` : ''}，我不会编造人数。`
  if (d.OrdinarySeats === 0) return `${d.Year}年${school.name}在${e.province.shortName}的招生计划里没有${major ? `“${major}”相关专业` : '普通类计划'}。`
  const byType = d.BySubjectType.map((t) => `${t.SubjectType} ${t.Seats} 人`).join('，')
  // 「310分能报吗？招多少人」: the batch line the college fills, beside its seats (ai-plan-line-verdict.ts)
  const verdict = await planLineVerdict(plan, e, question, school, e0.score !== null)
  const rows = d.Majors.slice(0, 10).map((m) => `| ${m.SubjectType} | ${m.MajorGroup ?? '—'} | ${m.Major ?? '—'} | ${m.Seats ?? '—'} |`)
  const batch = major ? null : batchCount(d, question)
  return [
    ...(verdict ? [verdict, ''] : []),
    ...(batch ? [`${school.name}${d.Year}年在${e.province.shortName}的${batch}`, ''] : []),
    `**${school.name}${d.Year}年在${e.province.shortName}${major ? `“${major}”相关专业` : ''}的普通类招生计划共 ${d.OrdinarySeats} 人**（${byType}）${d.SpecialPlanSeats ? `；另有专项、预科等特殊计划 ${d.SpecialPlanSeats} 人` : ''}。`,
    '',
    '| 科类 | 专业组 | 专业 | 计划人数 |',
    '| --- | --- | --- | --- |',
    ...rows,
    ...(d.Majors.length > 10 ? ['', `只列出前 10 行，完整计划请打开院校详情的“招生计划”。`] : []),
  ].join('\n')
}

type Groups = {
  SchoolName: string
  Year: number | null
  From: string
  Count: number
  Groups: GroupRow[]
  LineSpan: { High: GroupRow; Low: GroupRow } | null
}
type GroupRow = {
  SubjectType: string
  GroupCode: string
  Requirement: string
  Majors: string[]
  Seats: number | null
  MinScore: number | null
  MinRank: number | null
}

/** 院校专业组 and the majors in each. */
export const majorGroups: AnswerFn = async (plan, e0, question) => {
  // “各专业组的投档线”: the groups' lines, not their list
  if (/线|多少分|最低分|投档|录取分|位次/.test(question)) return linesByYear(plan, e0, question)
  const e = await plan.withProfile(e0)
  const school = e.schools[0]!
  if (!e.province) return `${school.name}：${ASK_PROVINCE}`
  const run = await plan.call('major_groups', { SchoolId: school.id, ProvinceId: e.province.id, ...(e.subjectType ? { SubjectType: e.subjectType } : {}) })
  const d = dataOf(run) as Groups | null
  if (!d || d.Count === 0)
    return `数据里没有${school.name}在${e.province.shortName}${e.subjectType ?? ''}按专业组的招生数据（${e.province.shortName}可能按“专业+院校”或院校填报），我不会编造。`
  // the same year's 投档线 of each group, when the data has them: a table of groups is read for its lines first
  const lined = d.LineSpan !== null
  const line = (g: GroupRow) => (lined ? ` ${g.MinScore ?? '—'} | ${g.MinRank ?? '—'} |` : '')
  const rows = d.Groups.map(
    (g) =>
      `| ${g.SubjectType} | ${g.GroupCode} | ${g.Requirement || '—'} | ${g.Majors.slice(0, 6).join('、') || '—'}${g.Majors.length > 6 ? ' 等' : ''} |${line(g)}`,
  )
  const span = d.LineSpan
  return [
    `**${school.name}在${e.province.shortName}的院校专业组**（${d.Year}年${d.From}，共 ${d.Count} 个）：`,
    '',
    ...(span
      ? [
          `${d.Year}年普通类各组投档线：最高 **${span.High.MinScore}分**（${span.High.GroupCode}组${span.High.MinRank ? `，位次 ${span.High.MinRank}` : ''}），最低 **${span.Low.MinScore}分**（${span.Low.GroupCode}组${span.Low.MinRank ? `，位次 ${span.Low.MinRank}` : ''}）。`,
          '',
        ]
      : []),
    `| 科类 | 专业组 | 选科要求 | 组内专业 |${lined ? ' 最低分 | 最低位次 |' : ''}`,
    `| --- | --- | --- | --- |${lined ? ' --- | --- |' : ''}`,
    ...rows,
    ...(d.Count > d.Groups.length ? ['', `只列出前 ${d.Groups.length} 个组。`] : []),
    '',
    '同一组内的专业一起投档；要看某个组你的录取概率，可以问“我XX分能上这个学校吗”。',
  ].join('\n')
}

type MajorLines = {
  SchoolName: string
  Year: number | null
  Total: number
  Major: string | null
  List: { Major: string; SubjectType: string; Batch: string; MinScore: number | null; MinRank: number | null }[]
}

/** Major-level lines (山东/浙江 and other 专业+院校 provinces; elsewhere where the data has them). */
export const majorLines: AnswerFn = async (plan, e0) => {
  const e = await plan.withProfile(e0)
  const school = e.schools[0]!
  if (!e.province) return `${school.name}：${ASK_PROVINCE}`
  const major = e.majors[0]?.name.replace(/科学与技术$/, '')
  const run = await plan.call('major_lines', { SchoolId: school.id, ProvinceId: e.province.id, ...(major ? { Major: major } : {}) })
  const d = dataOf(run) as MajorLines | null
  // empty: the caller answers with the college-level lines instead
  if (!d || d.List.length === 0) return ''
  const line = (l: MajorLines['List'][number]) => `| ${l.Major} | ${l.SubjectType} | ${l.MinScore ?? '—'} | ${l.MinRank ?? '—'} |`
  // many majors: the highest and the lowest lines (the spread is what a student needs first)
  const shown = d.List.length > 10 ? [...d.List.slice(0, 5), ...d.List.slice(-5)] : d.List
  const rows = shown.map(line)
  return [
    `**${school.name}${d.Year}年在${e.province.shortName}的专业录取分**${major ? `（“${major}”相关）` : `（共 ${d.Total} 个专业${d.List.length > 10 ? '，列出最高和最低的各 5 个' : ''}）`}：`,
    '',
    '| 专业 | 科类 | 最低分 | 最低位次 |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n')
}

type Major = { Name: string; Category: string; SubCategory: string; Degree: string; Years: number | null; Level: string; Occupations: string[] }

/** 金融学和会计学哪个好: the two majors' catalogue facts side by side, and what decides between them. */
export const majorCompare: AnswerFn = async (plan, e) => {
  const found: Major[] = []
  for (const m of e.majors.slice(0, 2)) {
    const run = await plan.call('major_facts', { Name: m.name })
    const d = dataOf(run) as Major | null
    if (!d) return `暂时查不到“${m.name}”的专业信息：${failureOf(run)}。`
    found.push(d)
  }
  const [a, b] = found as [Major, Major]
  const row = (k: string, x: string, y: string) => `| ${k} | ${x} | ${y} |`
  return [
    `**${a.Name} vs ${b.Name}**（本应用专业目录）：`,
    '',
    `| 项目 | ${a.Name} | ${b.Name} |`,
    '| --- | --- | --- |',
    row('门类', `${a.Category}（${a.SubCategory}）`, `${b.Category}（${b.SubCategory}）`),
    row('学位', a.Degree || '—', b.Degree || '—'),
    row('学制', a.Years ? `${a.Years} 年` : '—', b.Years ? `${b.Years} 年` : '—'),
    row('相关职业', a.Occupations.slice(0, 3).join('、') || '—', b.Occupations.slice(0, 3).join('、') || '—'),
    '',
    '没有绝对的“哪个好”：看你对这类工作的兴趣（可以做霍兰德测评）、想去的城市和行业，以及你的分数能上的学校里这两个专业的实力。告诉我省份和分数，我可以查具体学校这两个专业的录取分。',
  ].join('\n')
}
