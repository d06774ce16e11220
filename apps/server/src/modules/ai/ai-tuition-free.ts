import type { Plan } from './ai-plan.ts'
import { loadLexicon } from './ai-lexicon.ts'
import { freeMajorRows } from './ai-college-extras.repository.ts'

/** 免学费, 不收学费, 哪些专业免费, 不要钱, 不用交学费: the free majors of a college asked. */
export const FREE_ASKED = /免学?费|免收学费|不收(学)?费|不收钱|不要(学费|钱)|不用(交|缴|给)?(学费|钱)|不交学费|学费全免|零学费/

/**
 * 「西藏大学临床医学学费多少？听说有的专业不收学费，是哪几个？」: the majors the college's plans of the newest year print
 * as free (tuition 免费, kept as 0 by the dataset, or 免费, 免收学费 as a clause of the plan's notes; not 免费医学生), with
 * the provinces whose plans say so. A fee left blank is not read as free; the one source that wrote 0 for a fee not yet
 * fixed (河北's plan: 西交利物浦, 厦门大学马来西亚分校) has that 0 kept unknown by the dataset (ADR 170).
 * Null when not asked.
 */
export async function freeMajors(plan: Plan, school: { id: string; name: string }, question: string): Promise<string | null> {
  if (!FREE_ASKED.test(question)) return null
  const rows = await freeMajorRows(plan.ctx.db, school.id)
  if (!rows.length) return `**免学费的专业**：数据里${school.name}最新一年的招生计划没有标为免学费的专业（以学校招生章程为准）。`
  const provinces = (await loadLexicon(plan.ctx)).provinces
  const nameOf = (code: string) => provinces.find((p) => p.code === code || String(p.id) === code)?.shortName ?? code
  const byMajor = new Map<string, Set<string>>()
  for (const r of rows) {
    const major = r.major_name.replace(/[(（][^)）]*[)）]$/, '')
    byMajor.set(major, (byMajor.get(major) ?? new Set()).add(nameOf(r.province_code)))
  }
  const list = [...byMajor].slice(0, 12).map(([m, ps]) => `${m}（${[...ps].slice(0, 3).join('、')}的计划）`)
  return [
    `**免学费的专业**：${school.name}${rows[0]!.year}年招生计划里标为免学费的有：${list.join('、')}。`,
    '以上按各省招生计划的记载（学费写免费或备注免收学费）；没印学费的不算作免费，最终以学校招生章程和当年收费公示为准。',
  ].join('\n')
}
