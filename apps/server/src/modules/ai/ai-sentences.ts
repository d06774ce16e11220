/** A sentence of a message with where it starts: the text up to and with its 。！？；, or a line. */
export type Sentence = { text: string; index: number }

/** The sentences of a message, in order (「……一模考了498。去年那个476分全省排多少名？」: two). */
export function sentencesOf(text: string): Sentence[] {
  return [...text.matchAll(/[^。！!？?；;\n]+[。！!？?；;\n]*/g)].map((m) => ({ text: m[0], index: m.index }))
}

/** Whether the character at `at` of the message lies in the sentence. */
export const holds = (s: Sentence, at: number) => at >= s.index && at < s.index + s.text.length
