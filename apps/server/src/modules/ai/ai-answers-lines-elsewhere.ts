import type { SchoolEntry } from './ai-lexicon.ts'
import { loadLexicon } from './ai-lexicon.ts'
import type { Plan } from './ai-plan.ts'
import { provincesWithLines } from './ai-reference.repository.ts'

/**
 * A college's recent years asked (近两年) where the province read for it — assumed, not named — has none of them
 * (四川长江职业学院: 四川 rows of 2024 only, ADR 129): what the data holds there and what it lacks, with the years, and the
 * provinces where it does have lines of those years, then the one question that settles it (which province). Never a
 * line of another province passed off as the one assumed, nor one province picked for the asker.
 */
export async function linesElsewhere(
  plan: Plan,
  school: SchoolEntry,
  province: { id: number; shortName: string },
  yearsHere: number[],
  span: number,
  track: string | null,
): Promise<string | null> {
  const lexicon = await loadLexicon(plan.ctx)
  const newest = lexicon.currentYear
  if (!newest) return null
  const window = Array.from({ length: span }, (_, k) => newest - k)
  if (window.some((y) => yearsHere.includes(y))) return null
  const here = yearsHere.length ? `只有${yearsHere.slice(0, 4).join('、')}年的线` : '没有线'
  const lead = `数据里${school.name}在${province.shortName}${here}，没有${[...window].reverse().join('、')}年的。`
  const rows = await provincesWithLines(plan.ctx.db, school.id, String(province.id), window, track)
  const named = rows.flatMap((r) => {
    const p = lexicon.provinces.find((q) => q.code === r.province_code)
    return p ? [`${p.shortName}（${[...r.years].reverse().join('、')}年）`] : []
  })
  if (!named.length) return lead
  return `${lead}它有这些年份${track ?? ''}普通类录取线的省份：${named.join('、')}。你是哪个省的考生？告诉我省份，我按该省的线回答。`
}
