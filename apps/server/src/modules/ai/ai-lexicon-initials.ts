import type { LexiconHit, SchoolEntry } from './ai-lexicon.ts'
import { split } from './ai-lexicon-abbrev.ts'
import type { ShortName } from './ai-lexicon-short.ts'

/**
 * Short names of a 学院 people type (ADR 122): the first character of each of its two name parts (湖北经济学院 → 湖经,
 * 衡阳师范学院 → 衡师, 齐齐哈尔医学院 → 齐医: a 医学院's part is 医), and its name without 学院 (浙江树人学院 → 浙江树人).
 * Guards against false readings: a form that is a word of its own (jieba's: 湖南 …) or a phrase the lexicon already
 * has is never taken, a form two colleges share is dropped (no guess), and a leading part is taken only when it is
 * four characters or more and no other college's name begins with it. Vocational colleges and independent colleges
 * named after a university keep their own forms (ai-lexicon-abbrev.ts).
 */
export function derivedInitials(schools: Iterable<SchoolEntry>, wordsWithin: (text: string) => string[]): Map<string, SchoolEntry[]> {
  const found = new Map<string, Set<SchoolEntry>>()
  const list = [...schools]
  const names = list.map((s) => s.name)
  const put = (form: string, school: SchoolEntry) => {
    if (wordsWithin(form).includes(form)) return
    found.set(form, (found.get(form) ?? new Set()).add(school))
  }
  for (const school of list) {
    if (!/^[\u4e00-\u9fff]+学院$/.test(school.name) || /职业|大学/.test(school.name)) continue
    const core = school.name.slice(0, -2)
    if (core.length >= 4 && !names.some((n) => n !== school.name && n.startsWith(core))) put(core, school)
    const medical = core.endsWith('医') && core.length > 2
    const stem = medical ? core.slice(0, -1) : core
    const known = new Set(wordsWithin(stem).filter((w) => w.length >= 2 && w !== stem))
    // a 医学院's place is one part however jieba splits it (齐齐哈尔, not 齐齐 + 哈尔)
    const words = medical ? [stem] : split(stem, known)
    const parts = words && medical ? [...words, '医'] : words
    if (parts?.length === 2) put(parts[0]![0]! + parts[1]![0]!, school)
  }
  return new Map([...found].map(([form, all]) => [form, [...all]]))
}

/**
 * Adds the forms to the phrases, never over an existing phrase (a name, an alias, a major, a short name derived before).
 * A form two colleges share (齐医: 齐齐哈尔医学院, 齐鲁医药学院) goes with the short names: the candidate's province picks
 * the one there, else the adviser asks which (ai-local-names.ts), as for 河大 or 西大.
 */
export function addDerivedInitials(
  phrases: Map<string, LexiconHit>,
  shortNames: Map<string, ShortName>,
  schools: Iterable<SchoolEntry>,
  wordsWithin: (text: string) => string[],
) {
  for (const [form, all] of derivedInitials(schools, wordsWithin)) {
    const had = phrases.get(form)
    // a phrase read as one of the form's colleges (齐医 as 齐鲁医药学院 only) becomes the shared short name it is
    const own = had?.kind === 'school' ? all.find((s) => s.id === had.school.id) : had ? null : all[0]
    if (!own || shortNames.has(form)) continue
    phrases.set(form, { kind: 'school', school: own })
    if (all.length > 1) shortNames.set(form, { national: [own, ...all.filter((s) => s !== own)], local: [] })
  }
}
