import { pinyin } from 'pinyin-pro'
import type { LexiconHit } from './ai-lexicon.ts'

/**
 * Names typed with a slip: the same sound written with another character (正州大学, 广冬, 温洲肯恩大学,
 * 林床医学) or one character of a long name mistyped (宁波偌丁汉大学). Built once with the lexicon;
 * a key two names share is dropped (山西/陕西 sound alike), so a slip never picks one of them at random.
 */
export type FuzzyNames = {
  /** toneless pinyin of a name, syllables joined by spaces */
  sounds: Map<string, LexiconHit | null>
  /** a name of five or more characters with one character replaced by * */
  variants: Map<string, LexiconHit | null>
  /** toneless pinyin of a college's two-character short name (南邮, 河大); read only as SHORT_SLIP allows */
  short?: Map<string, { phrase: string; hit: LexiconHit } | null>
  /** the colleges a dropped sound key stood for (季南大学: 暨南大学 and 济南大学), for a question naming one by sound */
  shared?: Map<string, LexiconHit[]>
}

/**
 * The characters many short names share (南大, 华师, 湖工): a two-character slip is taken only when the character kept in
 * place is none of these (难邮 → 南邮 keeps 邮), so 和大/胡大 in ordinary words never become 河大/湖大.
 */
const SHARED_IN_SHORT_NAMES = /[大学院工师科理医中南北东西华农财政民海山江河湖京交]/

export const syllablesOf = (text: string): string[] => pinyin(text, { toneType: 'none', type: 'array' })

const sameTarget = (a: LexiconHit, b: LexiconHit) =>
  a.kind === b.kind &&
  ((a.kind === 'school' && b.kind === 'school' && a.school.id === b.school.id) ||
    (a.kind === 'major' && b.kind === 'major' && a.major.id === b.major.id) ||
    (a.kind === 'province' && b.kind === 'province' && a.province.id === b.province.id))

function put(map: Map<string, LexiconHit | null>, key: string, hit: LexiconHit) {
  const had = map.get(key)
  if (had === undefined) map.set(key, hit)
  else if (had !== null && !sameTarget(had, hit)) map.set(key, null)
}

/** Sound and one-slip keys of every phrase of three or more characters, and of province names. */
export function buildFuzzy(phrases: Map<string, LexiconHit>): FuzzyNames {
  const sounds = new Map<string, LexiconHit | null>()
  const variants = new Map<string, LexiconHit | null>()
  const short = new Map<string, { phrase: string; hit: LexiconHit } | null>()
  for (const [phrase, hit] of phrases) {
    if (!/^[\u4e00-\u9fff]+$/.test(phrase)) continue
    if (phrase.length === 2 && hit.kind === 'school') {
      // the phrase is kept: the slip is judged against the short name itself, not the full name
      const key = syllablesOf(phrase).join(' ')
      const had = short.get(key)
      if (had === undefined) short.set(key, { phrase, hit })
      else if (had !== null && !sameTarget(had.hit, hit)) short.set(key, null)
    }
    if (phrase.length < 3 && hit.kind !== 'province') continue
    put(sounds, syllablesOf(phrase).join(' '), hit)
    if (phrase.length >= 5 && hit.kind !== 'province') {
      for (let k = 0; k < phrase.length; k++) put(variants, `${phrase.slice(0, k)}*${phrase.slice(k + 1)}`, hit)
    }
  }
  const shared = new Map<string, LexiconHit[]>()
  for (const [phrase, hit] of phrases) {
    if (hit.kind !== 'school' || phrase.length < 4 || phrase !== hit.school.name || !/^[\u4e00-\u9fff]+$/.test(phrase)) continue
    const key = syllablesOf(phrase).join(' ')
    if (sounds.get(key) === null) shared.set(key, [...(shared.get(key) ?? []), hit])
  }
  return { sounds, variants, short, shared }
}

/**
 * A college's full name typed by a sound two colleges share (季南大学: 暨南大学, 济南大学) in what the other passes left:
 * [span, its colleges] for the one short question (or the candidate's province) to choose, or null.
 */
export function sharedSoundAt(text: string, free: boolean[], fuzzy: FuzzyNames): [string, LexiconHit[]] | null {
  if (!fuzzy.shared?.size) return null
  const sound = syllablesOf(text)
  if (sound.length !== text.length) return null
  for (let i = 0; i < text.length; i++) {
    for (let len = Math.min(12, text.length - i); len >= 4; len--) {
      const span = text.slice(i, i + len)
      // a full name typed (…大学, …学院) may hold a short name the exact pass took (季南大学 holds 南大): free or not
      if (!(free.slice(i, i + len).every(Boolean) || /(大学|学院)$/.test(span)) || !/^[\u4e00-\u9fff]+$/.test(span)) continue
      const hits = fuzzy.shared.get(sound.slice(i, i + len).join(' '))?.filter((h) => sharesCharacter(span, h))
      if (hits && hits.length >= 2) return [span, hits]
    }
  }
  return null
}

const nameOf = (hit: LexiconHit) => (hit.kind === 'school' ? hit.school.name : hit.kind === 'major' ? hit.major.name : hit.province.shortName)

/** True when the span has a character of the name at the same place (name or, for an abbreviation, its start). */
export function sharesCharacter(span: string, hit: LexiconHit): boolean {
  const names = hit.kind === 'province' ? [hit.province.shortName, hit.province.name] : [nameOf(hit)]
  return names.some((name) => [...span].some((c, k) => name[k] === c))
}

/**
 * The longest slip-match starting at `i` of `text` (whose syllables are `sound`), in the spans
 * `free` marks as not recognised exactly: [hit, length] or null.
 */
export function fuzzyAt(
  text: string,
  sound: string[],
  i: number,
  free: boolean[],
  fuzzy: FuzzyNames,
  /** where the segmenter puts word boundaries: a two-character slip must be a word of its own (换成历史 has no 成历) */
  boundaries?: Set<number>,
): [LexiconHit, number] | null {
  for (let len = Math.min(16, text.length - i); len >= 2; len--) {
    let ok = true
    for (let k = i; k < i + len; k++) if (!free[k] || !/[\u4e00-\u9fff]/.test(text[k]!)) ok = false
    if (!ok) continue
    const bySound = fuzzy.sounds.get(sound.slice(i, i + len).join(' '))
    // a sound match keeps one character of the name in place (广冬 → 广东, never 背景 → 北京)
    if (bySound && (len >= 3 || bySound.kind === 'province') && sharesCharacter(text.slice(i, i + len), bySound)) return [bySound, len]
    if (len === 2 && fuzzy.short && boundaries?.has(i) && boundaries.has(i + 2)) {
      const span = text.slice(i, i + 2)
      const found = fuzzy.short.get(sound.slice(i, i + 2).join(' '))
      // one character slipped, the other kept in place and distinctive (难邮 → 南邮)
      const kept = found ? [...span].filter((c, k) => found.phrase[k] === c) : []
      if (found && kept.length === 1 && !SHARED_IN_SHORT_NAMES.test(kept[0]!)) return [found.hit, 2]
    }
    if (len >= 5) {
      const span = text.slice(i, i + len)
      for (let k = 0; k < len; k++) {
        const hit = fuzzy.variants.get(`${span.slice(0, k)}*${span.slice(k + 1)}`)
        if (hit) return [hit, len]
      }
    }
  }
  return null
}
