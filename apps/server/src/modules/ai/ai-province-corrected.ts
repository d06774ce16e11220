import type { ProvinceEntry } from './ai-lexicon.ts'

/**
 * A turn that corrects the province of the conversation (ADR 129): 「不是湖南，是湖北」, 「我说的是湖北」, 「我们其实是湖北
 * 考生，湖北那边…的线呢」, 「搞错了，应该是江西」, 「孩子在广西考的，不是江西」. The earlier question is asked again for the province now said; the
 * province read is the one said as right, never the one denied (「不是湖南」 names 湖南 first).
 */
// 「孩子在广西考的，不是江西」: the denial said last, after the province meant
const CORRECTING =
  /其实是|实际上?是|我说的是|我问的是|说错了|写错了|搞错了|弄错了|看错了|不是[^，,。？?]{1,8}[，,、]?\s*(?:是|而是)|应该是|我们?是.{0,4}(考生|的人|人)|[，,]\s*(?:而)?不是[^，,。？?]{1,8}[。！!？?]*$/

/** The province the turn corrects the conversation to, when it says one that differs from the earlier turns'; else null. */
export function provinceCorrected(question: string, provinces: readonly ProvinceEntry[], earlier: readonly (ProvinceEntry | null)[]): ProvinceEntry | null {
  if (!CORRECTING.test(question)) return null
  const before = earlier.find((p) => p !== null) ?? null
  if (!before) return null
  const names = provinces.flatMap((p) => [p.name, p.shortName].map((name) => ({ name, p }))).sort((a, b) => b.name.length - a.name.length)
  const said: { at: number; p: ProvinceEntry }[] = []
  for (let i = 0; i < question.length; i++) {
    const hit = names.find(({ name }) => question.startsWith(name, i))
    if (!hit) continue
    // 「不是湖南」: the province denied is not the one meant
    if (!/不是\s*$/.test(question.slice(Math.max(0, i - 3), i))) said.push({ at: i, p: hit.p })
    i += hit.name.length - 1
  }
  const meant = said.at(-1)?.p ?? null
  return meant && meant.code !== before.code ? meant : null
}
