import type { Lexicon, LexiconHit } from './ai-lexicon.ts'

/**
 * A short name made of a college's name parts, typed on past a shorter name the lexicon reads (ADR 119): 「中南财大」 is
 * 中南财经政法大学, not 中南 (中南大学) with 财大 left over. The exact pass takes the longest phrase, so a hand-listed or
 * derived short name that is a prefix of what was typed wins over the college whose name holds every typed part in order;
 * this reads the longer span as that college, when exactly one college's name holds the parts in order and the one read
 * does not. The span must end as a college's name does (大 or 大学, 院 or 学院: the kind is that of the name) and its
 * added characters must start no phrase of their own (「武大华科」 names two colleges).
 */

/** How a typed short name ends, and the ending of the name it stands for. */
const ENDINGS: [RegExp, string][] = [
  [/大学?$/, '大学'],
  [/学?院$/, '学院'],
]
/** How many characters past the phrase read a short name may run (中南 + 财大). */
const MAX_ADDED = 4

/** True when every character of `parts` is in `core` in order, the first at its start. */
function inOrder(parts: string, core: string): boolean {
  if (!parts || core[0] !== parts[0]) return false
  let at = 0
  for (const c of parts) {
    const found = core.indexOf(c, at)
    if (found < 0) return false
    at = found + 1
  }
  return true
}

/**
 * The one college whose name holds the span's parts in order, or null (none, or several). A span with no ending (中南财,
 * 中南林) and a pause after it (`cut`) is a name cut short: the one college whose name begins with it (ADR 140).
 */
function collegeOfParts(span: string, lexicon: Lexicon, cut = false): LexiconHit | null {
  const ending = ENDINGS.find(([re]) => re.test(span))
  if (!ending) return cut ? collegeBeginning(span, lexicon) : null
  const parts = span.replace(ending[0], '')
  let found: LexiconHit | null = null
  for (const school of lexicon.schools.values()) {
    if (!school.name.endsWith(ending[1]) || !inOrder(parts, school.name.slice(0, -ending[1].length))) continue
    if (found) return null
    found = { kind: 'school', school }
  }
  return found
}

function collegeBeginning(span: string, lexicon: Lexicon): LexiconHit | null {
  const found = [...lexicon.schools.values()].filter((school) => school.name.startsWith(span))
  return found.length === 1 ? { kind: 'school', school: found[0]! } : null
}

/** A pause after a name: the end, a space or punctuation. */
const PAUSE = /^(?:$|[\s，,。？?！!、；;：:])/

/**
 * The college a short name typed on past the school phrase read at [i, i + length) names, with the span's length, or
 * (`pauses`: where the asker's spaces stood)
 * null when the phrase read stands alone (中南 in 「中南今年多少分」, 中南大 which is still 中南大学).
 */
export function nameByParts(
  text: string,
  i: number,
  length: number,
  hit: LexiconHit,
  lexicon: Lexicon,
  pauses: ReadonlySet<number> = new Set(),
): [LexiconHit, number] | null {
  if (hit.kind !== 'school' || length > 3) return null
  for (let added = Math.min(MAX_ADDED, text.length - i - length); added >= 1; added--) {
    const span = text.slice(i, i + length + added)
    if (!/^[\u4e00-\u9fff]+$/.test(span)) continue
    // 「武大华科」: a phrase starting inside the added characters is a name of its own
    let own = false
    for (let k = i + length; k < i + length + added && !own; k++)
      for (let len = 2; len <= Math.min(lexicon.maxLength, text.length - k); len++) if (lexicon.phrases.has(text.slice(k, k + len))) own = true
    if (own) continue
    const college = collegeOfParts(span, lexicon, pauses.has(i + length + added) || PAUSE.test(text.slice(i + length + added)))
    // the college read holding the parts too (中南大 is 中南大学) leaves it, or several, so nothing changes
    if (college?.kind === 'school' && college.school.id !== hit.school.id) return [college, length + added]
  }
  return null
}
