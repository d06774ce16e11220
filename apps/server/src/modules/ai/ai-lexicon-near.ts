import type { Lexicon, LexiconHit, SchoolEntry } from './ai-lexicon.ts'
import { syllablesOf } from './ai-lexicon-fuzzy.ts'

/**
 * A college's long name typed one keystroke off (ADR 137): one character wrong, missing, doubled, swapped with the next
 * or added inside (「中南财经政发大学」, 「中南大财经政法」, 「中国海样大学」). The exact pass reads such a span by its
 * exact parts (中南 of 中南大学, 大财经 of 大连财经学院, 上中 of 上海中华职业技术学院); a span within one edit of exactly one
 * college's name of five or more characters is that college instead, read before the parts. A span one edit from
 * several colleges is left to the other passes (by sound, mostly), and where none reads a college there it is asked (or
 * read by the candidate's province), never guessed; a span the lexicon knows exactly is left to the exact pass, so a
 * name typed right keeps its reading.
 */

/** Verbs a college's name follows (上/考/去/报/读/冲/进/选), also the first character of some names (上海…) */
const VERB = /[上考去报读冲进选]/

/** The shortest name (and span) read one edit off by any slip: shorter names are one edit from too many words and names. */
const MIN_LENGTH = 5
/**
 * A college's own name of four characters (浙江大学, 复旦大学) is read one edit off only by the slips that are no word of
 * a sentence (ADR 146): its body's two characters swapped (江浙大学) or typed by their sound (复但大学), a character
 * doubled (兰州州大学) or one added between them (浙了江大学). A character dropped leaves three (上大学 is no 上海大学) and
 * one added before the ending is a sentence (山东的大学).
 */
const SHORT_LENGTH = 4
const HAN = /^[\u4e00-\u9fff]+$/

/**
 * `full`: the college's own name (brackets dropped or not). Otherwise its name without the ending (中南财经政法), six
 * characters or more, read one edit off only with a character added inside (中南大财经政法): with any other slip such
 * a part is a word of the question (内蒙古专科 is one character from 内蒙古医科).
 */
type Target = { name: string; school: SchoolEntry; full: boolean }
/** every college name (or name without its ending) of five or more characters and each of its one-character deletions, to the phrases they come from */
type NearIndex = { keys: Map<string, Target[]>; longest: number }

const built = new WeakMap<Map<string, LexiconHit>, NearIndex>()

function indexOf(lexicon: Lexicon): NearIndex {
  const had = built.get(lexicon.phrases)
  if (had) return had
  const keys = new Map<string, Target[]>()
  const add = (key: string, target: Target) => {
    const list = keys.get(key)
    if (!list) keys.set(key, [target])
    else if (!list.some((t) => t.name === target.name)) list.push(target)
  }
  let longest = 0
  for (const [name, hit] of lexicon.phrases) {
    if (hit.kind !== 'school' || name.length < SHORT_LENGTH || !HAN.test(name)) continue
    const own = hit.school.name
    const full = name === own || name === own.replace(/[（）()]/g, '')
    if (name.length < MIN_LENGTH && !full) continue
    if (!full && !(name.length >= 6 && own.startsWith(name) && own.length - name.length <= 2)) continue
    longest = Math.max(longest, name.length)
    const target = { name, school: hit.school, full }
    add(name, target)
    for (let k = 0; k < name.length; k++) add(name.slice(0, k) + name.slice(k + 1), target)
  }
  const index = { keys, longest }
  built.set(lexicon.phrases, index)
  return index
}

/** Optimal string alignment distance, stopped at 2 (only 0, 1 or "more" matter here). */
export function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 1) return 2
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1)
    }
  return Math.min(d[a.length]![b.length]!, 2)
}

/**
 * The colleges `span` is one edit from. A character added at either end is not a slip inside the name but the word
 * before or after it (考中国海洋大学): only a character added inside counts.
 */
