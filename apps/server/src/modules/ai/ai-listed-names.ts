import { pinyin } from 'pinyin-pro'
import type { Entities } from './ai-nlu.ts'
import type { Lexicon, SchoolEntry } from './ai-lexicon.ts'
import { COLLEGES_REFERRED } from './ai-answers-table.ts'
import { nearNames } from './ai-lexicon-near.ts'
import { provinceBeforeMajor } from './ai-nlu-name-bounds.ts'
import { cityNames } from './ai-place-names.ts'

/**
 * Colleges said as items of a list (「武科大 湖大 三峡 长大」, 「广工、广大、广财、佛大」, 「深大华师广外广大」), ADR 098.
 * Out of a list such forms are everyday words or too loose to read (广大考生, 长大以后, 三峡 the gorges), so the
 * recogniser leaves them; inside a list of colleges they are colleges, and the province the list is about
 * (named, saved, or the one the other listed colleges share) says which college each means: 长大 is 长江大学 to a
 * 湖北 list, 广大 is 广州大学 to a 广东 one. Every form is derived from the data's names, none is listed by hand.
 */

/** What separates the items of a list, and what may close it (「…广大呢四间」, 「…长大等」, 「…佛大这几所」). */
const SEPARATOR = /[、，,；;\s/和跟与及同把]/
const CLOSER = /[呢等这那几两三四五六七八九十的去今前近共\d]/

