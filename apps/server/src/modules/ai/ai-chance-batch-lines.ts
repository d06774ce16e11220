import type { Entities } from './ai-nlu.ts'
import { dataOf, type Plan } from './ai-plan.ts'
import { ordinaryLines } from './ai-batch-ordinary-lines.ts'

/**
 * 「能上本科吗？福州职院的工程造价能上吗」「专科线多少，X专业往年多少分」: a college's chance asked in one message with the
 * batch a score reaches, or a batch line by name. The chance answers the college; the lines asked are said beside it, from
 * the same tool as a batch-line question, with the score held against each (the gap is the tool's).
 */
const BATCH_ASKED = /(本科|专科|高职)(线|控制线|分数线|批次线)|(能|可以|够)(不能)?上(本科|专科|高职)|上(本科|专科)(够|没|有|吗|不)|(本科|专科)(够|没戏|无望)/

export async function batchLinesBesideChance(plan: Plan, e: Entities, question: string): Promise<string | null> {
  if (!e.province || e.score === null || !BATCH_ASKED.test(question)) return null
  const run = await plan.call('batch_lines', { ProvinceId: e.province.id, Score: e.score, ...(e.subjectType ? { SubjectType: e.subjectType } : {}) })
  const d = dataOf(run) as { Year: number | null; List: Parameters<typeof ordinaryLines>[0] } | null
  if (!d?.Year) return null
  const { bachelor, vocational } = ordinaryLines(d.List)
  const said = [bachelor, vocational].flatMap((l) => {
    if (!l) return []
    const gap = l.Gap ?? e.score! - l.Score
    return [`${l.Batch} **${l.Score}分**（你的${e.score}分${gap >= 0 ? `高 ${gap} 分，过线` : `低 ${-gap} 分，未过线`}）`]
  })
  if (!said.length) return null
  const verdict = bachelor && e.score < bachelor.Score ? '；普通类本科批报不了，看专科（高职）批' : ''
  return `- **${e.province.shortName}${d.Year}年${bachelor?.SubjectType ?? vocational?.SubjectType ?? ''}批次线**：${said.join('，')}${verdict}（省教育考试院公布；过线只说明能报这一批次）。`
}
