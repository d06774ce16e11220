import { statedBatchLine } from './ai-stated-line.ts'
import { checkStatedBatchLine } from './ai-premise-batch-line.ts'
import type { AnswerFn } from './ai-answers-school.ts'
import { recommendList } from './ai-answers-choice.ts'
import { dataOf, failureOf } from './ai-plan.ts'

import { ordinaryLines, type BatchLines as Lines } from './ai-batch-ordinary-lines.ts'

/**
 * “410分还能上本科吗”: the score against the newest 本科 control line of the province and track (the
 * line is the floor for 投档, not a promise), and below it the 专科 line and the 专科 candidates of the
 * same engine; above it, the 冲稳保 list.
 */
export const bachelorLineCheck: AnswerFn = async (plan, e0, question) => {
  const e = await plan.withProfile(e0)
  if (!e.province || e.score === null) return recommendList(plan, e0, question, true)
  // 「听人说河北本科线是485，差了十五分，是不是只能上专科了」: the line said is checked first, the score held against the real one
  const stated = statedBatchLine(question)
  if (stated !== null && stated !== e.score) return checkStatedBatchLine(plan, e, e.subjectType, question, stated)
  const run = await plan.call('batch_lines', { ProvinceId: e.province.id, Score: e.score, ...(e.subjectType ? { SubjectType: e.subjectType } : {}) })
  const d = dataOf(run) as Lines | null
  if (!d || d.List.length === 0) return `数据里没有${e.province.shortName}的批次线（${failureOf(run) || '未收录'}），无法判断你的分数是否过本科线。`
  const { bachelor, vocational } = ordinaryLines(d.List)
  if (!bachelor && /专科|高职/.test(question) && vocational) return vocationalCheck(e.province.shortName, e.score, d.Year, vocational, undefined)
  if (!bachelor) return `数据里没有${e.province.shortName}${d.Year}年${e.subjectType ?? ''}的本科线，无法判断。`
  // 「我这个分上专科够不够」: the 专科 line is the one asked, the 本科 line said beside it
  if (/专科|高职/.test(question) && !/本科/.test(question) && vocational) return vocationalCheck(e.province.shortName, e.score, d.Year, vocational, bachelor)
  const who = `${e.province.shortName}${bachelor.SubjectType} ${e.score}分`
  const gap = bachelor.Gap ?? e.score - bachelor.Score
  const lead =
    gap >= 0
      ? `**${who}**：高于${d.Year}年本科线（${bachelor.Batch} **${bachelor.Score}分**）${gap} 分，可以填报本科批；过线只说明有投档资格，能上哪些学校要看位次。`
      : `**${who}**：低于${d.Year}年本科线（${bachelor.Batch} **${bachelor.Score}分**）${-gap} 分，普通类本科批报不了（专项、艺体等另有线），建议重点看**专科（高职）批**${vocational ? `：${vocational.Batch} **${vocational.Score}分**，你的分数${e.score >= vocational.Score ? '已过线' : '也未过线'}` : `（数据里没有${d.Year}年${e.province.shortName}的专科批线，专科线以省教育考试院公布的为准）`}。`
  const list = await recommendList(plan, e, question, false)
  return [lead, '', `> 来源：${e.province.shortName}省教育考试院公布的${d.Year}年批次控制线。`, '', list].join('\n')
}

type Line = Lines['List'][number]

/** The score against the 专科 (高职) line, the gap from the tool; the 本科 line beside it, so the next step is clear. */
function vocationalCheck(province: string, score: number, year: number | null, line: Line, bachelor: Line | undefined): string {
  const gap = line.Gap ?? score - line.Score
  const who = `${province}${line.SubjectType} ${score}分`
  const lead =
    gap >= 0
      ? `**${who}**：高于${year}年专科（高职）线（${line.Batch} **${line.Score}分**）**${gap} 分**，够填报专科（高职）批；过线只说明有投档资格，能上哪所学校要看位次和院校的线。`
      : `**${who}**：低于${year}年专科（高职）线（${line.Batch} **${line.Score}分**）**${-gap} 分**，普通类专科批报不了；可以了解征集志愿、高职单招或复读。`
  const upper = bachelor
    ? (bachelor.Gap ?? score - bachelor.Score) >= 0
      ? `你的分数也过了本科线（${bachelor.Batch} ${bachelor.Score}分），可以先看本科批。`
      : `本科线是 ${bachelor.Score} 分（${bachelor.Batch}），你的分数在本科线以下，专科批是主要的方向。`
    : ''
  return [lead, ...(upper ? ['', upper] : []), '', `> 来源：${province}省教育考试院公布的${year}年批次控制线。`].join('\n')
}
