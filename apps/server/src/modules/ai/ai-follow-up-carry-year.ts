import type { Entities } from './ai-nlu.ts'

/**
 * 「河北物理类600分，2026年排多少名」 then 「那这个位次放到2025年相当于多少分」「2025 等位分？」: a follow-up with no score
 * of its own that asks a score in a year it names carries the earlier turn's score, in that turn's year, to the named
 * year (等位分 by rank; ADR 157). Read alone, the named year would be taken for the score's own year (600 in the 2025
 * table), which answers another question. 「那2025年呢」 (no score asked) is the earlier question again and stays so.
 */
const ASKS_SCORE = /等[位为]分|等效分|(?:多少|几|啥|好多)分|分数是多少/
/** what points at the earlier rank or score, or carries it (这个位次, 这名次, 同位次, 相当于, 换算, 搁) */
const CARRIES = /位次|名次|排名|这个分|这分|同分|相当于|换算|折合|折算|放到|放在|搁|顶|等[位为]分|等效分/

export function carriedToNamedYear(question: string, own: Entities, out: Entities, earlier: Entities[]): Entities {
  if (own.score !== null || own.year === null || own.toYear || own.years.length > 1) return out
  if (!ASKS_SCORE.test(question) || !CARRIES.test(question)) return out
  const source = earlier.find((p) => p.score !== null)
  // no score said anywhere (「我这个分排多少名」 read the saved one, v24): the saved score, in its own year, carried to the
  // named year — the profile fills the score later (Plan.withProfile), so only the year to carry to is set here
  if (!source && out.score === null && out.rank === null && earlier.length) return { ...out, year: null, toYear: own.year, yearWord: null, years: [] }
  if (!source || out.score === null || source.year === own.year) return out
  return { ...out, year: source.year, toYear: own.year, yearWord: null, years: [] }
}
