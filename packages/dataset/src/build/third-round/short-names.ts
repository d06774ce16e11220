/**
 * Resolves the short forms some transcriptions print instead of school names (上海财大, 哈医大, 石铁大):
 * the short form's characters must appear in order in the official name, starting with its first
 * character; the shortest such name wins only if every other candidate is at least two characters
 * longer (上海海大 fits 上海海洋大学 and 上海海事大学; 齐医学院 fits 齐鲁医药学院 and 齐齐哈尔医学院: both stay
 * unresolved), and a name whose kind the short form leaves out (中医药, 职业) is never taken
 * (山东医大 is not 山东中医药大学, 太湖学院 not 太湖创意职业技术学院). Only for names of up to six characters.
 */
export class ShortNameMatcher {
  private readonly names: { id: string; name: string }[]
  private readonly memo = new Map<string, string | null>()

  constructor(institutions: { id: string; name: string }[]) {
    this.names = institutions.filter((i) => i.name.length > 0).sort((a, b) => a.name.length - b.name.length)
  }

  match(short: string): string | null {
    const cached = this.memo.get(short)
    if (cached !== undefined) return cached
    const found = short.length >= 3 && short.length <= 6 ? this.compute(short) : null
    this.memo.set(short, found)
    return found
  }

  private compute(short: string): string | null {
    const hits = this.names.filter((i) => i.name[0] === short[0] && i.name.length > short.length && isSubsequence(short, i.name) && keepsKind(short, i.name))
    const first = hits[0]
    if (!first) return null
    const second = hits[1]
    return second && second.name.length - first.name.length < 2 ? null : first.id
  }
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
