import type { Entities } from './ai-nlu.ts'
import { RELATION } from './ai-other-persons.ts'

/**
 * 「他表哥去年考了六百二十多去了南京理工。我查到河海大学……河海是不是十拿九稳？」: a sentence (or clause) that tells where
 * someone else went — a relative's, a classmate's result — is background to the question, not what it asks about. When
 * the question names two or more colleges and the rest of it still names one, the rest is read: the college asked
 * about is 河海大学, not the cousin's 南京理工大学 (dev v28). A story that is the whole question, or that asks something
 * (「同学去年590上了郑大，我590能上吗」 keeps 郑大: the rest names no college), is read whole.
 */
const PERSON = new RegExp(`(?:${RELATION})`)
const WENT = /去了|考上了?|考进了?|上了|录取了|被[^。！？!?；;，,]{1,12}录取?了?|读了|进了|去的|在读|读的是/
const ASKS = /吗|么|呢|能不能|可不可以|有没有|几成|概率|把握|稳不稳|[？?]/
const isStory = (s: string) => PERSON.test(s) && WENT.test(s) && !ASKS.test(s)

/** The text without the stories of others (whole sentences first, then clauses); the text itself when it has none. */
export function othersStoryRemoved(question: string): string {
  const sentences = question.split(/(?<=[。！!；;\n])/).filter((s) => !isStory(s))
  return sentences
    .join('')
    .split(/(?<=[，,])/)
    .filter((c) => !isStory(c))
    .join('')
}

/** Entities of the question read without others' stories, when it names several colleges and the rest names one. */
export function withoutOthersStory(question: string, read: (q: string) => Entities): Entities {
  const whole = read(question)
  if (whole.schools.length < 2) return whole
  const rest = othersStoryRemoved(question)
  if (rest === question || rest.trim().length === 0) return whole
  const narrowed = read(rest)
  return narrowed.schools.length ? narrowed : whole
}
