import type { Entities } from './ai-nlu.ts'
import { dataOf, type Plan } from './ai-plan.ts'
import { relativeYearOf } from './ai-relative-years.ts'
import { trackLabels } from './ai-tool-kit.ts'

/**
 * A batch line asked for a relative year (「去年本科线」, read by the clock as 2025 in November 2026) may mean the newest
 * round the data holds (the 2026 lines, out since June): as ADR 115 does for a college's lines, the answer keeps the year
 * it read and adds the newest year's line beside it in one short line (ADR 124). Every number from batch_lines.
 */
type Line = { SubjectType: string; Category: string; Batch: string; Score: number }

const BACHELOR = /本科|一批|一段|二批|二段/
const VOCATIONAL = /专科|高职/
/** The batches a question asks: 本科 and 专科 both when both are named, 一批 or 二批 when named, else the 本科 line. */
function batchesAsked(question: string): RegExp {
  if (VOCATIONAL.test(question)) return BACHELOR.test(question) ? new RegExp(`${BACHELOR.source}|${VOCATIONAL.source}`) : VOCATIONAL
  if (/一批|一段/.test(question)) return /一批|一段/
  if (/二批|二段/.test(question)) return /二批|二段/
  return /本科|一段|一批/
}

export async function newestBatchBeside(plan: Plan, e: Entities, track: string | null, answered: number | null, question: string): Promise<string | null> {
  const rel = relativeYearOf(e)
  if (!rel || !e.province || answered === null) return null
  const ask = async (label: string | null) =>
    dataOf(await plan.call('batch_lines', { ProvinceId: e.province!.id, ...(label ? { SubjectType: label } : {}) })) as {
      Year: number | null
      List: Line[]
    } | null
  let d = await ask(track)
  // the newest year may name the track otherwise (理科 then, 物理类 now)
  for (const label of track ? trackLabels(track).slice(1) : []) {
    if (d?.List?.length) break
    d = await ask(label)
  }
  if (!d?.Year || d.Year <= answered || !d.List?.length) return null
  // the batches the question asks, ordinary lines only
  const wanted = batchesAsked(question)
  const lines = d.List.filter(
    (l) => wanted.test(l.Batch) && !/特殊|专项/.test(l.Category + l.Batch) && (/普通|其他/.test(l.Category) || l.Batch.includes(l.Category)),
  )
  if (!lines.length) return null
  return `**${d.Year}年（最新）**：${lines.map((l) => `${l.SubjectType}${l.Batch} ${l.Score}分`).join('，')}。`
}
