import type { Entities } from './ai-nlu.ts'
import { holds, sentencesOf } from './ai-sentences.ts'
import { dataOf, failureOf, type Plan } from './ai-plan.ts'
import { trackLabels } from './ai-tool-kit.ts'
import { askedYearOf, besideYears, relativeLabel, relativeYearsIn } from './ai-relative-years.ts'

/**
 * Several years asked at once (「这个分数前三年分别排多少」, 「本科线近三年」, 「2024到2026」): each year
 * from the same tool the one-year answer uses (score_to_rank, batch_lines with Year), so every number
 * keeps its year and its source. A score is not compared across years by itself: the answer says so.
 */

/**
 * 近三年, 前三年, 这三年 (粤语 呢三年), 过去三年, 最近几年, 历年, 每年, 三年分别: a count of years, not one year; 「江苏 物理 本科线 三年」
 * counts the years after the line it asks (进三年, 近 typed, is put right in ai-typos.ts).
 */
const YEARS_COUNT =
  /(?:近|前|这|呢|过去|最近|以往)(?:的)?(三|3|两|2|四|4|五|5|几)年|历年|每年|往年.{0,4}(?:分别|都)|(三|3|两|几)年(?:分别|都|各|来|的|位次|排名|变化|趋势|对比)|(?:线|分数|分)\s*(三|3|两|几)年/

export type YearsAsked = { years: number[] } | { count: number }

/** Words that ask (a question mark, 多少, 分别, 吗 …), read in a sentence without its count of years (前几年 holds 几). */
const ASKS = /[？?]|吗|么|多少|几|分别|各是|怎么|变化|趋势|对比|列|表|说一下|说说/
/**
 * 「亲戚说前几年一本二本合并了，我都搞不清楚。去年（2026）本科控制线到底物理多少？」: a count of years in a sentence that
 * only tells, beside another that asks, is the story's time, not the years asked (dev v29).
 */
function toldBeside(question: string, at: number): boolean {
  const sentences = sentencesOf(question)
  const own = sentences.find((s) => holds(s, at))
  if (!own || sentences.length < 2) return false
  const told = !ASKS.test(own.text.replace(YEARS_COUNT, ''))
  return told && sentences.some((s) => s !== own && ASKS.test(s.text))
}

/** The years a question asks for at once, or null when it asks one year (or none). */
export function yearsAsked(question: string, e: Entities): YearsAsked | null {
  if (e.years.length >= 2) return { years: e.years }
  const m = YEARS_COUNT.exec(question)
  if (!m || toldBeside(question, m.index)) return null
  const word = m[1] ?? m[2] ?? m[3] ?? '三'
  // 这几年, 近几年: more than two or three; every year the data has up to five (重庆's lines reach 2022–2026)
  const count = ({ 两: 2, 2: 2, 二: 2, 三: 3, 3: 3, 四: 4, 4: 4, 五: 5, 5: 5, 几: 5 } as Record<string, number>)[word] ?? 3
  return { count }
}

type Rank = { Year: number; SubjectType: string; Score: number; WorstRank: number | null; BestRank: number | null; Total: number | null }

/** One score's rank in each year's 一分一段表 (the newest years, or the years named). */
export async function ranksOverYears(plan: Plan, e: Entities, asked: YearsAsked, question = ''): Promise<string> {
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
  const later = 'years' in asked ? await laterRanks(plan, call, wanted) : []
  return [
    ...namedYears(question, plan),
    `**${province.shortName}${e.subjectType ?? ''} ${e.score}分在各年一分一段表中的位次**：`,
    '',
    '| 年份 | 科类 | 分数 | 位次（约） | 同分最高位次 | 全省人数 |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.Year} | ${r.SubjectType} | ${r.Score} | ${r.WorstRank} | ${r.BestRank ?? '—'} | ${r.Total ?? '—'} |`),
    '',
    ...(later.length
      ? [
          `同样${e.score}分在较新的年份：${later.map((r, i) => `${r.Year}年约第 **${r.WorstRank}** 名${i === later.length - 1 ? '（最新）' : ''}`).join('，')}。`,
          '',
        ]
      : []),
    `${missing.length ? `数据里没有${missing.join('、')}年的一分一段表。` : ''}同一个分数在不同年份的位次不同，是因为每年试卷难度和考生人数不同：比较往年录取线请用位次或等位分。`,
  ].join('\n')
}

/**
 * Years named, all before the newest table (「前年跟去年各排多少」 in November 2026 is 2024 and 2025): the later years the
 * asker may mean beside them, as ADR 115 does for one relative year (ADR 147).
 */
