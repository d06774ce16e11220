import type { Entities } from './ai-nlu.ts'
import { dataOf, type Plan } from './ai-plan.ts'
import type { YearLine, YearLowest } from './ai-tools-lines.ts'

/**
 * A college's line in one batch of the old model (「河南理工 2024 理科 一本 投档线」, 「郑大2023年文科本一录取线」): the
 * years-table gives each year's lowest line over every batch, which in a year with 一批 and 二批 codes is the 二批 one,
 * not the line asked. The batch the question names is read here, and the college's line in that batch, year and track is
 * said first, from the same tool (lines_by_year) and its group rows. Only batches of the old model: 本科批 is one batch.
 */

type Row = Omit<YearLine, 'Major'>
type Lines = { YearsInData: number[]; PerYear: Pick<YearLowest, 'Year' | 'Apart'>[]; FocusYear: number | null; GroupsOfYear: Row[] }

const BATCHES: { label: string; asked: RegExp; row: RegExp }[] = [
  { label: '本科一批', asked: /本科一批|第一批|一批|一本|本一|重点本科|一段/, row: /一批|第一批|一本|本一|一段/ },
  { label: '本科二批', asked: /本科二批|第二批|二批|二本|本二|二段/, row: /二批|第二批|二本|本二|二段/ },
  { label: '本科三批', asked: /本科三批|第三批|三批|三本|本三/, row: /三批|第三批|三本|本三/ },
]

/** The old-model batch a question names (一本, 本一, 本科二批 …), or null. 一本线 of a province is batch_line's, not this. */
export function batchAsked(question: string): { label: string; row: RegExp } | null {
  // 「一本还是二本」 asks what the college is, not a line
  if (/[一二]本还是/.test(question)) return null
  return BATCHES.find((b) => b.asked.test(question)) ?? null
}

const rowOf = (r: Row, batch: RegExp) => batch.test(`${r.Batch} ${r.Group ?? ''}`)

/**
 * The lead sentence and rows of the college's line in the batch asked, or null when no batch is named. `call` asks
 * lines_by_year for one year (the same arguments as the answer's own call). The year asked, else the newest year whose
 * rows have that batch (the last year before the province's reform, when the question names none).
 */
export async function batchLineLead(
  plan: Plan,
  call: (year: number) => ReturnType<Plan['call']>,
  d: Lines,
  e: Entities,
  question: string,
  where: { school: string; province: string },
): Promise<string | null> {
  const batch = batchAsked(question)
  if (!batch) return null
  const years = e.year !== null ? [e.year] : d.YearsInData.slice(0, 5)
  for (const year of years) {
    const lines = (d.FocusYear === year ? d : (dataOf(await call(year)) as Lines | null)) ?? null
    if (!lines || lines.FocusYear !== year) continue
    const apart = lines.PerYear.filter((p) => p.Year === year).flatMap((p) => p.Apart ?? [])
    const rows = lines.GroupsOfYear.filter((r) => r.Year === year && rowOf(r, batch.row) && r.MinScore !== null)
    if (rows.length === 0) continue
    const isApart = (r: Row) => apart.some((a) => (r.Group ?? '').includes(a))
    const lead: string[] = []
    for (const track of [...new Set(rows.map((r) => r.SubjectType))]) {
      const ofTrack = rows.filter((r) => r.SubjectType === track)
      const own = ofTrack.filter((r) => !isApart(r))
      const pool = own.length ? own : ofTrack
      const lowest = pool.reduce((a, b) => (b.MinScore! < a.MinScore! ? b : a))
      lead.push(
        `**${where.school}${year}年在${where.province}${track}${batch.label}的投档线：${lowest.MinScore}分**${lowest.MinRank ? `（最低位次 ${lowest.MinRank}）` : ''}${lowest.Group ? `，对应“${lowest.Group}”` : ''}。`,
      )
      const others = ofTrack.filter((r) => r !== lowest)
      if (others.length) lead.push(`同批次还有：${others.map((r) => `${r.Group ?? '院校'} ${r.MinScore}分${r.MinRank ? `/${r.MinRank}名` : ''}`).join('；')}。`)
    }
    return lead.join('\n')
  }
  const yearSaid = e.year !== null ? `${e.year}年` : ''
  return `数据里没有${where.school}在${where.province}${yearSaid}${e.subjectType ?? ''}${batch.label}的普通类投档线（可能当年该省已不分批次，或数据未收录），下面是数据里有的线，我不会编造。`
}
