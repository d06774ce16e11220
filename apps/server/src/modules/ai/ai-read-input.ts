import { classify } from './ai-intents.ts'
import type { Lexicon } from './ai-lexicon.ts'
import { normaliseNumbers, stripChatter } from './ai-numbers.ts'
import { recognise } from './ai-nlu.ts'
import { changedAgain } from './ai-follow-up-changes.ts'
import { groupAskedAgain } from './ai-follow-up.ts'
import { fixTypos } from './ai-typos.ts'
import { readPlanWords } from './ai-plan-words.ts'
import { dropRuledOut } from './ai-plan-exclusions.ts'
import { dropRuledOutUnits } from './ai-unit-exclusions.ts'
import type { EngineInput } from './ai-plan.ts'

/**
 * A question as the engine reads it: chatter off, digits and numerals normalised, the plans it rules out taken out
 * (「不含专项和中外合作」 asks the ordinary line, ADR 095) and the campuses, schools and independent colleges
 * (「仁济学院别算进来」, ADR 097), sound-alike slips put right.
 */
export const readable = (question: string, lexicon: Lexicon) =>
  fixTypos(dropRuledOut(dropRuledOutUnits(readPlanWords(normaliseNumbers(stripChatter(question))), lexicon)), lexicon.phrases, lexicon.maxLength)
/** The intent a text asks of its own, or null for a statement, a greeting or a clarifying ask (no question to ask again). */
const ownIntent = (text: string, lexicon: Lexicon) => {
  const id = classify(text, recognise(text, lexicon))?.id
  return id === undefined || ['greeting', 'injection', 'other_user', 'profile_note', 'clarify', 'clarify_chance'].includes(id) ? null : id
}
/**
 * The question as read, a group named alone (「那006组呢」) being the earlier group question asked again of it, and a
 * turn of several changes only (「那物理类第501组呢」) the earlier question with those changes (ai-follow-up-changes.ts).
 * Earlier turns of either kind stand for the questions they asked, so a follow-up after them (「那近三年呢」) is of
 * that question, not of the one before it.
 */
export const readInput = <T extends Pick<EngineInput, 'question' | 'history'>>(raw: T, lexicon: Lexicon): T => {
  const read = (t: string) => readable(t, lexicon)
  const again = (question: string, history: EngineInput['history']) => {
    const group = groupAskedAgain(question, history, read, (t) => recognise(t, lexicon).schools.length > 0)
    return group !== question ? group : changedAgain(question, history, read, lexicon, (t) => ownIntent(t, lexicon))
  }
  const history: EngineInput['history'] = []
  for (const h of raw.history) {
    const text = h.role === 'user' ? read(h.content) : h.content
    const asked = h.role === 'user' ? again(text, history) : text
    history.push(asked !== text ? { ...h, content: asked } : h)
  }
  return { ...raw, history, question: again(read(raw.question), history) }
}