function collegesNear(span: string, index: NearIndex): Target[] {
  const seen = new Map<string, Target>()
  const consider = (list: Target[] | undefined) => {
    for (const t of list ?? []) {
      if (seen.has(t.name) || editDistance(span, t.name) !== 1 || (!t.full && span.length !== t.name.length + 1)) continue
      // the slip is inside the name, whose ending is typed as it is (黑龙江化学 is no 黑龙江大学: 化学 is a subject)
      if (!span.endsWith(t.name.slice(-2))) continue
      if (span.length === t.name.length + 1 && (span.slice(1) === t.name || span.slice(0, -1) === t.name)) continue
      // 「能上电力大学吗」: a verb (上) and the name's tail (电力大学), not 上海电力大学 with 海 dropped
      if (span.length === t.name.length - 1 && VERB.test(span[0]!) && span[0] === t.name[0] && span.slice(1) === t.name.slice(2)) continue
      if (t.name.length < MIN_LENGTH && !shortSlip(span, t.name)) continue
      seen.set(t.name, t)
    }
  }
  consider(index.keys.get(span))
  for (let k = 0; k < span.length; k++) consider(index.keys.get(span.slice(0, k) + span.slice(k + 1)))
  return [...seen.values()]
}

/** A slip of a four-character name (SHORT_LENGTH) that is no word of a sentence: see there. */
function shortSlip(span: string, name: string): boolean {
  if (span.length === name.length) {
    if (span[0] === name[1] && span[1] === name[0]) return true
    return syllablesOf(span).join(' ') === syllablesOf(name).join(' ')
  }
  // one added: between the body's two characters (浙了江), or the second doubled (兰州州)
  if (span.length !== name.length + 1) return false
  return span.slice(0, 1) + span.slice(2) === name || (span[2] === name[1] && span.slice(0, 2) + span.slice(3) === name)
}

const sameCollege = (hit: LexiconHit, school: SchoolEntry) => hit.kind === 'school' && hit.school.id === school.id

/** The colleges of `near` whose phrase sounds exactly like `span` (a character replaced by one of its sound). */
function sameSound(span: string, near: Target[]): SchoolEntry[] {
  const key = syllablesOf(span).join(' ')
  const alike = near.filter((t) => t.name.length === span.length && syllablesOf(t.name).join(' ') === key)
  return [...new Map(alike.map((t) => [t.school.id, t.school])).values()]
}

/** True when `span` is a phrase of `school` in `near` with one of its characters typed twice. */
function doubledFrom(span: string, near: Target[], school: SchoolEntry): boolean {
  for (let k = 1; k < span.length; k++)
    if (span[k] === span[k - 1] && near.some((t) => t.school.id === school.id && t.name === span.slice(0, k) + span.slice(k + 1))) return true
  return false
}

/**
 * True when every name `span` is one substitution from differs from it inside a college's two- or three-character short
 * name typed exactly at the span's start (厦大 of 「厦大医学院」 against 厦门医学院) that is another college's.
 */
function slipInShortName(span: string, near: Target[], lexicon: Lexicon): boolean {
  const shorts = [2, 3].map((n) => ({ n, hit: lexicon.phrases.get(span.slice(0, n)) })).filter((x) => x.hit?.kind === 'school')
  if (!shorts.length) return false
  const same = near.filter((t) => t.name.length === span.length)
  if (!same.length || same.length !== near.length) return false
  return same.every((t) => {
    const at = [...span].findIndex((c, k) => t.name[k] !== c)
    return shorts.some(({ n, hit }) => at >= 0 && at < n && !sameCollege(hit!, t.school))
  })
}

/** A span read one edit off: its college, or (`colleges`, two or more) the ones to ask between. */
export type NearName = { start: number; length: number; school: SchoolEntry | null; colleges: SchoolEntry[] }

/** Where the lexicon knows a college phrase of four or more characters exactly: [start, end, its college]. */
function exactNames(text: string, lexicon: Lexicon): [number, number, LexiconHit][] {
  const out: [number, number, LexiconHit][] = []
  for (let i = 0; i < text.length; i++)
    for (let len = Math.min(lexicon.maxLength, text.length - i); len >= 4; len--) {
      const hit = lexicon.phrases.get(text.slice(i, i + len))
      if (hit?.kind === 'school') out.push([i, i + len, hit])
    }
  return out
}

/** Grammatical particles: typed as words of the sentence, never as a slip inside a college's name. */
const PARTICLES = '个了的些这那哪么吗呢吧啊嘛'

/**
 * Every span of `text` typed one edit off a college's long name, left to right, none overlapping. A span overlapping a
 * college phrase of four or more characters typed exactly is kept only when that phrase is part of the name it is read
 * as (上海交通大学 inside 上海交通大学医学员); so a name typed right, and the words around it, are never read anew.
 * `provinceCode` (said) chooses among several colleges one edit away when exactly one of them is there.
 */
