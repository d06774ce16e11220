import type { AnswerFn } from './ai-answers-school.ts'
import { dataOf, failureOf } from './ai-plan.ts'
import { trackLabels } from './ai-tool-kit.ts'

type Rank = {
  Year: number
  SubjectType: string
  Score: number
  WorstRank: number | null
  Equivalents: { Year: number; SubjectType: string; Score: number; Rank: number }[]
}
type Carried = { Year: number; SubjectType: string; Score: number | null } | null

/**
 * 等位分: the score's rank in its own year's table (the year attached to the score, else the newest), carried to the
 * other years by that rank. The year it is carried to (「换算成2025年」, 「相当于今年」, ai-nlu-carry.ts) leads the answer
 * in either direction; a newer year than the score's comes from that year's table, an older one from the tool's 等位分.
 */
export const equivalentScore: AnswerFn = async (plan, e0) => {
  const e = await plan.withProfile(e0)
  if (!e.province) return '等位分按省份的一分一段表计算，请告诉我你所在的省份（例如“河南”）。'
  const province = e.province
  const run = await plan.call('score_to_rank', {
    ProvinceId: province.id,
    Score: e.score,
    ...(e.subjectType ? { SubjectType: e.subjectType } : {}),
    ...(e.year ? { Year: e.year } : {}),
  })
  const r = dataOf(run) as Rank | null
  if (!r?.WorstRank) return `暂时无法计算等位分：${failureOf(run) || '没有对应的一分一段表'}。`
  const rank = r.WorstRank
  const carry = async (label: string, year?: number) =>
    dataOf(await plan.call('rank_to_score', { ProvinceId: province.id, Rank: rank, SubjectType: label, ...(year ? { Year: year } : {}) })) as Carried
  const row = (c: Carried) => (c && c.Score !== null ? [{ Year: c.Year, SubjectType: c.SubjectType, Score: c.Score, Rank: rank }] : [])
  // the same track under its other name (河南 2024 理科 → 2026 物理类), as the tool's own 等位分 carry it
  const labels = trackLabels(r.SubjectType).filter((l) => l !== '综合' || r.SubjectType === '综合')
  // 「去年600分相当于今年多少分」: a score of an earlier year is carried to the newest table of its track by its rank too
  let newest: Carried = null
  for (const label of labels) {
    const c = await carry(label)
    if (c && c.Year > (newest?.Year ?? r.Year)) newest = c
  }
  const rows = [...row(newest), ...r.Equivalents]
  const target = e.toYear ?? null
  // a target year neither holds (a year between the score's and the newest): that year's own table
  for (const label of target !== null && target !== r.Year ? labels : []) {
    if (rows.some((q) => q.Year === target)) break
    const own = await carry(label, target!)
    if (own?.Year === target) rows.push(...row(own))
  }
  rows.sort((a, b) => b.Year - a.Year)
  const where = `${r.Year}年${province.shortName}${r.SubjectType} ${r.Score}分（第 ${rank} 名）`
  if (rows.length === 0) return `${where}，但数据里没有其他年份同科类的一分一段表，无法给出等位分。`
  const hit = target !== null ? rows.find((q) => q.Year === target) : undefined
  const lead = hit
    ? `${where}相当于 **${target}年的 ${hit.Score}分**（${target}年${hit.SubjectType}同位次的等位分）。其他年份：`
    : target !== null && target !== r.Year
      ? `数据里没有${province.shortName}${target}年${r.SubjectType}的一分一段表，无法换算到${target}年，我不会编造。${where}在其他年份的等位分：`
      : `${where}在${rows[0]!.Year > r.Year ? `${rows[0]!.Year}年和往年` : '往年'}的等位分：`
  return [
    lead,
    '',
    '| 年份 | 科类 | 等位分 | 位次 |',
    '| --- | --- | --- | --- |',
    ...rows.map((q) => `| ${q.Year} | ${q.SubjectType} | ${q.Score} | ${q.Rank} |`),
    '',
    '看往年录取线时，用等位分或位次比较，比直接比分数更准。',
  ].join('\n')
}
