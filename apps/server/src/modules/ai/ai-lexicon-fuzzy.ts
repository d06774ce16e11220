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
  /**
   * every college a sound key that several names share stands for (季南大学 sounds like 济南大学 and 暨南大学): a slip of
   * such a sound is read as the one of them in the candidate's province, never at random
   */
  shared?: Map<string, LexiconHit[]>
  /** toneless pinyin of a college's two-character short name (南邮, 河大); read only as SHORT_SLIP allows */
  short?: Map<string, { phrase: string; hit: LexiconHit } | null>
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

function put(map: Map<string, LexiconHit | null>, key: string, hit: LexiconHit, shared?: Map<string, LexiconHit[]>) {
  const had = map.get(key)
  if (had === undefined) map.set(key, hit)
  else if (had !== null && !sameTarget(had, hit)) map.set(key, null)
  if (!shared || hit.kind !== 'school' || map.get(key) !== null) return
  const all = shared.get(key) ?? (had ? [had] : [])
  if (!all.some((h) => sameTarget(h, hit))) all.push(hit)
  shared.set(key, all)
}

/** Sound and one-slip keys of every phrase of three or more characters, and of province names. */
export function buildFuzzy(phrases: Map<string, LexiconHit>): FuzzyNames {
  const sounds = new Map<string, LexiconHit | null>()
  const variants = new Map<string, LexiconHit | null>()
  const short = new Map<string, { phrase: string; hit: LexiconHit } | null>()
  const shared = new Map<string, LexiconHit[]>()
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
    put(sounds, syllablesOf(phrase).join(' '), hit, shared)
    if (phrase.length >= 5 && hit.kind !== 'province') {
      for (let k = 0; k < phrase.length; k++) put(variants, `${phrase.slice(0, k)}*${phrase.slice(k + 1)}`, hit)
    }
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
      const hits = sharedBy(fuzzy, sound.slice(i, i + len).join(' '), (h) => sharesCharacter(span, h))
      if (hits.length >= 2) return [span, hits]
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

const COUNTED = /^[一二两三四五六七八九十几][个所间家座]$/

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
  /** the candidate's province (said): a sound several colleges share is the one there (季南大学 from 广东 is 暨南大学) */
  provinceCode?: string | null,
): [LexiconHit, number] | null {
  for (let len = Math.min(16, text.length - i); len >= 2; len--) {
    let ok = true
    for (let k = i; k < i + len; k++) if (!free[k] || !/[\u4e00-\u9fff]/.test(text[k]!)) ok = false
    if (!ok) continue
    const bySound = fuzzy.sounds.get(sound.slice(i, i + len).join(' '))
    // a sound match keeps one character of the name in place (广冬 → 广东, never 背景 → 北京)
    // and a college typed by sound starts where a word does: 普通志愿 holds 通志愿, which sounds like 通职院 (ADR 136)
    const inWord = bySound?.kind === 'school' && boundaries && !boundaries.has(i)
    if (bySound && !inWord && (len >= 3 || bySound.kind === 'province') && sharesCharacter(text.slice(i, i + len), bySound)) return [bySound, len]
    const here = bySound === null && len >= 4 && provinceCode ? sharedIn(fuzzy, sound.slice(i, i + len).join(' '), provinceCode) : null
    if (here && sharesCharacter(text.slice(i, i + len), here)) return [here, len]
    if (len === 2 && fuzzy.short && boundaries?.has(i) && boundaries.has(i + 2)) {
      const span = text.slice(i, i + 2)
      // a count of colleges (「…广大呢四间」 四间 = four of them, 三所, 两个) is never a short name typed by sound (四建)
      if (COUNTED.test(span)) continue
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

/**
 * The colleges whose names share the sound `key` and that `keep` takes: the one reading of `shared` that the slip of a
 * shared sound (sharedSoundAt), the college of the candidate's province (sharedIn) and a name around a short one
 * (nameAround) all go through.
 */
function sharedBy(fuzzy: FuzzyNames, key: string, keep: (hit: LexiconHit) => boolean): LexiconHit[] {
  return (fuzzy.shared?.get(key) ?? []).filter(keep)
}

/** The one college of `provinceCode` among those whose names share the sound `key`, or null. */
export function sharedIn(fuzzy: FuzzyNames, key: string, provinceCode: string): LexiconHit | null {
  const here = sharedBy(fuzzy, key, (h) => h.kind === 'school' && h.school.provinceCode === provinceCode)
  return here.length === 1 ? here[0]! : null
}

/**
 * A longer college name said with a slip around a short name (or a province) read exactly at [i, i + len): 「东北林叶大学」
 * holds 北林 (北京林业大学) yet is 东北林业大学 with one character typed wrong, 「北京理公大学」 opens with 北京; 「季南大学」 holds 南大 yet sounds like 暨南大学. The
 * span starts at most three characters before the short name, is made of characters no name took (`free`), and is a
 * name by sound (or by sound shared by several colleges: `ambiguous`, resolved later by the province) or by one slip.
 */
export function nameAround(
  text: string,
  sound: string[],
  i: number,
  len: number,
  free: boolean[],
  fuzzy: FuzzyNames,
  /** how far before the name read the longer one may start (0: it starts with it, as a province opens 北京理工大学) */
  back = 3,
): { hit: LexiconHit | null; start: number; length: number } | null {
  for (let length = Math.min(16, text.length); length >= 4; length--) {
    for (let start = Math.max(0, i - back); start <= i; start++) {
      const end = start + length
      if (end < i + len || end > text.length) continue
      const span = text.slice(start, end)
      if (!/^[\u4e00-\u9fff]+$/.test(span) || !/(大学|学院)$/.test(span)) continue
      let ok = true
      for (let k = start; k < i; k++) if (!free[k]) ok = false
      if (!ok) continue
      const key = sound.slice(start, end).join(' ')
      const bySound = fuzzy.sounds.get(key)
      if (bySound?.kind === 'school' && sharesCharacter(span, bySound)) return { hit: bySound, start, length }
      if (bySound === null && sharedBy(fuzzy, key, (h) => sharesCharacter(span, h)).length) return { hit: null, start, length }
      if (length >= 5)
        for (let k = 0; k < length; k++) {
          // the slip is never a character of the name read exactly: 「厦大医学院」 holds 厦大 (厦门大学), so 大 is no slip of
          // 门 (厦门医学院, another college); 「东北林叶大学」 slips 叶, outside 北林
          if (start + k >= i && start + k < i + len) continue
          const hit = fuzzy.variants.get(`${span.slice(0, k)}*${span.slice(k + 1)}`)
          if (hit?.kind === 'school') return { hit, start, length }
        }
    }
  }
  return null
}
