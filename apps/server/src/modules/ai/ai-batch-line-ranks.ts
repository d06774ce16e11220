import { dataOf, type Plan } from './ai-plan.ts'

type BatchRow = { SubjectType: string; Category: string; Batch: string; Score: number }

/** 「本科线、特招线，连同对应的位次」: the rank of each line is asked beside it */
const RANK_ASKED = /位次|为次|排名|名次|排多少|排第几|多少名|排几/

/**
 * A year's batch lines as a table; with their ranks in that year's 一分一段 table when the question asks for them
 * (dev v28: 山西 2026 本科线 401 is 物理类 rank 129,364). A line the table does not reach shows 「—」, never a guess.
 */
export async function batchLineTable(plan: Plan, provinceId: number, year: number | null, list: BatchRow[], question: string): Promise<string[]> {
  const label = (l: BatchRow) => `${l.Batch}${/普通|其他/.test(l.Category) || l.Batch.includes(l.Category) ? '' : `（${l.Category}）`}`
  if (!RANK_ASKED.test(question) || year === null || list.length > 12)
    return ['| 科类 | 批次 | 分数 |', '| --- | --- | --- |', ...list.map((l) => `| ${l.SubjectType} | ${label(l)} | ${l.Score} |`)]
  const ranks = await Promise.all(
    list.map(async (l) => {
      const r = dataOf(await plan.call('score_to_rank', { ProvinceId: provinceId, Score: l.Score, SubjectType: l.SubjectType, Year: year })) as {
        Year?: number
        WorstRank?: number | null
      } | null
      return r?.Year === year && r.WorstRank ? r.WorstRank : null
    }),
  )
  return [
    `| 科类 | 批次 | 分数 | ${year}年位次（约） |`,
    '| --- | --- | --- | --- |',
    ...list.map((l, i) => `| ${l.SubjectType} | ${label(l)} | ${l.Score} | ${ranks[i] ?? '—'} |`),
  ]
}