/** Forms a college's name gives when said in a list: its place's first character with the next one, or its bare place. */
function listForms(name: string, provinces: string[]): string[] {
  if (!name.endsWith('大学') || /[（(]/.test(name)) return []
  const province = provinces.find((p) => name.startsWith(p) && name.length > p.length + 2)
  const place = province ?? name.slice(0, 2)
  const rest = name.slice(place.length)
  const forms = [place[0]! + rest[0]!]
  // 三峡大学, 长江大学: a 大学 named after a place that is no province is said by that place alone
  if (!province && name.length === 4) forms.push(place)
  return forms
}

type Forms = Map<string, SchoolEntry[]>
/** what ties a place to the college after it: 的, 那个, 那所, 这所, a space */
const PLACE_TIE = /^(?:\s|的|那个|那所|这个|这所|那边的?|这边的?)*/

const built = new WeakMap<Lexicon, { forms: Forms; sounds: Map<string, string> }>()

/** The list forms of every college of the lexicon, and each form's sound (广才 typed for 广财). */
function formsOf(lexicon: Lexicon) {
  const had = built.get(lexicon)
  if (had) return had
  const provinces = lexicon.provinces.map((p) => p.shortName)
  const forms: Forms = new Map()
  const names = [...lexicon.schools.values()].map((s) => s.name).filter((n) => n.endsWith('大学'))
  for (const school of lexicon.schools.values())
    for (const form of listForms(school.name, provinces)) {
      // a bare place that starts other universities' names too is a city (广州, 深圳), not the one college
      if (provinces.includes(form) || (form.length === school.name.length - 2 && names.some((n) => n !== school.name && n.startsWith(form)))) continue
      forms.set(form, [...(forms.get(form) ?? []), school])
    }
  // the lexicon's own two-character college phrases too (广财, 佛大), so a slip of sound on them is read in a list
  for (const [phrase, hit] of lexicon.phrases) if (phrase.length === 2 && hit.kind === 'school' && !forms.has(phrase)) forms.set(phrase, [hit.school])
  const sounds = new Map<string, string>()
  for (const form of forms.keys()) {
    const key = pinyin(form, { toneType: 'none', type: 'array' }).join(' ')
    if (!sounds.has(key)) sounds.set(key, form)
  }
  const out = { forms, sounds }
  built.set(lexicon, out)
  return out
}

/** A college phrase of the lexicon at `i` (longest first), as the recogniser would read it: its length, or 0. */
function phraseAt(text: string, i: number, lexicon: Lexicon): number {
  for (let len = Math.min(lexicon.maxLength, text.length - i); len >= 2; len--)
    // 「江西中医康复学」: a province before a major is no college here either (ADR 146)
    if (lexicon.phrases.get(text.slice(i, i + len))?.kind === 'school') return provinceBeforeMajor(text, i, len, lexicon, NO_PAUSES) ? 0 : len
  return 0
}
const NO_PAUSES: ReadonlySet<number> = new Set()

/**
 * 广才 for 广财: a form typed with its second character's sound slipping (the first, the place, is kept; 物理 is no
 * slip of 武理, whose place differs).
 */
function bySound(two: string, sounds: Map<string, string>): string | undefined {
  if (!/^[\u4e00-\u9fff]{2}$/.test(two)) return undefined
  const form = sounds.get(pinyin(two, { toneType: 'none', type: 'array' }).join(' '))
  return form && form[0] === two[0] ? form : undefined
}

type Span = { at: number; end: number; school?: SchoolEntry; form?: string }

/** The spans of the question that are colleges or list forms, in order (a known college name wins over a form). */
function spansOf(text: string, lexicon: Lexicon, forms: Forms, sounds: Map<string, string>): Span[] {
  const spans: Span[] = []
  // a long name typed one edit off is that college here too, not its exact parts (「中南大财经政法」 holds 中南; ADR 137)
  const near = lexicon.fuzzy ? nearNames(text, lexicon) : []
  for (let i = 0; i < text.length;) {
    const slip = near.find((n) => n.start === i)
    if (slip) {
      if (slip.school) spans.push({ at: i, end: i + slip.length, school: slip.school })
      i += slip.length
      continue
    }
    const len = phraseAt(text, i, lexicon)
    if (len) {
      const hit = lexicon.phrases.get(text.slice(i, i + len))
      spans.push({ at: i, end: i + len, ...(hit?.kind === 'school' ? { school: hit.school } : {}) })
      i += len
      continue
    }
    const two = text.slice(i, i + 2)
    // a word the lexicon knows as something else (北京 the province) is never a college's form by sound (北经)
    const form = forms.has(two) ? two : lexicon.phrases.has(two) ? undefined : bySound(two, sounds)
    if (form) {
      spans.push({ at: i, end: i + 2, form })
      i += 2
      continue
    }
    i++
  }
  return spans
}

/**
 * A form is an item of the list when each side is the question's edge, a separator, another listed college or a
 * closer; so is a college's own short name the recogniser lost to a word across the gap (「郑大 河大」 read as 大河).
 */
function itemsOf(text: string, spans: Span[]): Span[] {
  const starts = new Set(spans.map((s) => s.at))
  const ends = new Set(spans.map((s) => s.end))
  return spans.filter((s) => {
    // 「福州的厦门大学」「福州 厦门大学」: a bare place (福州 of 福州大学) said before a college's name is where it is said to be
    // (a premise to check, ai-premise-city.ts), not a college of a list (ADR 162)
    const tie = PLACE_TIE.exec(text.slice(s.end))?.[0].length ?? 0
    if (cityNames().includes(text.slice(s.at, s.end)) && spans.some((o) => o !== s && o.school && o.at === s.end + tie)) return false
    const left = s.at === 0 || SEPARATOR.test(text[s.at - 1]!) || ends.has(s.at)
    const right = s.end === text.length || SEPARATOR.test(text[s.end]!) || starts.has(s.end) || CLOSER.test(text[s.end]!)
    return left && right
  })
}

/** The province most of the named colleges are in, when one has more than any other (the list's province). */
export function listProvince(schools: SchoolEntry[]): string | null {
  const count = new Map<string, number>()
  for (const s of schools) count.set(s.provinceCode, (count.get(s.provinceCode) ?? 0) + 1)
  const ranked = [...count].sort((a, b) => b[1] - a[1])
  return ranked.length && ranked[0]![1] >= 2 && (ranked.length === 1 || ranked[0]![1] > ranked[1]![1]) ? ranked[0]![0] : null
}

/**
 * The question's colleges with the list's items added in their place in the list: a form one college has, or the one
 * college of the province (given, else the list's) among several. A form no college of that province has is left.
 */
export function listedColleges(
  question: string,
  e: Entities,
  provinceCode: string | null,
  lexicon: Lexicon,
): { e: Entities; province: string | null; seen?: boolean } {
  if (!lexicon.schools.size) return { e, province: provinceCode }
  const { forms, sounds } = formsOf(lexicon)
  // the question's own list; 「这四个学校」 refers to the newest earlier turn's (the lines after the first, oldest first)
  const [own, ...earlier] = question.split('\n')
  const lines = COLLEGES_REFERRED.test(own!) ? [own!, ...earlier.reverse()] : [own!]
  const read = lines.map((text) => {
    const spans = spansOf(text, lexicon, forms, sounds)
    return { text, spans, items: itemsOf(text, spans) }
  })
  const list = read.find((r) => r.items.some((s) => s.form || !e.schools.some((k) => k.id === s.school!.id)) && r.spans.length >= 2)
  if (!list) return { e, province: provinceCode }
  const { text, spans, items } = list
  const named = (s: Span) => (s.school ? [s.school] : forms.get(s.form!)!)
  const single = items.flatMap((s) => (named(s).length === 1 ? named(s) : []))
  const province = provinceCode ?? listProvince([...e.schools, ...single])
  const found = new Map<number, SchoolEntry>()
  for (const s of items) {
    const all = named(s)
    const here = all.length === 1 ? all : all.filter((c) => c.provinceCode === province)
    if (here.length === 1) found.set(s.at, here[0]!)
  }
  if (!found.size) return { e, province, seen: true }
  // in the order said: the recognised ones where their names stand, the list's items where theirs do
  const ordered: { at: number; school: SchoolEntry }[] = [...found].map(([at, school]) => ({ at, school }))
  for (const school of e.schools) {
    const at = spans.find((s) => s.school?.id === school.id)?.at ?? Math.max(text.indexOf(school.name), 0)
    ordered.push({ at, school })
  }
  const seen = new Set<string>()
  const schools = ordered
    .sort((a, b) => a.at - b.at)
    .map((o) => o.school)
    .filter((s) => !seen.has(s.id) && seen.add(s.id))
  return { e: { ...e, schools }, province, seen: true }
}
