import type { Entities } from './ai-nlu.ts'
import { dataOf, type Plan } from './ai-plan.ts'

type Facts = { Name: string; Code: string; Category: string; SubCategory: string; Degree: string; Years: number | null }
type Ranking = {
  Year: number | null
  List: { Major: string | null; MajorId: string | null; Rank: number | null; Grade: string | null; Colleges: number }[]
  FirstClass: string[]
}

/** 门类, 专业代码, 属于哪个学科: the major's catalogue facts asked beside its ranking. */
const FACTS_ASKED = /门类|代码|学科|属于|哪一?类|什么类|学位|学制|几年/

/**
 * 「草业科学属于哪个门类？代码多少？兰州大学这个专业在软科排名里怎么样？」: a major's place at the college named, in the
 * 软科中国大学专业排名 (名次 and 等级 of the newest year, of how many colleges), whether it is a 国家级一流本科专业建设点
 * there, and its catalogue facts (代码, 门类, 专业类) when asked — never the college's overall rank for a major asked.
 * Null when no college and major are named.
 */
export async function majorRankAtCollege(plan: Plan, e: Entities, question: string): Promise<string | null> {
  const school = e.schools[0]
  if (!school || !e.majors.length) return null
  const out: string[] = []
  for (const m of e.majors.slice(0, 2)) {
    const facts = FACTS_ASKED.test(question) ? (dataOf(await plan.call('major_facts', { Name: m.name })) as Facts | null) : null
    if (facts)
      out.push(
        `**${facts.Name}**：专业代码 **${facts.Code}**，属于**${facts.Category}**门类（${facts.SubCategory}）${facts.Degree ? `，授${facts.Degree}` : ''}${facts.Years ? `，学制 ${facts.Years} 年` : ''}（本应用专业目录）。`,
      )
    const r = dataOf(await plan.call('major_ranking', { SchoolId: school.id, MajorIds: [m.id] })) as Ranking | null
    const row = r?.List[0]
    const firstClass = r?.FirstClass.includes(m.id) ? `它也是${school.name}的国家级一流本科专业建设点。` : ''
    out.push(
      row
        ? `**${school.name}${row.Major ?? m.name}**在软科中国大学专业排名${r?.Year ?? ''}中排第 **${row.Rank ?? '—'}** 名，等级 **${row.Grade ?? '—'}**（该专业共 ${row.Colleges} 所院校上榜）。${firstClass}排名只是一家机构的评价，选专业还要看课程、就业和录取位次。`
        : `数据里没有${school.name}${m.name}在软科中国大学专业排名里的名次，我不会编造。${firstClass}`,
    )
  }
  return out.join('\n\n')
}
