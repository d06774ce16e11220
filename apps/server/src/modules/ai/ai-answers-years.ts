import type { Entities } from './ai-nlu.ts'
import { dataOf, failureOf, type Plan } from './ai-plan.ts'
import { trackLabels } from './ai-tool-kit.ts'

/**
 * Several years asked at once (「这个分数前三年分别排多少」, 「本科线近三年」, 「2024到2026」): each year
 * from the same tool the one-year answer uses (score_to_rank, batch_lines with Year), so every number
 * keeps its year and its source. A score is not compared across years by itself: the answer says so.
 */

/** 近三年, 前三年, 这三年, 过去三年, 最近几年, 历年, 每年, 三年分别: a count of years, not one year */
const YEARS_COUNT =
  /(?:近|前|这|过去|最近|以往)(?:的)?(三|3|两|2|二|四|4|五|5|几)年|历年|每年|往年.{0,4}(?:分别|都)|(三|3|两|2|几)年(?:分别|都|各|来|的|位次|排名|变化|趋势|对比)/

export type YearsAsked = { years: number[] } | { count: number }

/** The years a question asks for at once, or null when it asks one year (or none). */
export function yearsAsked(question: string, e: Entities): YearsAsked | null {
  if (e.years.length >= 2) return { years: e.years }
  const m = YEARS_COUNT.exec(question)
  if (!m) return null
  const word = m[1] ?? m[2] ?? '三'
  const count = ({ 两: 2, 2: 2, 二: 2, 三: 3, 3: 3, 四: 4, 4: 4, 五: 5, 5: 5, 几: 3 } as Record<string, number>)[word] ?? 3
  return { count }
}

type Rank = { Year: number; SubjectType: string; Score: number; WorstRank: number | null; BestRank: number | null; Total: number | null }

/** One score's rank in each year's 一分一段表 (the newest years, or the years named). */
export async function ranksOverYears(plan: Plan, e: Entities, asked: YearsAsked): Promise<string> {
  const province = e.province!
  const call = (year?: number) =>
    plan.call('score_to_rank', {
      ProvinceId: province.id,
      Score: e.score,
      ...(e.subjectType ? { SubjectType: e.subjectType } : {}),
      ...(year ? { Year: year } : {}),
    })
  let wanted: number[]
  if ('years' in asked) wanted = asked.years
  else {
    const newest = dataOf(await call()) as Rank | null
    if (!newest) return `暂时无法换算：${province.shortName}没有对应的一分一段表。`
    wanted = Array.from({ length: asked.count }, (_, k) => newest.Year - k)
  }
  const rows: Rank[] = []
  for (const year of [...wanted].sort((a, b) => b - a)) {
    const run = await call(year)
    const r = dataOf(run) as Rank | null
    // a year without a table falls back to an older one in the tool: kept only when it is the year asked
    if (r?.WorstRank && r.Year === year && !rows.some((x) => x.Year === r.Year)) rows.push(r)
  }
  if (rows.length === 0) return `数据里没有${province.shortName}这些年份的一分一段表，无法换算，我不会编造。`
  const missing = wanted.filter((y) => !rows.some((r) => r.Year === y))
  return [
    `**${province.shortName}${e.subjectType ?? ''} ${e.score}分在各年一分一段表中的位次**：`,
    '',
    '| 年份 | 科类 | 分数 | 位次（约） | 同分最高位次 | 全省人数 |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.Year} | ${r.SubjectType} | ${r.Score} | ${r.WorstRank} | ${r.BestRank ?? '—'} | ${r.Total ?? '—'} |`),
    '',
    `${missing.length ? `数据里没有${missing.join('、')}年的一分一段表。` : ''}同一个分数在不同年份的位次不同，是因为每年试卷难度和考生人数不同：比较往年录取线请用位次或等位分。`,
  ].join('\n')
}

type Line = { Year: number; SubjectType: string; Category: string; Batch: string; Score: number }
type Lines = { Year: number | null; YearsInData?: number[]; List: Line[] }

/** The batch a question names (本科线, 特控线, 专科线), to keep the table to it; null keeps every line. */
function batchNamed(question: string): RegExp | null {
  if (/特控|一本|重点|一段/.test(question)) return /特殊|特控|一本|重点|一段|一批/
  if (/专科|高职/.test(question)) return /专科|高职/
  if (/本科/.test(question)) return /本科|一段|一批|二批|二本/
  return null
}

/** A province's control lines for each year asked (the newest years in the data, or the years named). */
export async function batchLinesOverYears(plan: Plan, e: Entities, track: string | null, question: string, asked: YearsAsked): Promise<string> {
  const province = e.province!
  const call = (year?: number) =>
    plan.call('batch_lines', { ProvinceId: province.id, ...(track ? { SubjectType: track } : {}), ...(year ? { Year: year } : {}) })
  const callAs = (label: string | null, year: number) =>
    plan.call('batch_lines', { ProvinceId: province.id, ...(label ? { SubjectType: label } : {}), Year: year })
  const first = await call()
  const newest = dataOf(first) as Lines | null
  if (!newest || newest.Year === null) return `数据里没有${province.shortName}的批次线：${failureOf(first) || '我不会编造'}。`
  const inData = newest.YearsInData ?? [newest.Year]
  const wanted = 'years' in asked ? asked.years.filter((y) => inData.includes(y)) : inData.slice(0, asked.count)
  const named = batchNamed(question)
  const rows: Line[] = []
  // an older year under the former name of the track (河南 2024 理科 for 物理类)
  const labels = track ? trackLabels(track) : [null]
  for (const year of [...wanted].sort((a, b) => b - a)) {
    let ofYear: Line[] = []
    for (const label of labels) {
      const d = year === newest.Year && label === track ? newest : (dataOf(await callAs(label, year)) as Lines | null)
      ofYear = (d?.List ?? []).filter((l) => l.Year === year)
      if (ofYear.length) break
    }
    const kept = named ? ofYear.filter((l) => named.test(`${l.Batch}${l.Category}`) && !/专项|预科|体育|艺术/.test(`${l.Batch}${l.Category}`)) : ofYear
    rows.push(...(kept.length ? kept : ofYear).slice(0, 6))
  }
  const missing = 'years' in asked ? asked.years.filter((y) => !inData.includes(y)) : []
  return [
    `**${province.shortName}${track ?? ''}近${new Set(rows.map((r) => r.Year)).size}年批次控制线**：`,
    '',
    '| 年份 | 科类 | 批次 | 分数 |',
    '| --- | --- | --- | --- |',
    ...rows.map((l) => `| ${l.Year} | ${l.SubjectType} | ${l.Batch} | ${l.Score} |`),
    '',
    `> 来源：${province.shortName}省级教育考试院公布的各年批次控制线${missing.length ? `（数据里没有${missing.join('、')}年）` : ''}。各年试卷难度不同，线的高低不能直接说明难易，比较请看位次。`,
  ].join('\n')
}
