import type { SchoolEntry } from './ai-lexicon.ts'
import { loadLexicon } from './ai-lexicon.ts'
import type { Entities } from './ai-nlu.ts'
import { dataOf, type Plan } from './ai-plan.ts'
import { provinceForLine } from './ai-home-province.ts'
import { sharedReadings } from './ai-local-names.ts'
import { linesLead } from './ai-answers-relative.ts'

type Lines = { YearsInData: number[]; PerYear: { Year: number; SubjectType: string; MinScore: number | null; MinRank: number | null }[] }

/**
 * A college's line asked by a shared short name with no province said or saved (「河大去年历史类最低多少分」, ADR 115):
 * the answer reads the lexicon's college in its home province (ai-home-province.ts); the other college the name stands for
 * (河北大学 in 河北) gets one short sentence of its own lowest line, read in its own home province, instead of a guess.
 */
export async function otherReadingsLine(plan: Plan, e: Entities, question: string, school: SchoolEntry): Promise<string | null> {
  const others = sharedReadings(question, school, await loadLexicon(plan.ctx)).filter((s) => s.id !== school.id)
  const said: string[] = []
  for (const other of others) {
    const province = await provinceForLine(plan, { ...e, schools: [other] }, question, false)
    if (!province) continue
    const d = dataOf(
      await plan.call('lines_by_year', {
        SchoolId: other.id,
        ProvinceId: province.id,
        ...(e.subjectType ? { SubjectType: e.subjectType } : {}),
        ...(e.year ? { Year: e.year } : {}),
        Years: 3,
      }),
    ) as Lines | null
    const lead = d ? linesLead(plan, e, d.PerYear, d.YearsInData, `${other.name}在${province.name}${e.subjectType ?? ''}的普通类`, true) : null
    if (lead) said.push(`这个简称也常指**${other.name}**：${lead}`)
  }
  return said.length ? said.join('\n') : null
}