export function nearNames(text: string, lexicon: Lexicon, provinceCode: string | null = null): NearName[] {
  const index = indexOf(lexicon)
  if (!index.longest) return []
  const exact = exactNames(text, lexicon)
  const found: NearName[] = []
  for (let i = 0; i < text.length; i++) {
    let best: NearName | null = null
    for (let len = Math.min(index.longest + 1, text.length - i); len >= SHORT_LENGTH; len--) {
      const span = text.slice(i, i + len)
      if (!HAN.test(span) || lexicon.phrases.has(span)) continue
      const near = collegesNear(span, index)
      if (!near.length) continue
      // 「想上个外国语大学」: a particle typed where a name has another character is the sentence (上 + 个), not a slip of
      // 上海外国语大学; an IME slips to a character of like sound, never to 个/了/的
      // (a particle added inside a name, 浙了江大学, is a keystroke too: only one typed in a character's place is the sentence)
      const particles = [...span].filter((c, k) => PARTICLES.includes(c) && near.some((t) => t.name.length === span.length && t.name[k] !== c))
      const all = [...new Map(near.map((t) => [t.school.id, t.school])).values()].filter((s) => particles.every((c) => s.name.includes(c)))
      if (!all.length) continue
      // 「东北临业大学」 is one edit from 东北林业大学 and 东北农业大学: the one it sounds like is the slip of a pinyin IME
      const alike = all.length > 1 ? sameSound(span, near) : []
      // 「商丘丘学院」 is one edit from 商丘学院 and 商丘工学院: a character typed twice is the slip (a key held), not another
      const doubled = all.length > 1 && alike.length !== 1 ? all.filter((s) => doubledFrom(span, near, s)) : []
      const schools = alike.length === 1 ? alike : doubled.length === 1 ? doubled : all
      // a college phrase typed exactly across the span is another college's name said right (上鞍山职业技术学院 is
      // 上 + 鞍山职业技术学院, never 马鞍山职业技术学院 with 马 typed wrong); the same college's is part of the slip
      // and a span inside a phrase typed exactly is no slip at all (电子科技大 of 电子科技大学)
      if (exact.some(([a, b, hit]) => a < i + len && b > i && ((a <= i && b >= i + len) || !(schools.length === 1 && sameCollege(hit, schools[0]!))))) continue
      // 「厦大医学院」 is one character from 厦门医学院, but that character is of 厦大, another college's short name typed right
      // at the start: the short name and what follows it (厦门大学's 医学院), never a slip of the other college
      if (slipInShortName(span, near, lexicon)) continue
      const here = provinceCode ? schools.filter((s) => s.provinceCode === provinceCode) : []
      const school = schools.length === 1 ? schools[0]! : here.length === 1 ? here[0]! : null
      best = { start: i, length: len, school, colleges: schools }
      break
    }
    if (!best) continue
    // a span of several colleges leaves the next start free: 「上充职业技术学院」 (上 + a slip of 南充 or 上饶) is followed by
    // 「充职业技术学院」, 南充's alone; a span of one college drops the unsure one it overlaps
    if (best.school) {
      const start = best.start
      while (found.length && !found.at(-1)!.school && found.at(-1)!.start + found.at(-1)!.length > start) found.pop()
      found.push(best)
      i += best.length - 1
    } else if (!found.some((n) => n.start + n.length > i)) found.push(best)
  }
  return found
}

/**
 * The colleges of the spans one edit off that are several colleges' (`nearNames`' `school` null): the one of the province
 * the question names, else the first with the short question which (Entities.unsureName, asked by ai-local-names.ts).
 */
export function settleNear(
  near: NearName[],
  text: string,
  provinceCode: string | null,
  /** where the other passes read a college: a span of several colleges another pass read is theirs (by sound, mostly) */
  read: boolean[],
): { schools: SchoolEntry[]; unsure: string[] | null } {
  const schools: SchoolEntry[] = []
  let unsure: string[] | null = null
  for (const n of near) {
    if (n.school || read.slice(n.start, n.start + n.length).some(Boolean)) continue
    const here = provinceCode ? n.colleges.filter((s) => s.provinceCode === provinceCode) : []
    if (here.length === 1) schools.push(here[0]!)
    else if (!unsure) {
      schools.push(n.colleges[0]!)
      unsure = [text.slice(n.start, n.start + n.length), ...n.colleges.map((s) => s.name)]
    }
  }
  return { schools, unsure }
}
