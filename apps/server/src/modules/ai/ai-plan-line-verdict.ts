import type { Entities } from './ai-nlu.ts'
import { dataOf, type Plan } from './ai-plan.ts'

/**
 * 「广西历史类310分，能报广西交通职院的新能源汽车技术吗？招多少人」: a plan asked with a score and 能报 beside it is
 * answered with the batch line the college fills in (高职高专/专科 for a 职业 college, 本科 otherwise) and whether the
 * score is above it (ADR 157): the plan's seats alone never say whether the asker may fill it. Every number from
 * batch_lines; the verdict is the line's, not a chance.
 */
const CAN_APPLY = /能(?:不能)?报|可以报|可不可以报|得不得报|报得了|够不够|能不能上|能上吗|够格/
/** A college of the 专科 batch by its name: 职业(技术)学院, 高等专科学校, 职业大学 fill 高职(专科) */
const VOCATIONAL_COLLEGE = /职业|高等专科|专科学校|高专/

type Line = { SubjectType: string; Category: string; Batch: string; Score: number; Gap?: number }

/**
 * `stated`: the question itself gave the score (「历史类 计划 学费 310分」, 「310分左右，想读…」): a score said beside a plan
 * is said to be held against its line, asked or not; a saved score is used only when 能报 is asked.
 */
export async function planLineVerdict(plan: Plan, e: Entities, question: string, school: { name: string }, stated: boolean): Promise<string | null> {
  if (e.score === null || !e.province || !(stated || CAN_APPLY.test(question))) return null
  const run = await plan.call('batch_lines', {
    ProvinceId: e.province.id,
    Score: e.score,
    ...(e.subjectType ? { SubjectType: e.subjectType } : {}),
  })
  const d = dataOf(run) as { Year: number | null; List: Line[] } | null
  if (!d?.Year) return null
  const vocational = VOCATIONAL_COLLEGE.test(school.name)
  const line = d.List.find((l) => /普通|其他/.test(l.Category) && !/特殊|专项/.test(l.Batch) && (vocational ? /专科|高职/.test(l.Batch) : /本科/.test(l.Batch)))
  if (!line || line.Gap === undefined) return null
  const where = `${d.Year}年${e.province.shortName}${line.SubjectType}${line.Batch}（**${line.Score}分**）`
  return line.Gap >= 0
    ? `**能报**：你的 ${e.score}分 高于${where} ${line.Gap} 分，${school.name}在这一批次招生（过线只说明能报这一批次，录取还要看院校和专业的线）。`
    : `你的 ${e.score}分 低于${where} ${-line.Gap} 分，没有过这一批次的线，报不了${school.name}这一批次的专业。`
}
