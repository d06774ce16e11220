import type { Entities } from './ai-nlu.ts'
import { dataOf, type Plan } from './ai-plan.ts'
import { besideYears, relativeYearOf } from './ai-relative-years.ts'
import { trackLabels } from './ai-tool-kit.ts'

/**
 * A batch line asked for a relative year (「去年本科线」, read by the clock as 2025 in November 2026) may mean a later
 * round: the answer keeps the year it read and adds, in one short line, the batch lines of the later years the asker may
 * mean — the same years ADR 115's `besideYears` gives a college's lines, ranks and tables (the season's reading from
 * September, and the newest year the data holds), so a batch line and a college line asked with one word show the same
 * years (ADR 124, ADR 130). Every number from batch_lines.
 */
type Line = { SubjectType: string; Category: string; Batch: string; Score: number }
type Lines = { Year: number | null; List: Line[] }

/** The 特殊类型招生控制线 by the names people say it with (特控线, 特招线, 特殊类型线) */
export const SPECIAL_ASKED = /特控|特招线|特殊类型/
const BACHELOR = /本科|一批|一段|二批|二段/
const VOCATIONAL = /专科|高职/
/** The batches a question asks: 本科 and 专科 both when both are named, 一批 or 二批 when named, else the 本科 line. */
function batchesAsked(question: string): RegExp {
  if (VOCATIONAL.test(question)) return BACHELOR.test(question) ? new RegExp(`${BACHELOR.source}|${VOCATIONAL.source}`) : VOCATIONAL
  if (/一批|一段/.test(question)) return /一批|一段/
  if (/二批|二段/.test(question)) return /二批|二段/
  return /本科|一段|一批/
}

/** A year's batch lines of the track (under its other name where the year says it otherwise: 理科 then, 物理类 now). */
async function linesOf(plan: Plan, provinceId: number, track: string | null, year: number | null): Promise<Lines | null> {
  let d: Lines | null = null
  for (const label of track ? trackLabels(track) : [null]) {
    d = dataOf(
      await plan.call('batch_lines', { ProvinceId: provinceId, ...(label ? { SubjectType: label } : {}), ...(year ? { Year: year } : {}) }),
    ) as Lines | null
    if (d?.List?.length) break
  }
  return d
}

/**
 * The later years' lines beside a relative year's answer (`answered`: the year the answer's table shows), or null. The
 * asked year with no line of the track is answered by the newest year already: nothing later is added then.
 */
export async function laterBatchLinesBeside(plan: Plan, e: Entities, track: string | null, answered: number | null, question: string): Promise<string | null> {
  const rel = relativeYearOf(e)
  if (!rel || !e.province || answered === null) return null
  const newest = await linesOf(plan, e.province.id, track, null)
  if (!newest?.Year || !newest.List?.length) return null
  const wanted = batchesAsked(question)
  // the batches the question asks, ordinary lines only; the 特殊类型 line too where it is asked by any of its names (特控线,
  // 特招线, 特殊类型): a year the data holds without it is answered beside by the later year's (ADR 157)
  const special = SPECIAL_ASKED.test(question)
  const said = (d: Lines) =>
    d.List.filter(
      (l) =>
        (special && /特殊类型/.test(l.Category + l.Batch)) ||
        (wanted.test(l.Batch) && !/特殊|专项/.test(l.Category + l.Batch) && (/普通|其他/.test(l.Category) || l.Batch.includes(l.Category))),
    )
      .map((l) => `${l.SubjectType}${l.Batch} ${l.Score}分`)
      .join('，')
  const parts: string[] = []
  for (const year of besideYears(rel.year, newest.Year, plan.ctx.now()).filter((y) => y > answered)) {
    const d = year === newest.Year ? newest : await linesOf(plan, e.province.id, track, year)
    const text = d?.Year === year ? said(d) : ''
    if (text) parts.push(`**${year}年${year === newest.Year ? '（最新）' : ''}**：${text}`)
  }
  return parts.length ? `${parts.join('；')}。` : null
}
