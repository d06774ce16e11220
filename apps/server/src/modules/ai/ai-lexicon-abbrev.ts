import type { LexiconHit, SchoolEntry } from './ai-lexicon.ts'

/** What a college's name ends with, and the short ending people type for it (武铁职院, 哈工大). */
const ENDINGS: [RegExp, string[]][] = [
  // a 职业(技术)大学 is 职大 (金华职大, 金职大), and 职院 or 职 as when it was a 学院
  [/(职业技术大学|职业大学)$/, ['职大', '职院', '职']],
  // 武铁职院 and 武铁职 alike: 职 alone ends the short form of a 职业技术学院 as often as 职院
  [/(职业技术学院|职业学院)$/, ['职院', '职']],
  [/大学$/, ['大']],
  [/学院$/, ['院']],
]

/**
 * Short names derived from every college name of the dataset, the way students shorten them: the
 * first character of the place and the rest whole (武汉理工大学 → 武理工, 哈尔滨工程大学 → 哈工程), the first
 * character of each word with the ending's short form (华中科技大学 → 华科大, 武汉铁路职业技术学院 → 武铁职院), the place
 * whole and the rest by first characters (河北医科大学 → 河北医大).
 * Words: the split of the name into dictionary words of two or more characters (jieba's full mode,
 * `wordsWithin`) with the most words (华中科技 → 华中|科技, not 华中科|技). Only forms of three or more characters; a form two colleges of the same kind share is
 * dropped (no guess between them; a 大学 goes before a 学院), and a phrase the lexicon already has (a name, an alias, a major) wins.
 */
export function derivedAbbreviations(schools: Iterable<SchoolEntry>, wordsWithin: (text: string) => string[]): Map<string, SchoolEntry> {
  // per form: the colleges it could be, at the best rank seen (a 大学 before a 学院: 武理工 is 武汉理工大学, not 武昌理工学院)
  const found = new Map<string, { rank: number; schools: Set<SchoolEntry> }>()
  const list = [...schools]
  const names = list.map((x) => x.name)
  const put = (form: string, school: SchoolEntry, worse = 0) => {
    if (form.length < 3 || form === school.name) return
    const rank = (/大学$/.test(school.name) && !/职业/.test(school.name) ? 0 : 1) + worse
    const had = found.get(form)
    if (!had || rank < had.rank) found.set(form, { rank, schools: new Set([school]) })
    else if (rank === had.rank) had.schools.add(school)
  }
  for (const school of list) {
    independentForms(school.name).forEach((form) => put(form, school))
    if (!/^[\u4e00-\u9fff]+$/.test(school.name)) continue
    // 长春医学高等专科学校 is 长春医专 or 长春医学高专: a 高等专科学校 by its place whole, its field's first character and 专
    const zhuan = /^(.+)高等专科学校$/.exec(school.name)?.[1]
    if (zhuan) {
      const parts = split(zhuan, new Set(wordsWithin(zhuan).filter((w) => w.length >= 2 && w !== zhuan)))
      put(`${zhuan}高专`, school)
      if (parts && parts.length >= 2)
        put(
          parts[0] +
            parts
              .slice(1)
              .map((w) => w[0])
              .join('') +
            '专',
          school,
        )
      continue
    }
    const ending = ENDINGS.find(([re]) => re.test(school.name))
    if (!ending) continue
    const core = school.name.replace(ending[0], '')
    const vocational = /职/.test(ending[1][0]!)
    // 河北经贸, 西交利物浦, 东北林业: a 大学 by its name without 大学, unless another college's name begins so (its own
    // 经济管理学院 aside, which begins with the whole name)
    if (ending[1][0] === '大' && core.length >= 4 && !names.some((n) => n !== school.name && n.startsWith(core) && !n.startsWith(school.name)))
      put(core, school)
    // 金华职业技术大学: a place alone before the ending is shortened with the ending only (金华职大, 金职大)
    if (vocational && core.length === 2) for (const short of ending[1]) [core, core[0]].forEach((p) => put(p + short, school))
    const words = split(core, new Set(wordsWithin(core).filter((w) => w.length >= 2 && w !== core)))
    if (!words || words.length < 2) continue
    // 广西机电职业技术学院 is 广西机电: a vocational college's place and field alone, unless another name begins so
    // (北京工业 is 北京工业大学 before 北京工业职业技术学院)
    if (vocational && core.length >= 4 && !names.some((n) => n !== school.name && n.startsWith(core))) put(core, school)
    const [place, ...rest] = words
    // 武理工, 哈工程, 北理工: the place shortened, the rest whole
    if (place!.length >= 2) put(place![0] + rest.join(''), school)
    const initials = words.map((w) => w[0]).join('')
    // 华科大, 哈工大, 武铁职院; the place whole: 河北医大, 温州医大
    for (const short of ending[1]) {
      put(initials + short, school)
      put(place + rest.map((w) => w[0]).join('') + short, school)
      // 武汉船舶职院: a vocational college's place and words whole, only the ending shortened
      if (/职/.test(short)) put(core + short, school)
    }
    // 武汉船院, 武船院: a 职业技术学院 said as a 学院 (院 alone), read only where no 学院 has the form (武汉传院 stays 武汉传媒学院)
    if (vocational && /学院$/.test(school.name)) [initials, place + rest.map((w) => w[0]).join('')].forEach((f) => put(f + '院', school, 1))
  }
  const out = new Map<string, SchoolEntry>()
  for (const [form, { schools: all }] of found) if (all.size === 1) out.set(form, [...all][0]!)
  return out
}

/**
 * An independent college named after its university (宁波大学科学技术学院): the university whole or by its short form
 * (place's first character + 大) with 科技学院 or 科院 — 宁波大学科技学院, 宁大科技学院, 宁大科院.
 */
function independentForms(name: string): string[] {
  const m = /^([\u4e00-\u9fff]{2,3})大学(科学技术学院|科技学院)$/.exec(name)
  if (!m) return []
  const parents = [`${m[1]}大学`, `${m[1]![0]}大`]
  return parents.flatMap((p) => [`${p}科技学院`, `${p}科院`])
}

/** The split of `core` into words of `known` with the most words, or null when none covers it. */
export function split(core: string, known: Set<string>): string[] | null {
  const best: (string[] | null)[] = Array.from({ length: core.length + 1 }, () => null)
  best[0] = []
  for (let i = 0; i < core.length; i++) {
    if (!best[i]) continue
    for (let j = i + 2; j <= core.length; j++) {
      const word = core.slice(i, j)
      if (known.has(word) && (!best[j] || best[j]!.length < best[i]!.length + 1)) best[j] = [...best[i]!, word]
    }
  }
  return best[core.length] ?? null
}

/** Adds the derived forms to the phrases (never over an existing phrase). */
export function addDerivedAbbreviations(phrases: Map<string, LexiconHit>, schools: Iterable<SchoolEntry>, wordsWithin: (text: string) => string[]) {
  for (const [form, school] of derivedAbbreviations(schools, wordsWithin)) if (!phrases.has(form)) phrases.set(form, { kind: 'school', school })
}