async function laterRanks(plan: Plan, call: (year?: number) => ReturnType<Plan['call']>, wanted: number[]): Promise<Rank[]> {
  const newest = dataOf(await call()) as Rank | null
  if (!newest?.WorstRank) return []
  const out: Rank[] = []
  for (const year of besideYears(Math.max(...wanted), newest.Year, plan.ctx.now()).filter((y) => !wanted.includes(y))) {
    const r = year === newest.Year ? newest : (dataOf(await call(year)) as Rank | null)
    if (r?.WorstRank && r.Year === year) out.push(r)
  }
  return out
}

/** 「前年（2024年）、去年（2025年）」: the relative years a question names, each with the year it is answered as (ADR 115). */
function namedYears(question: string, plan: Plan): string[] {
  const named = relativeYearsIn(question, askedYearOf(plan.ctx.now()))
  return named.length >= 2 ? [`按提问时间：${named.map(relativeLabel).join('、')}。`, ''] : []
}

type Line = { Year: number; SubjectType: string; Category: string; Batch: string; Score: number }
type Lines = { Year: number | null; YearsInData?: number[]; List: Line[] }

/**
 * The batch a question names, to keep the table to it; null keeps every line. 一段 is its own line (浙江 普通类一段线,
 * 平行录取一段, 第一段), not the 特殊类型 line beside it; 特控/一本/重点 is the top line under either name.
 */
function batchNamed(question: string): RegExp | null {
  if (/一段|第一段/.test(question)) return /一段|第一段/
  if (/二段|第二段/.test(question)) return /二段|第二段/
  // 「这三年的本科线，2024年那会儿还是一本二本吧」: 一本 and 二本 named as the old batches of the 本科 line asked, not 特控
  if (/特控|特殊类型|重点/.test(question) || (/一本/.test(question) && !/二本|本科线/.test(question))) return /特殊|特控|一本|重点|一批/
  // 「本科和专科线」: both lines asked
  if (/专科|高职/.test(question)) return /本科/.test(question) ? /本科|一段|一批|二批|二本|专科|高职/ : /专科|高职/
  if (/本科/.test(question)) return /本科|一段|一批|二批|二本/
  return null
}
/** Lines of other routes (专项, 预科, 体育, 艺术, 对口 for vocational-school students): never a year's ordinary line */
const OTHER_KINDS = /专项|预科|体育|艺术|对口/
/** the category of military, police and 部队生源 lines (西藏's 「本科 292」 of 2026 is one): never an ordinary line either */
const OTHER_CATEGORY = '其他'

/**
 * Whose line a row is, where one batch has several (西藏 publishes each 本科 line for A类 and B类 candidates; the data
 * files A's as 民族班, ADR 036): said in a column, so 400 and 330 are not read as two lines of the same candidates.
 */
function classOf(province: string, category: string): string {
  if (province !== '西藏') return category
  return category === '民族班' ? 'A类（区内少数民族）' : category === '普通类' ? 'B类（汉族及其他）' : category
}

/**
 * A province's control lines for each year asked: the years named, or the count of years back from the newest in the
 * data (近三年 in 2026 is 2026, 2025, 2024 whether or not the data has 2025). One row per year and track of the line
 * asked, and the years (or the line in a year) the data lacks said, never filled with another line.
 */
