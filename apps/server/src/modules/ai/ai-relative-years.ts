import { beijingDay, calendarTargetYear } from '@gk/domain'
import type { Lexicon } from './ai-lexicon.ts'
import type { Entities } from './ai-nlu.ts'

/**
 * 今年, 去年, 前年, 大前年 as the asker means them (ADR 115): counted back from the calendar year the question is asked in
 * (the server clock), not from the data's newest year. A 2027 applicant writing in November 2026 may mean by 去年 the
 * calendar year 2025 or the last admission round 2026, so every answer to a relative year names the year it answers
 * (「去年（2025年）」) and the newest year the data holds beside it; in June 2027 去年 is 2026 and 今年 has no lines yet.
 */
const OFFSETS: Record<string, number> = { 今年: 0, 去年: 1, 前年: 2, 大前年: 3 }
/** 前两年, 近两年, 这三年 are spans (ai-answers-years.ts), not 前年 */
const WORD = /大前年|(?<![前近两几三])前年|去年|今年/g

/** The calendar year in Beijing at `now`. */
export function askedYearOf(now: Date): number {
  return Number(beijingDay(now).slice(0, 4))
}

/** The year 今年 means for this lexicon: the clock's year, or the data's newest in a hand-built lexicon. */
export function relativeAnchor(lexicon: Pick<Lexicon, 'askedYear' | 'currentYear'>): number | null {
  return lexicon.askedYear ?? lexicon.currentYear ?? null
}

export type RelativeYear = { word: string; year: number }

/** Each relative year a text names, in its order: 「去年和前年」 in 2026 is 去年 2025, 前年 2024. */
export function relativeYearsIn(text: string, anchor: number): RelativeYear[] {
  return [...text.matchAll(WORD)].map((m) => ({ word: m[0], year: anchor - OFFSETS[m[0]]! }))
}

/** 「去年（2025年）」: the word the asker used with the year it is answered as. */
export const relativeLabel = (r: RelativeYear) => `${r.word}（${r.year}年）`

/**
 * The later years an answer to year `asked` adds beside it, oldest first: the same word read from the season's exam year
 * (from September the 2027 applicant's 去年 may be the 2026 round: one year later) and the newest year the data holds for
 * that unit. None when the asked year is the newest.
 */
export function besideYears(asked: number, newest: number | null, now: Date): number[] {
  if (newest === null || newest <= asked) return []
  const seasonLater = calendarTargetYear(now.getTime()) > askedYearOf(now) && asked + 1 < newest ? [asked + 1] : []
  return [...seasonLater, newest]
}

/** The relative year a reading answers (「去年」 read as 2025), or null when its year was named in digits or several were asked. */
export function relativeYearOf(e: Pick<Entities, 'year' | 'years' | 'yearWord'>): RelativeYear | null {
  return e.yearWord && e.year !== null && e.years.length < 2 ? { word: e.yearWord, year: e.year } : null
}

/**
 * The answer with the relative year it answers named (「去年（2025年）」 for the first 2025年 it states), so no reader takes
 * 2025 for the 2026 round.
 */
export function withRelativeYearNamed(content: string, e: Pick<Entities, 'year' | 'years' | 'yearWord'>): string {
  const rel = relativeYearOf(e)
  if (!rel || content.includes(relativeLabel(rel))) return content
  const at = content.search(new RegExp(`(?<!\\d)${rel.year}年`))
  // an answer that states no such year answers another (the newest, said so by its own words): left as it is
  return at < 0 ? content : `${content.slice(0, at)}${rel.word}（${content.slice(at, at + 5)}）${content.slice(at + 5)}`
}

/** The years read, as the model engine is told them: a relative year with the word, to be named as the built-in engine does. */
export function yearsRead(e: Pick<Entities, 'year' | 'years' | 'yearWord'>): string | null {
  if (e.years.length > 1) return `年份=${e.years.join('、')}`
  const rel = relativeYearOf(e)
  if (rel) return `年份=${rel.year}（“${rel.word}”按提问日期算，回答写作“${relativeLabel(rel)}”）`
  return e.year !== null ? `年份=${e.year}` : null
}
