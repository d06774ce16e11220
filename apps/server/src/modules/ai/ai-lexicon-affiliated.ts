import type { LexiconHit, SchoolEntry } from './ai-lexicon.ts'

/**
 * A college named after the university that founded it (an 独立学院 or its successor: 浙江工业大学之江学院,
 * 浙江师范大学行知学院) is called by its own part alone (之江学院, 行知学院). Derived from every name of the dataset:
 * the part after another college's full name, four characters or more and ending in 学院, kept only when no other
 * college has that part (城市学院 is several colleges' part: no guess) and no phrase of the lexicon is already it.
 * A part whose words are a discipline's or a place's (经济管理学院, 临床学院, 天津学院) reads as a school of a university or
 * a place in a question (「清华经济管理学院」), never as a college: `generic` says so from the majors' and provinces' names.
 */
export function affiliatedNames(schools: Iterable<SchoolEntry>, generic: (stem: string) => boolean): Map<string, SchoolEntry> {
  const list = [...schools]
  const names = new Set(list.map((s) => s.name))
  const byPart = new Map<string, SchoolEntry[]>()
  for (const s of list) {
    for (let cut = 4; cut <= s.name.length - 4; cut++) {
      const parent = s.name.slice(0, cut)
      const part = s.name.slice(cut)
      if (!names.has(parent) || !/^.{2,}学院$/.test(part) || generic(part.slice(0, -2))) continue
      byPart.set(part, [...(byPart.get(part) ?? []), s])
    }
  }
  const out = new Map<string, SchoolEntry>()
  for (const [part, found] of byPart) if (found.length === 1) out.set(part, found[0]!)
  return out
}

/** Puts the affiliated colleges' own parts into the lexicon, after every name, alias and derived form (they win). */
export function addAffiliatedNames(phrases: Map<string, LexiconHit>, schools: Iterable<SchoolEntry>, words: { majors: string[]; places: string[] }) {
  // a stem of two characters or more found in a major's name (工商 in 工商管理) or a province's name is a common word
  const generic = (stem: string) =>
    words.places.some((p) => stem.startsWith(p)) ||
    Array.from({ length: stem.length - 1 }, (_, i) => stem.slice(i, i + 2)).some((two) => words.majors.some((m) => m.includes(two)))
  for (const [part, school] of affiliatedNames(schools, generic)) if (!phrases.has(part)) phrases.set(part, { kind: 'school', school })
}
