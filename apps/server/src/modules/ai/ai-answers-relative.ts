import type { Entities } from './ai-nlu.ts'
import { dataOf, type Plan } from './ai-plan.ts'
import { besideYears, relativeLabel, relativeYearOf } from './ai-relative-years.ts'
import { calendarTargetYear } from '@gk/domain'

/**
 * What an answer to a relative year (「去年」「那前年呢」) adds (ADR 115): the year it answers is named by the engine
 * (withRelativeYearNamed); here, beside it, one short sentence with the same thing in the later years the asker may
 * mean (the season's reading, and the newest year the data holds for that unit), or, when the year asked has none yet,
 * what the newest year says. Every number from the same tool as the answer's own.
 */

type RankRow = { Year: number; Score: number; WorstRank: number | null }

/** The score's rank in the later years beside the relative year asked, from the one-score-one-rank tables. */
export async function ranksBeside(plan: Plan, e: Entities, answered: number | null): Promise<string | null> {
  const rel = relativeYearOf(e)
  if (!rel || !e.province || e.score === null) return null
  const rankIn = async (year: number | null) =>
    dataOf(
      await plan.call('score_to_rank', {
        ProvinceId: e.province!.id,
        Score: e.score,
        ...(e.subjectType ? { SubjectType: e.subjectType } : {}),
        ...(year ? { Year: year } : {}),
      }),
    ) as RankRow | null
  const newest = await rankIn(null)
  if (!newest?.WorstRank) return null
  // the year asked has no table yet (「今年」 in June, before the tables of that year are in): the newest one says it
  if (answered !== rel.year)
    return rel.year > newest.Year
      ? `数据里还没有${relativeLabel(rel)}的一分一段表${notOutYet(plan, rel.year)}；最新的${newest.Year}年，**${e.score}分**约第 **${newest.WorstRank}** 名。`
      : null
  const rows: RankRow[] = []
  for (const y of besideYears(rel.year, newest.Year, plan.ctx.now())) {
    const r = y === newest.Year ? newest : await rankIn(y)
    if (r?.WorstRank && r.Year === y) rows.push(r)
  }
  if (!rows.length) return null
  return `同样${e.score}分在较新的年份：${rows.map((r) => `${r.Year}年约第 **${r.WorstRank}** 名${r === newest ? '（最新）' : ''}`).join('，')}。`
}

type LineRow = { Year: number; SubjectType: string; MinScore: number | null; MinRank: number | null }

/**
 * The lead of a college's lines answer to a relative year: 「去年（2025年）最低 X 分（位次 N）；2026年（最新）Y 分」, from
 * the same per-year lowest lines the table shows (several tracks: each its own).
 */
export function linesLead(plan: Plan, e: Entities, rows: LineRow[], yearsInData: number[], what: string, always = false): string | null {
  if (!yearsInData.length) return null
  const newest = Math.max(...yearsInData)
  // always: a summary of the year asked (or the newest) even when no relative year was said (another reading of a name)
  const rel = relativeYearOf(e) ?? (always ? { word: '', year: e.year ?? newest } : null)
  if (!rel) return null
  const label = rel.word ? relativeLabel(rel) : `${rel.year}年`
  const tracks = new Set(rows.map((r) => r.SubjectType)).size
  // the lowest of each year and track (a unit with two rows a year, a year's groups): the bar for getting in at all
  const lowest = (year: number, track: string) =>
    rows.filter((r) => r.Year === year && r.SubjectType === track && r.MinScore !== null).sort((a, b) => a.MinScore! - b.MinScore!)[0]
  const said = (year: number) => {
    const ofYear = [...new Set(rows.map((r) => r.SubjectType))].flatMap((t) => lowest(year, t) ?? [])
    return ofYear.length
      ? ofYear.map((r) => `${tracks > 1 ? r.SubjectType : ''}最低 **${r.MinScore}** 分${r.MinRank ? `（位次 ${r.MinRank}）` : ''}`).join('，')
      : null
  }
  const newestSaid = said(newest)
  if (!yearsInData.includes(rel.year))
    return newestSaid && rel.year > newest ? `数据里还没有${what}${label}的线${notOutYet(plan, rel.year)}；最新的${newest}年${newestSaid}。` : null
  const asked = said(rel.year)
  if (!asked) return null
  const later = (rel.word ? besideYears(rel.year, newest, plan.ctx.now()) : [])
    .map((y) => [y, said(y)] as const)
    .filter(([, s]) => s)
    .map(([y, s]) => `${y}年${y === newest ? '（最新）' : ''}${s}`)
  return `${label}${what}${asked}${later.length ? `；${later.join('；')}` : ''}。`
}

/** Why a year's results are not in: not published yet (its exam is this season's), or not collected. */
function notOutYet(plan: Plan, year: number): string {
  return year >= calendarTargetYear(plan.ctx.now().getTime()) ? `（${year}年的录取结果和位次表要到当年6–8月才公布）` : '（还未收录）'
}
