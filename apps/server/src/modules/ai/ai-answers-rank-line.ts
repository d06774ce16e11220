import type { AnswerFn } from './ai-answers-school.ts'
import { scoreToRank } from './ai-answers-general.ts'
import { ordinaryLines } from './ai-batch-ordinary-lines.ts'
import { dataOf } from './ai-plan.ts'
import { yearsAsked } from './ai-answers-years.ts'
import { scoresListed } from './ai-several-scores.ts'
import { ranksOfScores } from './ai-answers-several-scores.ts'

type Lines = { Year: number | null; List: { SubjectType: string; Category: string; Batch: string; Score: number; Gap?: number }[] }

/**
 * 「本科稳了吧？全省排好多」「上本科线没？位次呢」「520分是不是很差」: a score's rank asked together with whether it
 * reaches a batch, or how good it is: where a score stands is its rank AND its distance to the 本科 line (or the 专科
 * line when that is named), both from the tools.
 */
export const STANDING_ASKED =
  /本科|专科|高职|一本|二本|一批|二批|一段|二段|特控|过线|上线|压线|差不差|很差|老差|好差|太差|是不是.{0,3}差|差吗|好不好|算好|算高|算低|高不高|低不低|怎么样|咋样|水平|什么档次|啥档次|(没|有)(啥|什么)?好?(学校|大学)(可以|能)?(上|读)/

export const rankWithLine: AnswerFn = async (plan, e0, question) => {
  // 「600、620、640分各排多少名」: every score of the list, from one table (ai-several-scores.ts); several years asked of
  // one score stay the years' answer
  const several = scoresListed(question)
  const own = several ? await plan.withProfile(e0) : null
  if (several && own?.province && !yearsAsked(question, own)) return ranksOfScores(plan, own, several)
  const rank = await scoreToRank(plan, e0, question)
  const e = await plan.withProfile(e0)
  if (!STANDING_ASKED.test(question) || !e.province || e.score === null || e.scoreRange) return rank
  const d = dataOf(
    await plan.call('batch_lines', { ProvinceId: e.province.id, Score: e.score, ...(e.subjectType ? { SubjectType: e.subjectType } : {}) }),
  ) as Lines | null
  const { bachelor, vocational } = ordinaryLines(d?.List ?? [])
  // 「离本科线差一百多分……专科线是多少」: 专科 asked of a score below the 本科 line is held against the 专科 line, the 本科 line
  // said beside it (dev v29: the 本科 verdict alone left the 专科 line asked unsaid)
  const belowBachelor = bachelor?.Gap !== undefined && bachelor.Gap < 0
  const line = /专科|高职/.test(question) && (!/本科/.test(question) || belowBachelor) ? (vocational ?? bachelor) : (bachelor ?? vocational)
  if (!d || !line || line.Gap === undefined) return rank
  const what = /专科|高职/.test(line.Batch) ? '专科（高职）线' : '本科线'
  const verdict =
    line.Gap >= 0
      ? `**${e.province.shortName}${line.SubjectType} ${e.score}分**：高于${d.Year}年${what}（${line.Batch} **${line.Score}分**）**${line.Gap} 分**，过线了（过线只说明能报这一批次，能上哪些学校要看位次）。`
      : `**${e.province.shortName}${line.SubjectType} ${e.score}分**：低于${d.Year}年${what}（${line.Batch} **${line.Score}分**）**${-line.Gap} 分**，还没有过线。`
  const beside =
    line !== bachelor && bachelor && belowBachelor
      ? `本科线是 ${bachelor.Score} 分（${bachelor.Batch}），还差 ${-bachelor.Gap!} 分，专科批是主要的方向。`
      : null
  return [verdict, ...(beside ? [beside] : []), '', rank].join('\n')
}
