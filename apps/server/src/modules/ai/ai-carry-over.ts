/** What a follow-up keeps of the earlier turns (province, track, score, college, years), and which turns are another person’s. */
import { classify } from './ai-intents.ts'
import type { Lexicon } from './ai-lexicon.ts'
import { recognise, type Entities } from './ai-nlu.ts'
import type { EngineInput } from './ai-plan.ts'
import { provinceCorrected } from './ai-province-corrected.ts'
import { readable } from './ai-read-input.ts'
import { BARE_FOLLOW_UP, FOLLOW_UP, IMPLICIT_CHANCE, NAMED_FOLLOW_UP, PRONOUN, SAME_SCORE_AGAIN, YEARS_FOLLOW_UP } from './ai-follow-up-words.ts'
import { provinceOfConversation } from './ai-follow-up-province.ts'
import { carriedToNamedYear } from './ai-follow-up-carry-year.ts'
import { ASKED_AGAIN, namesOneThing, scoreChange, trackNamed } from './ai-follow-up.ts'

/** A turn that asks of another person's data or chance (declined by rule). */
export const asksOfOther = (text: string, e: Entities) => classify(text, e)?.id === 'other_user'

/**
 * Follow-ups keep the earlier turns' province, 科类, score and 选科; “它/该校/这个专业” point at the
 * college or major of the latest turn that named one (both colleges when it named two: “报哪个更稳”).
 */
export function carryOver(question: string, e: Entities, history: EngineInput['history'], lexicon: Lexicon): Entities {
  // a track said alone in an earlier turn (「物理，大概能考个555」) is kept like one the recogniser read
  // a turn asked of another person (declined) is theirs: its score and province are never the asker's
  const earlier = history
    .filter((h) => h.role === 'user')
    .reverse()
    .slice(0, 6)
    .map((h) => ({ h, p: recognise(readable(h.content, lexicon), lexicon) }))
    .filter(({ h, p }) => !asksOfOther(readable(h.content, lexicon), p))
    .map(({ h, p }) => (p.subjectType ? p : { ...p, subjectType: trackNamed(h.content) }))
  // 「不是湖南，是湖北」「我们其实是湖北考生…」: the province said as right, the earlier question asked again for it (ADR 129)
  const corrected = provinceCorrected(
    question,
    lexicon.provinces,
    earlier.map((p) => p.province),
  )
  const out = corrected ? { ...e, province: corrected } : { ...e }
  if (out.schools.length === 0 && out.majors.length === 0 && (PRONOUN.test(question) || YEARS_FOLLOW_UP.test(question) || IMPLICIT_CHANCE.test(question))) {
    const latest = earlier.find((p) => p.schools.length || p.majors.length)
    out.schools = latest?.schools ?? []
    // the major named with the college in that turn (“河北大学法学…” → “那我有希望吗”) stays with it
    out.majors = latest?.majors ?? []
  }
  // “再往前两年呢” after a question about 2025: 2023 and 2024
  const back = PREVIOUS_YEARS.exec(question)
  if (back && out.years.length === 0) {
    const base = earlier.find((p) => p.year !== null)?.year
    const n = { 两: 2, 俩: 2, 2: 2, 三: 3, 3: 3, 几: 3 }[back[1]!] ?? 2
    if (base) {
      out.years = Array.from({ length: n }, (_, k) => base - n + k)
      out.year = out.years[0]!
    }
  }
  // 「比2025年高了还是低了」 after the 2026 line (v24): the earlier question's year beside the one compared with
  if (YEAR_COMPARED.test(question) && e.year !== null && out.years.length <= 1) {
    const base = earlier.find((p) => p.year !== null && p.year !== e.year)?.year
    if (base) {
      out.years = [e.year, base].sort((a, b) => a - b)
      out.year = out.years[0]!
    }
  }
  // 「物理的呢」 after a 历史类 question: the track changes, the rest stays (only when earlier turns exist)
  if (!out.subjectType && earlier.length) out.subjectType = trackNamed(question)
  // 「再多考10分呢」: the earlier score changed by that much (the saved one when no turn stated a score)
  const change = earlier.length && out.score === null ? scoreChange(question) : null
  if (change !== null) {
    const base = earlier.find((p) => p.score !== null)?.score
    if (base != null) out.score = base + change
    else out.scoreDelta = change
  }
  // “那历史类600分呢” after “广东2025年物理类600分排多少名”: the same question again, so the same year
  // 「同样分数在重庆大概多少名」: the earlier score said again by reference, so the earlier question (and year) again
  const sameQuestionAgain =
    FOLLOW_UP.test(question) ||
    BARE_FOLLOW_UP.test(question) ||
    ASKED_AGAIN.test(question) ||
    (change !== null && namesOneThing(question, e)) ||
    SAME_SCORE_AGAIN.test(question) ||
    corrected !== null
  for (const prev of earlier) {
    if (sameQuestionAgain && out.year === null) [out.year, out.yearWord] = [prev.year, prev.yearWord ?? null]
    out.province ??= prev.province
    // a track implied by an earlier turn's 选科 stays marked as implied (ADR 134)
    if (!out.subjectType && prev.subjectType) [out.subjectType, out.trackOfSubjects] = [prev.subjectType, prev.trackOfSubjects]
    if (out.score === null && out.rank === null) {
      out.score = prev.score
      out.rank = prev.rank
    }
    if (out.subjects.length === 0) out.subjects = prev.subjects
  }
  // 「那这个位次放到2025年相当于多少分」: the earlier score carried to the year this turn names (ai-follow-up-carry-year.ts)
  const carried = carriedToNamedYear(question, e, out, earlier)
  if (carried !== out) Object.assign(out, carried)
  // 「那东林嘞？」 with no province anywhere: the one the latest answer assumed, or the home all its colleges share
  const swapped = earlier.length > 0 && (sameQuestionAgain || NAMED_FOLLOW_UP.test(question) || namesOneThing(question, e))
  return swapped && !out.province ? provinceOfConversation(out, earlier, history, lexicon.provinces) : out
}

/** 「再往前两年呢」: the years before the earlier question's, counted back. */
/** a year compared with (比2025年, 跟2025年比, 和去年相比, 对比2025): the change between two years asked */
export const YEAR_COMPARED = /(?:比|对比|相比|比较)(?:一下)?\s*(?:20\d\d|去年|前年|今年)|(?:跟|和|与|同)\s*(?:20\d\d|去年|前年|今年)年?的?\s*(?:比|相比|对比)/
export const PREVIOUS_YEARS = /(?:再?往)?前(两|俩|2|三|3|几)年/
