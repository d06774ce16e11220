import { classify } from './ai-intents.ts'
import type { Lexicon } from './ai-lexicon.ts'
import { normaliseNumbers, stripChatter } from './ai-numbers.ts'
import { recognise } from './ai-nlu.ts'
import { changedAgain } from './ai-follow-up-changes.ts'
import { groupAskedAgain } from './ai-follow-up.ts'
import { settledNames } from './ai-follow-up-settled.ts'
import { fixTypos } from './ai-typos.ts'
import { sumSubjectScores } from './ai-subject-total.ts'
import { readPlanWords } from './ai-plan-words.ts'
import { dropRuledOut } from './ai-plan-exclusions.ts'
import { dropRuledOutUnits } from './ai-unit-exclusions.ts'
import type { EngineInput } from './ai-plan.ts'
import { spokenProvince } from './ai-dialect-forms.ts'
import { unplacedWritten } from './ai-shared-unplaced.ts'
import { gradeExamYear } from './ai-grade-year.ts'

/**
 * A question as the engine reads it: chatter off, digits and numerals normalised, the plans it rules out taken out
 * (「不含专项和中外合作」 asks the ordinary line, ADR 095) and the campuses, schools and independent colleges
 * (「仁济学院别算进来」, ADR 097), sound-alike slips put right; a list of subjects' marks read as their total.
 */
export const readable = (question: string, lexicon: Lexicon) =>
  fixTypos(
    dropRuledOut(dropRuledOutUnits(readPlanWords(sumSubjectScores(normaliseNumbers(stripChatter(question)))), lexicon)),
    lexicon.phrases,
    lexicon.maxLength,
  )
/** The intent a text asks of its own, or null for a statement, a greeting or a clarifying ask (no question to ask again). */
const ownIntent = (text: string, lexicon: Lexicon) => {
  const id = classify(text, recognise(text, lexicon))?.id
  return id === undefined || ['greeting', 'injection', 'other_user', 'profile_note', 'clarify', 'clarify_chance'].includes(id) ? null : id
}
/**
 * The question as read, a group named alone (「那006组呢」) being the earlier group question asked again of it, and a
 * turn of several changes only (「那物理类第501组呢」) the earlier question with those changes (ai-follow-up-changes.ts).
 * Earlier turns of either kind stand for the questions they asked, so a follow-up after them (「那近三年呢」) is of
 * that question, not of the one before it; an earlier turn's shared short name stands for the college its province read.
 */
export const readInput = <T extends Pick<EngineInput, 'question' | 'history'>>(raw: T, lexicon: Lexicon): T & Pick<EngineInput, 'spoken'> => {
  // the dialect's province is read from the words as typed (they are Mandarin once read): a cue for a shared short name only
  const spoken = spokenProvince([raw.question, ...raw.history.filter((h) => h.role === 'user').map((h) => h.content)].join('\n'))
  // 石大: a short name several colleges share, written out as the province's one or as all of them (ai-shared-unplaced.ts)
  // 今年刚上高一: the grade's exam year is the one asked (ai-grade-year.ts)
  const read = (t: string) => gradeExamYear(unplacedWritten(readable(t, lexicon), lexicon, spoken), lexicon.currentYear)
  const again = (question: string, history: EngineInput['history']) => {
    const group = groupAskedAgain(question, history, read, (t) => recognise(t, lexicon).schools.length > 0)
    return group !== question ? group : changedAgain(question, history, read, lexicon, (t) => ownIntent(t, lexicon))
  }
  const history: EngineInput['history'] = []
  // the province of the latest earlier turn that said one: a shared short name of a turn is settled by it (ai-follow-up-settled.ts)
  let province: string | null = null
  for (const h of raw.history) {
    const text = h.role === 'user' ? read(h.content) : h.content
    const asked: string = h.role === 'user' ? settledNames(again(text, history), province, lexicon) : text
    if (h.role === 'user') province = recognise(asked, lexicon).province?.code ?? province
    history.push(asked !== text ? { ...h, content: asked } : h)
  }
  return { ...raw, history, question: again(read(raw.question), history), spoken }
}
/** The question with the user's earlier turns, one a line: what a shared short name is settled by. */
export const askedText = (input: Pick<EngineInput, 'question' | 'history'>) =>
  [input.question, ...input.history.filter((h) => h.role === 'user').map((h) => h.content)].join('\n')
