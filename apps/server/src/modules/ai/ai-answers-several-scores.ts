import type { Entities } from './ai-nlu.ts'
import { dataOf, failureOf, type Plan } from './ai-plan.ts'
import { rankData, rankOf, type ScoreRank } from './ai-score-rank.ts'

/**
 * Each score of a list asked at once (ai-several-scores.ts), one line per score, all from ONE table: the first score
 * settles the year (the year asked, or the newest table) and the others are read from that year's table, so the lines
 * can be compared. Each line says what the one-score answer says (the rank, the band of the same score, 等位分).
 */
export async function ranksOfScores(plan: Plan, e: Entities, scores: number[]): Promise<string> {
  const province = e.province!
  // every score after the first is read from the first one's table, so the lines compare
  const call = (score: number, year: number | null) => rankOf(plan, { ...e, score, year })
  const firstRun = await call(scores[0]!, e.year)
  const first = rankData(dataOf(firstRun))
  if (!first?.Year) return `暂时无法换算：${failureOf(firstRun) || '没有对应的一分一段表'}。`
  const rows: ScoreRank[] = [first]
  for (const score of scores.slice(1, 8)) {
    const r = rankData(dataOf(await call(score, first.Year)))
    if (r) rows.push(r)
  }
  const asked = e.year && e.year !== first.Year ? `（数据里没有${e.year}年的一分一段表，以下是最新的${first.Year}年）` : ''
  // one row per score: a table, which is what a list of scores is asked for (「做成表格」) and reads best on a phone
  const row = (r: ScoreRank) => {
    if (r.BelowTable) return `| ${r.Score} | 第 ${r.BelowTable.LastRank} 名之后（低于表中最低分${r.BelowTable.Floor}分） | — | — |`
    if (!r.WorstRank) return `| ${r.Score} | 表里没有这个分数 | — | — |`
    const eq = r.Equivalents.slice(0, 3).map((q) => `${q.Year}年 ${q.Score}分`)
    return `| ${r.Score} | 约第 **${r.WorstRank}** 名（最高第 ${r.BestRank ?? '—'} 名） | ${r.SameScoreCount ?? '—'} | ${eq.join('、') || '—'} |`
  }
  return [
    `${first.Year}年${province.shortName}${first.SubjectType}一分一段表${asked}，你问的 ${rows.length} 个分数各自的位次（全省共 ${first.Total ?? '—'} 人）：`,
    '',
    '| 分数 | 位次 | 同分人数 | 等位分 |',
    '| --- | --- | --- | --- |',
    ...rows.map(row),
    '',
    '位次是累计人数（含同分的人）；比较往年录取线请用位次或等位分，不要直接比分数。',
  ].join('\n')
}