export async function batchLinesOverYears(plan: Plan, e: Entities, track: string | null, question: string, asked: YearsAsked): Promise<string> {
  const province = e.province!
  const callAs = (label: string | null, year?: number) =>
    plan.call('batch_lines', { ProvinceId: province.id, ...(label ? { SubjectType: label } : {}), ...(year ? { Year: year } : {}) })
  const first = await callAs(track)
  const newest = dataOf(first) as Lines | null
  if (!newest || newest.Year === null) return `数据里没有${province.shortName}的批次线：${failureOf(first) || '我不会编造'}。`
  const inData = newest.YearsInData ?? [newest.Year]
  const wanted = 'years' in asked ? [...asked.years] : Array.from({ length: asked.count }, (_, k) => newest.Year! - k)
  // years named, all before the newest in the data (「去年和前年的本科线」): the later ones beside them (ADR 147)
  const later = 'years' in asked ? besideYears(Math.max(...wanted), newest.Year, plan.ctx.now()).filter((y) => inData.includes(y)) : []
  const named = batchNamed(question)
  const classAsked = classNamed(province.shortName, question)
  const what = named ? lineWord(question) : '批次线'
  const rows: Line[] = []
  const lacking: number[] = []
  // an older year under the former name of the track (河南 2024 理科 for 物理类)
  const labels = track ? trackLabels(track) : [null]
  for (const year of [...wanted, ...later].sort((a, b) => b - a)) {
    let ofYear: Line[] = []
    for (const label of inData.includes(year) ? labels : []) {
      const d = year === newest.Year && label === track ? newest : (dataOf(await callAs(label, year)) as Lines | null)
      ofYear = (d?.List ?? []).filter((l) => l.Year === year && l.Category !== OTHER_CATEGORY && !OTHER_KINDS.test(`${l.Batch}${l.Category}`))
      if (ofYear.length) break
    }
    const ofClass = ofYear.filter((l) => classAsked === null || l.Category === classAsked)
    const kept = named ? ofClass.filter((l) => named.test(l.Batch)) : ofClass
    // the special-type line is the 特控 line only: asked for 本科 or 一段, it is another line
    const ordinary = named && !/特殊/.test(named.source) ? kept.filter((l) => !/特殊/.test(`${l.Batch}${l.Category}`)) : kept
    if (ordinary.length === 0 && wanted.includes(year)) lacking.push(year)
    rows.push(...ordinary.slice(0, 6))
  }
  const shown = [...new Set(rows.map((r) => r.Year))]
  const classes = new Set(rows.map((r) => r.Category)).size > 1
  if (rows.length === 0)
    return `数据里没有${province.shortName}${wanted.join('、')}年的${what}，我不会编造；数据里有批次线的年份：${inData.slice(0, 6).join('、')}。`
  return [
    ...namedYears(question, plan),
    ...(later.some((y) => shown.includes(y))
      ? [`（另列出较新的${later.filter((y) => shown.includes(y)).join('、')}年供对照，最新是${newest.Year}年。）`, '']
      : []),
    `**${province.shortName}${track ?? ''}${shown.length > 1 ? `${shown.length}年` : `${shown[0]}年`}的${what}**（按年份，每年一行）：`,
    '',
    ...(classes
      ? ['| 年份 | 科类 | 考生类别 | 批次 | 分数 |', '| --- | --- | --- | --- | --- |']
      : ['| 年份 | 科类 | 批次 | 分数 |', '| --- | --- | --- | --- |']),
    ...rows.map((l) =>
      classes
        ? `| ${l.Year} | ${l.SubjectType} | ${classOf(province.shortName, l.Category)} | ${l.Batch} | ${l.Score} |`
        : `| ${l.Year} | ${l.SubjectType} | ${l.Batch} | ${l.Score} |`,
    ),
    '',
    ...changeOfLines(rows, shown, question, (l) => (classes ? classOf(province.shortName, l.Category) : '')),
    ...(lacking.length ? [`数据里没有${province.shortName}${lacking.join('、')}年的${what}，这几年我不给数字，以省教育考试院公布的为准。`, ''] : []),
    `> 来源：${province.shortName}省级教育考试院公布的各年批次控制线。各年试卷难度不同，线的高低不能直接说明难易，比较请看位次。`,
  ].join('\n')
}

/** 「B类考生的一批线」 in 西藏: the category of the class named (ADR 036), null for both */
function classNamed(province: string, question: string): string | null {
  if (province !== '西藏') return null
  const b = /B类|汉族|汉考汉/i.test(question)
  const a = /A类|少数民族|藏族/i.test(question)
  return a === b ? null : b ? '普通类' : '民族班'
}

/** The line a question names, in its own words for the answer (一段线, 本科线, 专科线, 特控线). */
function lineWord(question: string): string {
  const named = [...new Set(question.match(/一段|二段|第一段|第二段|特控|特殊类型|重点|一本|专科|高职|本科/g) ?? [])]
  return named.length ? `${named.join('、')}线` : '批次线'
}

/** 高了还是低了, 涨了还是降了, 差几分, 变化: the change between two years asked, not only their lines */
const CHANGE_ASKED = /高了|低了|涨|降|差(几|多少)|变化|升|跌|比.{0,8}(高|低)/

/**
 * 「比2025年高了还是低了？各差几分？」 (v24): with two years shown and the change asked, each line's change said in words
 * (the newer year against the older, by the same track and batch), so the asker does not do the subtraction.
 */
function changeOfLines(rows: Line[], shown: number[], question: string, whose: (l: Line) => string): string[] {
  if (shown.length !== 2 || !CHANGE_ASKED.test(question)) return []
  const [newer, older] = [...shown].sort((a, b) => b - a) as [number, number]
  const said = rows
    .filter((r) => r.Year === newer)
    .flatMap((r) => {
      // the same candidates' line a year earlier: same track, batch and category (西藏's A and B lines apart)
      const before = rows.find((o) => o.Year === older && o.SubjectType === r.SubjectType && o.Batch === r.Batch && o.Category === r.Category)
      if (!before) return []
      const d = r.Score - before.Score
      const how = d === 0 ? '持平' : `${d > 0 ? '高' : '低'} ${Math.abs(d)} 分`
      const who = whose(r)
      return [`- ${r.SubjectType}${who ? `${who}` : ''}${r.Batch}：${newer}年 ${r.Score} 分，比${older}年的 ${before.Score} 分${how}。`]
    })
  return said.length ? [...said, ''] : []
}
