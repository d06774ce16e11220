/**
 * The contracted short forms of school names (上海财大, 华东师大, 哈医大): the short form's characters
 * appear in order in the official name, starting with its first character, and a name whose kind the
 * short form leaves out (中医药, 职业) is never taken (山东医大 is not 山东中医药大学, 太湖学院 not
 * 太湖创意职业技术学院). Only for short forms of three to six characters.
 */
export function contractsTo(short: string, name: string): boolean {
  return short.length >= 3 && short.length <= 6 && name[0] === short[0] && name.length > short.length && isSubsequence(short, name) && keepsKind(short, name)
}

/**
 * The one name among those a short form contracts to: the shortest, and only if every other is at
 * least two characters longer (上海海大 fits 上海海洋大学 and 上海海事大学: none; 上海师大 fits 上海师范大学
 * and 上海师范大学天华学院, a college that has its own short form 上师天华: the university).
 */
export function pickContraction<T extends { name: string }>(short: string, candidates: readonly T[]): T | null {
  const hits = candidates.filter((c) => contractsTo(short, c.name)).sort((a, b) => a.name.length - b.name.length)
  const [first, second] = hits
  if (!first) return null
  return second && second.name.length - first.name.length < 2 ? null : first
}

/** Whether a printed name could stand for a school at all: same first character, its characters in order in the name. */
export function spellsWithin(printed: string, name: string): boolean {
  return printed.length > 0 && printed[0] === name[0] && isSubsequence(printed, name)
}

/** Words that make a different kind of school: a short form that skips them names another one. */
const KIND_WORDS: [string, string][] = [
  ['中医', '中'],
  ['职业', '职'],
]
const keepsKind = (short: string, name: string) => KIND_WORDS.every(([word, ch]) => !name.includes(word) || short.includes(ch))

function isSubsequence(short: string, name: string): boolean {
  let j = 0
  for (const ch of name) if (ch === short[j]) j++
  return j === short.length
}
