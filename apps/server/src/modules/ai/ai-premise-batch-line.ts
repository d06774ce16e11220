import { normaliseNumbers } from './ai-numbers.ts'
import type { Entities } from './ai-nlu.ts'
import { dataOf, failureOf, type Plan } from './ai-plan.ts'
import { trackLabels } from './ai-tool-kit.ts'
import { laterBatchLinesBeside } from './ai-batch-line-newest.ts'

/** A stated batch line checked against the data (the reading of the statement is ai-stated-line.ts). */
type Line = { Year: number; SubjectType: string; Category: string; Batch: string; Score: number }
type Lines = { Year: number | null; YearsInData?: number[]; List: Line[] }

/** The batch the question names, most specific first (二批 is not 一批, 本科 alone is every 本科 line). */
function batchOf(question: string): RegExp {
  if (/二批|二本|二段/.test(question)) return /二批|二本|二段/
  if (/一批|一本|一段|特[控空]|特殊|特招|重本/.test(question)) return /一批|一本|一段|特殊|特控|重点/
  if (/三批|三本/.test(question)) return /三批|三本/
  if (/专科|高职/.test(question)) return /专科|高职/
  return /本科|一段|一批|二批|二本/
}
const OTHER_KINDS = /专项|预科|体育|艺术/

/** The stated line checked against the data's line of that year, track and batch; the lines themselves follow. */
export async function checkStatedBatchLine(plan: Plan, e: Entities, track: string | null, question: string, stated: number): Promise<string> {
  const province = e.province!
  const ask = (label: string | null) =>
    plan.call('batch_lines', { ProvinceId: province.id, ...(label ? { SubjectType: label } : {}), ...(e.year ? { Year: e.year } : {}) })
  let run = await ask(track)
  // 理科 asked in a year that says 物理类 (or the other way round): the same track under its other name
  for (const label of track ? trackLabels(track).slice(1) : []) {
    if ((dataOf(run) as Lines | null)?.List?.length) break
    run = await ask(label)
  }
  const d = dataOf(run) as Lines | null
  if (!d || d.Year === null || d.List.length === 0)
    return `数据里没有${province.shortName}的批次线（${failureOf(run) || '未收录'}），无法核对${stated}分这个说法，我不会编造。`
  // the batch said beside the number (「本科线是485……只能上专科了吗」 checks the 本科 line, not the 专科 one)
  const clause = normaliseNumbers(question)
    .split(/[，,。？?！!；;]/)
    .find((c) => new RegExp(`(?<!\\d)${stated}(?!\\d)`).test(c))
  const named = batchOf(clause && /本科|专科|高职|[一二三][批本段]|特[控空殊招]|重本/.test(clause) ? clause : question)
  const special = /特[控空]|特殊|特招/.test(question)
  const all = d.List.filter((l) => !OTHER_KINDS.test(`${l.Batch}${l.Category}`))
  const ofBatch = all.filter((l) => named.test(l.Batch) && (special || !/特殊/.test(`${l.Batch}${l.Category}`)))
  // the ordinary line is the one asked (新疆 also has 民族班 lines of each batch); another kind only when it is what was said
  const ordinary = ofBatch.filter((l) => /普通/.test(l.Category) || !l.Category)
  const lines = ordinary.length ? ordinary : ofBatch
  const yearNote = e.year && e.year !== d.Year ? `（数据里没有${e.year}年的线，以下是最新的${d.Year}年）` : ''
  const where = `${province.shortName}${d.Year}年`
  const label = (l: Line) => `${l.SubjectType}${l.Category && !/普通/.test(l.Category) && l.Category !== l.SubjectType ? `（${l.Category}）` : ''}${l.Batch}`
  if (lines.length === 0)
    return `数据里没有${where}你说的这条批次线，无法核对${stated}分这个说法；${where}的批次线有：${all.map((l) => `${label(l)}${l.Score}分`).join('，')}。`
  const near = (l: Line) => Math.abs(l.Score - stated) <= 1
  const same = ofBatch.find(near)
  // the number is another line of the year (468 is 本科一批, not 二批): said, so the mix-up is clear
  const elsewhere = same ? undefined : all.find(near)
  // 「河北物理类本科线是485吧」: 485 is the 历史类 line of that year; whose line it is, said
  const otherTrack =
    same || elsewhere || !track
      ? undefined
      : ((dataOf(await ask(null)) as Lines | null)?.List ?? []).find(
          (l) => near(l) && l.SubjectType !== lines[0]!.SubjectType && !OTHER_KINDS.test(`${l.Batch}${l.Category}`),
        )
  const text = (l: Line) => `${label(l)} **${l.Score}分**`
  const lead = same
    ? `对，${where}${text(same)}${yearNote}，和你说的${stated}分一致。`
    : `不对：${where}${lines.map(text).join('，')}${yearNote}，不是${stated}分。${
        elsewhere
          ? `${stated}分是${where}${label(elsewhere)}的线，不是你问的这条。`
          : otherTrack
            ? `${stated}分是${where}**${label(otherTrack)}**的线（另一个科类），不是你问的${lines[0]!.SubjectType}的线。`
            : `${stated}分可能是别的批次、别的科类或别的年份的线，请以省教育考试院公布的为准。`
      }`
  const withCategory = all.some((l) => l.Category && !/普通/.test(l.Category))
  // 「去年本科线是450对吧」: the newest year's line beside the year read, which may be the one the asker means (ADR 124)
  const newest = await laterBatchLinesBeside(plan, e, track, d.Year, question)
  // 「我考了470，本科没戏了吗」: the candidate's own score against the line as it really is
  const main = lines[0]!
  const standing =
    e.score === null || e.score === stated
      ? null
      : e.score >= main.Score
        ? `你的 **${e.score}分** 高于${label(main)}（${main.Score}分）**${e.score - main.Score} 分**，过线了（过线只说明能报这一批次，录取还要看院校的线）。`
        : `你的 **${e.score}分** 低于${label(main)}（${main.Score}分）**${main.Score - e.score} 分**。`
  return [
    lead,
    '',
    ...(standing ? [standing, ''] : []),
    `**${where}批次控制线**`,
    '',
    withCategory ? '| 科类 | 类别 | 批次 | 分数 |' : '| 科类 | 批次 | 分数 |',
    withCategory ? '| --- | --- | --- | --- |' : '| --- | --- | --- |',
    ...all.map((l) => (withCategory ? `| ${l.SubjectType} | ${l.Category} | ${l.Batch} | ${l.Score} |` : `| ${l.SubjectType} | ${l.Batch} | ${l.Score} |`)),
    '',
    ...(newest ? [newest, ''] : []),
    `> 来源：${province.shortName}省级教育考试院公布的${d.Year}年批次控制线。`,
  ].join('\n')
}
